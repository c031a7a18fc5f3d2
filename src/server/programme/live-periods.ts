/** Live periods of the calendar's filter bar. */
import { asc } from "drizzle-orm";
import type { Locale } from "../../schemas/api";
import type { LivePeriod } from "../../schemas/programme";
import type { Database } from "../db/client";
import { livePeriods } from "../db/schema";
import { toLivePeriod } from "./mappers";

export async function listLivePeriods(db: Database, locale: Locale): Promise<LivePeriod[]> {
  const rows = await db.select().from(livePeriods).orderBy(asc(livePeriods.dateFrom), asc(livePeriods.id));
  return rows.map((row) => toLivePeriod(locale, row));
}
