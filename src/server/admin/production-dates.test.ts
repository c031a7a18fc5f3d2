import { RouterContextProvider } from "react-router";
/**
 * A production's dates edited in place (production-dates.tsx): the posts of the table's rows go
 * through the admin's bookings writes of the real content API (validation, audit log, 409), and
 * the production's dates are listed by the reference filter.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { type AdminClient, createHttpAdminClient } from "../../content-client/admin";
import { createAdminTranslate } from "../../editor/admin/i18n";
import { auditLog, bookings, productions, venues } from "../db/schema";
import { csrfFieldName } from "../api/csrf";
import { requestReads } from "../../routes/admin/common";
import { loadProductionDates, productionDateAction } from "../../routes/admin/production-dates";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let admin: AdminClient;
let session: StaffSession;
let production: number;
let other: number;
let venueIds: number[];

beforeAll(async () => {
  const opened = await openTestContentApp();
  handle = opened.handle;
  admin = createHttpAdminClient("http://festival.test", (url, init) => Promise.resolve(opened.app.request(url, init)));
  session = await staffSession(opened.app, handle.db, { email: "dates@festival.example", username: "Dora Dates", role: "editor" });
  [{ id: production }, { id: other }] = await handle.db
    .insert(productions)
    .values([
      { titleDe: "Termine vor Ort", titleEn: "Dates in place", slugDe: "termine-vor-ort", slugEn: "dates-in-place" },
      { titleDe: "Andere", titleEn: "Other", slugDe: "andere-termine", slugEn: "other-dates" },
    ])
    .returning({ id: productions.id });
  venueIds = (await handle.db.select({ id: venues.id }).from(venues).orderBy(venues.id).limit(2)).map((row) => row.id);
});
afterAll(async () => {
  await handle?.close();
});

const t = createAdminTranslate("de");
const url = new URL("http://festival.test/admin/de/productions/1");
/** One request's admin reads (each made once), as the edit screen's loader and action share them. */
const reads = () => requestReads(new RouterContextProvider(), admin, "de", session.cookie);

function post(intent: string, fields: Record<string, string>, csrf = true) {
  const form = new FormData();
  if (csrf) form.set(csrfFieldName, session.csrf);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const staff = csrf ? { cookie: session.cookie, csrfToken: session.csrf } : null;
  return productionDateAction({ intent: intent as "date-save", form, admin, reads: reads(), locale: "de", staff, production, url, t });
}

/** The action's answer: a redirect (thrown) or the refusal's data. */
async function answer(run: Promise<unknown>): Promise<{ location?: string; status?: number; dates?: Record<string, unknown> }> {
  try {
    const result = (await run) as { data: { dates: Record<string, unknown> }; init: { status: number } };
    return { status: result.init.status, dates: result.data.dates };
  } catch (thrown) {
    if (thrown instanceof Response) return { location: thrown.headers.get("location") ?? "", status: thrown.status };
    throw thrown;
  }
}

const loadedOf = async (id: number) => {
  const dates = await loadProductionDates(admin, reads(), "de", session.cookie, production);
  const row = dates?.rows.find((entry) => entry.id === id);
  return JSON.stringify({ starts_at: row?.starts_at, venue_id: row?.venue_id, kind: row?.kind, status: row?.status, is_online: row?.is_online });
};

