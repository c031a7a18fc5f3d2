/**
 * Drafts and scheduled publishing of pages (docs/editor.md): the editor API's calls, what
 * visitors, the search and the containers API see of a page with a draft, and the scheduler,
 * which must do each due job exactly once however many processes run it (here two runners on
 * the same database: PGlite, or with DATABASE_URL two connection pools to PostgreSQL).
 */
import { readFile } from "node:fs/promises";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { queriesOf } from "../../../tests/setup/queries";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { type ModuleNode, pageSchema, type Section } from "../../schemas/api";
import { revisionListSchema } from "../../schemas/editor";
import type { PageDraftStatus, PendingPublication } from "../../schemas/drafts";
import { type ContentChange, watchContentVersion } from "../content/content-version";
import { getContainer, getPage } from "../content/pages";
import { openDatabase } from "../db/client";
import { newReads, readsOf, trackReads } from "../db/read-tracking";
import { auditLog, pageDrafts, pageRevisions, pages, productions, publicationJobs, users } from "../db/schema";
import { pagesWithPendingChanges } from "./pages";
import { runDuePublications } from "./scheduler";

let opened: Awaited<ReturnType<typeof openTestContentApp>>;
let alice: StaffSession;

beforeAll(async () => {
  opened = await openTestContentApp();
  alice = await staffSession(opened.app, opened.handle.db, { username: "Alice" });
});
afterAll(async () => {
  await opened?.handle.close();
});

const api = (p: string, locale = "de") => `/${locale}/pageeditor-api/${p}`;
async function call(
  method: "GET" | "POST",
  p: string,
  body?: unknown,
  { as = alice as StaffSession | null, csrf = true, headers = {} as Record<string, string> } = {},
) {
  const sent: Record<string, string> = { ...(as ? (method === "GET" || !csrf ? as.headers : as.writeHeaders) : {}), ...headers };
  if (body !== undefined) sent["content-type"] = "application/json";
  const response = await opened.app.request(api(p), { method, headers: sent, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json().catch(() => null)) as never };
}

/** The page as a visitor gets it (no cookie), and as staff. */
async function visitorPage(path: string) {
  const response = await opened.app.request(api(`page/${path}`));
  expect(response.status).toBe(200);
  return pageSchema.parse(await response.json());
}
async function staffPage(path: string) {
  const response = await opened.app.request(api(`page/${path}`), { headers: alice.headers });
  return pageSchema.parse(await response.json());
}

const firstText = (sections: Section[]): ModuleNode => {
  const walk = (nodes: ModuleNode[]): ModuleNode | undefined => {
    for (const node of nodes) {
      if (node.module === "text") return node;
      const inner = walk(node.children);
      if (inner) return inner;
    }
  };
  for (const section of sections) {
    for (const column of section.model.columns) {
      const found = walk(column.children);
      if (found) return found;
    }
  }
  throw new Error("no text module");
};

/** Writes `content` into the page's first text module, as the inline editor does. */
async function editText(path: string, content: string) {
  const page = await staffPage(path);
  const text = firstText(page.modules);
  const section = page.modules.find((s) => JSON.stringify(s).includes(`"id":${text.id},`)) as Section;
  const saved = await call("POST", `text/${text.id}`, { revision: section.revision, model: { ...text.model, content } });
  expect(saved.status).toBe(200);
  return page.id;
}

const search = (query: string) => opened.service.searchPages("de", { query, page: 1 });

