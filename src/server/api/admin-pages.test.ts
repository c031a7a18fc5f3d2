/**
 * The admin's `pages` entity (docs/admin.md, "Pages"): the generic calls over a table with
 * translated columns (page_translations), its own checks, and the redirects a changed path
 * leaves behind.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { findRedirect } from "../content/site";
import { pages, pageTranslations, publicationJobs, redirects, searchDocuments } from "../db/schema";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let app: Opened["app"];
let editor: StaffSession;
let festivalId: number;
let aboutId: number;

beforeAll(async () => {
  ({ handle, app } = await openTestContentApp());
  editor = await staffSession(app, handle.db, { email: "pages@festival.example", username: "Paula Pages", role: "editor" });
  [{ id: festivalId }] = await handle.db.select({ id: pages.id }).from(pages).where(eq(pages.key, "festival"));
  [{ id: aboutId }] = await handle.db.select({ id: pages.id }).from(pages).where(eq(pages.key, "about"));
});
afterAll(async () => {
  await handle?.close();
});

function call(method: string, path: string, { body, locale = "de" }: { body?: unknown; locale?: "de" | "en" } = {}) {
  return app.request(`/${locale}/admin-api/${path}`, {
    method,
    headers: method === "GET" ? editor.headers : editor.writeHeaders,
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
type History = { results: { action: string; changes: Record<string, [unknown, unknown]> }[] };
type Audit = { results: { entity: string; entity_id: number; action: string; changes: Record<string, [unknown, unknown]> }[] };

const newPage = (suffix: string, extra: Record<string, unknown> = {}) => ({
  key: `test-${suffix}`,
  parent_id: festivalId,
  path_de: `festival/test-${suffix}`,
  path_en: `festival/test-${suffix}-en`,
  title_de: `Testseite ${suffix}`,
  title_en: `Test page ${suffix}`,
  ...extra,
});

/** The page's data as the admin answers it, for a PUT that changes a few properties. */
const dataOf = async (id: number) => (await ok<Saved>(call("GET", `pages/${id}/`))).data;

