import { describe, expect, it, vi } from "vitest";
import { createHttpAdminClient } from "./admin";

const answer = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the admin client's writes (forms without JavaScript)", () => {
  it("send the request's cookie and the form's CSRF token, and answer the created row", async () => {
    const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) => answer(201, { id: 9, data: { slug: "hafen" } }));
    const admin = createHttpAdminClient("http://content.internal", fetchImpl);
    const result = await admin.create("de", { cookie: "sessionid=s; csrftoken=t", csrfToken: "t" }, "cities", { slug: "hafen" });
    expect(result).toEqual({ ok: true, status: 201, body: { id: 9, data: { slug: "hafen" } } });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe("http://content.internal/de/admin-api/cities/");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toMatchObject({ cookie: "sessionid=s; csrftoken=t", "X-CSRFToken": "t", "content-type": "application/json" });
    expect(init?.body).toBe(JSON.stringify({ slug: "hafen" }));
  });

  it("answer a refusal with its message and field errors, and a delete's 204 without a body", async () => {
    const refused = createHttpAdminClient("http://content.internal", async () =>
      answer(400, { status: 400, message: "Bitte prüfen", errors: { "/name_en": ["Pflicht"] } }),
    );
    expect(await refused.update("en", { cookie: undefined, csrfToken: "t" }, "cities", 3, {})).toEqual({
      ok: false,
      status: 400,
      message: "Bitte prüfen",
      errors: { "/name_en": ["Pflicht"] },
    });
    const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) => answer(204, null));
    const removed = await createHttpAdminClient("http://content.internal", fetchImpl).remove("de", { cookie: "c", csrfToken: "t" }, "cities", 3);
    expect(removed).toEqual({ ok: true, status: 204, body: null });
    expect(fetchImpl.mock.calls[0][0]).toBe("http://content.internal/de/admin-api/cities/3/");
    expect(fetchImpl.mock.calls[0][1]?.method).toBe("DELETE");
    expect(fetchImpl.mock.calls[0][1]?.body).toBeUndefined();
  });

  it("read a reference field's choices, the first page or exactly the rows named", async () => {
    const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) => answer(200, { results: [{ id: 2, label: "Berlin" }] }));
    const admin = createHttpAdminClient("http://content.internal", fetchImpl);
    expect(await admin.options("de", "c", "cities")).toEqual([{ id: 2, label: "Berlin" }]);
    await admin.options("de", "c", "cities", { ids: [2, 5] });
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([
      "http://content.internal/de/admin-api/cities/options/",
      "http://content.internal/de/admin-api/cities/options/?ids=2,5",
    ]);
  });

  it("ask for a paged read's page and search only when they are not the defaults", async () => {
    const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) => answer(500, {}));
    const admin = createHttpAdminClient("http://content.internal", fetchImpl);
    await admin.media("de", "c", { page: 2, q: "hafen bild" }).catch(() => null);
    await admin.media("de", "c", { page: 1, q: "" }).catch(() => null);
    await admin.audit("en", "c", 3).catch(() => null);
    await admin.notFound("en", "c", 1).catch(() => null);
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([
      "http://content.internal/de/admin-api/media/?page=2&q=hafen+bild",
      "http://content.internal/de/admin-api/media/",
      "http://content.internal/en/admin-api/audit/?page=3",
      "http://content.internal/en/admin-api/not-found/",
    ]);
  });
});

describe('the admin client\'s draft and schedule calls (docs/admin.md, "Drafts of records")', () => {
  it("send each step of a record's draft to its call, and the schedule to the row's", async () => {
    const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) => answer(200, { draft: null }));
    const admin = createHttpAdminClient("http://content.internal", fetchImpl);
    const staff = { cookie: "c", csrfToken: "t" };
    await admin.draftStep("de", staff, "productions", 7, "start");
    await admin.draftStep("de", staff, "productions", 7, "save", { title_de: "Neu" });
    await admin.draftStep("de", staff, "productions", 7, "publish");
    await admin.draftStep("de", staff, "productions", 7, "discard");
    await admin.draftStep("de", staff, "productions", 7, "schedule", { publish_at: null });
    await admin.schedule("en", staff, "bookings", 3, { publish_at: null, unpublish_at: "2031-07-01T18:30:00+02:00" });
    expect(fetchImpl.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      "POST http://content.internal/de/admin-api/productions/7/draft/",
      "PUT http://content.internal/de/admin-api/productions/7/draft/",
      "POST http://content.internal/de/admin-api/productions/7/draft/publish/",
      "DELETE http://content.internal/de/admin-api/productions/7/draft/",
      "PUT http://content.internal/de/admin-api/productions/7/draft/schedule/",
      "PUT http://content.internal/en/admin-api/bookings/3/schedule/",
    ]);
    expect(fetchImpl.mock.calls[1][1]?.body).toBe(JSON.stringify({ title_de: "Neu" }));
  });

  it("read a record's draft and the pending publications", async () => {
    const draft = {
      data: { title_de: "Neu" },
      started_at: "2030-01-01T10:00:00.000Z",
      updated_at: "2030-01-01T10:00:00.000Z",
      author: "Alice",
      publish_at: null,
    };
    const publication = {
      entity: "productions",
      id: 7,
      locale: null,
      action: "publish-draft",
      at: "2030-01-02T10:00:00.000Z",
      title: "Vögel",
      url: "/admin/de/productions/7",
    };
    const fetchImpl = vi.fn(async (url: string) => answer(200, url.endsWith("/draft/") ? { draft } : { results: [publication] }));
    const admin = createHttpAdminClient("http://content.internal", fetchImpl);
    expect(await admin.draft("de", "c", "productions", 7)).toEqual(draft);
    expect(await admin.publications("de", "c")).toEqual([publication]);
    expect(fetchImpl.mock.calls[1][0]).toBe("http://content.internal/de/admin-api/publications/");
  });
});
