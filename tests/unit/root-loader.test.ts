import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ContentClient } from "../../src/content-client/types";
import { type AppContext, appContext } from "../../src/context";
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
}: { settings?: () => Promise<unknown>; notification?: () => Promise<SiteNotice | null>; cookie?: string } = {}) {
  const reportError = vi.fn<AppContext["reportError"]>();
  const content = { nav: async () => ({ menu: [], footer: [] }), settings, notification } as unknown as ContentClient;
  const context = new RouterContextProvider();
  context.set(appContext, {
    content,
    pageLoader: { load: vi.fn() },
    reportError,
    clientIp: "192.0.2.1",
    publicUrl: "http://localhost",
    ticketShopUrl: "https://shop.example",
  });
  const url = new URL("http://localhost/de/anfahrt");
  // The test environment's Request drops a Cookie header (forbidden in browsers): a stand-in.
  const headers = new Map(cookie ? [["cookie", cookie]] : []);
  const request = { url: url.href, headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null } };
  const result = await loader({ request, url, params: {}, context } as unknown as Parameters<typeof loader>[0]);
  return { reportError, result };
}

describe("root loader", () => {
  it("reports a settings failure and still renders the page with default settings", async () => {
    const { reportError, result } = await load();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith("settings", expect.objectContaining({ message: "settings unavailable" }));
    // Nothing of the failure reaches the visitor: the page renders without settings.
    expect(result.data.settings).toBeNull();
    expect(result.data.nav).toEqual({ menu: [], footer: [] });
    expect(result.data.locale).toBe("de");
  });

  it("hands the site notice to the page, unless the visitor closed this one", async () => {
    expect((await load({ notification: async () => notice })).result.data.notice).toEqual(notice);
    expect((await load({ notification: async () => notice, cookie: "noticeDismissed=n1" })).result.data.notice).toBeNull();
    // A newer notice (another id) shows again.
    expect((await load({ notification: async () => notice, cookie: "noticeDismissed=n0" })).result.data.notice).toEqual(notice);
  });

  it("renders the page without a notice when its call fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { result } = await load({
      notification: async () => {
        throw new Error("down");
      },
    });
    expect(result.data.notice).toBeNull();
    expect(result.data.nav).toEqual({ menu: [], footer: [] });
  });
});
