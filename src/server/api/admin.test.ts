import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import {
  articleTags,
  auditLog,
  bookings,
  cities,
  downloadCategories,
  downloadDirectories,
  formEntries,
  forms,
  genres,
  newsletterSubscriptions,
  pinboardAds,
  productionGenres,
  productions,
  searchDocuments,
  sections,
  tags,
  users,
  venues,
} from "../db/schema";
import { postgresNewsletterProvider } from "../newsletter/provider";
import { ADMIN_BODY_LIMIT, adminRoutes } from "./admin";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let app: Opened["app"];
let service: Opened["service"];
let admin: StaffSession;
let editor: StaffSession;
let cityId: number;
let adminId: number;
let genreIds: number[];
let tagIds: number[];
let productionId: number;
let venueId: number;
let categoryId: number;
let directoryId: number;

beforeAll(async () => {
  ({ handle, app, service } = await openTestContentApp());
  admin = await staffSession(app, handle.db, { email: "admin@festival.example", username: "Anna Admin", role: "admin" });
  editor = await staffSession(app, handle.db, { email: "ed@festival.example", username: "Ed Editor", role: "editor" });
  [{ id: cityId }] = await handle.db.select({ id: cities.id }).from(cities).limit(1);
  [{ id: adminId }] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, "admin@festival.example"));
  genreIds = (await handle.db.select({ id: genres.id }).from(genres).orderBy(genres.id).limit(3)).map((row) => row.id);
  tagIds = (await handle.db.select({ id: tags.id }).from(tags).orderBy(tags.id).limit(3)).map((row) => row.id);
  [{ id: productionId }] = await handle.db.select({ id: productions.id }).from(productions).orderBy(productions.id).limit(1);
  [{ id: venueId }] = await handle.db.select({ id: venues.id }).from(venues).orderBy(venues.id).limit(1);
  [{ id: categoryId }] = await handle.db.select({ id: downloadCategories.id }).from(downloadCategories).limit(1);
  [{ id: directoryId }] = await handle.db.insert(downloadDirectories).values({ categoryId, nameDe: "Pressefotos", nameEn: "Press photos" }).returning();
});
afterAll(async () => {
  await handle?.close();
});

interface CallOptions {
  session?: StaffSession | null;
  body?: unknown;
  csrf?: boolean;
  locale?: "de" | "en";
  raw?: string;
}

function call(method: string, path: string, { session = admin, body, csrf = true, locale = "de", raw }: CallOptions = {}) {
  const headers: Record<string, string> = session ? { ...(csrf ? session.writeHeaders : session.headers) } : {};
  if (!csrf) headers["content-type"] = "application/json";
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  return app.request(`/${locale}/admin-api/${path}`, { method, headers, body: payload });
}

