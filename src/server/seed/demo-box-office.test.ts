import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { builtinBoxOffice } from "../box-office/builtin";
import type { DatabaseHandle } from "../db/client";
import { bookings, performanceInventory } from "../db/schema";
import { demoVoucher, hafenhallePlan, seedDemoBoxOffice } from "./demo-box-office";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe("the demo box office", () => {
  it("sells upcoming dates of two productions, one seated and one free seating, with offers in both languages", async () => {
    const rows = await handle.db
      .select({
        id: performanceInventory.bookingId,
        seating: performanceInventory.seating,
        startsAt: bookings.startsAt,
        saleEndsAt: performanceInventory.saleEndsAt,
      })
      .from(performanceInventory)
      .innerJoin(bookings, eq(bookings.id, performanceInventory.bookingId));
    expect(new Set(rows.map((row) => row.seating))).toEqual(new Set(["seated", "free"]));
    for (const row of rows) expect(row.saleEndsAt?.getTime()).toBe(row.startsAt.getTime());
    const boxOffice = builtinBoxOffice(handle.db);
    const seated = rows.find((row) => row.seating === "seated");
    if (!seated) throw new Error("no seated demo date");
    const offers = await boxOffice.offers(seated.id, "en");
    expect(offers.map((offer) => `${offer.salesType.label}/${offer.priceGroup.label}`)).toContain("Full price/Category A");
    const availability = await boxOffice.availability(rows.map((row) => row.id));
    expect([...availability.values()].every((a) => a.available > 0)).toBe(true);
    const map = await boxOffice.seatMap(seated.id, "de", null);
    expect(map?.plan).toEqual(hafenhallePlan);
  });

  it("has a promotion code that takes 10 % off", async () => {
    const boxOffice = builtinBoxOffice(handle.db);
    const [free] = await handle.db
      .select({ id: performanceInventory.bookingId })
      .from(performanceInventory)
      .where(eq(performanceInventory.seating, "free"))
      .limit(1);
    const added = await boxOffice.addToCart(null, { performanceId: free.id, salesType: "full", priceGroup: "free", quantity: 2 });
    if (!added.ok) throw new Error(added.error);
    const applied = await boxOffice.applyVoucher(added.value.cartToken, demoVoucher.code.toLowerCase());
    expect(applied.ok && applied.value.totalCents).toBe(4320);
    await boxOffice.abandonCart(added.value.cartToken);
  });

  it("seeds again over sales types and price groups that are there already", async () => {
    const rows = await handle.db
      .select({ seating: performanceInventory.seating, productionId: bookings.productionId })
      .from(performanceInventory)
      .innerJoin(bookings, eq(bookings.id, performanceInventory.bookingId));
    const productionOf = (seating: string) => rows.find((row) => row.seating === seating)?.productionId as number;
    await seedDemoBoxOffice(handle.db, { seated: productionOf("seated"), free: productionOf("free") });
    const again = await handle.db.select().from(performanceInventory);
    expect(again.length).toBe(rows.length);
  });

  it("seats wheelchair users with a companion beside them and blocks the technics desk", () => {
    const seats = hafenhallePlan.areas.flatMap((area) => area.rows.flatMap((row) => row.seats));
    expect(new Set(seats.map((seat) => seat.id)).size).toBe(seats.length);
    const wheelchair = seats.find((seat) => seat.kind === "wheelchair");
    const companion = seats.find((seat) => seat.kind === "companion");
    expect(companion?.x).toBe((wheelchair?.x ?? 0) + 1);
    expect(seats.filter((seat) => seat.blocked)).toHaveLength(2);
  });
});
