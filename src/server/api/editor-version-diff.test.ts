/**
 * Version diffs (docs/editor.md): the versions list says what each version changed, and
 * `GET revision/compare` answers the word diff and changed fields between two versions.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { type ModuleNode, pageSchema, type Section } from "../../schemas/api";
import { revisionCompareSchema, revisionListSchema } from "../../schemas/editor";
import { pageRevisions } from "../db/schema";

let handle: Awaited<ReturnType<typeof openTestContentApp>>["handle"];
let app: Awaited<ReturnType<typeof openTestContentApp>>["app"];
let alice: StaffSession;

beforeAll(async () => {
  ({ handle, app } = await openTestContentApp());
  alice = await staffSession(app, handle.db, { username: "Alice" });
});
afterAll(async () => {
  await handle?.close();
});

const url = (p: string, locale: string) => `/${locale}/pageeditor-api/${p}`;
async function call(method: "GET" | "POST", p: string, locale: string, body?: unknown, as: StaffSession | null = alice) {
  const headers: Record<string, string> = as ? { ...(method === "GET" ? as.headers : as.writeHeaders) } : {};
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await app.request(url(p, locale), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: await response.json().catch(() => null) };
}
async function page(p: string, locale: string) {
  return pageSchema.parse((await call("GET", `page/${p}`, locale)).body);
}
const nodes = (section: Section): ModuleNode[] => {
  const out: ModuleNode[] = [];
  const walk = (list: ModuleNode[]) => {
    for (const node of list) {
      out.push(node);
      walk(node.children);
    }
  };
  for (const column of section.model.columns) walk(column.children);
  return out;
};
const versions = async (pageId: number, locale: string) => revisionListSchema.parse((await call("GET", `revision?page_id=${pageId}`, locale)).body).results;

describe.each([
  ["de", "kontakt", "Schreiben Sie uns gern", "Schreiben Sie uns jederzeit gern"],
  ["en", "contact", "Feel free to write", "Feel free to always write"],
])("version diffs in %s", (locale, slug, oldText, newText) => {
  it("lists what each version changed and compares two versions word by word", async () => {
    const target = await page(slug, locale);
    const section = target.modules[0];
    const text = nodes(section).find((n) => n.module === "text");
    if (!text) throw new Error("no text block");
    const saved = await call("POST", `text/${text.id}`, locale, { revision: section.revision, model: { ...text.model, content: `<p>${oldText}.</p>` } });
    expect(saved.status).toBe(200);
    const second = await call("POST", `text/${text.id}`, locale, {
      revision: saved.body.section.revision,
      model: { ...text.model, content: `<p>${newText} <strong>heute</strong>.</p>` },
    });
    expect(second.status).toBe(200);
    const added = await call("POST", "quote", locale, {
      section_id: section.id,
      revision: second.body.section.revision,
      column: 0,
      parent: null,
      model: { content: "Neu", author: "A" },
    });
    expect(added.status).toBe(201);

    const list = await versions(target.id, locale);
    expect(list.map((v) => v.action)).toEqual(["module.create", "module.update", "module.update", "initial"]);
    expect(list[0].changes).toMatchObject({ blocks: { added: 1, changed: 0, removed: 0, moved: 0 }, named: { added: [{ module: "quote", excerpt: "Neu" }] } });
    expect(list[1].changes).toMatchObject({ blocks: { changed: 1, added: 0 }, sections: { changed: 0, added: 0 }, named: { changed: [{ module: "text" }] } });
    expect(list[1].changes?.named.changed[0].excerpt).toBe(`${newText} heute.`);
    expect(list[3].changes).toBeNull();

    const compared = await call("GET", `revision/compare?page_id=${target.id}&from=${list[2].id}&to=${list[1].id}`, locale);
    expect(compared.status).toBe(200);
    const { from, to, diff } = revisionCompareSchema.parse(compared.body);
    expect(from).toMatchObject({ id: list[2].id, author: "Alice", action: "module.update" });
    expect(to.id).toBe(list[1].id);
    expect(diff.sections).toEqual([]);
    expect(diff.modules).toHaveLength(1);
    const [change] = diff.modules;
    expect(change).toMatchObject({ id: text.id, module: "text", kind: "changed", section: section.id });
    const [field] = change.fields;
    if (field.kind !== "text") throw new Error("expected a text diff");
    expect(field.title).toBe("Text");
    const joined = (kind: "added" | "removed") =>
      field.parts
        .filter((p) => p.kind === kind)
        .map((p) => p.text.trim())
        .join(" ");
    expect(joined("added")).toMatch(locale === "de" ? /jederzeit/ : /always/);
    expect(joined("added")).toMatch(/heute/);
    expect(JSON.stringify(diff)).not.toMatch(/<strong>|<p>/);

    // Against the page as it is now: the quote was added since.
    const current = revisionCompareSchema.parse((await call("GET", `revision/compare?page_id=${target.id}&from=${list[1].id}&to=current`, locale)).body);
    expect(current.to).toEqual({ id: null, created_at: null, author: null, action: null });
    expect(current.diff.modules.map((m) => [m.module, m.kind])).toEqual([["quote", "added"]]);
  });
});

describe("what each version changed", () => {
  const stored = (pageId: number) =>
    handle.db
      .select({ id: pageRevisions.id, changes: pageRevisions.changes })
      .from(pageRevisions)
      .where(and(eq(pageRevisions.pageId, pageId), eq(pageRevisions.locale, "de")))
      .orderBy(asc(pageRevisions.id));

  it("is kept with the revision when it is written, and the list reads it from there", async () => {
    const target = await page("impressum", "de");
    const section = target.modules[0];
    const text = nodes(section).find((n) => n.module === "text");
    if (!text) throw new Error("no text block");
    expect(
      (await call("POST", `text/${text.id}`, "de", { revision: section.revision, model: { ...text.model, content: "<p>Gespeicherte Änderung</p>" } })).status,
    ).toBe(200);
    const list = await versions(target.id, "de");
    const rows = await stored(target.id);
    expect(rows.map((row) => row.id).reverse()).toEqual(list.map((version) => version.id));
    // The first (the page before any edit) has nothing before it; the edit's changes are stored.
    expect(rows[0].changes).toBeNull();
    expect(rows.at(-1)?.changes).toEqual(list[0].changes);
    expect(list[0].changes).toMatchObject({ blocks: { changed: 1 }, named: { changed: [{ module: "text", excerpt: "Gespeicherte Änderung" }] } });

    // The list shows what is stored: it does not diff again.
    const kept = { ...(list[0].changes as object), named: { added: [], removed: [], changed: [{ module: "text", excerpt: "wie gespeichert" }] } };
    await handle.db.update(pageRevisions).set({ changes: kept }).where(eq(pageRevisions.id, list[0].id));
    expect((await versions(target.id, "de"))[0].changes).toEqual(kept);
  });

  it("is computed once for revisions written before it was kept, the list unchanged", async () => {
    const target = await page("kontakt", "de");
    const before = await versions(target.id, "de");
    expect(before.length).toBeGreaterThan(1);
    // As an installation from before drizzle/0034 has them.
    await handle.db.update(pageRevisions).set({ changes: null }).where(eq(pageRevisions.pageId, target.id));
    expect(await versions(target.id, "de")).toEqual(before);
    const rows = await stored(target.id);
    expect(rows.slice(1).every((row) => row.changes !== null)).toBe(true);
    expect(rows[0].changes).toBeNull();
    expect(await versions(target.id, "de")).toEqual(before);
  });
});

describe("revision/compare", () => {
  it("refuses another page's or language's revision, bad references, and visitors", async () => {
    const kontakt = await page("kontakt", "de");
    const impressum = await page("impressum", "de");
    const [latest] = await versions(kontakt.id, "de");
    expect((await call("GET", `revision/compare?page_id=${impressum.id}&from=${latest.id}&to=current`, "de")).status).toBe(404);
    expect((await call("GET", `revision/compare?page_id=${kontakt.id}&from=${latest.id}&to=current`, "en")).status).toBe(404);
    expect((await call("GET", `revision/compare?page_id=${kontakt.id}&from=nope&to=current`, "de")).status).toBe(400);
    expect((await call("GET", `revision/compare?page_id=99999999&from=current&to=current`, "de")).status).toBe(404);
    expect((await call("GET", `revision/compare?page_id=${kontakt.id}&from=${latest.id}&to=current`, "de", undefined, null)).status).toBe(401);
    const same = revisionCompareSchema.parse((await call("GET", `revision/compare?page_id=${kontakt.id}&from=${latest.id}&to=current`, "de")).body);
    expect(same.diff).toEqual({ sections: [], modules: [] });
  });
});
