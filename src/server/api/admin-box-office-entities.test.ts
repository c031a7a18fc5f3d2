/**
 * The box office's admin entities (docs/admin.md, "Box office"): inventory, sales types, price
 * groups, prices and vouchers through the generic admin calls, with their own checks (seat plans,
 * a performance that is sold, a voucher code stored normalised), their roles, audit entries and
 * the content version a change of what the site shows bumps.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq, notInArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { adminSchemas } from "../../schemas/generated/admin-schemas";
import type { SeatPlan } from "../../schemas/generated/seat-plan";
import { bookings, orderItems, orders, performanceInventory, vouchers } from "../db/schema";
import { rowsOf } from "../search/indexer";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let app: Opened["app"];
let editor: StaffSession;
let admin: StaffSession;
/** Dates of the seeded programme that the seed does not sell. */
let dates: number[];
let salesTypeId: number;
let priceGroupA: number;

beforeAll(async () => {
  ({ handle, app } = await openTestContentApp());
  editor = await staffSession(app, handle.db, { email: "kasse@festival.example", username: "Karla Kasse", role: "editor" });
  admin = await staffSession(app, handle.db, { email: "chef@festival.example", username: "Alma Admin", role: "admin" });
  const sold = handle.db.select({ id: performanceInventory.bookingId }).from(performanceInventory);
  dates = (await handle.db.select({ id: bookings.id }).from(bookings).where(notInArray(bookings.id, sold)).orderBy(asc(bookings.id)).limit(6)).map(
    (row) => row.id,
  );
  expect(dates).toHaveLength(6);
  salesTypeId = (await ok<Saved>(call("POST", "sales-types/", { body: { key: "test-full", label_de: "Voll", label_en: "Full" } }), 201)).id;
  priceGroupA = (await ok<Saved>(call("POST", "price-groups/", { body: { key: "test-a", label_de: "Kategorie A", label_en: "Category A" } }), 201)).id;
});
afterAll(async () => {
  await handle?.close();
});