describe("a page's draft", () => {
  it("is the working copy staff edit, while visitors, the search and containers keep the published page", async () => {
    const pageId = (await staffPage("impressum")).id;
    const before = firstText((await visitorPage("impressum")).modules).model.content;

    const started = await call("POST", "draft", { page_id: pageId });
    expect(started.status).toBe(201);
    expect((started.body as PageDraftStatus).draft?.author).toBe("Alice");
    expect((await call("POST", "draft", { page_id: pageId })).status).toBe(409);

    await editText("impressum", "<p>Quokkaentwurf im Impressum</p>");
    expect(firstText((await staffPage("impressum")).modules).model.content).toContain("Quokkaentwurf");
    expect(firstText((await visitorPage("impressum")).modules).model.content).toBe(before);
    expect((await search("Quokkaentwurf")).count).toBe(0);

    // A container of the page, by slug, is the published one for a visitor.
    const slug = (await visitorPage("impressum")).modules[0].slug;
    const container = await opened.app.request(api(`container/by-slug/${slug}`));
    expect(JSON.stringify(await container.json())).not.toContain("Quokkaentwurf");

    // The versions list has the draft's edit (undo, a stale save and a restore inside a draft are tested below).
    const versions = await call("GET", `revision?page_id=${pageId}`);
    expect((versions.body as { results: unknown[] }).results.length).toBeGreaterThan(0);

    const published = await call("POST", "draft/publish", { page_id: pageId });
    expect(published.status).toBe(200);
    expect((published.body as PageDraftStatus).draft).toBeNull();
    expect(firstText((await visitorPage("impressum")).modules).model.content).toContain("Quokkaentwurf");
    expect((await search("Quokkaentwurf")).count).toBe(1);
    const [revision] = await opened.handle.db
      .select({ action: pageRevisions.action })
      .from(pageRevisions)
      .where(eq(pageRevisions.pageId, pageId))
      .orderBy(pageRevisions.id)
      .limit(1)
      .offset((await opened.handle.db.$count(pageRevisions, eq(pageRevisions.pageId, pageId))) - 1);
    expect(revision.action).toBe("draft.publish");
    expect((await call("POST", "draft/publish", { page_id: pageId })).status).toBe(404);
  });

  it("is discarded: the page's tree is the published one again", async () => {
    const pageId = (await staffPage("festival/ueber-uns")).id;
    const before = firstText((await staffPage("festival/ueber-uns")).modules).model.content;
    expect((await call("POST", "draft", { page_id: pageId })).status).toBe(201);
    await editText("festival/ueber-uns", "<p>Verworfener Wombat</p>");
    const discarded = await call("POST", "draft/discard", { page_id: pageId });
    expect(discarded.status).toBe(200);
    expect(firstText((await staffPage("festival/ueber-uns")).modules).model.content).toBe(before);
    expect(firstText((await visitorPage("festival/ueber-uns")).modules).model.content).toBe(before);
    expect((await search("Wombat")).count).toBe(0);
    expect((await call("POST", "draft/discard", { page_id: pageId })).status).toBe(404);
  });

  it("keeps the editor's rules inside the draft: a stale save is refused, undo steps back, a version of the draft comes back", async () => {
    const path = "festival/ueber-uns";
    const pageId = (await staffPage(path)).id;
    const published = firstText((await visitorPage(path)).modules).model.content;
    expect((await call("POST", "draft", { page_id: pageId })).status).toBe(201);
    try {
      await editText(path, "<p>Erster Entwurf des Ameisenbären</p>");
      const seen = await staffPage(path);
      await editText(path, "<p>Zweiter Entwurf des Ameisenbären</p>");
      const draftText = () => staffPage(path).then((page) => firstText(page.modules).model.content);

      // A save made on the revision seen before the last edit: 409, and the draft keeps the last edit.
      const text = firstText(seen.modules);
      const section = seen.modules.find((s) => JSON.stringify(s).includes(`"id":${text.id},`)) as Section;
      const stale = await call("POST", `text/${text.id}`, { revision: section.revision, model: { ...text.model, content: "<p>Veraltet</p>" } });
      expect(stale.status).toBe(409);
      expect(await draftText()).toContain("Zweiter Entwurf");

      // Undo steps the draft back; visitors keep the published page throughout.
      const undone = await call("POST", "backup/undo", { slug: section.slug });
      expect(undone.status).toBe(200);
      expect(await draftText()).toContain("Erster Entwurf");
      expect(firstText((await visitorPage(path)).modules).model.content).toBe(published);

      // The versions list has the draft's edits; restoring the second one brings it back into the draft only.
      const versions = revisionListSchema.parse((await call("GET", `revision?page_id=${pageId}`)).body).results;
      expect(versions.slice(0, 3).map((version) => version.action)).toEqual(["backup.undo", "module.update", "module.update"]);
      const restored = await call("POST", `revision/${versions[1].id}/restore`, {});
      expect(restored.status).toBe(200);
      expect(await draftText()).toContain("Zweiter Entwurf");
      expect(firstText((await visitorPage(path)).modules).model.content).toBe(published);
      expect((await search("Ameisenbären")).count).toBe(0);
    } finally {
      expect((await call("POST", "draft/discard", { page_id: pageId })).status).toBe(200);
    }
    expect(firstText((await visitorPage(path)).modules).model.content).toBe(published);
  });

  it("needs a staff session, and the CSRF token for every change", async () => {
    const pageId = (await staffPage("impressum")).id;
    expect((await call("GET", `draft?page_id=${pageId}`, undefined, { as: null })).status).toBe(401);
    expect((await call("GET", "publication", undefined, { as: null })).status).toBe(401);
    for (const path of ["draft", "draft/publish", "draft/discard"]) {
      expect((await call("POST", path, { page_id: pageId }, { as: null })).status, path).toBe(401);
      expect((await call("POST", path, { page_id: pageId }, { csrf: false })).status, path).toBe(403);
    }
    const schedule = { page_id: pageId, publish_at: null, unpublish_at: new Date(Date.now() + 3_600_000).toISOString() };
    expect((await call("POST", "draft/schedule", schedule, { csrf: false })).status).toBe(403);
    expect((await call("POST", "draft", { page_id: pageId, extra: 1 })).status).toBe(400);
    expect((await call("POST", "draft", { page_id: 999_999 })).status).toBe(404);
  });
});