async function ok<T = Record<string, unknown>>(response: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

type Saved = { id: number; data: Record<string, unknown> };
type Paged = { count: number; next: number | null; previous: number | null; results: Record<string, unknown>[] };
type History = { results: { id: number; at: string; user: string; user_id: number | null; action: string; changes: Record<string, [unknown, unknown]> }[] };

interface EntityCase {
  entity: string;
  valid: () => Record<string, unknown>;
  change: Record<string, unknown>;
  invalid: () => Record<string, unknown>;
  /** JSON pointers the invalid data must be refused for. */
  invalidAt: string[];
}

const cases: EntityCase[] = [
  ...["genres", "cities", "tags", "download-categories"].map(
    (entity): EntityCase => ({
      entity,
      valid: () => ({ slug: `test-${entity}`, name_de: "Testname", name_en: "Test name", position: 7 }),
      change: { name_en: "Another name" },
      invalid: () => ({ slug: "Kein Slug!", name_de: "", name_en: "x", position: -1 }),
      invalidAt: ["/slug", "/name_de", "/position"],
    }),
  ),
  {
    entity: "redirects",
    valid: () => ({ old_path: "/de/ganz-alt", new_path: "/de/festival" }),
    change: { new_path: "/de/programm" },
    invalid: () => ({ old_path: "de/ohne-schraegstrich", new_path: "https://example.org/" }),
    invalidAt: ["/old_path", "/new_path"],
  },
  {
    entity: "venues",
    valid: () => ({
      title_de: "Testhalle",
      title_en: "Test hall",
      slug_de: "testhalle",
      slug_en: "test-hall",
      city_id: cityId,
      street: "Teststraße 1",
      postal_code: "44135",
      latitude_e6: 51500000,
      longitude_e6: 6741855,
      website: "https://example.org/",
      description_de: "Eine Halle.\n\nMit zwei Absätzen.",
    }),
    change: { street: "Neue Straße 2", is_online: false },
    invalid: () => ({ title_de: "X", title_en: "X", slug_de: "x", slug_en: "x", city_id: "eins", postal_code: "1", website: "ftp://example.org" }),
    invalidAt: ["/city_id", "/street", "/website"],
  },
  ...(["news", "press-releases"] as const).map(
    (entity): EntityCase => ({
      entity,
      valid: () => ({
        title_de: "Neuigkeit",
        title_en: "Update",
        slug_de: "neuigkeit",
        slug_en: "update",
        published_at: "2025-05-01T10:00:00.000Z",
        teaser_de: "Kurz",
      }),
      change: { published_at: "2025-05-02T08:30:00.000Z", image: "demo/hero.jpg" },
      invalid: () => ({ title_de: "X", title_en: "X", slug_de: "x", slug_en: "x", published_at: "gestern", image: "../etc/passwd" }),
      invalidAt: ["/published_at", "/image"],
    }),
  ),
  {
    entity: "live-periods",
    valid: () => ({ title_de: "Eröffnung", title_en: "Opening", date_from: "2025-08-21", date_to: "2025-08-23" }),
    change: { date_to: "2025-08-24" },
    invalid: () => ({ title_de: "X", title_en: "X", date_from: "21.8.2025" }),
    invalidAt: ["/date_from", "/date_to"],
  },
  {
    entity: "productions",
    valid: () => ({
      title_de: "Testproduktion",
      title_en: "Test production",
      slug_de: "testproduktion",
      slug_en: "test-production",
      artist: "Testkollektiv",
      duration_minutes: 90,
      genres: genreIds.slice(0, 2),
      images: [{ path: "demo/hero.jpg", alt_de: "Bühne", alt_en: "Stage" }],
      credits: [{ role_de: "Regie", role_en: "Director", name: "A. Person" }],
    }),
    change: { artist: "Anderes Kollektiv", duration_minutes: null },
    invalid: () => ({ title_de: "X", title_en: "X", slug_de: "x", slug_en: "x", genres: [1, 1], duration_minutes: 0, images: [{ path: "../x.jpg" }] }),
    invalidAt: ["/genres", "/duration_minutes", "/images/0/path"],
  },
  {
    entity: "articles",
    valid: () => ({
      title_de: "Magazinartikel",
      title_en: "Magazine article",
      slug_de: "magazinartikel",
      slug_en: "magazine-article",
      author: "R. Edaktion",
      published_at: "2025-05-01T10:00:00.000Z",
      tags: tagIds.slice(0, 1),
    }),
    change: { tags: [], author: "Niemand" },
    invalid: () => ({ title_de: "X", title_en: "X", slug_de: "x", slug_en: "x", published_at: "morgen", tags: ["eins"] }),
    invalidAt: ["/published_at", "/tags/0"],
  },
  {
    entity: "bookings",
    valid: () => ({
      production_id: productionId,
      venue_id: venueId,
      starts_at: "2025-08-22T18:00:00.000Z",
      ends_at: null,
      kind: "performance",
      ticket_url: "https://tickets.example/1",
      note_de: "Mit Nachgespräch",
    }),
    change: { status: "cancelled", starts_at: "2025-08-22T19:30:00.000Z", is_premiere: true },
    invalid: () => ({ production_id: 1, venue_id: "x", starts_at: "22.8.2025", kind: "concert", ticket_url: "javascript:alert(1)" }),
    invalidAt: ["/venue_id", "/starts_at", "/kind", "/ticket_url"],
  },
  {
    entity: "download-directories",
    valid: () => ({ category_id: categoryId, press_release_id: null, name_de: "Logos", name_en: "Logos", position: 2 }),
    change: { position: 3, name_en: "Logo files" },
    invalid: () => ({ category_id: 0, name_de: "", name_en: "x", press_release_id: "eins" }),
    invalidAt: ["/category_id", "/name_de", "/press_release_id"],
  },
  {
    entity: "download-files",
    valid: () => ({
      directory_id: directoryId,
      title_de: "Programmheft",
      title_en: "Programme",
      file: "press/programm.pdf",
      mime: "application/pdf",
      size: 12345,
    }),
    change: { file: "press/programm.zip", mime: "application/zip", size: 2048 },
    invalid: () => ({ directory_id: directoryId, title_de: "", title_en: "x", file: "../etc/passwd", mime: "PDF", size: -1 }),
    invalidAt: ["/title_de", "/file", "/mime", "/size"],
  },
  {
    entity: "home-blocks",
    valid: () => ({ kind: "hero", headline_de: "Willkommen", headline_en: "Welcome", link_de: "/de/programm", link_en: null, text_de: "Zwei Wochen Kunst." }),
    change: { is_online: false, position: 2, link_en: "/en/programme" },
    invalid: () => ({ kind: "banner", headline_de: "", headline_en: "x", link_de: 5 }),
    invalidAt: ["/kind", "/headline_de", "/link_de"],
  },
  {
    entity: "home-productions",
    valid: () => ({ production_id: productionId, position: 1 }),
    change: { position: 5 },
    invalid: () => ({ production_id: "x", position: -1 }),
    invalidAt: ["/production_id", "/position"],
  },
  {
    entity: "forms",
    valid: () => ({ slug: "testformular", title: { de: "Testformular", en: "Test form" }, intro: { de: "", en: "" }, recipients: ["office@festival.example"] }),
    change: { recipients: ["office@festival.example", "press@festival.example"] },
    invalid: () => ({ slug: "Kein Slug", title: { de: "X" }, intro: { de: "", en: "" }, recipients: ["keine-adresse"] }),
    invalidAt: ["/slug", "/title/en", "/recipients/0"],
  },
  {
    entity: "users",
    valid: () => ({ email: "new.person@festival.example", username: "Neue Person", role: "editor", is_active: true }),
    change: { role: "admin", username: "Neue Person (Leitung)" },
    invalid: () => ({ email: "keine-adresse", username: "X", role: "chef", password_hash: "x" }),
    invalidAt: ["/email", "/role", "/password_hash"],
  },
];

describe.each(cases)("$entity", ({ entity, valid, change, invalid, invalidAt }) => {
  it("is created, read, updated with its history, and deleted", async () => {
    const created = await ok<Saved>(call("POST", `${entity}/`, { body: valid() }), 201);
    expect(created.data).toMatchObject(valid());
    expect(await ok<Saved>(call("GET", `${entity}/${created.id}/`))).toEqual(created);

    const updated = await ok<Saved>(call("PUT", `${entity}/${created.id}/`, { body: { ...valid(), ...change } }));
    expect(updated.data).toMatchObject({ ...valid(), ...change });
    expect((await ok<Saved>(call("GET", `${entity}/${created.id}/`))).data).toEqual(updated.data);

    const history = await ok<History>(call("GET", `${entity}/${created.id}/history/`));
    expect(history.results.map((entry) => entry.action)).toEqual(["update", "create"]);
    const [update] = history.results;
    expect(update.user).toBe("Anna Admin");
    expect(update.user_id).toBe(adminId);
    // Only the changed columns, each as [before, after].
    expect(Object.keys(update.changes).sort()).toEqual(Object.keys(change).sort());
    for (const [column, value] of Object.entries(change)) expect(update.changes[column]).toEqual([created.data[column], value]);

    expect((await call("DELETE", `${entity}/${created.id}/`)).status).toBe(204);
    expect((await call("GET", `${entity}/${created.id}/`)).status).toBe(404);
    const after = await ok<History>(call("GET", `${entity}/${created.id}/history/`));
    expect(after.results[0].action).toBe("delete");
    expect(after.results[0].changes[Object.keys(valid())[0]]).toEqual([updated.data[Object.keys(valid())[0]], null]);
  });

  it("refuses invalid data with errors keyed by JSON pointer, in the call's language", async () => {
    const de = await ok<{ message: string; errors: Record<string, string[]> }>(call("POST", `${entity}/`, { body: invalid() }), 400);
    expect(de.message).toBe("Bitte prüfen Sie die markierten Felder.");
    for (const pointer of invalidAt) expect(de.errors[pointer], pointer).toBeDefined();
    const en = await ok<{ message: string }>(call("POST", `${entity}/`, { body: invalid(), locale: "en" }), 400);
    expect(en.message).toBe("Please check the marked fields.");
  });

  it("serves its schema and lists its rows", async () => {
    const schema = await ok<{ name: string; role: string; schema: { properties: Record<string, unknown> } }>(call("GET", `${entity}/schema/`));
    expect(schema.name).toBe(entity);
    expect(schema.schema.properties).not.toHaveProperty("password_hash");
    const page = await ok<Paged>(call("GET", `${entity}/`));
    expect(page.results.length).toBe(Math.min(page.count, 25));
  });
});

describe("lists", () => {
  it("page 25 rows at a time with the count, and search case-insensitively with % and _ taken literally", async () => {
    const created: number[] = [];
    for (let i = 0; i < 27; i++) {
      const { id } = await ok<Saved>(call("POST", "redirects/", { body: { old_path: `/de/Seite-${String(i).padStart(2, "0")}`, new_path: "/de/ziel" } }), 201);
      created.push(id);
    }
    const { id: percent } = await ok<Saved>(call("POST", "redirects/", { body: { old_path: "/de/100%25-sicher", new_path: "/de/ziel_neu" } }), 201);

    const first = await ok<Paged>(call("GET", "redirects/?q=seite-&sort=old_path"));
    expect(first).toMatchObject({ count: 27, next: 2, previous: null });
    expect(first.results).toHaveLength(25);
    expect(first.results[0]).toEqual({ id: created[0], old_path: "/de/Seite-00", new_path: "/de/ziel", missing_translations: [] });
    const second = await ok<Paged>(call("GET", "redirects/?q=seite-&sort=old_path&page=2"));
    expect(second).toMatchObject({ count: 27, next: null, previous: 1 });
    expect(second.results.map((row) => row.id)).toEqual(created.slice(25));
    const descending = await ok<Paged>(call("GET", "redirects/?q=seite-&sort=old_path&dir=desc"));
    expect(descending.results.slice(0, 3).map((row) => row.old_path)).toEqual(["/de/Seite-26", "/de/Seite-25", "/de/Seite-24"]);
    // A searched page past the last one still knows the count (asked on its own then).
    expect(await ok<Paged>(call("GET", "redirects/?q=seite-&page=9"))).toMatchObject({ count: 27, next: null, previous: 8, results: [] });
    expect((await call("GET", "redirects/?page=0")).status).toBe(400);

    expect((await ok<Paged>(call("GET", `redirects/?q=${encodeURIComponent("%")}`))).results.map((row) => row.id)).toEqual([percent]);
    expect((await ok<Paged>(call("GET", "redirects/?q=_"))).results.map((row) => row.id)).toEqual([percent]);
    expect((await ok<Paged>(call("GET", "redirects/?q=ZIEL_NEU"))).count).toBe(1);
  });

  it("sort by declared columns in either direction, and refuse others", async () => {
    const asc = await ok<Paged>(call("GET", "genres/?sort=name_de"));
    const names = asc.results.map((row) => String(row.name_de));
    expect(names.length).toBeGreaterThan(2);
    const descending = await ok<Paged>(call("GET", "genres/?sort=name_de&dir=desc"));
    expect(descending.results.map((row) => row.name_de)).toEqual([...names].reverse());
    const bad = await ok<{ message: string }>(call("GET", "genres/?sort=id%3B%20drop"), 400);
    expect(bad.message).toContain("id; drop");
    expect((await call("GET", "venues/?sort=street")).status).toBe(400);
    expect((await call("GET", "genres/?dir=sideways")).status).toBe(400);
  });

  it("filter by declared boolean and enum columns only", async () => {
    const [venue] = await handle.db.select({ id: venues.id }).from(venues).limit(1);
    await handle.db.update(venues).set({ isOnline: false }).where(eq(venues.id, venue.id));
    const offline = await ok<Paged>(call("GET", "venues/?filter.is_online=false"));
    expect(offline.results.map((row) => row.id)).toContain(venue.id);
    expect(offline.results.every((row) => row.is_online === false)).toBe(true);
    const online = await ok<Paged>(call("GET", "venues/?filter.is_online=true"));
    expect(online.results.map((row) => row.id)).not.toContain(venue.id);
    await handle.db.update(venues).set({ isOnline: true }).where(eq(venues.id, venue.id));

    const admins = await ok<Paged>(call("GET", "users/?filter.role=admin"));
    expect(admins.results.map((row) => row.email)).toContain("admin@festival.example");
    expect(admins.results.every((row) => row.role === "admin")).toBe(true);
    expect((await call("GET", "users/?filter.role=boss")).status).toBe(400);
    expect((await call("GET", "venues/?filter.is_online=maybe")).status).toBe(400);
    expect((await call("GET", "venues/?filter.street=x")).status).toBe(400);
  });

  it("flag a translation that is missing", async () => {
    const { id } = await ok<Saved>(call("POST", "genres/", { body: { slug: "nur-deutsch", name_de: "Nur deutsch", name_en: " " } }), 201);
    const found = await ok<Paged>(call("GET", "genres/?q=nur-deutsch"));
    expect(found.results).toEqual([expect.objectContaining({ id, missing_translations: ["name_en"] })]);
  });
});

describe("conflicts", () => {
  it("a unique value already taken is a 409 naming the column", async () => {
    const [city] = await handle.db.select().from(cities).limit(1);
    const taken = await ok<{ message: string; errors: Record<string, string[]> }>(
      call("POST", "cities/", { body: { slug: city.slug, name_de: "Doppelt", name_en: "Twice" } }),
      409,
    );
    expect(taken.message).toBe("Ein Wert ist schon vergeben.");
    expect(taken.errors).toEqual({ "/slug": ["Dieser Wert ist schon vergeben."] });
    expect((await ok<Paged>(call("GET", "cities/?q=doppelt"))).count).toBe(0);
  });

  it("a row others refer to cannot be deleted (409 with what uses it)", async () => {
    const used = await ok<{ message: string; used_by: { table: string; count: number }[] }>(call("DELETE", `cities/${cityId}/`), 409);
    expect(used.used_by).toEqual([{ table: "venues", count: expect.any(Number) }]);
    expect(used.message).toContain("venues");
    expect((await call("GET", `cities/${cityId}/`)).status).toBe(200);
  });

  it("a reference to a row that does not exist is a field error", async () => {
    const bad = await ok<{ errors: Record<string, string[]> }>(
      call("POST", "venues/", { body: { title_de: "X", title_en: "X", slug_de: "x", slug_en: "x", city_id: 999999, street: "S", postal_code: "1" } }),
      400,
    );
    expect(bad.errors).toEqual({ "/city_id": ["Diesen Eintrag gibt es nicht."] });
  });

  it("an admin cannot lock themselves out", async () => {
    const body = { email: "admin@festival.example", username: "Anna Admin", role: "editor", is_active: true };
    expect((await call("PUT", `users/${adminId}/`, { body })).status).toBe(409);
    expect((await call("DELETE", `users/${adminId}/`)).status).toBe(409);
    expect((await call("PUT", `users/${adminId}/`, { body: { ...body, role: "admin" } })).status).toBe(200);
  });
});

describe("redirects", () => {
  type Refused = { errors: Record<string, string[]> };
  const redirect = (old_path: string, new_path: string) => call("POST", "redirects/", { body: { old_path, new_path } });

  it("refuse a redirect to its own path and one that leads back to it through others; others are taken", async () => {
    expect((await ok<Refused>(redirect("/de/kreis-a", "/de/kreis-a"), 400)).errors).toEqual({
      "/new_path": ["Eine Weiterleitung kann nicht auf ihre eigene Adresse zeigen."],
    });
    // A trailing slash is the same address for the site.
    expect((await ok<Refused>(redirect("/de/kreis-a", "/de/kreis-a/"), 400)).errors["/new_path"]).toHaveLength(1);
    const first = await ok<Saved>(redirect("/de/kreis-a", "/de/kreis-b"), 201);
    await ok(redirect("/de/kreis-b", "/de/kreis-c"), 201);
    const loop = await ok<Refused>(call("POST", "redirects/", { body: { old_path: "/de/kreis-c", new_path: "/de/kreis-a" }, locale: "en" }), 400);
    expect(loop.errors).toEqual({
      "/new_path": ["Through the other redirects this target leads back to the old address: visitors would be sent round in a circle."],
    });
    // A chain that does not come back is fine, and so is changing a redirect's own target.
    await ok(redirect("/de/kreis-c", "/de/festival"), 201);
    await ok(call("PUT", `redirects/${first.id}/`, { body: { old_path: "/de/kreis-a", new_path: "/de/kreis-c" } }));
    // An update is checked too.
    expect(
      (await ok<Refused>(call("PUT", `redirects/${first.id}/`, { body: { old_path: "/de/kreis-a", new_path: "/de/kreis-a" } }), 400)).errors["/new_path"],
    ).toHaveLength(1);
  });
});

describe("access", () => {
  it("without a session every call is 401 with the catalogue's message", async () => {
    const response = await call("GET", "cities/", { session: null });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: "Bitte melden Sie sich an." });
    expect(await (await call("GET", "entities/", { session: null, locale: "en" })).json()).toMatchObject({ message: "Please log in." });
    expect((await call("POST", "cities/", { session: null, body: {} })).status).toBe(401);
  });

  it("a write without the CSRF token is 403 and changes nothing", async () => {
    const response = await call("POST", "tags/", { csrf: false, body: { slug: "ohne-token", name_de: "A", name_en: "A" } });
    expect(response.status).toBe(403);
    expect((await ok<Paged>(call("GET", "tags/?q=ohne-token"))).count).toBe(0);
    expect((await call("DELETE", `cities/${cityId}/`, { csrf: false })).status).toBe(403);
  });

  it("an editor reaches the content but not the users", async () => {
    expect((await call("GET", "cities/", { session: editor })).status).toBe(200);
    const forbidden = await call("GET", "users/", { session: editor });
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).message).toBe("Dafür fehlt Ihnen die Berechtigung.");
    expect((await call("GET", "users/schema/", { session: editor })).status).toBe(403);
    expect((await call("POST", "users/", { session: editor, body: { email: "x@festival.example", username: "X" } })).status).toBe(403);
    expect((await handle.db.select().from(users).where(eq(users.email, "x@festival.example"))).length).toBe(0);

    const forEditor = await ok<{ results: { name: string; count: number }[] }>(call("GET", "entities/", { session: editor }));
    expect(forEditor.results.map((entity) => entity.name)).not.toContain("users");
    expect(forEditor.results.map((entity) => entity.name)).toContain("venues");
    const forAdmin = await ok<{ results: { name: string; count?: number; title: { de: string } }[] }>(call("GET", "entities/?counts=1"));
    const usersArea = forAdmin.results.find((entity) => entity.name === "users");
    const [{ total }] = await handle.db.select({ total: sql<number>`count(*)::int` }).from(users);
    expect(usersArea).toMatchObject({ title: { de: "Benutzer" }, count: total });
    // The frame's navigation asks without counts: no table is counted for it.
    const frame = await ok<{ results: { name: string; count?: number }[] }>(call("GET", "entities/"));
    expect(frame.results.map((entity) => entity.name)).toEqual(forAdmin.results.map((entity) => entity.name));
    expect(frame.results.every((entity) => entity.count === undefined)).toBe(true);
  });

  it("the user call says the role", async () => {
    const me = await ok<{ role: string }>(app.request("/de/pageeditor-api/user", { headers: admin.headers }));
    expect(me.role).toBe("admin");
    const them = await ok<{ role: string }>(app.request("/de/pageeditor-api/user", { headers: editor.headers }));
    expect(them.role).toBe("editor");
  });

  it("unknown entities and ids are 404; a body that is not JSON is 400; a large one 413", async () => {
    expect((await call("GET", "nothing/")).status).toBe(404);
    expect((await call("GET", "cities/abc/")).status).toBe(404);
    expect((await call("PUT", "cities/999999/", { body: { slug: "a", name_de: "a", name_en: "a" } })).status).toBe(404);
    expect((await call("DELETE", "cities/999999/")).status).toBe(404);
    const broken = await call("POST", "cities/", { raw: "{not json" });
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toBe("Die Anfrage enthält kein gültiges JSON.");
    expect((await call("POST", "cities/", { body: [] })).status).toBe(400);
    const big = await call("POST", "cities/", { raw: JSON.stringify({ slug: "x".repeat(ADMIN_BODY_LIMIT) }) });
    expect(big.status).toBe(413);
  });

  it("answers are never cached", async () => {
    const response = await call("GET", "entities/");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("audit log", () => {
  it("records who changed what, newest first; an editor sees only the entities they may open", async () => {
    const { id } = await ok<Saved>(call("POST", "tags/", { session: editor, body: { slug: "protokoll", name_de: "Protokoll", name_en: "Log" } }), 201);
    await ok(call("PUT", `tags/${id}/`, { session: editor, body: { slug: "protokoll", name_de: "Protokoll", name_en: "Audit log" } }));
    // A save that changes nothing leaves no entry.
    await ok(call("PUT", `tags/${id}/`, { session: editor, body: { slug: "protokoll", name_de: "Protokoll", name_en: "Audit log" } }));
    const { id: userId } = await ok<Saved>(call("POST", "users/", { body: { email: "log@festival.example", username: "Log" } }), 201);

    const log = await ok<Paged>(call("GET", "audit/"));
    expect(log.results[0]).toMatchObject({ entity: "users", entity_id: userId, action: "create", user: "Anna Admin" });
    expect(log.results[1]).toMatchObject({
      entity: "tags",
      entity_id: id,
      action: "update",
      user: "Ed Editor",
      changes: { name_en: ["Log", "Audit log"] },
    });
    expect(log.results[2]).toMatchObject({ entity: "tags", entity_id: id, action: "create", changes: { slug: [null, "protokoll"] } });
    expect(log.results.filter((entry) => entry.entity === "tags" && entry.entity_id === id)).toHaveLength(2);

    const forEditor = await ok<Paged>(call("GET", "audit/", { session: editor }));
    expect(forEditor.results.some((entry) => entry.entity === "users")).toBe(false);
    expect(forEditor.results[0]).toMatchObject({ entity: "tags", entity_id: id });

    const rows = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, userId));
    expect(rows.find((row) => row.entity === "users")?.changes).not.toHaveProperty("password_hash");
    // A user made in the admin cannot log in until a password is set.
    const [created] = await handle.db.select().from(users).where(eq(users.id, userId));
    expect(created.passwordHash).toBe("!");
  });
});

