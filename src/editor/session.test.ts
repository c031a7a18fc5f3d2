import { afterEach, describe, expect, it, vi } from "vitest";
import type { Page, Section } from "../schemas/api";
import { restoreFocus } from "./EditablePage";
import { EditorSession, sessionFor } from "./session";

const section = (id: number, slug: string, revision: number, order = id): Section => ({
  id,
  slug,
  module: "section",
  model: { colour: "white", layout: 0, columns: [{ index: 0, children: [] }] },
  parent: null,
  order,
  content_type: null,
  object_id: null,
  revision,
});
const page = { id: 7, modules: [section(1, "intro", 3), section(2, "more", 5)] } as unknown as Page;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

let session: EditorSession | null = null;
afterEach(() => session?.stop());

describe("editor session", () => {
  it("a request made while another is in flight waits, then goes out with the section's new revision", async () => {
    const first = deferred();
    const calls: { url: string; body: unknown }[] = [];
    const fetcher = vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      return calls.length === 1 ? first.promise : json({ section: section(1, "intro", 5) });
    });
    session = new EditorSession("de", page, fetcher as unknown as typeof fetch);
    session.send({ action: "module.update", module: "headline", id: 10, sectionId: 1, slug: "intro", revision: 3, body: { model: { content: "A" } } });
    session.send({ action: "module.delete", module: "text", id: 11, sectionId: 1, slug: "intro", revision: 3 });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    first.resolve(json({ section: section(1, "intro", 4) }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].url).toBe("/de/pageeditor-api/text/11?revision=4&section_id=1");
    await vi.waitFor(() => expect(session?.getView().sections[0].revision).toBe(5));
    expect(session.backup.getSnapshot().context.stacks).toEqual({ intro: 2 });
  });

  it("a block moved to another section updates both sections and both undo stacks; its undo puts both back", async () => {
    const moved = section(1, "intro", 4);
    const target = { ...section(2, "more", 6), model: { ...section(2, "more", 6).model, columns: [{ index: 0, children: [] }] } };
    const answers = [
      json({ section: moved, target }),
      json({ section: section(2, "more", 8), depth: 0, linked: [{ slug: "intro", section: section(1, "intro", 7), depth: 0 }] }),
      json({ results: [section(1, "intro", 7), section(2, "more", 8)] }),
    ];
    const calls: { url: string; body: unknown }[] = [];
    const fetcher = vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      return answers.shift() ?? json({}, 500);
    });
    session = new EditorSession("de", page, fetcher as unknown as typeof fetch);
    session.send({
      action: "module.move",
      module: "text",
      id: 11,
      sectionId: 1,
      slug: "intro",
      revision: 3,
      target: { slug: "more", revision: 5 },
      body: { column: 0, parent: null, position: 0, section_id: 2 },
    });
    await vi.waitFor(() => expect(session?.getView().sections.map((s) => s.revision)).toEqual([4, 6]));
    expect(calls[0].body).toEqual({ column: 0, parent: null, position: 0, section_id: 2, revision: 3, target_revision: 5, from_section_id: 1 });
    expect(session.backup.getSnapshot().context).toMatchObject({ stacks: { intro: 1, more: 1 }, history: ["intro", "more"] });

    // "Undo the last change" undoes the target's entry; the answer brings the source back too.
    session.backup.send({ type: "backup.undo" });
    await vi.waitFor(() => expect(session?.backup.getSnapshot().context.history).toEqual([]));
    expect(calls[1]).toEqual({ url: "/de/pageeditor-api/backup/undo", body: { slug: "more" } });
    expect(session.backup.getSnapshot().context.stacks).toEqual({ intro: 0, more: 0 });
    await vi.waitFor(() => expect(session?.getView().sections.map((s) => s.revision)).toEqual([7, 8]));
  });

  it("an undo of a group shows every section it put back, and drops the one it removed", async () => {
    const added = section(3, "added", 2, 2);
    const answers = [
      json({ section: section(1, "intro", 9), depth: 0, linked: [{ slug: "added", section: null, depth: 0 }] }),
      json({ results: [section(1, "intro", 9), section(2, "more", 5)] }),
    ];
    const fetcher = vi.fn(async () => answers.shift() ?? json({}, 500));
    session = new EditorSession("de", { ...page, modules: [...page.modules, added] } as unknown as Page, fetcher as unknown as typeof fetch);
    session.backup.send({ type: "backup.loaded", stacks: { intro: 1, added: 1 }, history: ["intro", "added"] });
    session.backup.send({ type: "backup.undo", slug: "intro" });
    await vi.waitFor(() =>
      expect(session?.getView().sections.map((s) => [s.slug, s.revision])).toEqual([
        ["intro", 9],
        ["more", 5],
      ]),
    );
    expect(session.backup.getSnapshot().context).toMatchObject({ stacks: { intro: 0, added: 0 }, history: [] });
  });

  it("a refused move to another section reloads both sections", async () => {
    const fetcher = vi.fn(async (url: string) => {
      if (url.endsWith("/move")) return json({ status: 409, message: "conflict", current_revision: 9 }, 409);
      return json({ section: url.endsWith("section/1") ? section(1, "intro", 8) : section(2, "more", 9) });
    });
    session = new EditorSession("de", page, fetcher as unknown as typeof fetch);
    session.send({
      action: "module.move",
      module: "text",
      id: 11,
      sectionId: 1,
      slug: "intro",
      revision: 3,
      target: { slug: "more", revision: 5 },
      body: { column: 0, parent: null, position: 0, section_id: 2 },
    });
    await vi.waitFor(() => expect(session?.getView().sections.map((s) => s.revision)).toEqual([8, 9]));
  });

  it("a block write refused because the block is in another section now reloads that section too", async () => {
    const fetcher = vi.fn(async (url: string) => {
      if (url.includes("/text/11")) return json({ status: 409, message: "moved", current_revision: 9, section_id: 2 }, 409);
      return json({ section: url.endsWith("section/1") ? section(1, "intro", 8) : section(2, "more", 9) });
    });
    session = new EditorSession("de", page, fetcher as unknown as typeof fetch);
    session.send({ action: "module.delete", module: "text", id: 11, sectionId: 1, slug: "intro", revision: 3 });
    await vi.waitFor(() => expect(session?.getView().sections.map((s) => s.revision)).toEqual([8, 9]));
    expect(fetcher.mock.calls.map(([url]) => url)).toContain("/de/pageeditor-api/section/2");
  });

  it("records how each ticketed command ended, though the next one settles before anyone looks", async () => {
    const fetcher = vi.fn(async (url: string) =>
      url.endsWith("/headline/10")
        ? json({ section: section(1, "intro", 4) })
        : json({ status: 400, message: "Invalid", errors: [{ path: "/content", message: "required" }] }, 400),
    );
    session = new EditorSession("de", page, fetcher as unknown as typeof fetch);
    session.send({
      action: "module.update",
      module: "headline",
      id: 10,
      sectionId: 1,
      slug: "intro",
      revision: 3,
      body: { model: { content: "A" } },
      ticket: 101,
    });
    session.send({ action: "module.update", module: "text", id: 11, sectionId: 1, slug: "intro", revision: 3, body: { model: {} }, ticket: 102 });
    expect(session.outcomeOf(101)).toBeUndefined();
    await vi.waitFor(() => expect(session?.outcomeOf(102)).toBeDefined());
    expect(session.outcomeOf(101)).toEqual({ done: true });
    expect(session.outcomeOf(102)).toEqual({ done: false, errorKind: "invalid", fieldErrors: [{ path: "/content", message: "required" }] });
    expect(session.outcomeOf(null)).toBeUndefined();
  });

  it("a new section shows where it was asked for, and a copy right after its original, before the page's order is reloaded", async () => {
    const list = deferred();
    let answer = section(3, "new", 1, 1);
    const fetcher = vi.fn(async (url: string) => (url.includes("section?page_id") ? list.promise : json({ section: answer }, 201)));
    session = new EditorSession("de", page, fetcher as unknown as typeof fetch);
    // The answer's order ties with the first section's old one: sorting by the old orders put it second.
    session.send({ action: "section.create", body: { page_id: 7, position: 0, model: {} } });
    await vi.waitFor(() => expect(session?.getView().sections.map((s) => s.slug)).toEqual(["new", "intro", "more"]));
    answer = section(4, "copy", 1, 2);
    session.send({ action: "section.copy", id: 1, slug: "intro", revision: 3 });
    await vi.waitFor(() => expect(session?.getView().sections.map((s) => s.slug)).toEqual(["new", "intro", "copy", "more"]));
  });

  it("a section list that arrives after a newer answer does not overwrite it", async () => {
    const list = deferred();
    const fetcher = vi.fn(async (url: string) => {
      if (url.includes("section?page_id")) return list.promise;
      if (url.endsWith("/section")) return json({ section: section(3, "new", 1, 2) }, 201);
      return json({ section: section(2, "more", 6) });
    });
    session = new EditorSession("de", page, fetcher as unknown as typeof fetch);
    session.send({ action: "section.create", body: { page_id: 7, position: 2, model: {} } });
    await vi.waitFor(() => expect(session?.getView().sections.map((s) => s.slug)).toEqual(["intro", "more", "new"]));
    session.send({ action: "section.update", id: 2, slug: "more", revision: 5, body: { model: {} } });
    await vi.waitFor(() => expect(session?.getView().sections[1].revision).toBe(6));
    // The list was asked for before the update's answer: stale, ignored.
    list.resolve(json({ results: [section(1, "intro", 3), section(2, "more", 5), section(3, "new", 1, 2)] }));
    await new Promise((r) => setTimeout(r, 20));
    expect(session.getView().sections[1].revision).toBe(6);
  });
});