describe("a visitor's read of a page without a draft", () => {
  it("costs no query more than before drafts: whether there is one comes with the page's or the section's row", async () => {
    const db = opened.handle.db;
    const page = await getPage(db, "de", "impressum", { isStaff: false });
    const slug = page?.modules[0].slug as string;
    // The page's row (with its draft's tree), its translations, its sections, their modules.
    const pageQueries = await queriesOf(() => getPage(db, "de", "impressum", { isStaff: false }));
    expect(pageQueries).toHaveLength(4);
    expect(pageQueries.filter((text) => text.includes("page_drafts"))).toHaveLength(1);
    // The section's row (with whether its page has a draft), its modules.
    const containerQueries = await queriesOf(() => getContainer(db, "de", slug, { isStaff: false }));
    expect(containerQueries).toHaveLength(2);

    // With a draft: the kept tree comes with the page's row, no sections read; the container is the published one.
    const pageId = page?.id as number;
    expect((await call("POST", "draft", { page_id: pageId })).status).toBe(201);
    try {
      await editText("impressum", "<p>Zählprobe</p>");
      let drafted: Awaited<ReturnType<typeof getPage>> = null;
      const draftQueries = await queriesOf(async () => {
        drafted = await getPage(db, "de", "impressum", { isStaff: false });
      });
      expect(draftQueries).toHaveLength(2);
      expect(JSON.stringify(drafted)).not.toContain("Zählprobe");
      expect(drafted).toEqual(page);
      expect(JSON.stringify(await getContainer(db, "de", slug, { isStaff: false }))).not.toContain("Zählprobe");
      expect(JSON.stringify(await getContainer(db, "de", slug, { isStaff: true }))).toContain("Zählprobe");
    } finally {
      expect((await call("POST", "draft/discard", { page_id: pageId })).status).toBe(200);
    }
  });

  it("a container deleted in the draft is still the published one for visitors; one new in the draft is none", async () => {
    const db = opened.handle.db;
    const page = await staffPage("impressum");
    const [first] = page.modules;
    expect((await call("POST", "draft", { page_id: page.id })).status).toBe(201);
    try {
      const removed = await opened.app.request(api(`section/${first.id}?revision=${first.revision}`), { method: "DELETE", headers: alice.writeHeaders });
      expect(removed.status).toBe(200);
      expect((await getContainer(db, "de", first.slug, { isStaff: false }))?.id).toBe(first.id);
      expect(await getContainer(db, "de", first.slug, { isStaff: true })).toBeNull();
    } finally {
      expect((await call("POST", "draft/discard", { page_id: page.id })).status).toBe(200);
    }
  });
});

