/**
 * `overlayInList`, the one way a draft is laid over its row in a list (a date among its
 * production's dates, a home block among the blocks): which rows it reads, which it keeps, and
 * the order, with a fake read (no database).
 */
import { eq, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { bookings } from "../db/schema";
import { ascending, type ColumnOrder, descending, orderSql, type OverlaidList, overlaid, overlayInList } from "./common";

type Row = { booking: { id: number; isOnline: boolean; endsAt: Date | null }; note: string };
const row = (id: number, endsAt: string | null, isOnline = true): Row => ({
  booking: { id, isOnline, endsAt: endsAt === null ? null : new Date(endsAt) },
  note: `row ${id}`,
});
const dialect = new PgDialect();
const text = (where: SQL) => dialect.sqlToQuery(where).sql;

/** A list whose read answers `rows` (the database's order) and notes each WHERE it is asked. */
function list(rows: Row[], order: ColumnOrder) {
  const asked: SQL[] = [];
  const spec: OverlaidList<Row> = {
    read: async (where) => {
      asked.push(where);
      return rows;
    },
    where: eq(bookings.isOnline, true),
    order,
    id: bookings.id,
    columns: (r) => r.booking,
    lay: (r, overlay) => ({ ...r, booking: overlaid(r.booking, overlay), note: "drafted" }),
    shown: (r) => r.booking.isOnline,
  };
  return { spec, asked };
}

describe("a list with a draft laid over one of its rows", () => {
  it("without a draft is the list's one read, as it answers", async () => {
    const rows = [row(2, "2026-05-02"), row(1, "2026-05-01")];
    const { spec, asked } = list(rows, [ascending(bookings.endsAt)]);
    expect(await overlayInList(spec)).toBe(rows);
    expect(asked.map(text)).toEqual([text(spec.where)]);
  });

  it("reads the drafted row too, shown or not, lays the draft over it and puts the list in its order again", async () => {
    const { spec, asked } = list(
      [row(1, "2026-05-01"), row(2, "2026-05-02"), row(3, "2026-05-03", false)],
      [ascending(bookings.endsAt), ascending(bookings.id)],
    );
    const shown = await overlayInList(spec, { id: 3, overlay: { isOnline: true, endsAt: new Date("2026-04-30") } });
    expect(shown.map((r) => [r.booking.id, r.note])).toEqual([
      [3, "drafted"],
      [1, "row 1"],
      [2, "row 2"],
    ]);
    expect(asked).toHaveLength(1);
    expect(text(asked[0])).toBe('("bookings"."is_online" = $1 or "bookings"."id" = $2)');
    expect(dialect.sqlToQuery(asked[0]).params).toEqual([true, 3]);
  });

  it("drops the drafted row when its draft leaves the list", async () => {
    const { spec } = list([row(1, "2026-05-01"), row(2, "2026-05-02")], [ascending(bookings.endsAt)]);
    expect((await overlayInList(spec, { id: 1, overlay: { isOnline: false } })).map((r) => r.booking.id)).toEqual([2]);
  });

  it("sorts as PostgreSQL does: descending steps reversed, nulls last ascending and first descending, later steps break ties", async () => {
    const rows = [row(4, "2026-05-01"), row(1, null), row(2, "2026-05-01"), row(3, "2026-06-01")];
    const draft = { id: 3, overlay: { endsAt: new Date("2026-05-01") } };
    const ascendingOrder = [ascending(bookings.endsAt), ascending(bookings.id)];
    expect((await overlayInList(list(rows, ascendingOrder).spec, draft)).map((r) => r.booking.id)).toEqual([2, 3, 4, 1]);
    const descendingOrder = [descending(bookings.endsAt), descending(bookings.id)];
    expect((await overlayInList(list(rows, descendingOrder).spec, draft)).map((r) => r.booking.id)).toEqual([1, 4, 3, 2]);
    expect(orderSql(descendingOrder).map(text)).toEqual(['"bookings"."ends_at" desc', '"bookings"."id" desc']);
  });
});