describe("a production's dates in place", () => {
  let dateId: number;

  it("adds a date to the production (Berlin wall-clock time) and lists only the production's dates", async () => {
    await handle.db.insert(bookings).values({ productionId: other, venueId: venueIds[0], startsAt: new Date("2030-05-01T18:00:00Z") });
    const added = await answer(
      post("date-add", { starts_at: "2030-06-01T19:30", venue_id: String(venueIds[0]), kind: "performance", status: "scheduled", is_online: "" }),
    );
    expect(added.location).toBe(`/admin/de/productions/${production}?dates=added#dates`);
    const dates = await loadProductionDates(admin, reads(), "de", session.cookie, production);
    expect(dates?.count).toBe(1);
    expect(dates?.rows[0]).toMatchObject({ production_id: production, venue_id: venueIds[0], status: "scheduled", is_online: false });
    expect(new Date(String(dates?.rows[0].starts_at)).toISOString()).toBe("2030-06-01T17:30:00.000Z");
    expect(dates?.venues.some((venue) => venue.id === venueIds[0])).toBe(true);
    expect(Object.keys(dates?.schema.properties ?? {})).toEqual(["starts_at", "venue_id", "kind", "status", "is_online"]);
    dateId = dates?.rows[0].id as number;
    // The reference filter takes an id, nothing else; a list of references is no filter.
    await expect(admin.list("de", session.cookie, "bookings", { page: 1, filters: { production_id: "abc" } })).rejects.toMatchObject({ status: 400 });
    await expect(admin.list("de", session.cookie, "productions", { page: 1, filters: { genres: "1" } })).rejects.toMatchObject({ status: 400 });
  });

  it("saves a changed row through the bookings write, recorded in the audit log", async () => {
    const saved = await answer(
      post("date-save", {
        date: String(dateId),
        loaded: await loadedOf(dateId),
        starts_at: "2030-06-02T20:15",
        venue_id: String(venueIds[1]),
        kind: "performance",
        status: "postponed",
        is_online: "true",
      }),
    );
    expect(saved, JSON.stringify(saved)).toMatchObject({ location: `/admin/de/productions/${production}?dates=saved#dates` });
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, dateId));
    expect(row.startsAt.toISOString()).toBe("2030-06-02T18:15:00.000Z");
    expect(row.venueId).toBe(venueIds[1]);
    expect(row.status).toBe("postponed");
    expect(row.isOnline).toBe(true);
    const entries = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "bookings"), eq(auditLog.entityId, dateId)));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["create", "update"]);
  });

  it("refuses what the bookings schema refuses, with the field's error and the typed values", async () => {
    const refused = await answer(
      post("date-save", {
        date: String(dateId),
        loaded: await loadedOf(dateId),
        starts_at: "",
        venue_id: String(venueIds[1]),
        kind: "performance",
        status: "scheduled",
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.dates).toMatchObject({ row: dateId, values: { starts_at: null, status: "scheduled" } });
    expect(Object.keys(refused.dates?.errors as object)).toContain("/starts_at");
  });

  it("refuses (409) a row changed elsewhere since it was loaded, and shows what is stored now", async () => {
    const loaded = await loadedOf(dateId);
    await handle.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, dateId));
    const refused = await answer(
      post("date-save", {
        date: String(dateId),
        loaded,
        starts_at: "2030-06-03T20:15",
        venue_id: String(venueIds[1]),
        kind: "performance",
        status: "scheduled",
        is_online: "true",
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.dates?.message).toBe(t("admin.dates.conflict"));
    expect(refused.dates?.current).toMatchObject({ status: "cancelled", venue_id: venueIds[1] });
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.id, dateId));
    expect(row.status).toBe("cancelled");
    // Saving again from what is stored now overwrites it knowingly.
    const again = await answer(
      post("date-save", {
        date: String(dateId),
        loaded: JSON.stringify(refused.dates?.current),
        starts_at: "2030-06-03T20:15",
        venue_id: String(venueIds[1]),
        kind: "performance",
        status: "scheduled",
        is_online: "true",
      }),
    );
    expect(again.location).toContain("?dates=saved");
  });

  it("touches only the production's own dates, and needs the form's CSRF token", async () => {
    const [foreign] = await handle.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.productionId, other));
    await expect(answer(post("date-save", { date: String(foreign.id), loaded: "{}", status: "cancelled" }))).rejects.toMatchObject({ init: { status: 404 } });
    const stale = await answer(post("date-delete", { date: String(dateId) }, false));
    expect(stale.status).toBe(403);
  });

  it("deletes a date", async () => {
    const deleted = await answer(post("date-delete", { date: String(dateId) }));
    expect(deleted.location).toBe(`/admin/de/productions/${production}?dates=deleted#dates`);
    expect(await handle.db.select().from(bookings).where(eq(bookings.id, dateId))).toEqual([]);
  });
});