describe("caches", () => {
  it("a visitor's page from the kept tree carries the page's keys, and publishing names them to every process and shared cache", async () => {
    const db = opened.handle.db;
    const pageId = (await staffPage("impressum")).id;
    expect((await call("POST", "draft", { page_id: pageId })).status).toBe(201);
    await editText("impressum", "<p>Schlüsselprobe</p>");
    // Rendered for a shared cache: the keys a purge must name (docs/caching.md).
    const reads = newReads();
    const page = await trackReads(reads, () => getPage(db, "de", "impressum", { isStaff: false }));
    expect(JSON.stringify(page?.modules)).not.toContain("Schlüsselprobe");
    const { keys } = readsOf(reads);
    expect(keys).toContain(`page:${pageId}`);

    const watcher = await watchContentVersion(opened.handle);
    const changes: ContentChange[] = [];
    const stop = watcher.onChange((change) => changes.push(change));
    try {
      expect((await call("POST", "draft/publish", { page_id: pageId })).status).toBe(200);
      await expect
        .poll(() =>
          changes.some(
            (change) => change.kind === "write" && change.table === "sections" && Array.isArray(change.keys) && change.keys.includes(`page:${pageId}`),
          ),
        )
        .toBe(true);
      // Every key the visitor's page carried from the sections is among those purged.
      const purged = new Set(changes.flatMap((change) => (change.kind === "write" && Array.isArray(change.keys) ? change.keys : [])));
      expect(keys.filter((key) => key.startsWith("section:") || key.startsWith("page:")).every((key) => purged.has(key))).toBe(true);
    } finally {
      stop();
      await watcher.stop();
    }
  });
});

describe("scheduling", () => {
  it("refuses a publication without a draft, times past, and an end before the start", async () => {
    const pageId = (await staffPage("impressum")).id;
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    expect((await call("POST", "draft/schedule", { page_id: pageId, publish_at: inAnHour, unpublish_at: null })).status).toBe(409);
    expect((await call("POST", "draft", { page_id: pageId })).status).toBe(201);
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await call("POST", "draft/schedule", { page_id: pageId, publish_at: past, unpublish_at: null })).status).toBe(400);
    expect((await call("POST", "draft/schedule", { page_id: pageId, publish_at: inAnHour, unpublish_at: past })).status).toBe(400);
    expect((await call("POST", "draft/schedule", { page_id: pageId, publish_at: "tomorrow", unpublish_at: null })).status).toBe(400);
    await call("POST", "draft/discard", { page_id: pageId });
  });

  it("publishes at its time and takes the page offline at its end, listed as pending until then", async () => {
    const pageId = (await staffPage("impressum")).id;
    expect((await call("POST", "draft", { page_id: pageId })).status).toBe(201);
    await editText("impressum", "<p>Geplanter Gürteltier-Text</p>");
    // Berlin time with its offset, as the dialog's DateTimeWidget helpers write it.
    const publishAt = new Date(Date.now() + 60_000);
    const unpublishAt = new Date(Date.now() + 120_000);
    const scheduled = await call("POST", "draft/schedule", { page_id: pageId, publish_at: publishAt.toISOString(), unpublish_at: unpublishAt.toISOString() });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({ publish_at: publishAt.toISOString(), unpublish_at: unpublishAt.toISOString() });

    const pending = (await call("GET", "publication")).body as { results: PendingPublication[] };
    expect(pending.results.filter((p) => p.id === pageId)).toEqual([
      { entity: "pages", id: pageId, locale: "de", action: "publish", at: publishAt.toISOString(), title: "Impressum", url: "/de/impressum" },
      { entity: "pages", id: pageId, locale: null, action: "unpublish", at: unpublishAt.toISOString(), title: "Impressum", url: "/de/impressum" },
    ]);
    expect((await pagesWithPendingChanges(opened.handle.db)).get(pageId)).toEqual({
      draft: ["de"],
      publish_at: publishAt.toISOString(),
      unpublish_at: unpublishAt.toISOString(),
    });

    // Not yet due: nothing happens.
    expect(await runDuePublications(opened.handle.db, new Date())).toEqual([]);
    expect((await search("Gürteltier")).count).toBe(0);

    expect(await runDuePublications(opened.handle.db, new Date(publishAt.getTime() + 1))).toHaveLength(1);
    opened.service.invalidate();
    expect(firstText((await visitorPage("impressum")).modules).model.content).toContain("Gürteltier");
    expect((await search("Gürteltier")).count).toBe(1);

    expect(await runDuePublications(opened.handle.db, new Date(unpublishAt.getTime() + 1))).toHaveLength(1);
    const [row] = await opened.handle.db.select({ isOnline: pages.isOnline }).from(pages).where(eq(pages.id, pageId));
    expect(row.isOnline).toBe(false);
    expect((await opened.app.request(api("page/impressum"))).status).toBe(404);
    expect((await search("Gürteltier")).count).toBe(0);
    expect(((await call("GET", "publication")).body as { results: PendingPublication[] }).results.filter((p) => p.id === pageId)).toEqual([]);
    await opened.handle.db.update(pages).set({ isOnline: true }).where(eq(pages.id, pageId));
  });

  it("runs every due job exactly once with two runners at the same time", async () => {
    const db = opened.handle.db;
    // A second runner: on PostgreSQL a pool of its own, as another server process has.
    const other = opened.handle.databaseUrl ? await openDatabase({ databaseUrl: opened.handle.databaseUrl }) : null;
    try {
      const ids = (await db.select({ id: pages.id }).from(pages).where(eq(pages.isOnline, true))).map((p) => p.id).slice(0, 12);
      const due = new Date(Date.now() - 1000);
      for (const id of ids) {
        await db.insert(pageDrafts).values({ pageId: id, locale: "de", published: [] }).onConflictDoNothing();
        await db.insert(publicationJobs).values({ entity: "pages", entityId: id, locale: "de", action: "publish", runAt: due });
      }
      const [a, b] = await Promise.all([runDuePublications(db), runDuePublications(other?.db ?? db)]);
      const done = [...a, ...b];
      expect(new Set(done).size).toBe(done.length);
      expect(done).toHaveLength(ids.length);
      expect(await db.$count(publicationJobs, isNull(publicationJobs.doneAt))).toBe(0);
      for (const id of ids) {
        expect(await db.$count(pageRevisions, and(eq(pageRevisions.pageId, id), eq(pageRevisions.action, "draft.publish"))), `page ${id}`).toBe(1);
      }
      expect(await db.$count(pageDrafts)).toBe(0);
    } finally {
      await other?.close();
    }
  });
});

