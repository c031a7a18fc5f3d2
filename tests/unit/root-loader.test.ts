import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ContentClient } from "../../src/content-client/types";
import { type AppContext, appContext } from "../../src/context";
import { loader } from "../../src/root";

/** The root loader with a content client whose settings call fails. */
async function loadWithFailingSettings() {
  const reportError = vi.fn<AppContext["reportError"]>();
  const content = {
    nav: async () => ({ menu: [], footer: [] }),
    settings: async () => {
      throw new Error("settings unavailable");
    },
  } as unknown as ContentClient;
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
  const result = await loader({ request: new Request(url), url, params: {}, context } as unknown as Parameters<typeof loader>[0]);
  return { reportError, result };
}

describe("root loader", () => {
  it("reports a settings failure and still renders the page with default settings", async () => {
    const { reportError, result } = await loadWithFailingSettings();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith("settings", expect.objectContaining({ message: "settings unavailable" }));
    // Nothing of the failure reaches the visitor: the page renders without settings.
    expect(result.data.settings).toBeNull();
    expect(result.data.nav).toEqual({ menu: [], footer: [] });
    expect(result.data.locale).toBe("de");
  });
});
