/**
 * A block moved to another section of its page (docs/editor.md, "Moving a block to another
 * section"): `POST {module}/{id}/move` with `section_id` and `target_revision`. One transaction
 * over both sections, a revision and a linked backup for each, undo puts both back.
 */
import { desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { queriesWithParamsOf } from "../../../tests/setup/queries";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { type ModuleNode, pageSchema, type Section } from "../../schemas/api";
import { backupStacksSchema, moduleMovedAcrossSchema, revisionListSchema, sectionResultSchema, undoResultSchema } from "../../schemas/editor";
import { type ContentChange, watchContentVersion } from "../content/content-version";
import { modules, pageRevisions, sectionBackups } from "../db/schema";
import { BACKUPS_PER_SLUG } from "../editor";

let handle: Awaited<ReturnType<typeof openTestContentApp>>["handle"];
let app: Awaited<ReturnType<typeof openTestContentApp>>["app"];
let alice: StaffSession;
let bob: StaffSession;

beforeAll(async () => {
  ({ handle, app } = await openTestContentApp());
  alice = await staffSession(app, handle.db, { username: "Alice" });
  bob = await staffSession(app, handle.db, { username: "Bob" });
});
afterAll(async () => {
  await handle?.close();
});

async function call(method: "GET" | "POST", p: string, body?: unknown, { as = alice, csrf = true, locale = "de" } = {}) {
  const headers: Record<string, string> = { ...(method === "GET" || !csrf ? as.headers : as.writeHeaders) };
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await app.request(`/${locale}/pageeditor-api/${p}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: await response.json().catch(() => null) };
}
const get = (p: string, locale = "de") => call("GET", p, undefined, { locale });
const post = (p: string, body: unknown, options: { as?: StaffSession; csrf?: boolean } = {}) => call("POST", p, body, options);

async function page(p: string, locale = "de") {
  const response = await get(`page/${p}`, locale);
  expect(response.status).toBe(200);
  return pageSchema.parse(response.body);
}
const about = () => page("festival/ueber-uns");
const ids = (section: Section) => section.model.columns.map((c) => c.children.map((m) => m.id));
const allNodes = (section: Section): ModuleNode[] => {
  const out: ModuleNode[] = [];
  const walk = (nodes: ModuleNode[]) => {
    for (const node of nodes) {
      out.push(node);
      walk(node.children);
    }
  };
  for (const column of section.model.columns) walk(column.children);
  return out;
};
const allIds = (section: Section) => allNodes(section).map((n) => n.id);
/** A FAQ list with items, somewhere in a column of the section. */
const faqList = (section: Section) => allNodes(section).find((n) => n.module === "faq" && n.children.length > 0) as ModuleNode;
const history = async (pageId: number) => backupStacksSchema.parse((await get(`backup?page_id=${pageId}`)).body);
const undo = (slug: string, as: StaffSession = alice) => post("backup/undo", { slug }, { as });
/** How many rows each module id has (a block moved must never be in two places or none). */
const rowsOf = async (moduleIds: number[]) =>
  (await handle.db.select({ id: modules.id, sectionId: modules.sectionId }).from(modules).where(inArray(modules.id, moduleIds))).length;
const moveBody = (source: Section, target: Section, extra: Record<string, unknown> = {}) => ({
  revision: source.revision,
  section_id: target.id,
  target_revision: target.revision,
  column: 0,
  parent: null,
  position: 0,
  ...extra,
});

describe("moving a block to another section", () => {
  it("moves it with its children in one write: both revisions, a linked backup each, one page revision", async () => {
    const faq = await page("faq");
    // An empty section after the FAQ's: the block goes into its empty column.
    const created = sectionResultSchema.parse((await post("section", { page_id: faq.id, model: { colour: "white", layout: 0 } })).body).section;
    const source = faq.modules[0];
    const list = faqList(source);
    const before = await history(faq.id);
    const revisionsBefore = await handle.db.select({ id: pageRevisions.id }).from(pageRevisions).where(eq(pageRevisions.pageId, faq.id));

    const response = await post(`faq/${list.id}/move`, moveBody(source, created));
    expect(response.status).toBe(200);
    const answer = moduleMovedAcrossSchema.parse(response.body);
    expect(answer.section.id).toBe(source.id);
    expect(answer.target.id).toBe(created.id);
    expect(answer.section.revision).toBe((source.revision ?? 0) + 1);
    expect(answer.target.revision).toBe((created.revision ?? 0) + 1);
    expect(allIds(answer.section)).not.toContain(list.id);
    const moved = answer.target.model.columns[0].children[0];
    expect(moved.id).toBe(list.id);
    expect(moved.children.map((c) => c.id)).toEqual(list.children.map((c) => c.id));
    // The list it left is renumbered.
    for (const column of answer.section.model.columns) expect(column.children.map((m) => m.order)).toEqual(column.children.map((_, i) => i));
    // Both stacks took a backup, the source's first: the page's last change is the target's entry.
    const after = await history(faq.id);
    expect(after.history).toEqual([...before.history, source.slug, created.slug]);
    const revisionsAfter = await handle.db.select({ action: pageRevisions.action }).from(pageRevisions).where(eq(pageRevisions.pageId, faq.id));
    expect(revisionsAfter.length - revisionsBefore.length).toBe(1);
    const listed = revisionListSchema.parse((await get(`revision?page_id=${faq.id}`)).body).results[0];
    expect(listed.action).toBe("module.move");
    expect(listed.changes?.blocks.moved).toBeGreaterThan(0);
    expect(listed.changes?.blocks.removed).toBe(0);

    // The page-wide "undo last change" undoes the target's entry: both sections come back.
    const undone = await undo(created.slug);
    expect(undone.status).toBe(200);
    const result = undoResultSchema.parse(undone.body);
    expect(result.section?.id).toBe(created.id);
    expect(allIds(result.section as Section)).toEqual([]);
    expect(result.linked?.map((l) => l.section?.id)).toEqual([source.id]);
    expect(allIds(result.linked?.[0].section as Section)).toEqual(allIds(source));
    expect(result.depth).toBe(before.stacks[created.slug] ?? 0);
    expect(result.linked?.[0].depth).toBe(before.stacks[source.slug] ?? 0);
    // New revisions above every one an editor holds.
    expect(result.section?.revision).toBeGreaterThan(answer.target.revision ?? 0);
    expect(result.linked?.[0].section?.revision).toBeGreaterThan(answer.section.revision ?? 0);
    expect((await history(faq.id)).history).toEqual(before.history);
    const again = await page("faq");
    expect(ids(again.modules[0])).toEqual(ids(source));
    expect(await rowsOf([list.id, ...list.children.map((c) => c.id)])).toBe(1 + list.children.length);
  });

  it("undoes from the section the block left too, and never leaves it in both or in neither", async () => {
    const [first, second] = (await about()).modules;
    const block = first.model.columns[0].children[0];
    const response = await post(`${block.module}/${block.id}/move`, moveBody(first, second, { position: 1 }));
    expect(response.status).toBe(200);
    const { target } = moduleMovedAcrossSchema.parse(response.body);
    expect(target.model.columns[0].children[1].id).toBe(block.id);
    expect(await rowsOf([block.id])).toBe(1);

    const result = undoResultSchema.parse((await undo(first.slug, bob)).body);
    expect(result.linked?.map((l) => l.section?.id)).toEqual([second.id]);
    const [a, b] = (await about()).modules;
    expect(ids(a)).toEqual(ids(first));
    expect(ids(b)).toEqual(ids(second));
    expect(await rowsOf([block.id])).toBe(1);
  });

  it("refuses to undo one side alone when the other section changed since (409), and undoes both once that change is undone", async () => {
    const [first, second] = (await about()).modules;
    const block = first.model.columns[0].children[0];
    const moved = moduleMovedAcrossSchema.parse((await post(`${block.module}/${block.id}/move`, moveBody(first, second))).body);
    // Then the target section changes again: its block is edited.
    const other = moved.target.model.columns[0].children[1];
    const edited = await post(`${other.module}/${other.id}`, { revision: moved.target.revision, model: other.model });
    expect(edited.status).toBe(200);

    const refused = await undo(first.slug);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(second.slug);
    // Machine-readable: the client tells this apart from other conflicts of an undo.
    expect(refused.body.reason).toBe("linked");
    const unchanged = (await about()).modules;
    expect(unchanged[0].revision).toBe(moved.section.revision);
    expect(allIds(unchanged[1])).toContain(block.id);

    // The target's later change first, then the move: both sections as before.
    expect((await undo(second.slug)).status).toBe(200);
    expect(undoResultSchema.parse((await undo(first.slug)).body).linked?.[0].section?.id).toBe(second.id);
    const [a, b] = (await about()).modules;
    expect(ids(a)).toEqual(ids(first));
    expect(ids(b)).toEqual(ids(second));
    expect(await rowsOf([block.id])).toBe(1);
  });

  it("answers 409 when either section changed, and changes nothing", async () => {
    const [first, second] = (await about()).modules;
    const block = first.model.columns[0].children[0];
    const stacks = await history((await about()).id);
    for (const body of [
      moveBody(first, second, { revision: (first.revision ?? 0) - 1 }),
      moveBody(first, second, { target_revision: (second.revision ?? 0) - 1 }),
    ]) {
      const response = await post(`${block.module}/${block.id}/move`, body);
      expect(response.status).toBe(409);
      expect(typeof response.body.current_revision).toBe("number");
    }
    const [a, b] = (await about()).modules;
    expect([a.revision, b.revision]).toEqual([first.revision, second.revision]);
    expect(ids(a)).toEqual(ids(first));
    expect(await history((await about()).id)).toEqual(stacks);
  });

  it("two moves at once in opposite directions: one is done, the other refused (409), no deadlock", async () => {
    const [first, second] = (await about()).modules;
    const a = first.model.columns[0].children[0];
    const b = second.model.columns[0].children[0];
    const results = await Promise.all([
      post(`${a.module}/${a.id}/move`, moveBody(first, second)),
      post(`${b.module}/${b.id}/move`, moveBody(second, first), { as: bob }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await rowsOf([a.id, b.id])).toBe(2);
    const done = results.findIndex((r) => r.status === 200);
    await undo(done === 0 ? second.slug : first.slug);
    const [x, y] = (await about()).modules;
    expect(ids(x)).toEqual(ids(first));
    expect(ids(y)).toEqual(ids(second));
  });

  it("refuses invalid targets: no target revision, a list item, a missing column, another page or language, an unknown section", async () => {
    const [first, second] = (await about()).modules;
    const block = first.model.columns[0].children[0];
    const path = `${block.module}/${block.id}/move`;
    const { target_revision: _, ...withoutTargetRevision } = moveBody(first, second);
    expect((await post(path, withoutTargetRevision)).status).toBe(400);
    const columns = second.model.columns.length;
    expect((await post(path, moveBody(first, second, { column: columns }))).status).toBe(400);
    // A block of a column into a module of the target: no module holds it.
    const holder = second.model.columns[0].children[0];
    expect((await post(path, moveBody(first, second, { parent: holder.id }))).status).toBe(400);

    const faq = (await page("faq")).modules[0];
    const list = faqList(faq);
    const item = list.children[0];
    // A section of another page.
    expect((await post(path, moveBody(first, faq))).status).toBe(400);
    // A list item stays in its list, even into a list of another section.
    const created = sectionResultSchema.parse((await post("section", { page_id: (await page("faq")).id, model: { layout: 0 } })).body).section;
    expect((await post(`faq-item/${item.id}/move`, moveBody(faq, created))).status).toBe(400);
    // A section of the other language, and one that does not exist.
    const english = (await page("festival/about-us", "en")).modules[0];
    expect((await post(path, moveBody(first, english))).status).toBe(404);
    expect((await post(path, moveBody(first, { ...second, id: 999_999 }))).status).toBe(404);
    // Without the CSRF token nothing happens.
    expect((await post(path, moveBody(first, second), { csrf: false })).status).toBe(403);

    const [a, b] = (await about()).modules;
    expect([a.revision, b.revision]).toEqual([first.revision, second.revision]);
    expect(ids(a)).toEqual(ids(first));
    expect(ids(b)).toEqual(ids(second));
  });

  it("keeps the move within its section when section_id names its own section", async () => {
    const first = (await about()).modules.find((s) => s.model.columns.some((c) => c.children.length > 1)) as Section;
    const column = first.model.columns.find((c) => c.children.length > 1) as Section["model"]["columns"][number];
    const [block, next] = column.children;
    const response = await post(`${block.module}/${block.id}/move`, moveBody(first, first, { column: column.index, position: 1, target_revision: 0 }));
    expect(response.status).toBe(200);
    const { section } = sectionResultSchema.parse(response.body);
    expect((section.model.columns.find((c) => c.index === column.index)?.children ?? []).slice(0, 2).map((m) => m.id)).toEqual([next.id, block.id]);
    expect(response.body.target).toBeUndefined();
    await undo(first.slug);
  });

  it("names both sections for the caches", async () => {
    const watcher = await watchContentVersion(handle);
    const changes: ContentChange[] = [];
    const stop = watcher.onChange((change) => changes.push(change));
    try {
      const [first, second] = (await about()).modules;
      const block = first.model.columns[0].children[0];
      expect((await post(`${block.module}/${block.id}/move`, moveBody(first, second))).status).toBe(200);
      const keys = (table: string) =>
        new Set(changes.flatMap((change) => (change.kind === "write" && change.table === table && Array.isArray(change.keys) ? change.keys : [])));
      await expect.poll(() => [...keys("modules")].sort()).toEqual(expect.arrayContaining([`section:${first.id}`, `section:${second.id}`]));
      await expect.poll(() => [...keys("sections")]).toEqual(expect.arrayContaining([`section:${first.id}`, `section:${second.id}`]));
      await undo(second.slug);
    } finally {
      stop();
      await watcher.stop();
    }
  });
});

/** How often `work` reads the row of module `id` by its id (the database client's logger sees each query). */
async function readsOfModuleRow(id: number, work: () => Promise<unknown>): Promise<number> {
  const queries = await queriesWithParamsOf(work);
  return queries.filter(({ text, params }) => /from "modules" where "modules"\."id" = \$1$/.test(text) && params[0] === id).length;
}

describe("the moved block's row", () => {
  it("is read twice for a move: once to find its section, once more under that section's lock", async () => {
    const first = (await about()).modules.find((s) => s.model.columns.some((c) => c.children.length > 1)) as Section;
    const column = first.model.columns.find((c) => c.children.length > 1) as Section["model"]["columns"][number];
    const block = column.children[0];
    let within = 0;
    expect(
      await readsOfModuleRow(block.id, async () => {
        within = (await post(`${block.module}/${block.id}/move`, { revision: first.revision, column: column.index, parent: null, position: 1 })).status;
      }),
    ).toBe(2);
    expect(within).toBe(200);
    await undo(first.slug);

    const [source, target] = (await about()).modules;
    const moving = source.model.columns[0].children[0];
    let across = 0;
    expect(
      await readsOfModuleRow(moving.id, async () => {
        across = (await post(`${moving.module}/${moving.id}/move`, moveBody(source, target))).status;
      }),
    ).toBe(2);
    expect(across).toBe(200);
    await undo(target.slug);
  });
});

/** Where a module is now: the ids of the sections holding it (exactly one, always). */
const sectionsOf = async (moduleId: number) =>
  (await handle.db.select({ sectionId: modules.sectionId }).from(modules).where(eq(modules.id, moduleId))).map((r) => r.sectionId);

describe("writes that change several sections form a group, undone together", () => {
  it("a version restored across a move: undoing one section's entry puts back every section the restore changed", async () => {
    const [first, second] = (await about()).modules;
    const block = first.model.columns[0].children[0];
    expect((await post(`${block.module}/${block.id}/move`, moveBody(first, second))).status).toBe(200);
    const aboutId = (await about()).id;
    const [moveVersion, beforeMove] = revisionListSchema.parse((await get(`revision?page_id=${aboutId}`)).body).results;
    expect(moveVersion.action).toBe("module.move");
    expect((await post(`revision/${beforeMove.id}/restore`, {})).status).toBe(200);
    expect(await sectionsOf(block.id)).toEqual([first.id]);

    // Undo of only the section the block came back to would leave it in neither section.
    const undone = await undo(first.slug);
    expect(undone.status).toBe(200);
    const result = undoResultSchema.parse(undone.body);
    expect(result.linked?.map((l) => l.slug)).toEqual([second.slug]);
    expect(result.linked?.[0].section?.id).toBe(second.id);
    expect(await sectionsOf(block.id)).toEqual([second.id]);
    // Then the move itself, from either side.
    expect((await undo(second.slug)).status).toBe(200);
    expect(await sectionsOf(block.id)).toEqual([first.id]);
    const [a, b] = (await about()).modules;
    expect(ids(a)).toEqual(ids(first));
    expect(ids(b)).toEqual(ids(second));
  });

  it("a restore that removes a section a block was moved into: the group brings the section back with the block", async () => {
    const faq = await page("faq");
    const created = sectionResultSchema.parse((await post("section", { page_id: faq.id, model: { colour: "white", layout: 0 } })).body).section;
    const source = (await page("faq")).modules[0];
    const list = faqList(source);
    expect((await post(`faq/${list.id}/move`, moveBody(source, created))).status).toBe(200);
    const versions = revisionListSchema.parse((await get(`revision?page_id=${faq.id}`)).body).results;
    const beforeCreate = versions[2];
    expect(versions.slice(0, 2).map((v) => v.action)).toEqual(["module.move", "section.create"]);
    expect((await post(`revision/${beforeCreate.id}/restore`, {})).status).toBe(200);
    expect(await sectionsOf(list.id)).toEqual([source.id]);

    const result = undoResultSchema.parse((await undo(source.slug)).body);
    expect(result.linked?.map((l) => [l.slug, l.section?.id])).toEqual([[created.slug, created.id]]);
    expect(await sectionsOf(list.id)).toEqual([created.id]);
    expect(await rowsOf([list.id, ...list.children.map((c) => c.id)])).toBe(1 + list.children.length);
    // The move, then the section's creation: the page as it was.
    expect((await undo(created.slug)).status).toBe(200);
    expect(undoResultSchema.parse((await undo(created.slug)).body).deleted).toBe(created.slug);
    expect(ids((await page("faq")).modules[0])).toEqual(ids(source));
  });

  it("a discarded draft across a move is one group too", async () => {
    const aboutId = (await about()).id;
    expect((await post("draft", { page_id: aboutId })).status).toBe(201);
    const [first, second] = (await about()).modules;
    const block = first.model.columns[0].children[0];
    expect((await post(`${block.module}/${block.id}/move`, moveBody(first, second))).status).toBe(200);
    expect((await post("draft/discard", { page_id: aboutId })).status).toBe(200);
    expect(await sectionsOf(block.id)).toEqual([first.id]);

    const result = undoResultSchema.parse((await undo(second.slug)).body);
    expect(result.linked?.map((l) => l.slug)).toEqual([first.slug]);
    expect(await sectionsOf(block.id)).toEqual([second.id]);
    expect((await undo(first.slug)).status).toBe(200);
    expect(await sectionsOf(block.id)).toEqual([first.id]);
  });
});

describe("a block in another section than the client thinks", () => {
  it("answers 409 with the section it is in now, for update, copy, delete and moves", async () => {
    const [first, second] = (await about()).modules;
    const block = first.model.columns[0].children[0];
    const moved = moduleMovedAcrossSchema.parse((await post(`${block.module}/${block.id}/move`, moveBody(first, second))).body);
    // A stale client that still shows the block in the first section, holding a revision that
    // happens to be the second section's now: the revision alone would pass.
    const stale = { revision: moved.target.revision, section_id: first.id };
    const node = moved.target.model.columns[0].children[0];
    const answers = [
      await post(`${block.module}/${block.id}`, { ...stale, model: node.model }),
      await post(`${block.module}/${block.id}/copy`, stale),
      await call("POST", `${block.module}/${block.id}/move`, {
        revision: moved.target.revision,
        from_section_id: first.id,
        column: 0,
        parent: null,
        position: 1,
      }),
      // A move to the second section it is in already: not a silent move within it.
      await post(`${block.module}/${block.id}/move`, { ...moveBody(first, moved.target), revision: moved.target.revision, from_section_id: first.id }),
    ];
    const deleted = await app.request(`/de/pageeditor-api/${block.module}/${block.id}?revision=${moved.target.revision}&section_id=${first.id}`, {
      method: "DELETE",
      headers: alice.writeHeaders,
    });
    answers.push({ status: deleted.status, body: await deleted.json() });
    for (const answer of answers) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ section_id: second.id, current_revision: moved.target.revision });
    }
    const [a, b] = (await about()).modules;
    expect([a.revision, b.revision]).toEqual([moved.section.revision, moved.target.revision]);
    expect(ids(b)).toEqual(ids(moved.target));
    // Naming the right section, the same writes go through.
    const updated = await post(`${block.module}/${block.id}`, { revision: moved.target.revision, section_id: second.id, model: node.model });
    expect(updated.status).toBe(200);
    await undo(second.slug);
    await undo(second.slug);
    expect(await sectionsOf(block.id)).toEqual([first.id]);
    // Bad values are refused.
    expect((await post(`${block.module}/${block.id}`, { revision: 0, section_id: "x", model: node.model })).status).toBe(400);
  });
});

describe("trimming the backups", () => {
  it("trims a group as a unit: no entry waits for a partner that is gone", async () => {
    const [first, second] = (await about()).modules;
    const block = first.model.columns[0].children[0];
    expect((await post(`${block.module}/${block.id}/move`, moveBody(first, second))).status).toBe(200);
    const depth = async (slug: string) => (await history((await about()).id)).stacks[slug] ?? 0;
    const secondDepth = await depth(second.slug);
    const [top] = await handle.db.select().from(sectionBackups).where(eq(sectionBackups.sectionSlug, first.slug)).orderBy(desc(sectionBackups.id)).limit(1);
    // The first section's stack fills up with other changes (stored directly: 50 writes are slow).
    const filler = { ...(top.snapshot as Record<string, unknown>), link: undefined };
    for (let i = 0; i < BACKUPS_PER_SLUG - 1; i++) {
      await handle.db.insert(sectionBackups).values({ sectionSlug: first.slug, pageId: top.pageId, locale: top.locale, snapshot: filler, userId: null });
    }
    const now = (await about()).modules[0];
    expect((await post(`section/${now.id}`, { revision: now.revision, model: now.model })).status).toBe(200);
    // The move's entry went from the first stack, and its partner from the second.
    expect(await depth(first.slug)).toBe(BACKUPS_PER_SLUG);
    expect(await depth(second.slug)).toBe(secondDepth - 1);
    const left = await handle.db.select({ snapshot: sectionBackups.snapshot }).from(sectionBackups).where(eq(sectionBackups.sectionSlug, second.slug));
    expect(left.some((row) => JSON.stringify(row.snapshot).includes((top.snapshot as { link: { id: string } }).link.id))).toBe(false);
  });
});