describe("jobs stored before drizzle/0034", () => {
  it("name the entity `page`: the migration renames them to the admin's `pages`, which the scheduler and the overview know", async () => {
    const db = opened.handle.db;
    const pageId = (await staffPage("impressum")).id;
    const at = new Date(Date.now() + 3_600_000);
    await db.insert(publicationJobs).values({ entity: "page", entityId: pageId, locale: "", action: "unpublish", runAt: at });
    const migration = await readFile(new URL("../../../drizzle/0034_revision_changes.sql", import.meta.url), "utf8");
    const rename = migration.split("--> statement-breakpoint").find((statement) => statement.includes("UPDATE"));
    await db.execute(sql.raw(rename ?? ""));
    expect(await db.$count(publicationJobs, eq(publicationJobs.entity, "page"))).toBe(0);
    const pending = ((await call("GET", "publication")).body as { results: PendingPublication[] }).results;
    expect(pending.filter((p) => p.id === pageId)).toEqual([
      { entity: "pages", id: pageId, locale: null, action: "unpublish", at: at.toISOString(), title: "Impressum", url: "/de/impressum" },
    ]);
    expect((await call("GET", `draft?page_id=${pageId}`)).body).toMatchObject({ unpublish_at: at.toISOString() });
    expect(await runDuePublications(db, new Date(at.getTime() + 1))).toHaveLength(1);
    const [page] = await db.select({ isOnline: pages.isOnline }).from(pages).where(eq(pages.id, pageId));
    expect(page.isOnline).toBe(false);
    await db.update(pages).set({ isOnline: true }).where(eq(pages.id, pageId));
  });
});