describe("search index", () => {
  const search = async (query: string) =>
    ((await (await app.request(`/de/api/search/pages/?query=${encodeURIComponent(query)}`)).json()) as { results: { title: string }[] }).results.map(
      (r) => r.title,
    );

  it("a venue update refreshes its document in the same write", async () => {
    const [venue] = await handle.db.select().from(venues).where(eq(venues.isOnline, true)).limit(1);
    const current = await ok<Saved>(call("GET", `venues/${venue.id}/`));
    expect(await search("Quokkahalle")).toEqual([]);
    await ok(call("PUT", `venues/${venue.id}/`, { body: { ...current.data, title_de: "Quokkahalle" } }));
    expect(await search("Quokkahalle")).toContain("Quokkahalle");
  });

  it("deleting a news item removes its document and its body", async () => {
    const created = await ok<Saved>(
      call("POST", "news/", {
        body: { title_de: "Wombatnachricht", title_en: "Wombat news", slug_de: "wombat", slug_en: "wombat", published_at: "2024-01-01T00:00:00Z" },
      }),
      201,
    );
    expect(await search("Wombatnachricht")).toContain("Wombatnachricht");
    await handle.db.insert(sections).values({ slug: `news-body-${created.id}`, locale: "de", data: {}, contentType: "news", objectId: created.id });
    expect((await call("DELETE", `news/${created.id}/`)).status).toBe(204);
    expect(await search("Wombatnachricht")).toEqual([]);
    expect(
      await handle.db
        .select()
        .from(sections)
        .where(eq(sections.slug, `news-body-${created.id}`)),
    ).toEqual([]);
  });
});

