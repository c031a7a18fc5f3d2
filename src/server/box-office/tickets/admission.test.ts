/**
 * Tickets at the door (issue 20, point 8): issued one per place when an order is paid, admitted
 * once, a repeat told when and where the ticket was first admitted, codes that are mistyped,
 * forged, cancelled or for another performance refused. Two scanners at one door at the same
 * moment admit a ticket once (on a PostgreSQL server, where they really race).
 */
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../../tests/setup/test-db";
import { tickets } from "../../db/schema";
import { builtinBoxOffice } from "../builtin";
import { boxOfficeFixture } from "../fixtures.test-helper";
import { recordPayment } from "../payments";
import { admitTicket } from "./admission";
import { makeTicketCode } from "./code";

const secret = "a test secret of the box office that is long enough";
type Handle = Awaited<ReturnType<typeof openTestDatabase>>;
const opened: Handle[] = [];
afterAll(async () => {
  for (const handle of opened) await handle.close();
});

async function paidOrder(seats?: string[]) {
  const handle = await openTestDatabase();
  opened.push(handle);
  const fx = await boxOfficeFixture(handle.db);
  const boxOffice = builtinBoxOffice(handle.db);
  const added = await boxOffice.addToCart(
    null,
    seats ? { performanceId: fx.seated, salesType: "full", seats } : { performanceId: fx.free, salesType: "reduced", priceGroup: "a", quantity: 2 },
  );
  if (!added.ok) throw new Error(added.error);
  const placed = await boxOffice.placeOrder(added.value.cartToken, {
    idempotencyKey: "admission-test-order-01",
    email: "ada@example.org",
    name: "Ada",
    locale: "de",
    totalCents: added.value.cart.totalCents,
    termsVersion: "2026-05",
  });
  if (!placed.ok) throw new Error(placed.error);
  return { handle, fx, boxOffice, order: placed.value };
}

const pay = (handle: Handle, reference: string, amountCents: number) =>
  recordPayment(handle.db, { provider: "stripe", eventId: `evt_${reference}`, orderId: reference, amountCents, currency: "EUR", kind: "paid" });

describe("tickets at the door", () => {
  it("issues one ticket per place when the order is paid, not before", async () => {
    const { handle, order } = await paidOrder();
    expect(await handle.db.select().from(tickets)).toHaveLength(0);
    await pay(handle, order.reference, 3900);
    const issued = await handle.db.select().from(tickets);
    expect(issued).toHaveLength(2);
    expect(issued.every((ticket) => ticket.admittedAt === null && ticket.seatId === null)).toBe(true);
  });

  it("admits a ticket once, then says when and at which door it was admitted", async () => {
    const { handle, fx, order } = await paidOrder();
    await pay(handle, order.reference, 3900);
    const [ticket] = await handle.db.select().from(tickets);
    const code = makeTicketCode(ticket.id, secret);
    const first = await admitTicket(handle.db, { code: code.toLowerCase(), door: "Haupteingang", performanceId: fx.free }, secret);
    expect(first).toMatchObject({ status: "admitted", ticket: { category: "Ermäßigt", seat: null } });
    const again = await admitTicket(handle.db, { code, door: "Seiteneingang", performanceId: fx.free }, secret, "en");
    expect(again).toMatchObject({ status: "already", firstDoor: "Haupteingang", ticket: { category: "Reduced" } });
    const [stored] = await handle.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(again.status === "already" && again.firstAt).toBe(stored.admittedAt?.toISOString());
  });

  it("refuses a typo, a forged code, an unknown ticket, a cancelled order and another performance's ticket", async () => {
    const { handle, fx, boxOffice, order } = await paidOrder(["A1"]);
    await pay(handle, order.reference, 4500);
    const [ticket] = await handle.db.select().from(tickets);
    expect(ticket.seatId).toBe("A1");
    const code = makeTicketCode(ticket.id, secret);
    const typo = `${code.slice(0, -1)}${code.endsWith("0") ? "1" : "0"}`;
    expect(await admitTicket(handle.db, { code: typo, door: "A" }, secret)).toEqual({ status: "invalid", reason: "checksum" });
    expect(await admitTicket(handle.db, { code: makeTicketCode(ticket.id, "another secret that is long enough too"), door: "A" }, secret)).toEqual({
      status: "invalid",
      reason: "signature",
    });
    expect(await admitTicket(handle.db, { code: "hello", door: "A" }, secret)).toEqual({ status: "invalid", reason: "format" });
    expect(await admitTicket(handle.db, { code: makeTicketCode(ticket.id + 1000, secret), door: "A" }, secret)).toEqual({
      status: "invalid",
      reason: "unknown",
    });
    expect(await admitTicket(handle.db, { code, door: "A", performanceId: fx.free }, secret)).toEqual({ status: "invalid", reason: "other-performance" });
    await boxOffice.cancelOrder(order.reference);
    expect(await admitTicket(handle.db, { code, door: "A", performanceId: fx.seated }, secret)).toEqual({ status: "invalid", reason: "cancelled" });
  });

  it.skipIf(!process.env.DATABASE_URL)("on a PostgreSQL server: two scanners at the same door at the same moment admit a ticket once", async () => {
    const { handle, order } = await paidOrder();
    await pay(handle, order.reference, 3900);
    for (const ticket of await handle.db.select().from(tickets)) {
      const code = makeTicketCode(ticket.id, secret);
      const scans = await Promise.all(["Scanner 1", "Scanner 2", "Scanner 1", "Scanner 2"].map((door) => admitTicket(handle.db, { code, door }, secret)));
      expect(scans.filter((scan) => scan.status === "admitted")).toHaveLength(1);
      expect(scans.filter((scan) => scan.status === "already")).toHaveLength(3);
    }
  });
});