function call(method: string, to: string, { body, locale = "de", as = editor }: { body?: unknown; locale?: "de" | "en"; as?: StaffSession } = {}) {
  return app.request(`/${locale}/admin-api/${to}`, {
    method,
    headers: method === "GET" ? as.headers : as.writeHeaders,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function ok<T = Record<string, unknown>>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

type Saved = { id: number; data: Record<string, unknown> };
type Paged = { count: number; results: Record<string, unknown>[] };
type Refused = { message: string; errors: Record<string, string[]> };
type History = { results: { action: string; user: string; changes: Record<string, [unknown, unknown]> }[] };
type Audit = { results: { entity: string; entity_id: number; action: string; user: string }[] };

/** The content version: every write to a content table takes its next value (docs/caching.md). */
const version = async () => Number(rowsOf<{ last_value: string }>(await handle.db.execute(sql`select last_value from content_version_seq`))[0].last_value);

const seat = (id: string, x: number, extra: Record<string, unknown> = {}) => ({ id, label: String(x), x, y: 0, price_group: "test-a", ...extra });
const plan = (...seats: ReturnType<typeof seat>[]): SeatPlan => ({
  areas: [{ id: "parkett", label_de: "Parkett", label_en: "Stalls", rows: [{ label: "1", seats }] }],
});

describe("the box office in the admin", () => {
  it("edits sales types and price groups like any entity, with unique keys", async () => {
    const created = await ok<Saved>(
      call("POST", "sales-types/", { body: { key: "test-reduced", label_de: "Ermäßigt", label_en: "Reduced", position: 2 } }),
      201,
    );
    expect(created.data).toEqual({ key: "test-reduced", label_de: "Ermäßigt", label_en: "Reduced", position: 2 });
    const listed = await ok<Paged>(call("GET", "sales-types/?q=erm"));
    expect(listed.results.map((row) => row.id)).toContain(created.id);
    const taken = await ok<Refused>(call("POST", "sales-types/", { body: { key: "test-reduced", label_de: "X", label_en: "X" } }), 409);
    expect(taken.errors).toEqual({ "/key": ["Dieser Wert ist schon vergeben."] });
    const updated = await ok<Saved>(call("PUT", `sales-types/${created.id}/`, { body: { ...created.data, label_en: "Concession" } }));
    expect(updated.data.label_en).toBe("Concession");
    await ok(call("DELETE", `sales-types/${created.id}/`), 204);
    await ok(call("GET", `sales-types/${created.id}/`), 404);

    const group = await ok<Saved>(call("POST", "price-groups/", { body: { key: "test-b", label_de: "Kategorie B", label_en: "Category B" } }), 201);
    expect((await ok<Saved>(call("GET", `price-groups/${group.id}/`))).data).toMatchObject({ key: "test-b", position: 0 });
    const bad = await ok<Refused>(call("POST", "price-groups/", { body: { key: "Kategorie B", label_de: "", label_en: "B" }, locale: "en" }), 400);
    expect(bad.errors["/key"]).toEqual(["The format is not valid."]);
    expect(bad.errors["/label_de"]).toEqual(["Please enter at least one character."]);
    await ok(call("DELETE", `price-groups/${group.id}/`), 204);
  });

  it("creates, lists, edits and deletes free-seating inventory, bumping the content version", async () => {
    const before = await version();
    const created = await ok<Saved>(
      call("POST", "inventory/", {
        body: { booking_id: dates[0], seating: "free", capacity: 120, sale_starts_at: "2030-06-01T10:00:00+02:00", vat_basis_points: 700 },
      }),
      201,
    );
    expect(created.data).toMatchObject({ booking_id: dates[0], seating: "free", capacity: 120, seat_plan: null, max_per_order: 10, vat_basis_points: 700 });
    expect(created.data.sale_starts_at).toBe("2030-06-01T08:00:00.000Z");
    expect(created.data.performance).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} · \S/);
    expect(await version()).toBeGreaterThan(before);

    const title = String(created.data.performance).split(" · ")[1];
    const listed = await ok<Paged>(call("GET", `inventory/?q=${encodeURIComponent(title)}&filter.seating=free`));
    expect(listed.results.find((row) => row.id === created.id)).toMatchObject({ seating: "free", capacity: 120, performance: created.data.performance });

    const bumped = await version();
    const updated = await ok<Saved>(call("PUT", `inventory/${created.id}/`, { body: { ...created.data, capacity: 80, max_per_order: 4 } }));
    expect(updated.data).toMatchObject({ capacity: 80, max_per_order: 4 });
    expect(await version()).toBeGreaterThan(bumped);

    const deleting = await version();
    await ok(call("DELETE", `inventory/${created.id}/`), 204);
    expect(await handle.db.select().from(performanceInventory).where(eq(performanceInventory.id, created.id))).toEqual([]);
    expect(await version()).toBeGreaterThan(deleting);
  });

  it("refuses a free capacity below 1, a sale that ends before it starts, and VAT over 100 %, in German and English", async () => {
    const body = {
      booking_id: dates[1],
      seating: "free",
      capacity: 0,
      sale_starts_at: "2030-06-02T10:00:00Z",
      sale_ends_at: "2030-06-01T10:00:00Z",
      vat_basis_points: 10001,
    };
    const de = await ok<Refused>(call("POST", "inventory/", { body }), 400);
    expect(de.message).toBe("Bitte prüfen Sie die markierten Felder.");
    expect(de.errors).toEqual({
      "/capacity": ["Der Wert muss mindestens 1 sein."],
      "/sale_ends_at": ["Muss nach „Vorverkauf ab“ liegen."],
      "/vat_basis_points": ["Der Wert darf höchstens 10000 sein."],
    });
    const en = await ok<Refused>(call("POST", "inventory/", { body, locale: "en" }), 400);
    expect(en.errors).toEqual({
      "/capacity": ["The value must be at least 1."],
      "/sale_ends_at": ["Must be after “Sale starts”."],
      "/vat_basis_points": ["The value must be at most 10000."],
    });
    const missing = await ok<Refused>(call("POST", "inventory/", { body: { booking_id: dates[1], seating: "free" } }), 400);
    expect(missing.errors).toEqual({ "/capacity": ["Dieses Feld darf nicht leer sein."] });
    // An update is checked against the row as it will be: the stored start counts.
    const created = await ok<Saved>(
      call("POST", "inventory/", { body: { booking_id: dates[1], seating: "free", capacity: 5, sale_starts_at: "2030-06-02T10:00:00Z" } }),
      201,
    );
    const late = await ok<Refused>(
      call("PUT", `inventory/${created.id}/`, { body: { ...created.data, sale_ends_at: "2030-06-02T09:00:00Z" }, locale: "en" }),
      400,
    );
    expect(late.errors).toEqual({ "/sale_ends_at": ["Must be after “Sale starts”."] });
    await ok(call("DELETE", `inventory/${created.id}/`), 204);
  });

  it("takes a seated inventory's plan by its schema and its own rules, and computes the capacity from it", async () => {
    const noPlan = await ok<Refused>(call("POST", "inventory/", { body: { booking_id: dates[2], seating: "seated" } }), 400);
    expect(noPlan.errors).toEqual({ "/seat_plan": ["Dieses Feld darf nicht leer sein."] });

    const twice = plan(seat("A1", 1), seat("A2", 2), seat("A1", 3));
    const de = await ok<Refused>(call("POST", "inventory/", { body: { booking_id: dates[2], seating: "seated", seat_plan: twice } }), 400);
    expect(de.errors).toEqual({
      "/seat_plan/areas/0/rows/0/seats/2/id": ["Diese Platz-ID kommt im Saalplan mehr als einmal vor. Jeder Platz braucht eine eigene ID."],
    });
    const en = await ok<Refused>(call("POST", "inventory/", { body: { booking_id: dates[2], seating: "seated", seat_plan: twice }, locale: "en" }), 400);
    expect(en.errors).toEqual({
      "/seat_plan/areas/0/rows/0/seats/2/id": ["This seat id occurs more than once in the seat plan. Every seat needs an id of its own."],
    });

    const unknownGroup = plan(seat("A1", 1), seat("A2", 2, { price_group: "nope" }));
    const group = await ok<Refused>(
      call("POST", "inventory/", { body: { booking_id: dates[2], seating: "seated", seat_plan: unknownGroup }, locale: "en" }),
      400,
    );
    expect(group.errors).toEqual({ "/seat_plan/areas/0/rows/0/seats/1/price_group": ["There is no such price group. Please give the key of a price group."] });

    const shape = await ok<Refused>(
      call("POST", "inventory/", {
        body: { booking_id: dates[2], seating: "seated", seat_plan: { areas: [{ id: "Parkett!", label_de: "P", label_en: "S", rows: [] }] } },
      }),
      400,
    );
    expect(shape.errors).toEqual({
      "/seat_plan/areas/0/id": ["Das Format stimmt nicht."],
      "/seat_plan/areas/0/rows": ["Bitte mindestens einen Eintrag angeben."],
    });

    const good = plan(seat("A1", 1), seat("A2", 2), seat("A3", 3, { blocked: true }), seat("R1", 5, { kind: "wheelchair" }));
    const created = await ok<Saved>(call("POST", "inventory/", { body: { booking_id: dates[2], seating: "seated", capacity: 99, seat_plan: good } }), 201);
    expect(created.data).toMatchObject({ seating: "seated", capacity: 3, seat_plan: good });

    const grown = plan(...good.areas[0].rows[0].seats, seat("A4", 4));
    expect((await ok<Saved>(call("PUT", `inventory/${created.id}/`, { body: { ...created.data, seat_plan: grown } }))).data.capacity).toBe(4);
    const moved = await ok<Refused>(call("PUT", `inventory/${created.id}/`, { body: { ...created.data, booking_id: dates[3] } }), 400);
    expect(moved.errors).toEqual({
      "/booking_id": ["Der Termin eines Kartenverkaufs kann nicht mehr geändert werden. Legen Sie für den anderen Termin einen eigenen Kartenverkauf an."],
    });

    // The price group its seats name keeps its key and stays while the plan uses it.
    const rename = await ok<Refused>(
      call("PUT", `price-groups/${priceGroupA}/`, { body: { key: "test-a2", label_de: "Kategorie A", label_en: "Category A" } }),
      400,
    );
    expect(rename.errors).toEqual({ "/key": ["Saalpläne verwenden diesen Schlüssel noch. Ändern Sie zuerst die Plätze in den Saalplänen."] });
    const kept = await ok<{ used_by: unknown[] }>(call("DELETE", `price-groups/${priceGroupA}/`), 409);
    expect(kept.used_by).toEqual([{ table: "performance_inventory", count: 1 }]);

    // Free seating has no plan: a switch drops it (its audit entry keeps it), and the group is free again.
    const current = (await ok<Saved>(call("GET", `inventory/${created.id}/`))).data;
    const free = await ok<Saved>(call("PUT", `inventory/${created.id}/`, { body: { ...current, seating: "free", capacity: 12 } }));
    expect(free.data).toMatchObject({ seating: "free", capacity: 12, seat_plan: null });
    const [change] = (await ok<History>(call("GET", `inventory/${created.id}/history/`))).results;
    expect(change.changes.seat_plan).toEqual([grown, null]);
    await ok(call("PUT", `price-groups/${priceGroupA}/`, { body: { key: "test-a", label_de: "Kategorie A", label_en: "Category A", position: 1 } }));
    await ok(call("DELETE", `inventory/${created.id}/`), 204);
  });

  it("keeps an inventory that orders name (409), counting them by its performance", async () => {
    const created = await ok<Saved>(call("POST", "inventory/", { body: { booking_id: dates[3], seating: "free", capacity: 10 } }), 201);
    const [order] = await handle.db
      .insert(orders)
      .values({ reference: "ADM-TEST-1", idempotencyKey: "adm-test-1", email: "k@example.org", name: "K", totalCents: 1000 })
      .returning({ id: orders.id });
    await handle.db.insert(orderItems).values({ orderId: order.id, bookingId: dates[3], salesTypeId, priceGroupId: priceGroupA, quantity: 2, unitCents: 500 });
    const refused = await ok<{ message: string; used_by: unknown[] }>(call("DELETE", `inventory/${created.id}/`, { locale: "en" }), 409);
    expect(refused.used_by).toEqual([{ table: "order_items", count: 1 }]);
    await handle.db.delete(orders).where(eq(orders.id, order.id));
    await ok(call("DELETE", `inventory/${created.id}/`), 204);
  });

  it("prices a performance per sales type and price group in whole cents, only where it is sold", async () => {
    const inventory = await ok<Saved>(call("POST", "inventory/", { body: { booking_id: dates[4], seating: "free", capacity: 50 } }), 201);
    const price = { booking_id: dates[4], sales_type_id: salesTypeId, price_group_id: priceGroupA, cents: 2500 };
    const notSold = await ok<Refused>(call("POST", "prices/", { body: { ...price, booking_id: dates[5] } }), 400);
    expect(notSold.errors).toEqual({
      "/booking_id": ["Für diesen Termin ist kein Kartenverkauf eingerichtet. Legen Sie ihn zuerst unter „Kartenverkauf“ an."],
    });
    const negative = await ok<Refused>(call("POST", "prices/", { body: { ...price, cents: -1 }, locale: "en" }), 400);
    expect(negative.errors).toEqual({ "/cents": ["The value must be at least 0."] });
    const fraction = await ok<Refused>(call("POST", "prices/", { body: { ...price, cents: 12.5 } }), 400);
    expect(fraction.errors).toEqual({ "/cents": ["Ungültiger Wert."] });

    const before = await version();
    const created = await ok<Saved>(call("POST", "prices/", { body: price }), 201);
    expect(created.data).toMatchObject({ ...price, sales_type: "Voll", price_group: "Kategorie A", performance: inventory.data.performance });
    expect(await version()).toBeGreaterThan(before);
    const twice = await ok<Refused>(call("POST", "prices/", { body: { ...price, cents: 1 } }), 409);
    expect(Object.keys(twice.errors).sort()).toEqual(["/booking_id", "/price_group_id", "/sales_type_id"]);

    const listed = await ok<Paged>(call("GET", "prices/?q=Kategorie%20A&sort=cents&dir=desc"));
    expect(listed.results.find((row) => row.id === created.id)).toMatchObject({ cents: 2500, sales_type: "Voll", price_group: "Kategorie A" });
    const changing = await version();
    expect((await ok<Saved>(call("PUT", `prices/${created.id}/`, { body: { ...created.data, cents: 1800 } }))).data.cents).toBe(1800);
    expect(await version()).toBeGreaterThan(changing);
    await ok(call("DELETE", `prices/${created.id}/`), 204);
    await ok(call("DELETE", `inventory/${inventory.id}/`), 204);
  });

  it("stores voucher codes normalised and unique, and checks their values and windows", async () => {
    const created = await ok<Saved>(call("POST", "vouchers/", { as: admin, body: { code: "  summer-25 ", kind: "percent", value: 2500, max_uses: 10 } }), 201);
    expect(created.data).toMatchObject({ code: "SUMMER-25", kind: "percent", value: 2500, booking_id: null, performance: null, reserves_places: false });
    const [row] = await handle.db.select({ code: vouchers.code }).from(vouchers).where(eq(vouchers.id, created.id));
    expect(row.code).toBe("SUMMER-25");

    const taken = await ok<Refused>(call("POST", "vouchers/", { as: admin, body: { code: "Summer-25", kind: "free" } }), 409);
    expect(taken.errors).toEqual({ "/code": ["Dieser Wert ist schon vergeben."] });

    const bad = await ok<Refused>(
      call("POST", "vouchers/", {
        as: admin,
        locale: "en",
        body: { code: "WINTER", kind: "percent", value: 12000, reserves_places: true, valid_from: "2030-07-01T00:00:00Z", valid_until: "2030-06-01T00:00:00Z" },
      }),
      400,
    );
    expect(bad.errors).toEqual({
      "/value": ["The value must be at most 10000."],
      "/booking_id": ["This field is required."],
      "/max_uses": ["This field is required."],
      "/valid_until": ["Must be after “Valid from”."],
    });
    const notSold = await ok<Refused>(call("POST", "vouchers/", { as: admin, body: { code: "X1", kind: "free", booking_id: dates[5] } }), 400);
    expect(notSold.errors).toEqual({
      "/booking_id": ["Für diesen Termin ist kein Kartenverkauf eingerichtet. Legen Sie ihn zuerst unter „Kartenverkauf“ an."],
    });

    const listed = await ok<Paged>(call("GET", "vouchers/?q=summer", { as: admin }));
    expect(listed.results.map((result) => result.code)).toEqual(["SUMMER-25"]);
    const updated = await ok<Saved>(call("PUT", `vouchers/${created.id}/`, { as: admin, body: { ...created.data, code: "herbst-25", value: 1000 } }));
    expect(updated.data).toMatchObject({ code: "HERBST-25", value: 1000 });
    await ok(call("DELETE", `vouchers/${created.id}/`, { as: admin }), 204);
  });

  it("lets editors run what the site shows and only admins the vouchers", async () => {
    const areas = (await ok<{ results: { name: string; role: string }[] }>(call("GET", "entities/"))).results;
    expect(areas.map((area) => area.name)).toEqual(expect.arrayContaining(["inventory", "sales-types", "price-groups", "prices"]));
    expect(areas.map((area) => area.name)).not.toContain("vouchers");
    const adminAreas = (await ok<{ results: { name: string; role: string }[] }>(call("GET", "entities/", { as: admin }))).results;
    expect(adminAreas.find((area) => area.name === "vouchers")?.role).toBe("admin");

    const list = await ok<{ message: string }>(call("GET", "vouchers/"), 403);
    expect(list.message).toBe("Dafür fehlt Ihnen die Berechtigung.");
    await ok(call("POST", "vouchers/", { body: { code: "EDITOR", kind: "free" } }), 403);
    await ok(call("GET", "vouchers/schema/", { locale: "en" }), 403);
    await ok(call("GET", "vouchers/options/"), 403);
    expect(await handle.db.select().from(vouchers).where(eq(vouchers.code, "EDITOR"))).toEqual([]);
    // Admins reach the editors' entities too.
    await ok(call("GET", "inventory/", { as: admin }));
  });

  it("writes every change to the audit log with who made it", async () => {
    const created = await ok<Saved>(call("POST", "inventory/", { body: { booking_id: dates[5], seating: "free", capacity: 30 } }), 201);
    await ok(call("PUT", `inventory/${created.id}/`, { body: { ...created.data, capacity: 40 } }));
    const voucher = await ok<Saved>(call("POST", "vouchers/", { as: admin, body: { code: "audit-1", kind: "amount", value: 500, booking_id: dates[5] } }), 201);
    await ok(call("PUT", `vouchers/${voucher.id}/`, { as: admin, body: { ...voucher.data, value: 700 } }));
    await ok(call("DELETE", `vouchers/${voucher.id}/`, { as: admin }), 204);
    await ok(call("DELETE", `inventory/${created.id}/`), 204);

    const inventoryHistory = await ok<History>(call("GET", `inventory/${created.id}/history/`));
    expect(inventoryHistory.results.map((entry) => [entry.action, entry.user])).toEqual([
      ["delete", "Karla Kasse"],
      ["update", "Karla Kasse"],
      ["create", "Karla Kasse"],
    ]);
    expect(inventoryHistory.results[1].changes).toEqual({ capacity: [30, 40] });
    expect(inventoryHistory.results[2].changes).toMatchObject({ booking_id: [null, dates[5]], seating: [null, "free"], capacity: [null, 30] });

    const voucherHistory = await ok<History>(call("GET", `vouchers/${voucher.id}/history/`, { as: admin }));
    expect(voucherHistory.results.map((entry) => entry.action)).toEqual(["delete", "update", "create"]);
    expect(voucherHistory.results[2].changes.code).toEqual([null, "AUDIT-1"]);
    expect(voucherHistory.results[1].changes).toEqual({ value: [500, 700] });

    const log = await ok<Audit>(call("GET", "audit/", { as: admin }));
    const ours = log.results.filter(
      (entry) => (entry.entity === "inventory" && entry.entity_id === created.id) || (entry.entity === "vouchers" && entry.entity_id === voucher.id),
    );
    expect(ours.map((entry) => `${entry.entity} ${entry.action} ${entry.user}`)).toEqual([
      "inventory delete Karla Kasse",
      "vouchers delete Alma Admin",
      "vouchers update Alma Admin",
      "vouchers create Alma Admin",
      "inventory update Karla Kasse",
      "inventory create Karla Kasse",
    ]);
    // An editor's log leaves out the entities they may not open.
    const editorLog = await ok<Audit>(call("GET", "audit/"));
    expect(editorLog.results.some((entry) => entry.entity === "vouchers")).toBe(false);
  });

  it("edits the seat plan by the schema of schemas/seat-plan.schema.json, which the admin's property repeats", async () => {
    const file = JSON.parse(await readFile(path.resolve(import.meta.dirname, "../../../schemas/seat-plan.schema.json"), "utf8"));
    const property = adminSchemas.inventory.properties.seat_plan as Record<string, unknown>;
    expect({ properties: property.properties, required: property.required, additionalProperties: property.additionalProperties }).toEqual({
      properties: file.properties,
      required: file.required,
      additionalProperties: file.additionalProperties,
    });
    expect(property.type).toEqual([file.type, "null"]);
  });
});
