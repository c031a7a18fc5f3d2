import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { type ModuleNode, pageSchema, type Section, sectionSchema } from "../../schemas/api";
import {
  backupStacksSchema,
  editorErrorSchema,
  mediaListSchema,
  moduleResultSchema,
  revisionListSchema,
  sectionListSchema,
  sectionResultSchema,
  tempFileSchema,
  undoResultSchema,
} from "../../schemas/editor";
import { addableModules } from "../../schemas/generated/module-contract";
import { moduleSchemas } from "../../schemas/generated/module-schemas";
import { createContentApp } from "../app";
import { mediaPathPattern } from "../editor/media";
import { modules, sectionBackups } from "../db/schema";
import { createContentService } from "../service";

let handle: Awaited<ReturnType<typeof openTestContentApp>>["handle"];
let app: Awaited<ReturnType<typeof openTestContentApp>>["app"];
/** Mail settings and server secret of the app under test, which every instance of one site shares. */
let mail: Awaited<ReturnType<typeof openTestContentApp>>["service"]["mail"];
let mediaDir: string;
let alice: StaffSession;
let bob: StaffSession;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), "editor-media-"));
  let service: Awaited<ReturnType<typeof openTestContentApp>>["service"];
  ({ handle, app, service } = await openTestContentApp({ mediaDir }));
  mail = service.mail;
  alice = await staffSession(app, handle.db, { username: "Alice" });
  bob = await staffSession(app, handle.db, { username: "Bob" });
});
afterAll(async () => {
  await handle?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const url = (p: string, locale = "de") => `/${locale}/pageeditor-api/${p}`;

interface CallOptions {
  as?: StaffSession | null;
  csrf?: boolean;
  locale?: string;
}

/** One editor call; JSON in, JSON out. */
async function call(method: "GET" | "POST" | "DELETE", p: string, body?: unknown, { as = alice, csrf = true, locale = "de" }: CallOptions = {}) {
  const headers: Record<string, string> = as ? { ...(method === "GET" || !csrf ? as.headers : as.writeHeaders) } : {};
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await app.request(url(p, locale), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: await response.json().catch(() => null) };
}
const get = (p: string, options?: CallOptions) => call("GET", p, undefined, options);
const post = (p: string, body: unknown = {}, options?: CallOptions) => call("POST", p, body, options);
const del = (p: string, options?: CallOptions) => call("DELETE", p, undefined, options);
/** The bytes the site serves for a library path. */
const served = async (libraryPath: string) => Buffer.from(await (await app.request(`/media/${libraryPath}`)).arrayBuffer());

/** A page as staff sees it. */
async function page(p: string, locale = "de") {
  const response = await app.request(url(`page/${p}`, locale), { headers: alice.headers });
  expect(response.status).toBe(200);
  return pageSchema.parse(await response.json());
}

const topLevel = (section: Section, column = 0) => section.model.columns[column].children;
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
const firstOf = (section: Section, name: string) => {
  const node = allNodes(section).find((n) => n.module === name);
  if (!node) throw new Error(`no ${name} in ${section.slug}`);
  return node;
};

describe("access", () => {
  it("answers 401 without a staff session, in the page's language, never cached", async () => {
    for (const [method, p] of [
      ["GET", "section/1"],
      ["GET", "headline?section=1"],
      ["POST", "headline"],
      ["DELETE", "headline/1?revision=1"],
      ["POST", "backup/undo"],
      ["GET", "revision?page_id=1"],
      ["GET", "media"],
    ] as const) {
      const response = await call(method, p, method === "POST" ? {} : undefined, { as: null });
      expect(response.status, `${method} ${p}`).toBe(401);
      expect(response.body).toEqual({ status: 401, message: "Bitte melden Sie sich an." });
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect((await get("section/1", { as: null, locale: "en" })).body.message).toBe("Please log in.");
  });

  it("answers 403 to a write without the CSRF token", async () => {
    const impressum = await page("impressum");
    const section = impressum.modules[0];
    const headline = firstOf(section, "headline");
    const refused = await post(`headline/${headline.id}`, { revision: section.revision, model: { headline_level: 2, content: "x" } }, { csrf: false });
    expect(refused.status).toBe(403);
    expect((await del(`headline/${headline.id}?revision=${section.revision}`, { csrf: false })).status).toBe(403);
    expect((await page("impressum")).modules[0].revision).toBe(section.revision);
  });

  it("answers 403 to every state-changing call without the CSRF token, before doing anything", async () => {
    const impressum = await page("impressum");
    const section = impressum.modules[0];
    const headline = firstOf(section, "headline");
    const writes = [
      ["POST", "section", { page_id: impressum.id, position: 0, model: { colour: "white", layout: 0 } }],
      ["POST", `section/${section.id}`, { revision: section.revision, model: { colour: "red", layout: 0 } }],
      ["DELETE", `section/${section.id}?revision=${section.revision}`, undefined],
      ["POST", `section/${section.id}/copy`, { revision: section.revision }],
      ["POST", `section/${section.id}/move`, { revision: section.revision, position: 1 }],
      ["POST", "container", { slug: "csrf-probe", parent: null, content_type: "production", object_id: 1 }],
      ["POST", "backup/undo", { slug: section.slug }],
      ["POST", "revision/1/restore", {}],
      ["POST", "headline", { section: section.id, revision: section.revision, column: 0, position: 0, model: { headline_level: 2, content: "x" } }],
      ["POST", `headline/${headline.id}/copy`, { revision: section.revision }],
      ["POST", `headline/${headline.id}/move`, { revision: section.revision, position: 1 }],
    ] as const;
    for (const [method, p, payload] of writes) {
      const response = await call(method, p, payload, { csrf: false });
      expect(response.status, `${method} ${p}`).toBe(403);
    }
    const after = await page("impressum");
    expect(after.modules.map((s) => [s.slug, s.revision, s.model.colour])).toEqual(impressum.modules.map((s) => [s.slug, s.revision, s.model.colour]));
    expect((await get("container/by-slug/csrf-probe", { as: null })).status).not.toBe(200);
  });

  it("answers reads with no-store", async () => {
    const impressum = await page("impressum");
    const response = await get(`section/${impressum.modules[0].id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(sectionResultSchema.parse(response.body).section.slug).toBe(impressum.modules[0].slug);
  });
});

describe("module data validation", () => {
  let section: Section;
  beforeAll(async () => {
    section = (await page("impressum")).modules[0];
  });
  const create = (name: string, model: Record<string, unknown>) =>
    post(name, { section_id: section.id, revision: section.revision, column: 0, parent: null, position: 0, model });

  it("refuses a headline without content with field errors", async () => {
    const response = await create("headline", { headline_level: 2 });
    expect(response.status).toBe(400);
    const body = editorErrorSchema.parse(response.body);
    expect(body.errors).toContainEqual(expect.objectContaining({ path: "/content", keyword: "required" }));
  });

  it("refuses headline level 7", async () => {
    const response = await create("headline", { headline_level: 7, content: "Zu tief" });
    expect(response.status).toBe(400);
    expect(response.body.errors.some((e: { path: string }) => e.path === "/headline_level")).toBe(true);
  });

  it("refuses a full-teaser text over 256 characters", async () => {
    const response = await create("full-teaser", { headline: "Teaser", text: "x".repeat(257) });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual(expect.objectContaining({ path: "/text", keyword: "maxLength" }));
    expect((await create("full-teaser", { headline: "Teaser", text: "x".repeat(256) })).status).toBe(201);
  });

  it("refused writes change nothing", async () => {
    const before = (await page("impressum")).modules[0];
    await create("headline", { headline_level: 2 });
    expect((await page("impressum")).modules[0]).toEqual(before);
  });

  it("answers 404 for an unknown module name", async () => {
    expect((await create("marquee", { content: "x" })).status).toBe(404);
    expect((await get("marquee/1")).status).toBe(404);
    expect((await get(`marquee?section=${section.id}`)).status).toBe(404);
  });

  it("answers 400 for a malformed body", async () => {
    const response = await post("headline", { section_id: section.id, model: {} });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/revision/);
  });

  it("strips a script from rich text", async () => {
    const current = (await page("impressum")).modules[0];
    const text = firstOf(current, "text");
    const response = await post(`text/${text.id}`, {
      revision: current.revision,
      model: { content: '<p>Hallo<script>alert("x")</script> <a href="javascript:alert(1)">Welt</a></p>' },
    });
    expect(response.status).toBe(200);
    const saved = moduleResultSchema.parse(response.body).module.model.content as string;
    expect(saved).not.toMatch(/script|javascript/i);
    expect(saved).toContain("Hallo");
    const [row] = await handle.db.select().from(modules).where(eq(modules.id, text.id));
    expect(JSON.stringify(row.data)).not.toMatch(/script/i);
  });

  it("keeps list items in their lists", async () => {
    const current = (await page("impressum")).modules[0];
    const inColumn = await post("teaser-item", { section_id: current.id, revision: current.revision, column: 0, parent: null, model: { headline: "x" } });
    expect(inColumn.status).toBe(400);
    const headline = firstOf(current, "headline");
    const inHeadline = await post("text", { section_id: current.id, revision: current.revision, column: 0, parent: headline.id, model: { content: "x" } });
    expect(inHeadline.status).toBe(400);
    const noColumn = await post("text", { section_id: current.id, revision: current.revision, column: 2, parent: null, model: { content: "x" } });
    expect(noColumn.status).toBe(400);
  });
});

describe("module writes", () => {
  const faqSection = async () => (await page("faq")).modules[0];

  it("creates a module at the given place and bumps the section's revision", async () => {
    const section = (await page("impressum")).modules[0];
    const response = await post("headline", {
      section_id: section.id,
      revision: section.revision,
      column: 0,
      parent: null,
      position: 1,
      model: { headline_level: 3, content: "Neu" },
    });
    expect(response.status).toBe(201);
    const { section: after, module } = moduleResultSchema.parse(response.body);
    expect(module).toMatchObject({ module: "headline", model: { headline_level: 3, content: "Neu" }, parent: section.id, order: 1 });
    expect(module.slug).toMatch(/^headline-/);
    expect(after.revision).toBe((section.revision ?? 0) + 1);
    expect(topLevel(after)[1].id).toBe(module.id);
    expect(topLevel(after).map((m) => m.order)).toEqual(topLevel(after).map((_, i) => i));
    // The page shows it too.
    expect(topLevel((await page("impressum")).modules[0])[1].id).toBe(module.id);
  });

  it.each(addableModules)("stores a new %s from its schema's first example, shows it on the page and deletes it", async (name) => {
    const section = (await page("impressum")).modules[0];
    const model = (moduleSchemas[name] as { examples: Record<string, unknown>[] }).examples[0];
    const created = await post(name, { section_id: section.id, revision: section.revision, column: 0, parent: null, position: 0, model });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { module, section: after } = moduleResultSchema.parse(created.body);
    expect(module.module).toBe(name);
    expect(topLevel((await page("impressum")).modules[0])[0].id).toBe(module.id);
    expect((await del(`${name}/${module.id}?revision=${after.revision}`)).status).toBe(200);
    expect(topLevel((await page("impressum")).modules[0]).map((m) => m.id)).toEqual(topLevel(section).map((m) => m.id));
  });

  it("creates a child inside a list", async () => {
    const section = await faqSection();
    const faq = firstOf(section, "faq");
    const response = await post("faq-item", { section_id: section.id, revision: section.revision, parent: faq.id, model: { content: "Neue Frage?" } });
    expect(response.status).toBe(201);
    const { module, section: after } = moduleResultSchema.parse(response.body);
    expect(module.parent).toBe(faq.id);
    const list = firstOf(after, "faq").children;
    expect(list.at(-1)?.id).toBe(module.id);
    expect(list).toHaveLength(faq.children.length + 1);
  });

  it("shows and lists modules with the section's revision", async () => {
    const section = await faqSection();
    const faq = firstOf(section, "faq");
    const shown = await get(`faq/${faq.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ module: { id: faq.id, slug: faq.slug }, section_id: section.id, revision: section.revision });
    const listed = await get(`faq-item?section=${section.id}`);
    expect(listed.body.results.length).toBeGreaterThanOrEqual(faq.children.length);
    expect(listed.body.results.every((m: ModuleNode) => m.module === "faq-item")).toBe(true);
    expect((await get(`headline/${faq.id}`)).status).toBe(404);
  });

  it("updates a module's data", async () => {
    const section = (await page("impressum")).modules[0];
    const headline = firstOf(section, "headline");
    const response = await post(`headline/${headline.id}`, { revision: section.revision, model: { headline_level: 2, content: "Geändert" } });
    expect(response.status).toBe(200);
    const { module, section: after } = moduleResultSchema.parse(response.body);
    expect(module).toMatchObject({ id: headline.id, slug: headline.slug, model: { headline_level: 2, content: "Geändert" } });
    expect(after.revision).toBe((section.revision ?? 0) + 1);
  });

  it("copies a module with its children: new ids and slugs, right after the original", async () => {
    const section = await faqSection();
    const faq = firstOf(section, "faq");
    const response = await post(`faq/${faq.id}/copy`, { revision: section.revision });
    expect(response.status).toBe(200);
    const { module: copy, section: after } = moduleResultSchema.parse(response.body);
    expect(copy.id).not.toBe(faq.id);
    expect(copy.slug).not.toBe(faq.slug);
    expect(copy.model).toEqual(faq.model);
    expect(copy.children.map((c) => c.model)).toEqual(faq.children.map((c) => c.model));
    expect(copy.children.map((c) => c.children.length)).toEqual(faq.children.map((c) => c.children.length));
    const originalIds = new Set(allNodes(section).map((n) => n.id));
    const originalSlugs = new Set(allNodes(section).map((n) => n.slug));
    const copied = [copy, ...copy.children, ...copy.children.flatMap((c) => c.children)];
    expect(copied.some((n) => originalIds.has(n.id) || originalSlugs.has(n.slug))).toBe(false);
    const column = after.model.columns.find((c) => c.children.some((m) => m.id === faq.id));
    const ids = column?.children.map((m) => m.id) ?? [];
    expect(ids.indexOf(copy.id)).toBe(ids.indexOf(faq.id) + 1);
  });

  it("deletes a module with its children", async () => {
    const section = await faqSection();
    const faqs = allNodes(section).filter((n) => n.module === "faq");
    const victim = faqs.at(-1) as ModuleNode;
    const childIds = [...victim.children.map((c) => c.id), ...victim.children.flatMap((c) => c.children.map((g) => g.id))];
    const response = await del(`faq/${victim.id}?revision=${section.revision}`);
    expect(response.status).toBe(200);
    const after = sectionResultSchema.parse(response.body).section;
    expect(allNodes(after).some((n) => n.id === victim.id)).toBe(false);
    expect(
      await handle.db
        .select()
        .from(modules)
        .where(inArray(modules.id, [victim.id, ...childIds])),
    ).toEqual([]);
    for (const column of after.model.columns) expect(column.children.map((m) => m.order)).toEqual(column.children.map((_, i) => i));
  });

  it("moves a module within a list and to another column", async () => {
    const section = await faqSection();
    const [, middle] = section.model.columns;
    const last = middle.children.at(-1) as ModuleNode;
    const first = await post(`${last.module}/${last.id}/move`, { revision: section.revision, column: 1, parent: null, position: 0 });
    expect(first.status).toBe(200);
    const moved = sectionResultSchema.parse(first.body).section;
    expect(topLevel(moved, 1)[0].id).toBe(last.id);

    const other = await post(`${last.module}/${last.id}/move`, { revision: moved.revision, column: 2, parent: null, position: 0 });
    expect(other.status).toBe(200);
    const twice = sectionResultSchema.parse(other.body).section;
    expect(topLevel(twice, 2).map((m) => m.id)).toContain(last.id);
    expect(topLevel(twice, 1).map((m) => m.id)).not.toContain(last.id);
    // Its children went along.
    const node = topLevel(twice, 2).find((m) => m.id === last.id) as ModuleNode;
    expect(node.children.map((c) => c.id)).toEqual(last.children.map((c) => c.id));
  });

  it("moves a child to another list of the same type, and refuses a list item in a column", async () => {
    const section = await faqSection();
    const [a, b] = allNodes(section).filter((n) => n.module === "faq");
    const item = a.children[0];
    const refused = await post(`faq-item/${item.id}/move`, { revision: section.revision, column: 0, parent: null, position: 0 });
    expect(refused.status).toBe(400);
    const response = await post(`faq-item/${item.id}/move`, { revision: section.revision, parent: b.id, position: 1 });
    expect(response.status).toBe(200);
    const after = sectionResultSchema.parse(response.body).section;
    const target = allNodes(after).find((n) => n.id === b.id) as ModuleNode;
    expect(target.children[1].id).toBe(item.id);
    expect(target.children.map((c) => c.order)).toEqual(target.children.map((_, i) => i));
  });
});

describe("section writes", () => {
  it("creates an empty section at a position", async () => {
    const before = await page("festivalzentrum");
    const response = await post("section", { page_id: before.id, position: 1, model: { colour: "red", layout: 3 } });
    expect(response.status).toBe(201);
    const { section } = sectionResultSchema.parse(response.body);
    expect(section.model).toMatchObject({ colour: "red", layout: 3 });
    expect(section.model.columns.map((c) => c.children)).toEqual([[], []]);
    expect(section.revision).toBe(1);
    const after = await page("festivalzentrum");
    expect(after.modules.map((s) => s.id)).toEqual([before.modules[0].id, section.id, ...before.modules.slice(1).map((s) => s.id)]);
    expect(after.modules.map((s) => s.order)).toEqual(after.modules.map((_, i) => i));
    const listed = sectionListSchema.parse((await get(`section?page_id=${before.id}`)).body);
    expect(listed.results.map((s) => s.id)).toEqual(after.modules.map((s) => s.id));
  });

  it("refuses invalid section data", async () => {
    const target = await page("festivalzentrum");
    const response = await post("section", { page_id: target.id, model: { colour: "pink", layout: 9 } });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(["/colour", "/layout"]));
  });

  it("updates colour and layout; a smaller layout moves the modules of lost columns to its last column", async () => {
    const sound = (await page("festivalzentrum")).modules.find((s) => s.slug === "centre-sound-de") as Section;
    expect(sound.model.columns).toHaveLength(3);
    const [c0, c1, c2] = sound.model.columns.map((c) => c.children.map((m) => m.id));
    const response = await post(`section/${sound.id}`, { revision: sound.revision, model: { ...sound.model, colour: "yellow", layout: 0 } });
    expect(response.status).toBe(200);
    const { section } = sectionResultSchema.parse(response.body);
    expect(section.model).toMatchObject({ colour: "yellow", layout: 0 });
    expect(section.model.columns).toHaveLength(1);
    expect(topLevel(section).map((m) => m.id)).toEqual([...c0, ...c1, ...c2]);
    expect(topLevel(section).map((m) => m.order)).toEqual(topLevel(section).map((_, i) => i));
    expect(section.revision).toBe((sound.revision ?? 0) + 1);
  });

  it("copies a section right after the original with new ids and slugs", async () => {
    const before = await page("festivalzentrum");
    const original = before.modules.find((s) => s.slug === "centre-intro-de") as Section;
    const response = await post(`section/${original.id}/copy`, { revision: original.revision });
    expect(response.status).toBe(200);
    const { section: copy } = sectionResultSchema.parse(response.body);
    expect(copy.id).not.toBe(original.id);
    expect(copy.slug).not.toBe(original.slug);
    expect(copy.model.columns.map((c) => c.children.map((m) => m.model))).toEqual(original.model.columns.map((c) => c.children.map((m) => m.model)));
    const ids = new Set(allNodes(original).map((n) => n.id));
    const slugs = new Set(allNodes(original).map((n) => n.slug));
    expect(allNodes(copy).some((n) => ids.has(n.id) || slugs.has(n.slug))).toBe(false);
    const order = (await page("festivalzentrum")).modules.map((s) => s.id);
    expect(order.indexOf(copy.id)).toBe(order.indexOf(original.id) + 1);
  });

  it("moves a section and answers the page's sections in their new order", async () => {
    const before = await page("festivalzentrum");
    const last = before.modules.at(-1) as Section;
    const response = await post(`section/${last.id}/move`, { revision: last.revision, position: 0 });
    expect(response.status).toBe(200);
    const { results } = sectionListSchema.parse(response.body);
    expect(results.map((s) => s.id)).toEqual([last.id, ...before.modules.slice(0, -1).map((s) => s.id)]);
    expect(results.map((s) => s.order)).toEqual(results.map((_, i) => i));
  });

  it("deletes a section with its modules", async () => {
    const before = await page("festivalzentrum");
    const victim = before.modules[1];
    const response = await del(`section/${victim.id}?revision=${victim.revision}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ deleted: victim.slug });
    const after = await page("festivalzentrum");
    expect(after.modules.map((s) => s.id)).toEqual(before.modules.filter((s) => s.id !== victim.id).map((s) => s.id));
    expect(await handle.db.select().from(modules).where(eq(modules.sectionId, victim.id))).toEqual([]);
    expect((await get(`section/${victim.id}`)).status).toBe(404);
    expect((await del(`section/${victim.id}?revision=${victim.revision}`)).status).toBe(404);
    expect((await del(`section/${before.modules[0].id}`)).status).toBe(400);
  });
});

describe("container", () => {
  it("creates the missing section of a detail page from the spec's body", async () => {
    const response = await post("container", { slug: "production-12", parent: null, content_type: "production", object_id: 12 });
    expect(response.status).toBe(201);
    const { section } = sectionResultSchema.parse(response.body);
    expect(section).toMatchObject({ slug: "production-12", content_type: "production", object_id: 12, model: { colour: "white", layout: 0 } });
    expect(section.model.columns).toEqual([{ index: 0, children: [] }]);
    const visitor = await app.request(url("container/by-slug/production-12"));
    expect(visitor.status).toBe(200);
    expect(sectionSchema.parse(await visitor.json()).id).toBe(section.id);
    // It takes modules like any section.
    const added = await post("text", { section_id: section.id, revision: section.revision, column: 0, parent: null, model: { content: "<p>Hallo</p>" } });
    expect(added.status).toBe(201);
  });

  it("refuses an existing slug with 409 and a malformed one with 400", async () => {
    expect((await post("container", { slug: "imprint-main-de", parent: null, content_type: null, object_id: null })).status).toBe(409);
    expect((await post("container", { slug: "Not A Slug", parent: null, content_type: null, object_id: null })).status).toBe(400);
  });

  it("refuses a content type that would not make a surrogate key (drizzle/0021): a space, capitals", async () => {
    for (const contentType of ["press release", "Production", "", "news:1"]) {
      expect((await post("container", { slug: "type-probe", parent: null, content_type: contentType, object_id: 1 })).status, contentType).toBe(400);
    }
  });
});

describe("stale revisions", () => {
  it("refuses the second of two saves made from the same revision, keeping the first", async () => {
    const loadedByAlice = (await page("datenschutz")).modules[0];
    const loadedByBob = (await page("datenschutz")).modules[0];
    const headline = firstOf(loadedByAlice, "headline");
    const saved = await post(`headline/${headline.id}`, { revision: loadedByAlice.revision, model: { headline_level: 2, content: "Von Alice" } });
    expect(saved.status).toBe(200);
    const stale = await post(`headline/${headline.id}`, { revision: loadedByBob.revision, model: { headline_level: 2, content: "Von Bob" } }, { as: bob });
    expect(stale.status).toBe(409);
    const body = editorErrorSchema.parse(stale.body);
    expect(body.current_revision).toBe(saved.body.section.revision);
    expect(firstOf((await page("datenschutz")).modules[0], "headline").model.content).toBe("Von Alice");
    // Every kind of write checks it.
    expect((await del(`headline/${headline.id}?revision=${loadedByBob.revision}`, { as: bob })).status).toBe(409);
    expect((await post(`section/${loadedByBob.id}/move`, { revision: loadedByBob.revision, position: 0 }, { as: bob })).status).toBe(409);
    expect((await post(`section/${loadedByBob.id}`, { revision: loadedByBob.revision, model: { colour: "red", layout: 0 } }, { as: bob })).status).toBe(409);
  });

  it("lets exactly one of two simultaneous saves from the same revision through", async () => {
    const section = (await page("datenschutz")).modules[0];
    const text = firstOf(section, "text");
    const save = (content: string, as: StaffSession) => post(`text/${text.id}`, { revision: section.revision, model: { content } }, { as });
    const statuses = (await Promise.all([save("<p>A</p>", alice), save("<p>B</p>", bob)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect((await page("datenschutz")).modules[0].revision).toBe((section.revision ?? 0) + 1);
  });
});

describe("backup and undo", () => {
  const aboutPage = () => page("festival/ueber-uns");
  const stacks = async (pageId: number) => backupStacksSchema.parse((await get(`backup?page_id=${pageId}`)).body).stacks;
  const undo = (slug: string, as: StaffSession = alice) => post("backup/undo", { slug }, { as });

  it("undoes an update, giving a revision no editor holds", async () => {
    const before = (await aboutPage()).modules[1];
    const quote = firstOf(before, "quote");
    const saved = await post(`quote/${quote.id}`, { revision: before.revision, model: { ...quote.model, content: "Neu zitiert" } });
    expect(saved.status).toBe(200);
    const response = await undo(before.slug);
    expect(response.status).toBe(200);
    const result = undoResultSchema.parse(response.body);
    expect(firstOf(result.section as Section, "quote").model).toEqual(quote.model);
    expect(result.section?.revision).not.toBe(before.revision);
    expect(result.section?.revision).not.toBe(saved.body.section.revision);
    expect(result.depth).toBe(0);
    // An editor holding either earlier revision is refused.
    expect((await post(`quote/${quote.id}`, { revision: saved.body.section.revision, model: quote.model })).status).toBe(409);
  });

  it("undoes a delete: the section comes back at its place with its ids and slugs", async () => {
    const before = await aboutPage();
    const victim = before.modules[2];
    expect((await del(`section/${victim.id}?revision=${victim.revision}`)).status).toBe(200);
    const result = undoResultSchema.parse((await undo(victim.slug)).body);
    expect(result.section?.id).toBe(victim.id);
    const after = await aboutPage();
    expect(after.modules.map((s) => s.id)).toEqual(before.modules.map((s) => s.id));
    const restored = after.modules[2];
    expect(allNodes(restored).map((n) => [n.id, n.slug, n.model])).toEqual(allNodes(victim).map((n) => [n.id, n.slug, n.model]));
  });

  it("undoes a create by removing the section", async () => {
    const before = await aboutPage();
    const created = sectionResultSchema.parse(
      (await post("section", { page_id: before.id, position: 0, model: { colour: "violet", layout: 0 } })).body,
    ).section;
    expect((await stacks(before.id))[created.slug]).toBe(1);
    const result = undoResultSchema.parse((await undo(created.slug)).body);
    expect(result).toEqual({ section: null, deleted: created.slug, depth: 0 });
    expect((await aboutPage()).modules.map((s) => s.id)).toEqual(before.modules.map((s) => s.id));
  });

  it("undoes a module move and a section move", async () => {
    const before = await aboutPage();
    const section = before.modules[0];
    const image = firstOf(section, "image");
    expect((await post(`image/${image.id}/move`, { revision: section.revision, column: 1, parent: null, position: 2 })).status).toBe(200);
    expect(topLevel((await aboutPage()).modules[0], 1).map((m) => m.id)).toContain(image.id);
    await undo(section.slug);
    expect((await aboutPage()).modules[0].model.columns.map((c) => c.children.map((m) => m.id))).toEqual(
      section.model.columns.map((c) => c.children.map((m) => m.id)),
    );

    const last = before.modules.at(-1) as Section;
    expect((await post(`section/${last.id}/move`, { revision: last.revision, position: 0 })).status).toBe(200);
    await undo(last.slug);
    expect((await aboutPage()).modules.map((s) => s.id)).toEqual(before.modules.map((s) => s.id));
  });

  it("is server state: undo works from another session and another server instance", async () => {
    const before = (await aboutPage()).modules[3];
    const link = firstOf(before, "link");
    await post(`link/${link.id}`, { revision: before.revision, model: { ...link.model, content: "Anders" } });
    const otherInstance = createContentApp(createContentService(handle.db, { cacheTtlMs: 0, mail }), { mediaDir, cacheDir: mediaDir });
    const response = await otherInstance.request(url("backup/undo"), {
      method: "POST",
      headers: bob.writeHeaders,
      body: JSON.stringify({ slug: before.slug }),
    });
    expect(response.status).toBe(200);
    expect(firstOf((await aboutPage()).modules[3], "link").model).toEqual(link.model);
  });

  it("tells the depth of each stack of the page, deleted sections too; undo twice goes two steps back", async () => {
    const target = await page("barrierefreiheit");
    const section = target.modules[0];
    const text = firstOf(section, "text");
    const first = await post(`text/${text.id}`, { revision: section.revision, model: { content: "<p>Eins</p>" } });
    await post(`text/${text.id}`, { revision: first.body.section.revision, model: { content: "<p>Zwei</p>" } });
    const victim = target.modules[2];
    await del(`section/${victim.id}?revision=${victim.revision}`);
    expect(await stacks(target.id)).toEqual({ [section.slug]: 2, [victim.slug]: 1 });
    // And the order the entries were pushed in, oldest first: "undo last change" after a reload.
    expect(backupStacksSchema.parse((await get(`backup?page_id=${target.id}`)).body).history).toEqual([section.slug, section.slug, victim.slug]);

    expect(undoResultSchema.parse((await undo(section.slug)).body).depth).toBe(1);
    const back = undoResultSchema.parse((await undo(section.slug)).body);
    expect(back.depth).toBe(0);
    expect(firstOf(back.section as Section, "text").model).toEqual(text.model);
    expect((await undo(section.slug)).status).toBe(404);
    expect(await stacks(target.id)).toEqual({ [victim.slug]: 1 });
    expect(backupStacksSchema.parse((await get(`backup?page_id=${target.id}`)).body).history).toEqual([victim.slug]);
  });

  it("keeps the newest 50 entries of a stack", async () => {
    let section = (await page("kontakt")).modules[1];
    const headline = firstOf(section, "headline");
    for (let i = 0; i < 52; i++) {
      const saved = await post(`headline/${headline.id}`, { revision: section.revision, model: { headline_level: 2, content: `Fassung ${i}` } });
      section = saved.body.section;
    }
    const rows = await handle.db.select().from(sectionBackups).where(eq(sectionBackups.sectionSlug, section.slug));
    expect(rows).toHaveLength(50);
    const result = undoResultSchema.parse((await undo(section.slug)).body);
    expect(firstOf(result.section as Section, "headline").model.content).toBe("Fassung 50");
    expect(result.depth).toBe(49);
  });
});

describe("page revisions", () => {
  it("lists the page's revisions newest first with author and action, after an initial one", async () => {
    const target = await page("programm");
    const section = target.modules[0];
    const headline = firstOf(section, "headline");
    await post(`headline/${headline.id}`, { revision: section.revision, model: { headline_level: 2, content: "Programm neu" } }, { as: bob });
    const response = await get(`revision?page_id=${target.id}`);
    expect(response.status).toBe(200);
    const { results } = revisionListSchema.parse(response.body);
    expect(results.map((r) => [r.author, r.action])).toEqual([
      ["Bob", "module.update"],
      [null, "initial"],
    ]);
    expect(Number.isNaN(Date.parse(results[0].created_at))).toBe(false);
    // The other language has its own list.
    expect(revisionListSchema.parse((await get(`revision?page_id=${target.id}`, { locale: "en" })).body).results).toEqual([]);
  });

  it("restores a revision as a new one: sections keep ids and slugs, with new revisions", async () => {
    const original = await page("programm");
    const [initial] = revisionListSchema.parse((await get(`revision?page_id=${original.id}`)).body).results.slice(-1);
    // More changes: a section deleted, one moved.
    const gallery = original.modules[2];
    await del(`section/${gallery.id}?revision=${gallery.revision}`);
    const last = original.modules.at(-1) as Section;
    await post(`section/${last.id}/move`, { revision: last.revision, position: 0 });
    const changed = await page("programm");

    const response = await post(`revision/${initial.id}/restore`);
    expect(response.status).toBe(200);
    const { results } = sectionListSchema.parse(response.body);
    const shape = (list: Section[]) => list.map((s) => ({ id: s.id, slug: s.slug, nodes: allNodes(s).map((n) => [n.id, n.slug, n.model, n.order]) }));
    const initialTree = (await get(`page/programm?version_id=${initial.id}`)).body.modules as Section[];
    expect(shape(results)).toEqual(shape(initialTree));
    expect(results.find((s) => s.id === gallery.id)?.slug).toBe(gallery.slug);
    for (const section of results) {
      const seen = [...original.modules, ...changed.modules].filter((s) => s.id === section.id).map((s) => s.revision);
      if (section.id === gallery.id || section.id === last.id || section.id === original.modules[0].id) {
        expect(seen, section.slug).not.toContain(section.revision);
      }
    }
    const list = revisionListSchema.parse((await get(`revision?page_id=${original.id}`)).body).results;
    expect(list[0]).toMatchObject({ action: "revision.restore", author: "Alice" });
    expect(shape((await page("programm")).modules)).toEqual(shape(initialTree));
    expect((await post("revision/99999999/restore")).status).toBe(404);
    expect((await post(`revision/${initial.id}/restore`, {}, { locale: "en" })).status).toBe(404);
  });

  it("previews a revision for staff with version_id; 404 for another page's; 403 for visitors", async () => {
    const target = await page("kontakt");
    const section = target.modules[0];
    const text = firstOf(section, "text");
    await post(`text/${text.id}`, { revision: section.revision, model: { content: "<p>Vorher</p>" } });
    const [, secondNewest] = revisionListSchema.parse((await get(`revision?page_id=${target.id}`)).body).results;
    const next = (await page("kontakt")).modules[0];
    await post(`text/${text.id}`, { revision: next.revision, model: { content: "<p>Nachher</p>" } });

    const latest = revisionListSchema.parse((await get(`revision?page_id=${target.id}`)).body).results[0];
    const preview = await app.request(url(`page/kontakt?version_id=${latest.id}`), { headers: alice.headers });
    expect(preview.status).toBe(200);
    expect(firstOf(pageSchema.parse(await preview.json()).modules[0], "text").model.content).toBe("<p>Nachher</p>");
    const older = await app.request(url(`page/kontakt?version_id=${secondNewest.id}`), { headers: alice.headers });
    expect(firstOf(pageSchema.parse(await older.json()).modules[0], "text").model.content).not.toBe("<p>Nachher</p>");

    expect((await app.request(url(`page/impressum?version_id=${latest.id}`), { headers: alice.headers })).status).toBe(404);
    expect((await app.request(url(`page/kontakt?version_id=abc`), { headers: alice.headers })).status).toBe(404);
    expect((await app.request(url(`page/kontakt?version_id=${latest.id}`))).status).toBe(403);
  });
});

describe("cached reads", () => {
  it("a write refreshes the visitors' cached page", async () => {
    const service = createContentService(handle.db, { cacheTtlMs: 60_000, mail });
    const cached = createContentApp(service, { mediaDir, cacheDir: mediaDir });
    const visitorPage = async () => pageSchema.parse(await (await cached.request(url("page/impressum"))).json());
    const section = (await visitorPage()).modules[0];
    const headline = firstOf(section, "headline");
    const response = await cached.request(url(`headline/${headline.id}`), {
      method: "POST",
      headers: alice.writeHeaders,
      body: JSON.stringify({ revision: section.revision, model: { headline_level: 2, content: "Frisch" } }),
    });
    expect(response.status).toBe(200);
    expect(firstOf((await visitorPage()).modules[0], "headline").model.content).toBe("Frisch");
  });
});

describe("media", () => {
  const upload = (body: Blob, name: string, as: StaffSession | null = alice, csrf = true) => {
    const form = new FormData();
    form.append("file", body, name);
    const headers: Record<string, string> = as ? (csrf ? { cookie: as.cookie, "X-CSRFToken": as.csrf } : { cookie: as.cookie }) : {};
    return app.request("/de/api/temp-files/", { method: "POST", headers, body: form });
  };
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 20, b: 60 } } })
      .png()
      .toBuffer();

  it("stores an uploaded image in the media library under a valid media path", async () => {
    const response = await upload(new Blob([new Uint8Array(await png())], { type: "image/png" }), "photo.png");
    expect(response.status).toBe(200);
    const { path: stored, url: link } = tempFileSchema.parse(await response.json());
    expect(stored).toMatch(new RegExp(`^uploads/${new Date().getUTCFullYear()}/[a-f0-9]+\\.png$`));
    expect(mediaPathPattern.test(stored)).toBe(true);
    expect(link).toBe(`/media/${stored}`);
    expect((await sharp(await served(stored)).metadata()).width).toBe(40);
    expect((await app.request(link)).status).toBe(200);

    // The picker lists it with its size, and a module accepts the path.
    const listed = mediaListSchema.parse((await get("media?q=uploads")).body).results;
    expect(listed).toContainEqual({ path: stored, url: link, width: 40, height: 30 });
    expect(mediaListSchema.parse((await get("media?q=no-such-image")).body).results).toEqual([]);
    const section = (await page("impressum")).modules[0];
    const image = await post("image", { section_id: section.id, revision: section.revision, column: 0, parent: null, model: { image: stored, alt: "Test" } });
    expect(image.status).toBe(201);
  });

  it("drops camera metadata (EXIF) from an uploaded photo", async () => {
    const photo = await sharp({ create: { width: 20, height: 10, channels: 3, background: { r: 10, g: 120, b: 60 } } })
      .jpeg()
      .withExif({ IFD0: { Make: "FestivalCam", Artist: "Someone" } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
    expect(response.status).toBe(200);
    const { path: stored } = tempFileSchema.parse(await response.json());
    const meta = await sharp(await served(stored)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(20);
  });

  it("refuses a file that is not an image, whatever its name", async () => {
    const response = await upload(new Blob(["not an image at all"], { type: "image/png" }), "fake.png");
    expect(response.status).toBe(400);
    const truncated = (await png()).subarray(0, 60);
    expect((await upload(new Blob([new Uint8Array(truncated)], { type: "image/png" }), "cut.png")).status).toBe(400);
  });

  it("needs a staff session and the CSRF token", async () => {
    const file = new Blob([new Uint8Array(await png())], { type: "image/png" });
    expect((await upload(file, "a.png", null)).status).toBe(401);
    expect((await upload(file, "a.png", alice, false)).status).toBe(403);
  });

  it("refuses files over 15 MB", async () => {
    const big = new Blob([new Uint8Array(15 * 1024 * 1024 + 1)], { type: "image/png" });
    expect((await upload(big, "big.png")).status).toBe(413);
  });

  it("lists only images with media-library paths, files copied in by hand among them", async () => {
    await writeFile(path.join(mediaDir, "notes.txt"), "x");
    await writeFile(path.join(mediaDir, "bad name.png"), await png());
    await writeFile(path.join(mediaDir, "copied-by-hand.png"), await png());
    const listed = async () => mediaListSchema.parse((await get("media")).body).results.map((item) => item.path);
    // The import folder is looked at again at most every 5 s.
    await expect.poll(listed, { timeout: 7000, interval: 500 }).toContain("copied-by-hand.png");
    const all = await listed();
    expect(all).not.toContain("bad name.png");
    expect(all).not.toContain("notes.txt");
    expect(all.every((item) => mediaPathPattern.test(item))).toBe(true);
  });
});
