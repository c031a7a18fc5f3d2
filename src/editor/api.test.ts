import { afterEach, describe, expect, it, vi } from "vitest";
import { EditorRequestError } from "../machines/editing.machine";
import { commandRequest, editorCall, loadOrCreateContainer } from "./api";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  document.cookie = "csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

describe("editor calls", () => {
  it("send credentials, and the CSRF token of the moment on writes only", async () => {
    const [first, second] = ["f".repeat(43), "s".repeat(43)];
    document.cookie = `csrftoken=${first}; path=/`;
    const fetcher = vi.fn(async () => json(200, { ok: true }));
    await editorCall("de", { method: "GET", path: "section/1" }, fetcher);
    // A login in between (the editor's login modal) hands out the new session's token.
    document.cookie = `csrftoken=${second}; path=/`;
    await editorCall("en", { method: "POST", path: "headline/7", body: { revision: 2, model: {} } }, fetcher);
    const [getUrl, getInit] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    const [postUrl, postInit] = fetcher.mock.calls[1] as unknown as [string, RequestInit];
    expect(getUrl).toBe("/de/pageeditor-api/section/1");
    expect(getInit).toMatchObject({ method: "GET", credentials: "include" });
    expect((getInit.headers as Record<string, string>)["X-CSRFToken"]).toBeUndefined();
    expect(postUrl).toBe("/en/pageeditor-api/headline/7");
    expect(postInit).toMatchObject({ method: "POST", credentials: "include", body: JSON.stringify({ revision: 2, model: {} }) });
    expect((postInit.headers as Record<string, string>)["X-CSRFToken"]).toBe(second);
  });

  it("turn a refusal into an error with status, message and field errors", async () => {
    const fetcher = vi.fn(async () =>
      json(400, { status: 400, message: "Invalid headline", errors: [{ path: "/content", keyword: "required", message: "x" }] }),
    );
    const error = await editorCall("de", { method: "POST", path: "headline", body: {} }, fetcher).catch((e) => e);
    expect(error).toBeInstanceOf(EditorRequestError);
    expect(error).toMatchObject({ status: 400, message: "Invalid headline", fieldErrors: [{ path: "/content" }] });
    const offline = await editorCall(
      "de",
      { method: "GET", path: "x" },
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    ).catch((e) => e);
    expect(offline).toMatchObject({ status: 0 });
  });
});

describe("a missing section", () => {
  const target = { slug: "production-12", content_type: "production", object_id: 12 };

  it("is created with the spec's body when the section call answers 404 and staff is logged in", async () => {
    const section = { id: 5, slug: "production-12" };
    const fetcher = vi.fn(async (url: string) =>
      url.endsWith("by-slug/production-12") ? json(404, { status: 404, message: "404 Not Found" }) : json(201, { section }),
    );
    expect(await loadOrCreateContainer("de", target, true, fetcher as unknown as typeof fetch)).toEqual(section);
    const [url, init] = fetcher.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe("/de/pageeditor-api/container");
    expect(JSON.parse(String(init.body))).toEqual({ slug: "production-12", parent: null, content_type: "production", object_id: 12 });
  });

  it("is not created for a visitor, and other failures are not turned into a creation", async () => {
    const missing = vi.fn(async () => json(404, { status: 404, message: "404 Not Found" }));
    await expect(loadOrCreateContainer("de", target, false, missing)).rejects.toMatchObject({ status: 404 });
    expect(missing).toHaveBeenCalledTimes(1);
    const broken = vi.fn(async () => json(500, { status: 500, message: "boom" }));
    await expect(loadOrCreateContainer("de", target, true, broken)).rejects.toMatchObject({ status: 500 });
    expect(broken).toHaveBeenCalledTimes(1);
  });
});

describe("commands as requests", () => {
  const write = { slug: "intro", revision: 4 };
  it("carry the section's revision in the body of a write, in the query of a delete", () => {
    expect(
      commandRequest({
        action: "module.create",
        module: "text",
        ...write,
        body: { section_id: 1, column: 1, parent: null, position: 0, model: { content: "x" } },
      }),
    ).toEqual({
      method: "POST",
      path: "text",
      body: { section_id: 1, column: 1, parent: null, position: 0, model: { content: "x" }, revision: 4 },
    });
    // A block's writes name the section the editor shows it in (409 when it was moved meanwhile).
    const block = { ...write, sectionId: 3 };
    expect(commandRequest({ action: "module.update", module: "headline", id: 7, ...block, body: { model: {} } })).toEqual({
      method: "POST",
      path: "headline/7",
      body: { model: {}, revision: 4, section_id: 3 },
    });
    expect(commandRequest({ action: "module.move", module: "text", id: 8, ...block, body: { column: 0, parent: null, position: 2 } })).toEqual({
      method: "POST",
      path: "text/8/move",
      body: { column: 0, parent: null, position: 2, revision: 4, from_section_id: 3 },
    });
    expect(commandRequest({ action: "module.copy", module: "text", id: 8, ...block })).toEqual({
      method: "POST",
      path: "text/8/copy",
      body: { revision: 4, section_id: 3 },
    });
    expect(commandRequest({ action: "module.delete", module: "text", id: 8, ...block })).toEqual({ method: "DELETE", path: "text/8?revision=4&section_id=3" });
    expect(commandRequest({ action: "section.update", id: 2, ...write, body: { model: { colour: "red" } } })).toEqual({
      method: "POST",
      path: "section/2",
      body: { model: { colour: "red" }, revision: 4 },
    });
    expect(commandRequest({ action: "section.move", id: 2, ...write, body: { position: 0 } })).toEqual({
      method: "POST",
      path: "section/2/move",
      body: { position: 0, revision: 4 },
    });
    expect(commandRequest({ action: "section.copy", id: 2, ...write })).toEqual({ method: "POST", path: "section/2/copy", body: { revision: 4 } });
    expect(commandRequest({ action: "section.delete", id: 2, ...write })).toEqual({ method: "DELETE", path: "section/2?revision=4" });
  });

  it("carry both sections' revisions when a block moves to another section", () => {
    expect(
      commandRequest({
        action: "module.move",
        module: "text",
        id: 8,
        ...write,
        sectionId: 1,
        target: { slug: "more", revision: 9 },
        body: { column: 1, parent: null, position: 0, section_id: 2 },
      }),
    ).toEqual({
      method: "POST",
      path: "text/8/move",
      body: { column: 1, parent: null, position: 0, section_id: 2, revision: 4, target_revision: 9, from_section_id: 1 },
    });
  });

  it("need no revision where the service takes none", () => {
    expect(commandRequest({ action: "section.create", body: { page_id: 7, position: 1, model: {} } })).toEqual({
      method: "POST",
      path: "section",
      body: { page_id: 7, position: 1, model: {} },
    });
    expect(commandRequest({ action: "backup.undo", body: { slug: "intro" } })).toEqual({ method: "POST", path: "backup/undo", body: { slug: "intro" } });
    expect(commandRequest({ action: "revision.restore", id: 12 })).toEqual({ method: "POST", path: "revision/12/restore" });
  });
});
