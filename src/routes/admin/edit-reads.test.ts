/**
 * The edit screen's admin calls (docs/admin.md): a record's draft comes with its item answer, and
 * a refused post without JavaScript, answered with the screen again, reads the schema and the
 * record once for the action and the loader together. The notices after a post come as keys the
 * screen translates.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { AdminClient } from "../../content-client/admin";
import { createAdminTranslate } from "../../editor/admin/i18n";
import { appContext, staffContext } from "../../context";
import { sessionCsrf } from "../../server/auth/csrf-token";
import type { AdminEntitySchemaAnswer, AdminItem } from "../../schemas/admin";
import type { EntityDraftStatus } from "../../schemas/drafts";
import { action, loader } from "./edit";

const described: AdminEntitySchemaAnswer = {
  name: "news",
  title: { de: "Neuigkeiten", en: "News" },
  role: "editor",
  schema: {
    type: "object",
    properties: { title_de: { type: "string", title: "Titel" }, is_online: { type: "boolean", title: "Online" } },
    "x-admin": {
      table: "news",
      role: "editor",
      title: { de: "Neuigkeiten", en: "News" },
      list: ["id", "title_de"],
      search: [],
      sort: [],
      filters: [],
      translations: [],
      actions: [],
      links: [],
      writes: ["create", "update", "delete"],
      order: [],
      groups: [],
    },
  },
};

const draft: EntityDraftStatus = {
  data: { title_de: "Entwurf", is_online: true },
  started_at: "2030-01-01T10:00:00.000Z",
  updated_at: "2030-01-01T10:00:00.000Z",
  author: "Alice",
  publish_at: null,
};

/** An admin client whose reads answer a news item with a draft, and count themselves. */
function fakeAdmin() {
  const item: AdminItem = { id: 5, data: { title_de: "Live", is_online: true }, draft };
  const admin = {
    schema: vi.fn(async () => described),
    item: vi.fn(async () => item),
    history: vi.fn(async () => []),
    draft: vi.fn(async () => draft),
    options: vi.fn(async () => []),
  };
  return admin;
}

function contextWith(admin: ReturnType<typeof fakeAdmin>) {
  const context = new RouterContextProvider();
  context.set(appContext, {
    content: {} as never,
    pageLoader: { load: vi.fn() },
    reportError: vi.fn(),
    clientIp: "192.0.2.1",
    publicUrl: "http://localhost",
    ticketShopUrl: "https://shop.example",
    csrf: sessionCsrf("k".repeat(40)),
    admin: admin as unknown as AdminClient,
  });
  context.set(staffContext, { user: { email: "r@festival.example", username: "Redaktion", admin_menus: [], role: "editor" }, redirectModal: false });
  return context;
}

const params = { lang: "de", entity: "news", id: "5" };
const url = new URL("http://localhost/admin/de/news/5");
const calls = (admin: ReturnType<typeof fakeAdmin>) => ({
  schema: admin.schema.mock.calls.length,
  item: admin.item.mock.calls.length,
  draft: admin.draft.mock.calls.length,
});

describe("the edit screen's admin calls", () => {
  it("take a record's draft from its item answer: one schema, one item, no draft call", async () => {
    const admin = fakeAdmin();
    const request = new Request(url);
    const result = await loader({ params, url, request, context: contextWith(admin) } as unknown as Parameters<typeof loader>[0]);
    expect(result?.draft).toEqual(draft);
    expect(calls(admin)).toEqual({ schema: 1, item: 1, draft: 0 });
  });

  it("read the schema and the record once when a post is refused and the screen shown again", async () => {
    const admin = fakeAdmin();
    const context = contextWith(admin);
    const form = new FormData();
    form.set("title_de", "Neu");
    // No CSRF field: refused (403) after the action read the schema and whether there is a draft.
    const refused = await action({ params, url, request: new Request(url, { method: "POST", body: form }), context } as unknown as Parameters<
      typeof action
    >[0]);
    expect((refused as { init: ResponseInit | null }).init?.status).toBe(403);
    const result = await loader({ params, url, request: new Request(url), context } as unknown as Parameters<typeof loader>[0]);
    expect(result?.draft).toEqual(draft);
    expect(calls(admin)).toEqual({ schema: 1, item: 1, draft: 0 });

    // Another request reads anew.
    await loader({ params, url, request: new Request(url), context: contextWith(admin) } as unknown as Parameters<typeof loader>[0]);
    expect(calls(admin)).toEqual({ schema: 2, item: 2, draft: 0 });
  });
});

describe("the edit screen's notices", () => {
  const load = async (saved: string) => {
    const withSaved = new URL(`${url}?saved=${saved}`);
    return loader({ params, url: withSaved, request: new Request(withSaved), context: contextWith(fakeAdmin()) } as unknown as Parameters<typeof loader>[0]);
  };

  it("give the notice after a draft or schedule post as a message key, translated by the screen in its language like the others", async () => {
    const published = await load("draft-publish");
    expect(published?.draftSaved).toBe("admin.draft.published");
    expect(published?.notice).toBeNull();
    expect(createAdminTranslate("de")("admin.draft.published")).toBe("Entwurf veröffentlicht.");
    expect(createAdminTranslate("en")("admin.draft.published")).toBe("Draft published.");
    expect((await load("schedule"))?.draftSaved).toBe("admin.schedule.saved");
  });

  it("give none for a record's own save, or for an unknown one", async () => {
    const saved = await load("1");
    expect(saved?.notice).toBe("saved");
    expect(saved?.draftSaved).toBeNull();
    expect((await load("toString"))?.draftSaved).toBeNull();
  });
});
