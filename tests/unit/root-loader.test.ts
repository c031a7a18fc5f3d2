import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ContentClient } from "../../src/content-client/types";
import { type AppContext, appContext, staffContext } from "../../src/context";
import { sessionCsrf } from "../../src/server/auth/csrf-token";
import { loader } from "../../src/root";
import type { SiteNotice } from "../../src/schemas/notice";

const notice: SiteNotice = { id: "n1", text: "Heute fällt die Vorstellung aus.", url: null, level: "warning" };

/** The root loader with a content client whose calls answer as given. */
async function load({
  settings = async () => {
    throw new Error("settings unavailable");
  },
  notification = async () => null,
  cookie,
  staff = false,
}: {
  settings?: () => Promise<unknown>;
  notification?: () => Promise<SiteNotice | null>;
  cookie?: string;
  staff?: boolean;
} = {}) {
  const reportError = vi.fn<AppContext["reportError"]>();
  const incomplete = new Set<string>();
  const content = { nav: async () => ({ menu: [], footer: [] }), settings, notification } as unknown as ContentClient;
  const context = new RouterContextProvider();
  context.set(appContext, {
    content,
    pageLoader: { load: vi.fn() },
    reportError,
    clientIp: "192.0.2.1",
    publicUrl: "http://localhost",
    ticketShopUrl: "https://shop.example",
    csrf,
    incomplete,
  });
  if (staff) context.set(staffContext, { user: { email: "r@festival.example", username: "Redaktion", admin_menus: [], role: "editor" }, redirectModal: false });
  const url = new URL("http://localhost/de/anfahrt");
  // The test environment's Request drops a Cookie header (forbidden in browsers): a stand-in.
  const headers = new Map(cookie ? [["cookie", cookie]] : []);
  const request = { url: url.href, headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null } };
  const result = await loader({ request, url, params: {}, context } as unknown as Parameters<typeof loader>[0]);
  return { reportError, result, incomplete };
}

const csrf = sessionCsrf("k".repeat(40));
const session = "s".repeat(43);

describe("root loader", () => {
  it("gives a visitor no CSRF token and sets no cookie, so the page is the same for every visitor", async () => {
    const { result } = await load({ settings: async () => ({}) });
    expect(result.data.csrfToken).toBeNull();
    expect(result.init?.headers ? new Headers(result.init.headers).getSetCookie() : []).toEqual([]);
  });

  it("gives a staff session its own CSRF token, and sets the cookie when it does not carry it", async () => {
    const token = csrf.forSession(session);
    const missing = await load({ settings: async () => ({}), staff: true, cookie: `sessionid=${session}` });
    expect(missing.result.data.csrfToken).toBe(token);
    expect(new Headers(missing.result.init?.headers).getSetCookie()).toEqual([`csrftoken=${token}; Path=/; SameSite=Lax`]);
    const kept = await load({ settings: async () => ({}), staff: true, cookie: `sessionid=${session}; csrftoken=${token}` });
    expect(new Headers(kept.result.init?.headers).getSetCookie()).toEqual([]);
  });

  it("reports a settings failure and still renders the page with default settings", async () => {
    const { reportError, result } = await load();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith("settings", expect.objectContaining({ message: "settings unavailable" }));
    // Nothing of the failure reaches the visitor: the page renders without settings.
    expect(result.data.settings).toBeNull();
    expect(result.data.nav).toEqual({ menu: [], footer: [] });
    expect(result.data.locale).toBe("de");
  });

  it("marks a page that had to do without a part, so that no cache keeps it, and a whole one not", async () => {
    expect([...(await load()).incomplete]).toEqual(["settings"]);
    expect([...(await load({ settings: async () => ({}) })).incomplete]).toEqual([]);
  });

  it("renders the same footer theme for every render of an address", async () => {
    const first = await load({ settings: async () => ({}) });
    const second = await load({ settings: async () => ({}) });
    expect(second.result.data.footerTheme).toBe(first.result.data.footerTheme);
  });

  it("hands the site notice to the page, unless the visitor closed this one", async () => {
    expect((await load({ notification: async () => notice })).result.data.notice).toEqual(notice);
    expect((await load({ notification: async () => notice, cookie: "noticeDismissed=n1" })).result.data.notice).toBeNull();
    // A newer notice (another id) shows again.
    expect((await load({ notification: async () => notice, cookie: "noticeDismissed=n0" })).result.data.notice).toEqual(notice);
  });

  it("renders the page without a notice when its call fails", async () => {
    const { result } = await load({
      notification: async () => {
        throw new Error("down");
      },
    });
    expect(result.data.notice).toBeNull();
    expect(result.data.nav).toEqual({ menu: [], footer: [] });
  });
});
