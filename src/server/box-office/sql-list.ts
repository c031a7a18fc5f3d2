/** The box office's `in (…)` lists: performance ids, seat ids. */
import { type SQL, sql } from "drizzle-orm";

/** `a, b, c` as bound parameters, for `in (${sqlList(values)})`; the caller keeps the list non-empty. */
export const sqlList = (values: readonly (number | string)[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