describe("options", () => {
  type Options = { results: { id: number; label: string }[] };

  it("label rows by the first list column, its English twin for /en/, matching q", async () => {
    const { id } = await ok<Saved>(call("POST", "genres/", { body: { slug: "optionstest", name_de: "Optionsgenre", name_en: "Option genre" } }), 201);
    expect((await ok<Options>(call("GET", "genres/options/?q=optionsgenre"))).results).toEqual([{ id, label: "Optionsgenre" }]);
    expect((await ok<Options>(call("GET", "genres/options/?q=optionstest", { locale: "en" }))).results).toEqual([{ id, label: "Option genre" }]);
    // Without the trailing slash too; ordered by label.
    const all = await ok<Options>(call("GET", "genres/options"));
    const labels = all.results.map((row) => row.label);
    expect(labels).toEqual([...labels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // A first list column without a language twin is the label in both languages.
    const redirect = await ok<Saved>(call("POST", "redirects/", { body: { old_path: "/de/optionen-alt", new_path: "/de/optionen" } }), 201);
    expect((await ok<Options>(call("GET", "redirects/options/?q=optionen-alt", { locale: "en" }))).results).toEqual([
      { id: redirect.id, label: "/de/optionen-alt" },
    ]);
  });

  it("answer exactly the rows ids names, in that order", async () => {
    const [a, b] = await handle.db.select({ id: cities.id, name: cities.nameDe }).from(cities).orderBy(cities.id).limit(2);
    const answer = await ok<Options>(call("GET", `cities/options/?ids=${b.id},999999,${a.id}`));
    expect(answer.results).toEqual([
      { id: b.id, label: b.name },
      { id: a.id, label: a.name },
    ]);
    expect((await call("GET", "cities/options/?ids=1,x")).status).toBe(400);
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1).join(",");
    expect((await call("GET", `cities/options/?ids=${tooMany}`)).status).toBe(400);
  });

  it("answer at most 50 rows", async () => {
    for (let i = 0; i < 52; i++) await ok(call("POST", "redirects/", { body: { old_path: `/de/viele-${i}`, new_path: "/de/ziel" } }), 201);
    const many = await ok<Options>(call("GET", "redirects/options/?q=viele-"));
    expect(many.results).toHaveLength(50);
    expect((await call("GET", `redirects/options/?q=${"x".repeat(201)}`)).status).toBe(400);
  });

  it("need the role of the entity they list", async () => {
    expect((await call("GET", "users/options/", { session: editor })).status).toBe(403);
    expect((await call("GET", "users/options/")).status).toBe(200);
    expect((await call("GET", "cities/options/", { session: null })).status).toBe(401);
    expect((await call("GET", "nothing/options/")).status).toBe(404);
  });
});

describe("relations", () => {
  const production = () => ({ title_de: "Relationstest", title_en: "Relation test", slug_de: "relationstest", slug_en: "relation-test" });

  it("are read with the row, replaced as a set by a PUT, kept when the PUT leaves them out, and audited", async () => {
    const created = await ok<Saved>(call("POST", "productions/", { body: { ...production(), genres: [genreIds[2], genreIds[0]] } }), 201);
    // Ascending, whatever order they were sent in.
    expect(created.data.genres).toEqual([genreIds[0], genreIds[2]]);
    const stored = await handle.db.select().from(productionGenres).where(eq(productionGenres.productionId, created.id));
    expect(stored.map((row) => row.genreId).sort((a, b) => a - b)).toEqual([genreIds[0], genreIds[2]]);

    // Left out: the set stays.
    const kept = await ok<Saved>(call("PUT", `productions/${created.id}/`, { body: { ...production(), artist: "Neu" } }));
    expect(kept.data.genres).toEqual([genreIds[0], genreIds[2]]);
    const replaced = await ok<Saved>(call("PUT", `productions/${created.id}/`, { body: { ...production(), genres: [genreIds[1]] } }));
    expect(replaced.data.genres).toEqual([genreIds[1]]);
    expect((await ok<Saved>(call("GET", `productions/${created.id}/`))).data.genres).toEqual([genreIds[1]]);

    const history = await ok<History>(call("GET", `productions/${created.id}/history/`));
    expect(history.results[0].changes).toEqual({ genres: [[genreIds[0], genreIds[2]], [genreIds[1]]] });
    expect(history.results[1].changes).toEqual({ artist: ["", "Neu"] });
    expect(history.results[2].changes.genres).toEqual([null, [genreIds[0], genreIds[2]]]);

    // The same set again is no change.
    await ok(call("PUT", `productions/${created.id}/`, { body: { ...production(), genres: [genreIds[1]] } }));
    expect((await ok<History>(call("GET", `productions/${created.id}/history/`))).results).toHaveLength(3);
  });

  it("refuse ids that name no row, and leave the set as it was", async () => {
    const created = await ok<Saved>(call("POST", "productions/", { body: { ...production(), genres: [genreIds[0]] } }), 201);
    const bad = await ok<{ errors: Record<string, string[]> }>(
      call("PUT", `productions/${created.id}/`, { body: { ...production(), genres: [genreIds[1], 999999] } }),
      400,
    );
    expect(bad.errors).toEqual({ "/genres": ["Diesen Eintrag gibt es nicht."] });
    expect((await ok<Saved>(call("GET", `productions/${created.id}/`))).data.genres).toEqual([genreIds[0]]);
    expect((await call("POST", "productions/", { body: { ...production(), slug_de: "andere", genres: [999999] } })).status).toBe(400);
    expect((await ok<Paged>(call("GET", "productions/?q=andere"))).count).toBe(0);
  });

  it("go with their row: deleting an article removes its tags, and the delete is audited with them", async () => {
    const body = {
      title_de: "Mit Tags",
      title_en: "With tags",
      slug_de: "mit-tags",
      slug_en: "with-tags",
      published_at: "2025-01-01T00:00:00Z",
      tags: tagIds.slice(0, 2),
    };
    const created = await ok<Saved>(call("POST", "articles/", { body }), 201);
    expect(created.data.tags).toEqual(tagIds.slice(0, 2));
    expect((await call("DELETE", `articles/${created.id}/`)).status).toBe(204);
    expect(await handle.db.select().from(articleTags).where(eq(articleTags.articleId, created.id))).toEqual([]);
    const history = await ok<History>(call("GET", `articles/${created.id}/history/`));
    expect(history.results[0]).toMatchObject({ action: "delete", changes: { tags: [tagIds.slice(0, 2), null] } });
  });

  it("refresh the search documents that show them", async () => {
    const [genre] = await handle.db.select().from(genres).where(eq(genres.id, genreIds[0]));
    const created = await ok<Saved>(call("POST", "productions/", { body: { ...production(), title_de: "Kakapo-Abend", genres: [] } }), 201);
    const bodyOf = async () =>
      (
        await handle.db
          .select({ body: searchDocuments.body })
          .from(searchDocuments)
          .where(and(eq(searchDocuments.kind, "production"), eq(searchDocuments.refId, created.id), eq(searchDocuments.locale, "de")))
      )[0]?.body ?? "";
    expect(await bodyOf()).not.toContain(genre.nameDe);
    await ok(call("PUT", `productions/${created.id}/`, { body: { ...production(), title_de: "Kakapo-Abend", genres: [genre.id] } }));
    expect(await bodyOf()).toContain(genre.nameDe);
  });
});

describe("writes an entity does not allow", () => {
  it("answer 405 and change nothing", async () => {
    const [form] = await handle.db
      .insert(forms)
      .values({ slug: "nur-lesen", title: { de: "Nur lesen", en: "Read only" }, intro: { de: "", en: "" } })
      .returning();
    const [entry] = await handle.db
      .insert(formEntries)
      .values({ formId: form.id, locale: "de", values: { name: "Anna" } })
      .returning();
    const refused = await call("POST", "form-entries/", { body: { form_id: form.id, locale: "de", values: {} } });
    expect(refused.status).toBe(405);
    expect((await refused.json()).message).toBe("Das ist hier nicht möglich.");
    expect((await call("PUT", `form-entries/${entry.id}/`, { body: {} })).status).toBe(405);
    // Refused before the body is read.
    expect((await call("PUT", `form-entries/${entry.id}/`, { raw: "{kaputt" })).status).toBe(405);
    expect((await call("DELETE", `form-entries/${entry.id}/`)).status).toBe(405);
    expect((await call("POST", "pinboard-ads/", { body: { text: "Neue Anzeige" } })).status).toBe(405);
    expect((await call("POST", "newsletter-subscriptions/", { body: {} })).status).toBe(405);
    expect((await call("PUT", "newsletter-subscriptions/1/", { body: {} })).status).toBe(405);
    expect((await ok<Saved>(call("GET", `form-entries/${entry.id}/`))).data.values).toEqual({ name: "Anna" });
    // Still CSRF-protected first.
    expect((await call("DELETE", `form-entries/${entry.id}/`, { csrf: false })).status).toBe(403);
  });
});

describe("form entries and forms", () => {
  it("list entries with their form, language, time and a summary of the answers, searchable", async () => {
    const [form] = await handle.db
      .insert(forms)
      .values({ slug: "anmeldung-test", title: { de: "Anmeldung", en: "Sign-up" }, intro: { de: "", en: "" } })
      .returning();
    await handle.db.insert(formEntries).values([
      { formId: form.id, locale: "de", values: { name: "Beate Beispiel", workshop: "Tanz" } },
      { formId: form.id, locale: "en", values: { name: "Ellen Example", workshop: "Dance" } },
    ]);
    const found = await ok<Paged>(call("GET", "form-entries/?q=beate"));
    expect(found.results).toEqual([
      {
        id: expect.any(Number),
        created_at: expect.any(String),
        form_id: form.id,
        locale: "de",
        summary: "name: Beate Beispiel · workshop: Tanz",
        missing_translations: [],
      },
    ]);
    const english = await ok<Paged>(call("GET", "form-entries/?filter.locale=en&q=example"));
    expect(english.results.map((row) => row.summary)).toEqual(["name: Ellen Example · workshop: Dance"]);
    const one = await ok<Saved>(call("GET", `form-entries/${found.results[0].id}/`));
    expect(one.data).toMatchObject({ form_id: form.id, locale: "de", values: { name: "Beate Beispiel", workshop: "Tanz" } });
    // The form field's choices are labelled by slug.
    expect((await ok<{ results: unknown[] }>(call("GET", `forms/options/?ids=${form.id}`))).results).toEqual([{ id: form.id, label: "anmeldung-test" }]);

    // A form with entries is not deleted with them by a click.
    const used = await ok<{ used_by: { table: string; count: number }[] }>(call("DELETE", `forms/${form.id}/`), 409);
    expect(used.used_by).toEqual([{ table: "form_entries", count: 2 }]);
  });
});

describe("pinboard ads", () => {
  const ad = () => ({
    direction: "offer",
    origin: "Köln",
    destination: "Duisburg",
    departsAt: new Date("2030-08-22T16:00:00Z"),
    seats: 2,
    text: "Fahre zur Premiere, zwei Plätze frei.",
    authorName: "Paula Pendler",
    authorEmail: "paula@example.org",
    locale: "de",
  });

  it("show the author's email to staff; the text and the publication are editable, the rest is not", async () => {
    const [row] = await handle.db.insert(pinboardAds).values(ad()).returning();
    const read = await ok<Saved>(call("GET", `pinboard-ads/${row.id}/`));
    expect(read.data).toMatchObject({ author_email: "paula@example.org", published_at: null, is_published: false, departs_at: "2030-08-22T16:00:00.000Z" });
    const unpublished = await ok<Paged>(call("GET", "pinboard-ads/?filter.is_published=false&q=paula"));
    expect(unpublished.results.map((result) => result.id)).toEqual([row.id]);

    const saved = await ok<Saved>(
      call("PUT", `pinboard-ads/${row.id}/`, {
        body: { ...read.data, text: "Fahre zur Premiere, ein Platz frei.", origin: "Bonn", published_at: "2030-08-01T10:00:00.000Z" },
      }),
    );
    expect(saved.data).toMatchObject({
      text: "Fahre zur Premiere, ein Platz frei.",
      origin: "Köln",
      published_at: "2030-08-01T10:00:00.000Z",
      is_published: true,
    });
    expect((await ok<Paged>(call("GET", "pinboard-ads/?filter.is_published=true&q=paula"))).count).toBe(1);

    // Personal data: the log says the text changed, not what it said.
    const [update] = (await ok<History>(call("GET", `pinboard-ads/${row.id}/history/`))).results;
    expect(update.changes).toEqual({ text: [null, null], published_at: [null, "2030-08-01T10:00:00.000Z"] });

    // Unpublish, then delete.
    expect((await ok<Saved>(call("PUT", `pinboard-ads/${row.id}/`, { body: { text: saved.data.text, published_at: null } }))).data.is_published).toBe(false);
    expect((await call("DELETE", `pinboard-ads/${row.id}/`)).status).toBe(204);
    const [deleted] = (await ok<History>(call("GET", `pinboard-ads/${row.id}/history/`))).results;
    expect(deleted.changes.author_email).toEqual([null, null]);
    expect(JSON.stringify(deleted.changes)).not.toContain("paula");
  });
});

describe("newsletter subscriptions", () => {
  it("are listed, searched and filtered by confirmation, and deleted with the provider told", async () => {
    const confirmedAt = new Date("2025-03-01T12:00:00Z");
    const [confirmed] = await handle.db.insert(newsletterSubscriptions).values({ email: "leser@example.org", locale: "de", confirmedAt }).returning();
    const [pending] = await handle.db.insert(newsletterSubscriptions).values({ email: "leserin@example.org", locale: "en" }).returning();
    const yes = await ok<Paged>(call("GET", "newsletter-subscriptions/?q=leser&filter.is_confirmed=true"));
    expect(yes.results).toEqual([
      {
        id: confirmed.id,
        email: "leser@example.org",
        locale: "de",
        is_confirmed: true,
        created_at: expect.any(String),
        confirmed_at: "2025-03-01T12:00:00.000Z",
        missing_translations: [],
      },
    ]);
    expect((await ok<Paged>(call("GET", "newsletter-subscriptions/?q=leser&filter.is_confirmed=false"))).results.map((row) => row.id)).toEqual([pending.id]);

    const told: { id: number; email: string }[] = [];
    const provider = {
      ...postgresNewsletterProvider,
      unsubscribed: async (_tx: unknown, subscriber: { id: number; email: string }) => void told.push(subscriber),
    };
    const withProvider = new Hono().route("/:locale/admin-api", adminRoutes(service, { newsletterProvider: provider }));
    const response = await withProvider.request(`/de/admin-api/newsletter-subscriptions/${confirmed.id}/`, { method: "DELETE", headers: admin.writeHeaders });
    expect(response.status).toBe(204);
    expect(told).toEqual([{ id: confirmed.id, email: "leser@example.org" }]);
    expect(await handle.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, confirmed.id))).toEqual([]);
    const [entry] = (await ok<History>(call("GET", `newsletter-subscriptions/${confirmed.id}/history/`))).results;
    expect(entry).toMatchObject({ action: "delete", changes: { email: [null, null] } });
  });
});

