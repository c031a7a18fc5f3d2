/** Whether the database holds no page yet: a first start, which seeds the demo content if allowed. */
import { count } from "drizzle-orm";
import type { Database } from "./client";
import { pages } from "./schema";

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(pages);
  return row.n === 0;
}