describe("scheduling an admin entity", () => {
  const admin = (p: string) => `/de/admin-api/${p}`;
  async function adminCall(method: "GET" | "PUT", p: string, body?: unknown, { csrf = true, as = alice } = {}) {
    const headers: Record<string, string> = { ...(method === "GET" || !csrf ? as.headers : as.writeHeaders) };
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await opened.app.request(admin(p), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, body: (await response.json().catch(() => null)) as never };
  }

  it("takes a production offline and online again at its times, as the admin's update by whoever scheduled it", async () => {
    const db = opened.handle.db;
    const [production] = await db.select({ id: productions.id }).from(productions).where(eq(productions.isOnline, true)).limit(1);
    const offlineAt = new Date(Date.now() + 60_000);
    const onlineAt = new Date(Date.now() + 120_000);
    expect(
      (await adminCall("PUT", `productions/${production.id}/schedule`, { publish_at: null, unpublish_at: offlineAt.toISOString() }, { csrf: false })).status,
    ).toBe(403);
    const past = new Date(Date.now() - 1000).toISOString();
    expect((await adminCall("PUT", `productions/${production.id}/schedule`, { publish_at: past, unpublish_at: null })).status).toBe(400);
    expect((await adminCall("PUT", "productions/999999/schedule", { publish_at: null, unpublish_at: offlineAt.toISOString() })).status).toBe(404);
    // An entity without `is_online` has no schedule.
    expect((await adminCall("GET", "cities/1/schedule")).status).toBe(404);

    // Offline first, then online again: one job each (the schedule holds one time of each kind).
    const first = await adminCall("PUT", `productions/${production.id}/schedule`, { publish_at: null, unpublish_at: offlineAt.toISOString() });
    expect(first).toEqual({ status: 200, body: { publish_at: null, unpublish_at: offlineAt.toISOString() } });
    const item = (await adminCall("GET", `productions/${production.id}`)).body as { publication?: unknown; data: { title_de: string } };
    const listed = (await adminCall("GET", `productions/?q=${encodeURIComponent(item.data.title_de)}`)).body as {
      results: { id: number; publication?: unknown }[];
    };
    expect(listed.results.find((row) => row.id === production.id)?.publication).toEqual(item.publication);
    expect(item.publication).toEqual({ draft: [], publish_at: null, unpublish_at: offlineAt.toISOString() });
    expect((await call("GET", "publication")).body).toMatchObject({
      results: expect.arrayContaining([
        expect.objectContaining({ entity: "productions", id: production.id, action: "unpublish", url: `/admin/de/productions/${production.id}` }),
      ]),
    });
    expect(((await call("GET", "publication")).body as { results: PendingPublication[] }).results.find((p) => p.entity === "productions")?.title).not.toBe("");

    expect(await runDuePublications(db, new Date(offlineAt.getTime() + 1))).toHaveLength(1);
    const [after] = await db.select({ isOnline: productions.isOnline }).from(productions).where(eq(productions.id, production.id));
    expect(after.isOnline).toBe(false);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "productions"), eq(auditLog.entityId, production.id)))
      .orderBy(auditLog.id)
      .limit(1)
      .offset((await db.$count(auditLog, and(eq(auditLog.entity, "productions"), eq(auditLog.entityId, production.id)))) - 1);
    expect(entry.userName).toBe("Alice");

    expect((await adminCall("PUT", `productions/${production.id}/schedule`, { publish_at: onlineAt.toISOString(), unpublish_at: null })).status).toBe(200);
    expect(await runDuePublications(db, new Date(onlineAt.getTime() + 1))).toHaveLength(1);
    const [back] = await db.select({ isOnline: productions.isOnline }).from(productions).where(eq(productions.id, production.id));
    expect(back.isOnline).toBe(true);
  });

  it("does nothing when whoever scheduled it can no longer make the change", async () => {
    const db = opened.handle.db;
    const bob = await staffSession(opened.app, db, { username: "Bob" });
    const [production] = await db.select({ id: productions.id }).from(productions).where(eq(productions.isOnline, true)).limit(1);
    const at = new Date(Date.now() + 60_000);
    expect((await adminCall("PUT", `productions/${production.id}/schedule`, { publish_at: null, unpublish_at: at.toISOString() }, { as: bob })).status).toBe(
      200,
    );
    await db.update(users).set({ isActive: false }).where(eq(users.username, "Bob"));
    expect(await runDuePublications(db, new Date(at.getTime() + 1))).toHaveLength(1);
    const [job] = await db
      .select()
      .from(publicationJobs)
      .where(eq(publicationJobs.entityId, production.id))
      .orderBy(publicationJobs.id)
      .limit(1)
      .offset((await db.$count(publicationJobs, eq(publicationJobs.entityId, production.id))) - 1);
    expect(job.outcome).toBe("forbidden");
    const [row] = await db.select({ isOnline: productions.isOnline }).from(productions).where(eq(productions.id, production.id));
    expect(row.isOnline).toBe(true);
  });
});