describe("productions and dates", () => {
  it("a new date is searchable at once; deleting its production takes the dates, their documents and the body along", async () => {
    const production = await ok<Saved>(
      call("POST", "productions/", { body: { title_de: "Axolotl-Oper", title_en: "Axolotl opera", slug_de: "axolotl-oper", slug_en: "axolotl-opera" } }),
      201,
    );
    const booking = await ok<Saved>(
      call("POST", "bookings/", { body: { production_id: production.id, venue_id: venueId, starts_at: "2030-08-23T18:00:00Z" } }),
      201,
    );
    const documents = (kind: string, id: number) =>
      handle.db
        .select({ id: searchDocuments.id })
        .from(searchDocuments)
        .where(and(eq(searchDocuments.kind, kind), eq(searchDocuments.refId, id)));
    expect(await documents("booking", booking.id)).toHaveLength(2);
    await handle.db
      .insert(sections)
      .values({ slug: `production-body-${production.id}`, locale: "de", data: {}, contentType: "production", objectId: production.id });

    // A production's new title reaches its dates' documents.
    await ok(
      call("PUT", `productions/${production.id}/`, { body: { title_de: "Olm-Oper", title_en: "Olm opera", slug_de: "olm-oper", slug_en: "olm-opera" } }),
    );
    const [title] = await handle.db
      .select({ title: searchDocuments.title })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, "booking"), eq(searchDocuments.refId, booking.id), eq(searchDocuments.locale, "de")));
    expect(title.title).toBe("Olm-Oper");

    // Staff find a production's dates by its title, in either language (the list searches through the reference).
    for (const q of ["olm-op", "OLM OPERA"]) {
      const found = await ok<Paged>(call("GET", `bookings/?q=${encodeURIComponent(q)}`));
      expect(found).toMatchObject({ count: 1, results: [{ id: booking.id, production_id: production.id }] });
    }

    expect((await call("DELETE", `productions/${production.id}/`)).status).toBe(204);
    expect(await handle.db.select().from(bookings).where(eq(bookings.id, booking.id))).toEqual([]);
    expect(await documents("booking", booking.id)).toEqual([]);
    expect(await documents("production", production.id)).toEqual([]);
    expect(
      await handle.db
        .select()
        .from(sections)
        .where(eq(sections.slug, `production-body-${production.id}`)),
    ).toEqual([]);
  });

  it("a date naming a production that does not exist is a field error", async () => {
    const bad = await ok<{ errors: Record<string, string[]> }>(
      call("POST", "bookings/", { body: { production_id: 999999, venue_id: venueId, starts_at: "2030-08-23T18:00:00Z" } }),
      400,
    );
    expect(bad.errors).toEqual({ "/production_id": ["Diesen Eintrag gibt es nicht."] });
  });
});