describe("focus after an editor action", () => {
  it("returns to the same control, else another control of the module, else of the section", () => {
    document.body.innerHTML = `
      <div id="root">
        <div data-section-id="1"><button data-control="section-up">up</button>
          <div data-module-id="10"><button data-control="down" disabled>down</button><button data-control="edit">edit</button></div>
        </div>
      </div>`;
    const root = document.getElementById("root") as HTMLElement;
    restoreFocus(root, { control: "down", moduleId: "10", sectionId: "1" });
    expect(document.activeElement?.textContent).toBe("edit");
    (document.activeElement as HTMLElement).blur();
    restoreFocus(root, { control: "delete", moduleId: "99", sectionId: "1" });
    expect(document.activeElement?.textContent).toBe("up");
    // Focus that is still somewhere is left alone.
    restoreFocus(root, { control: "edit", moduleId: "10", sectionId: "1" });
    expect(document.activeElement?.textContent).toBe("up");
  });

  it("asks for the undo stacks not while rendering but once the page asks, and only once", async () => {
    const fetcher = vi.fn(async (_url: string) => json({ stacks: { intro: 2 }, history: ["intro", "intro"] }));
    vi.stubGlobal("fetch", fetcher);
    try {
      // What a render does (the browser's hydration included): no call yet, every stack at 0, as the server rendered it.
      session = sessionFor("de", page);
      expect(sessionFor("de", page)).toBe(session);
      await Promise.resolve();
      expect(fetcher).not.toHaveBeenCalled();
      expect(session.backup.getSnapshot().context.stacks).toEqual({});
      // The editable page's effect, after hydration (twice, as React's strict mode runs it).
      session.loadBackupsOnce();
      session.loadBackupsOnce();
      await vi.waitFor(() => expect(session?.backup.getSnapshot().context.stacks).toEqual({ intro: 2 }));
      // The order of the entries too: the toolbar's undo takes back the page's last change after a reload.
      expect(session.backup.getSnapshot().context.history).toEqual(["intro", "intro"]);
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect(String(fetcher.mock.calls[0]?.[0])).toBe("/de/pageeditor-api/backup?page_id=7");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