describe("pages in the admin", () => {
  it("are created with both languages' rows, read, listed, updated with their history, and deleted", async () => {
    const created = await ok<Saved>(call("POST", "pages/", { body: newPage("crud", { headline_de: "Überschrift", og_image: "demo/hero.jpg" }) }), 201);
    expect(created.data).toMatchObject({
      ...newPage("crud"),
      headline_de: "Überschrift",
      headline_en: "",
      meta_title_de: "",
      content_type: "default",
      og_type: "website",
      og_image: "demo/hero.jpg",
      is_online: true,
      in_menu: false,
    });
    const rows = await handle.db.select().from(pageTranslations).where(eq(pageTranslations.pageId, created.id));
    expect(rows.map((row) => [row.locale, row.path]).sort()).toEqual([
      ["de", "festival/test-crud"],
      ["en", "festival/test-crud-en"],
    ]);
    expect(await ok<Saved>(call("GET", `pages/${created.id}/`))).toEqual(created);
    // The site serves it at once (the write clears the caches).
    expect((await app.request("/de/pageeditor-api/page/festival/test-crud")).status).toBe(200);

    // Listed, searched and sorted by the translated columns (one row per page).
    const listed = await ok<Paged>(call("GET", "pages/?q=testseite%20crud&sort=path_de"));
    expect(listed.results).toEqual([
      {
        id: created.id,
        title_de: "Testseite crud",
        path_de: "festival/test-crud",
        path_en: "festival/test-crud-en",
        is_online: true,
        in_menu: false,
        missing_translations: ["headline_en"],
      },
    ]);
    const all = await ok<Paged>(call("GET", "pages/?sort=path_de"));
    const paths = all.results.map((row) => String(row.path_de));
    expect(paths).toEqual([...paths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(all.results.map((row) => row.id)).size).toBe(all.results.length);
    const byTitle = await ok<Paged>(call("GET", "pages/?sort=title_en&dir=desc&filter.is_online=true"));
    expect(byTitle.count).toBe(all.count - (await handle.db.select().from(pages).where(eq(pages.isOnline, false))).length);
    expect((await ok<Paged>(call("GET", "pages/?q=TEST-CRUD-EN"))).count).toBe(1);

    const updated = await ok<Saved>(call("PUT", `pages/${created.id}/`, { body: { ...created.data, title_en: "Another title", in_footer: true } }));
    expect(updated.data).toMatchObject({ title_en: "Another title", in_footer: true, title_de: "Testseite crud" });
    const history = await ok<History>(call("GET", `pages/${created.id}/history/`));
    expect(history.results.map((entry) => entry.action)).toEqual(["update", "create"]);
    expect(history.results[0].changes).toEqual({ title_en: ["Test page crud", "Another title"], in_footer: [false, true] });
    expect(history.results[1].changes.path_de).toEqual([null, "festival/test-crud"]);
    // A path that did not change leaves no redirect.
    expect(await findRedirect(handle.db, "/de/festival/test-crud")).toBeNull();

    expect((await call("DELETE", `pages/${created.id}/`)).status).toBe(204);
    expect((await call("GET", `pages/${created.id}/`)).status).toBe(404);
    expect(await handle.db.select().from(pageTranslations).where(eq(pageTranslations.pageId, created.id))).toEqual([]);
    const after = await ok<History>(call("GET", `pages/${created.id}/history/`));
    expect(after.results[0].changes.title_de).toEqual(["Testseite crud", null]);
  });

  it("offer themselves as parents, labelled in the call's language", async () => {
    const de = await ok<{ results: { id: number; label: string }[] }>(call("GET", "pages/options/?q=festival"));
    expect(de.results.map((row) => row.id)).toContain(festivalId);
    const en = await ok<{ results: { id: number; label: string }[] }>(call("GET", `pages/options/?ids=${aboutId}`, { locale: "en" }));
    const [about] = await handle.db
      .select()
      .from(pageTranslations)
      .where(and(eq(pageTranslations.pageId, aboutId), eq(pageTranslations.locale, "en")));
    expect(en.results).toEqual([{ id: aboutId, label: about.title }]);
  });

  it("refuse bad paths and values with errors by property", async () => {
    for (const path of ["/festival", "festival/", "Festival", "fest ival", "a//b", "ä"]) {
      const refused = await ok<Refused>(call("POST", "pages/", { body: newPage("bad", { path_de: path }) }), 400);
      expect(Object.keys(refused.errors), path).toEqual(["/path_de"]);
    }
    const refused = await ok<Refused>(
      call("POST", "pages/", { body: { ...newPage("bad", { og_type: "video", og_image: "../x.jpg", content_type: "fancy" }), title_en: undefined } }),
      400,
    );
    expect(Object.keys(refused.errors).sort()).toEqual(["/content_type", "/og_image", "/og_type", "/title_en"]);
    expect((await ok<Paged>(call("GET", "pages/?q=test-bad"))).count).toBe(0);
  });

  it("refuse a path the language already has (409 naming the property)", async () => {
    const taken = await ok<Refused>(call("POST", "pages/", { body: newPage("taken", { path_en: "festival" }) }), 409);
    expect(taken.errors).toEqual({ "/path_en": ["Dieser Wert ist schon vergeben."] });
    expect((await ok<Paged>(call("GET", "pages/?q=test-taken"))).count).toBe(0);
    // The same path in the other language is another address.
    const other = await ok<Saved>(call("POST", "pages/", { body: newPage("taken", { path_de: "test-taken", path_en: "test-taken" }) }), 201);
    const data = await dataOf(other.id);
    const again = await ok<Refused>(call("PUT", `pages/${other.id}/`, { body: { ...data, path_de: "festival" }, locale: "en" }), 409);
    expect(again.errors).toEqual({ "/path_de": ["This value is already taken."] });
    expect((await dataOf(other.id)).path_de).toBe("test-taken");
  });

  it("cannot become their own ancestor", async () => {
    const festival = await dataOf(festivalId);
    const below = await ok<Refused>(call("PUT", `pages/${festivalId}/`, { body: { ...festival, parent_id: aboutId } }), 400);
    expect(below.errors).toEqual({ "/parent_id": ["Eine Seite kann nicht unter sich selbst oder einer ihrer Unterseiten stehen."] });
    const itself = await ok<Refused>(call("PUT", `pages/${festivalId}/`, { body: { ...festival, parent_id: festivalId } }), 400);
    expect(Object.keys(itself.errors)).toEqual(["/parent_id"]);
    const missing = await ok<Refused>(call("PUT", `pages/${aboutId}/`, { body: { ...(await dataOf(aboutId)), parent_id: 999999 } }), 400);
    expect(missing.errors).toEqual({ "/parent_id": ["Diesen Eintrag gibt es nicht."] });
    expect((await dataOf(festivalId)).parent_id).toBeNull();
  });

  it("show a header image only with an image: with-header-image needs og_image (allOf if/then), on create and update", async () => {
    const refused = await ok<Refused>(call("POST", "pages/", { body: newPage("header", { content_type: "with-header-image", og_image: null }) }), 400);
    expect(refused.errors).toEqual({ "/og_image": ["Dieses Feld darf nicht leer sein."] });
    const missing = await ok<Refused>(call("POST", "pages/", { body: newPage("header", { content_type: "with-header-image" }), locale: "en" }), 400);
    expect(missing.errors).toEqual({ "/og_image": ["This field is required."] });
    const created = await ok<Saved>(call("POST", "pages/", { body: newPage("header", { content_type: "with-header-image", og_image: "demo/hero.jpg" }) }), 201);
    const data = await dataOf(created.id);
    // The stored image counts when the body leaves it out; clearing it is refused.
    const { og_image: _image, ...withoutImage } = data;
    await ok(call("PUT", `pages/${created.id}/`, { body: { ...withoutImage, title_de: "Kopfbild" } }));
    const cleared = await ok<Refused>(call("PUT", `pages/${created.id}/`, { body: { ...data, og_image: null } }), 400);
    expect(cleared.errors).toEqual({ "/og_image": ["Dieses Feld darf nicht leer sein."] });
    // Another content type needs none.
    await ok(call("PUT", `pages/${created.id}/`, { body: { ...data, content_type: "default", og_image: null } }));
    expect((await call("DELETE", `pages/${created.id}/`)).status).toBe(204);
  });

  it("take their pending publication jobs with them when deleted; done ones stay as history", async () => {
    const created = await ok<Saved>(call("POST", "pages/", { body: newPage("jobs") }), 201);
    const runAt = new Date(Date.now() + 3_600_000);
    const job = { entity: "pages", entityId: created.id, locale: "", action: "unpublish", runAt };
    await handle.db.insert(publicationJobs).values([job, { ...job, doneAt: new Date(), outcome: "rescheduled" }]);
    expect((await call("DELETE", `pages/${created.id}/`)).status).toBe(204);
    const left = await handle.db
      .select()
      .from(publicationJobs)
      .where(and(eq(publicationJobs.entity, "pages"), eq(publicationJobs.entityId, created.id)));
    expect(left.map((row) => row.outcome)).toEqual(["rescheduled"]);
    expect(await handle.db.$count(publicationJobs, and(eq(publicationJobs.entityId, created.id), isNull(publicationJobs.doneAt)))).toBe(0);
  });

  it("keep the paths of the fixed screens (the home page, the list screens' intros)", async () => {
    const [home] = await handle.db
      .select({ id: pageTranslations.pageId })
      .from(pageTranslations)
      .where(and(eq(pageTranslations.locale, "de"), eq(pageTranslations.path, "")));
    const refused = await ok<Refused>(call("PUT", `pages/${home.id}/`, { body: { ...(await dataOf(home.id)), path_de: "start" } }), 400);
    expect(Object.keys(refused.errors)).toEqual(["/path_de"]);
    const [calendar] = await handle.db
      .select({ id: pageTranslations.pageId })
      .from(pageTranslations)
      .where(and(eq(pageTranslations.locale, "en"), eq(pageTranslations.path, "calendar")));
    const calendarData = await dataOf(calendar.id);
    expect((await ok<Refused>(call("PUT", `pages/${calendar.id}/`, { body: { ...calendarData, path_en: "dates" } }), 400)).errors).toHaveProperty("/path_en");
    // Nor does another page move onto one.
    expect((await ok<Refused>(call("PUT", `pages/${aboutId}/`, { body: { ...(await dataOf(aboutId)), path_en: "pinboard" } }), 400)).errors).toHaveProperty(
      "/path_en",
    );
    // Other changes to those pages are fine.
    expect((await ok<Saved>(call("PUT", `pages/${calendar.id}/`, { body: { ...calendarData, meta_title_en: "Dates" } }))).data.meta_title_en).toBe("Dates");
  });
});

describe("a changed path", () => {
  it("leaves a redirect from the old address, also for the pages below it, and points older redirects at the new one", async () => {
    const [chained] = await handle.db.select().from(redirects).where(eq(redirects.newPath, "/de/festival"));
    expect(chained).toBeDefined();
    const [aboutDe] = await handle.db
      .select()
      .from(pageTranslations)
      .where(and(eq(pageTranslations.pageId, aboutId), eq(pageTranslations.locale, "de")));
    expect(aboutDe.path).toBe("festival/ueber-uns");
    const festival = await dataOf(festivalId);

    const saved = await ok<Saved>(call("PUT", `pages/${festivalId}/`, { body: { ...festival, path_de: "festival-2025" } }));
    expect(saved.data.path_de).toBe("festival-2025");
    expect(saved.data.path_en).toBe(festival.path_en);

    // The page and its subpage answer at their new addresses; the old ones redirect there.
    expect((await app.request("/de/pageeditor-api/page/festival-2025")).status).toBe(200);
    expect((await app.request("/de/pageeditor-api/page/festival-2025/ueber-uns")).status).toBe(200);
    expect((await app.request("/de/pageeditor-api/page/festival")).status).toBe(404);
    expect(await (await app.request("/de/pageeditor-api/redirect/festival")).json()).toEqual({ new_path: "/de/festival-2025" });
    expect(await findRedirect(handle.db, "/de/festival/ueber-uns")).toBe("/de/festival-2025/ueber-uns");
    expect((await dataOf(aboutId)).path_de).toBe("festival-2025/ueber-uns");
    // English did not change.
    expect(await findRedirect(handle.db, `/en/${String(festival.path_en)}`)).toBeNull();
    // No chains: the redirect that led to the old address leads to the new one.
    expect(await findRedirect(handle.db, chained.oldPath)).toBe("/de/festival-2025");

    // The log says what happened, to the page, its subpage and the redirects.
    const audit = await ok<Audit>(call("GET", "audit/"));
    const recent = audit.results.slice(0, 5).map(({ entity, entity_id, action, changes }) => ({ entity, entity_id, action, changes }));
    expect(recent).toEqual(
      expect.arrayContaining([
        { entity: "pages", entity_id: festivalId, action: "update", changes: { path_de: ["festival", "festival-2025"] } },
        { entity: "pages", entity_id: aboutId, action: "update", changes: { path_de: ["festival/ueber-uns", "festival-2025/ueber-uns"] } },
        { entity: "redirects", entity_id: chained.id, action: "update", changes: { new_path: ["/de/festival", "/de/festival-2025"] } },
        expect.objectContaining({
          entity: "redirects",
          action: "create",
          changes: { old_path: [null, "/de/festival"], new_path: [null, "/de/festival-2025"] },
        }),
        expect.objectContaining({
          entity: "redirects",
          action: "create",
          changes: { old_path: [null, "/de/festival/ueber-uns"], new_path: [null, "/de/festival-2025/ueber-uns"] },
        }),
      ]),
    );
    // The search finds the subpage at its new address.
    const [document] = await handle.db
      .select({ url: searchDocuments.url })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, "page"), eq(searchDocuments.refId, aboutId), eq(searchDocuments.locale, "de")));
    expect(document?.url).toBe("/de/festival-2025/ueber-uns");
  });

  it("back to an old address makes no loop and no chain", async () => {
    const festival = await dataOf(festivalId);
    await ok<Saved>(call("PUT", `pages/${festivalId}/`, { body: { ...festival, path_de: "festival" } }));
    // The address is a page again: no redirect leaves it; the other way round there is one.
    expect(await findRedirect(handle.db, "/de/festival")).toBeNull();
    expect(await findRedirect(handle.db, "/de/festival/ueber-uns")).toBeNull();
    expect((await app.request("/de/pageeditor-api/redirect/festival")).status).toBe(404);
    expect((await app.request("/de/pageeditor-api/page/festival/ueber-uns")).status).toBe(200);
    expect(await findRedirect(handle.db, "/de/festival-2025")).toBe("/de/festival");
    expect(await findRedirect(handle.db, "/de/festival-2025/ueber-uns")).toBe("/de/festival/ueber-uns");
    expect(await findRedirect(handle.db, "/de/programm-2024")).toBe("/de/festival");
    // No redirect anywhere leads to an address that redirects itself.
    const all = await handle.db.select().from(redirects);
    const from = new Set(all.map((row) => row.oldPath));
    expect(all.filter((row) => from.has(row.newPath))).toEqual([]);
  });

  it("replaces an older redirect from the old address", async () => {
    const created = await ok<Saved>(call("POST", "pages/", { body: newPage("move", { parent_id: null, path_de: "test-move", path_en: "test-move" }) }), 201);
    await ok(call("POST", "redirects/", { body: { old_path: "/en/test-move-elsewhere", new_path: "/en/faq" } }), 201);
    const first = await ok<Saved>(call("PUT", `pages/${created.id}/`, { body: { ...created.data, path_en: "test-move-elsewhere" } }));
    // The page took the address an older redirect left: that redirect is gone.
    expect(await findRedirect(handle.db, "/en/test-move-elsewhere")).toBeNull();
    expect(await findRedirect(handle.db, "/en/test-move")).toBe("/en/test-move-elsewhere");
    await ok<Saved>(call("PUT", `pages/${created.id}/`, { body: { ...first.data, path_en: "test-moved" } }));
    expect(await findRedirect(handle.db, "/en/test-move-elsewhere")).toBe("/en/test-moved");
    expect(await findRedirect(handle.db, "/en/test-move")).toBe("/en/test-moved");
    expect(await handle.db.select().from(redirects).where(eq(redirects.oldPath, "/en/test-move"))).toHaveLength(1);
  });

  it("of a subpage that would collide below the new address is refused, and nothing changes", async () => {
    const parent = await ok<Saved>(
      call("POST", "pages/", { body: newPage("parent", { parent_id: null, path_de: "test-eltern", path_en: "test-parent" }) }),
      201,
    );
    await ok<Saved>(
      call("POST", "pages/", { body: newPage("child", { parent_id: parent.id, path_de: "test-eltern/kind", path_en: "test-parent/child" }) }),
      201,
    );
    await ok<Saved>(
      call("POST", "pages/", { body: newPage("other", { parent_id: null, path_de: "test-woanders/kind", path_en: "test-elsewhere/child" }) }),
      201,
    );
    const refused = await ok<Refused>(call("PUT", `pages/${parent.id}/`, { body: { ...parent.data, path_de: "test-woanders" } }), 409);
    expect(refused.errors).toEqual({ "/path_de": ["Dieser Wert ist schon vergeben."] });
    expect((await dataOf(parent.id)).path_de).toBe("test-eltern");
    expect(await findRedirect(handle.db, "/de/test-eltern")).toBeNull();
  });
});