describe("rules across fields", () => {
  type Refused = { message: string; errors: Record<string, string[]> };
  const booking = (extra: Record<string, unknown> = {}) => ({ production_id: productionId, venue_id: venueId, starts_at: "2030-08-23T18:00:00Z", ...extra });

  it("a date's end must be after its start (x-admin.order), when it has one; the message is on the end, in the call's language", async () => {
    const before = await ok<Refused>(call("POST", "bookings/", { body: booking({ ends_at: "2030-08-23T17:00:00Z" }) }), 400);
    expect(before).toEqual({ status: 400, message: "Bitte prüfen Sie die markierten Felder.", errors: { "/ends_at": ["Muss nach „Beginn“ liegen."] } });
    // Equal is not after; offsets count as instants (20:00+02:00 is 18:00Z).
    const equal = await ok<Refused>(call("POST", "bookings/", { body: booking({ ends_at: "2030-08-23T20:00:00+02:00" }), locale: "en" }), 400);
    expect(equal.errors).toEqual({ "/ends_at": ["Must be after “Starts at”."] });
    // Together with the schema's own field errors, in one answer.
    const both = await ok<Refused>(call("POST", "bookings/", { body: booking({ ends_at: "2030-08-23T17:00:00Z", kind: "concert" }) }), 400);
    expect(Object.keys(both.errors).sort()).toEqual(["/ends_at", "/kind"]);

    await ok(call("POST", "bookings/", { body: booking({ ends_at: null }) }), 201);
    await ok(call("POST", "bookings/", { body: booking() }), 201);
    const saved = await ok<Saved>(call("POST", "bookings/", { body: booking({ ends_at: "2030-08-23T18:01:00Z" }) }), 201);
    expect(saved.data.ends_at).toBe("2030-08-23T18:01:00.000Z");
  });

  it("an update is checked against the stored value of a property it leaves out", async () => {
    const { id } = await ok<Saved>(call("POST", "bookings/", { body: booking({ ends_at: "2030-08-23T20:00:00Z" }) }), 201);
    // The body leaves ends_at out: its stored 20:00 counts against the new start.
    const late = await ok<Refused>(call("PUT", `bookings/${id}/`, { body: booking({ starts_at: "2030-08-23T21:00:00Z" }) }), 400);
    expect(late.errors).toEqual({ "/ends_at": ["Muss nach „Beginn“ liegen."] });
    expect((await ok<Saved>(call("GET", `bookings/${id}/`))).data.starts_at).toBe("2030-08-23T18:00:00.000Z");
    const moved = await ok<Saved>(call("PUT", `bookings/${id}/`, { body: booking({ starts_at: "2030-08-23T19:00:00Z" }) }));
    expect(moved.data).toMatchObject({ starts_at: "2030-08-23T19:00:00.000Z", ends_at: "2030-08-23T20:00:00.000Z" });
    // Clearing the end ends the rule.
    await ok(call("PUT", `bookings/${id}/`, { body: booking({ starts_at: "2030-08-24T19:00:00Z", ends_at: null }) }));
  });

  it("a live period may be one day, but may not end before it starts", async () => {
    const period = (date_from: string, date_to: string) => ({ title_de: "Live", title_en: "Live", date_from, date_to });
    const refused = await ok<Refused>(call("POST", "live-periods/", { body: period("2030-08-23", "2030-08-22") }), 400);
    expect(refused.errors).toEqual({ "/date_to": ["Darf nicht vor „Von“ liegen."] });
    const en = await ok<Refused>(call("POST", "live-periods/", { body: period("2030-08-23", "2030-08-22"), locale: "en" }), 400);
    expect(en.errors).toEqual({ "/date_to": ["Must not be before “From”."] });
    const { id } = await ok<Saved>(call("POST", "live-periods/", { body: period("2030-08-23", "2030-08-23") }), 201);
    await ok(call("PUT", `live-periods/${id}/`, { body: period("2030-08-20", "2030-08-25") }));
    const moved = await ok<Refused>(call("PUT", `live-periods/${id}/`, { body: period("2030-08-26", "2030-08-25") }), 400);
    expect(moved.errors).toEqual({ "/date_to": ["Darf nicht vor „Von“ liegen."] });
  });

  it("a pinboard ad is not published before it was created: the stored, read-only creation counts, not the body's", async () => {
    const [row] = await handle.db
      .insert(pinboardAds)
      .values({
        direction: "search",
        origin: "Bonn",
        destination: "Köln",
        departsAt: new Date("2030-08-22T16:00:00Z"),
        seats: 1,
        text: "Suche Mitfahrt.",
        authorName: "Rita",
        authorEmail: "rita@example.org",
        locale: "de",
        createdAt: new Date("2030-08-01T12:00:00Z"),
      })
      .returning();
    const early = { text: "Suche Mitfahrt.", published_at: "2030-08-01T11:59:00Z", created_at: "2030-07-01T00:00:00Z" };
    const refused = await ok<Refused>(call("PUT", `pinboard-ads/${row.id}/`, { body: early }), 400);
    expect(refused.errors).toEqual({ "/published_at": ["Darf nicht vor „Erstellt am“ liegen."] });
    await ok(call("PUT", `pinboard-ads/${row.id}/`, { body: { text: "Suche Mitfahrt.", published_at: "2030-08-01T12:00:00Z" } }));
    await ok(call("PUT", `pinboard-ads/${row.id}/`, { body: { text: "Suche Mitfahrt.", published_at: null } }));
  });

  it("a venue's coordinates come in pairs (allOf if/then), also against the stored one of a partial update", async () => {
    const venue = (extra: Record<string, unknown>) => ({
      title_de: "Paarhalle",
      title_en: "Pair hall",
      slug_de: "paarhalle",
      slug_en: "pair-hall",
      city_id: cityId,
      street: "Paarweg 2",
      postal_code: "44135",
      ...extra,
    });
    const half = await ok<Refused>(call("POST", "venues/", { body: venue({ latitude_e6: 51500000 }) }), 400);
    expect(half.errors).toEqual({ "/longitude_e6": ["Dieses Feld darf nicht leer sein."] });
    const halfNull = await ok<Refused>(call("POST", "venues/", { body: venue({ latitude_e6: null, longitude_e6: 6741855 }), locale: "en" }), 400);
    expect(halfNull.errors).toEqual({ "/latitude_e6": ["This field is required."] });
    const { id } = await ok<Saved>(call("POST", "venues/", { body: venue({ latitude_e6: 51500000, longitude_e6: 6741855 }) }), 201);
    // Clearing one while the other stays stored (the body leaves it out).
    const cleared = await ok<Refused>(call("PUT", `venues/${id}/`, { body: venue({ latitude_e6: null }) }), 400);
    expect(cleared.errors).toEqual({ "/latitude_e6": ["Dieses Feld darf nicht leer sein."] });
    await ok(call("PUT", `venues/${id}/`, { body: venue({ latitude_e6: 51400000 }) }));
    await ok(call("PUT", `venues/${id}/`, { body: venue({ latitude_e6: null, longitude_e6: null }) }));
    expect((await call("DELETE", `venues/${id}/`)).status).toBe(204);
  });
});
