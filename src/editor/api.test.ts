import { afterEach, describe, expect, it, vi } from "vitest";
import { EditorRequestError } from "../machines/editing.machine";
import { editorCall, loadOrCreateContainer } from "./api";

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
    const fetcher = vi.fn(async () => json(400, { status: 400, message: "Invalid headline", errors: [{ path: "/content", keyword: "required", message: "x" }] }));
    const error = await editorCall("de", { method: "POST", path: "headline", body: {} }, fetcher).catch((e) => e);
    expect(error).toBeInstanceOf(EditorRequestError);
    expect(error).toMatchObject({ status: 400, message: "Invalid headline", fieldErrors: [{ path: "/content" }] });
    const offline = await editorCall("de", { method: "GET", path: "x" }, vi.fn(async () => Promise.reject(new TypeError("offline")))).catch((e) => e);
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
