import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ContentClient } from "../content-client/types";
import type { ProgrammeClient } from "../content-client/programme";
import { type AppContext, appContext } from "../context";
import type { Page } from "../schemas/api";
import { renderedPage } from "../schemas/tree";
import type { HomeBlock, HomeProduction } from "../schemas/programme";
import { loader } from "./home";
import { sessionCsrf } from "../server/auth/csrf-token";

const page: Page = {
  id: 1,
  urls: { de: "/de", en: "/en" },
  content_type: "home",
  title: "Startseite",
  headline: "Festival der Künste",
  is_online: true,
  is_clickable: true,
  in_menu: false,
  in_footer: false,
  meta_title: "",
  meta_description: "",
  og_title: "",
  og_description: "",
  og_image: "",
  og_type: "website",
  og_image_thumbs: {},
  modules: [],
  settings_url: null,
} as unknown as Page;

const block = (id: number, headline: string): HomeBlock => ({
  id,
  preline: "",
  headline,
  text: "",
  image: null,
  link: null,
  link_text: "",
});

const highlight: HomeProduction = {
  id: 7,
  production: {
    id: 3,
    slug: "die-welle",
    title: "Die Welle",
    subtitle: "",
    artist: "Ensemble Nord",
    teaser: "",
    genres: [],
    image: null,
    first_date: null,
    last_date: null,
    urls: { de: "/de/programm/die-welle/3", en: "/en/programme/the-wave/3" },
  },
};

type Calls = Pick<ProgrammeClient, "homeBlocks" | "homeProductions">;

const working: Calls = {
  homeBlocks: async (_locale, kind) =>
    ({
      hero: [block(1, "Hero"), block(2, "Second hero")],
      element: [block(3, "Element A"), block(4, "Element B")],
      big: [block(5, "Big"), block(6, "Second big")],
      small: [block(8, "Small")],
    })[kind],
  homeProductions: async () => [highlight],
};

/** The home loader with these home calls; the page itself loads. */
async function loadHome(calls: Calls) {
  const reportError = vi.fn<AppContext["reportError"]>();
  const context = new RouterContextProvider();
  context.set(appContext, {
    content: calls as unknown as ContentClient,
    pageLoader: { load: vi.fn(async () => page) },
    reportError,
    clientIp: "192.0.2.1",
    publicUrl: "http://localhost",
    ticketShopUrl: "https://shop.example",
    csrf: sessionCsrf("k".repeat(40)),
  });
  const url = new URL("http://localhost/en");
  const result = await loader({ request: new Request(url), url, params: {}, context } as unknown as Parameters<typeof loader>[0]);
  return { reportError, result };
}

const failing = (message: string) => async () => {
  throw new Error(message);
};

describe("home loader", () => {
  it("loads the page and the first hero, highlights, elements and the first big and small teaser", async () => {
    const { reportError, result } = await loadHome(working);
    // A visitor gets the page as rendered: without the fields only the editor uses.
    expect(result.page).toEqual(renderedPage(page));
    expect(result.blocks).toEqual({
      hero: block(1, "Hero"),
      highlights: [highlight],
      elements: [block(3, "Element A"), block(4, "Element B")],
      bigTeaser: block(5, "Big"),
      smallTeaser: block(8, "Small"),
    });
    expect(reportError).not.toHaveBeenCalled();
  });

  it("shows no hero when the hero list is empty, and reports nothing", async () => {
    const { reportError, result } = await loadHome({
      ...working,
      homeBlocks: async (locale, kind) => (kind === "hero" ? [] : working.homeBlocks(locale, kind)),
    });
    expect(result.blocks.hero).toBeNull();
    expect(result.blocks.bigTeaser).toEqual(block(5, "Big"));
    expect(reportError).not.toHaveBeenCalled();
  });

  it.each([
    ["hero", "hero", "hero"],
    ["element", "elements", "home-elements"],
    ["big", "bigTeaser", "teasers"],
    ["small", "smallTeaser", "teasers"],
  ] as const)("reports a failed %s call as %s and keeps every other block", async (kind, field, area) => {
    const { reportError, result } = await loadHome({
      ...working,
      homeBlocks: async (locale, asked) => (asked === kind ? failing(`${kind} unavailable`)() : working.homeBlocks(locale, asked)),
    });
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(area, expect.objectContaining({ message: `${kind} unavailable` }));
    expect(result.blocks[field]).toBeNull();
    expect(result.blocks.highlights).toEqual([highlight]);
    // A visitor gets the page as rendered: without the fields only the editor uses.
    expect(result.page).toEqual(renderedPage(page));
    for (const other of ["hero", "elements", "bigTeaser", "smallTeaser"] as const) {
      if (other !== field) expect(result.blocks[other]).not.toBeNull();
    }
  });

  it("reports failed highlights as highlights", async () => {
    const { reportError, result } = await loadHome({ ...working, homeProductions: failing("highlights unavailable") });
    expect(reportError).toHaveBeenCalledWith("highlights", expect.objectContaining({ message: "highlights unavailable" }));
    expect(result.blocks.highlights).toBeNull();
    expect(result.blocks.hero).toEqual(block(1, "Hero"));
  });

  it("still renders the page when every home call fails, reporting each area", async () => {
    const { reportError, result } = await loadHome({ homeBlocks: failing("down"), homeProductions: failing("down") });
    expect(result.blocks).toEqual({ hero: null, highlights: null, elements: null, bigTeaser: null, smallTeaser: null });
    expect(reportError.mock.calls.map(([area]) => area).sort()).toEqual(["teasers", "teasers", "hero", "highlights", "home-elements"].sort());
    // A visitor gets the page as rendered: without the fields only the editor uses.
    expect(result.page).toEqual(renderedPage(page));
  });

  it("loads the blocks in parallel with each other", async () => {
    const started: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pending = loadHome({
      homeBlocks: async (_locale, kind) => {
        started.push(kind);
        await gate;
        return [];
      },
      homeProductions: async () => {
        started.push("highlights");
        await gate;
        return [];
      },
    });
    await vi.waitFor(() => expect(started).toHaveLength(5));
    release();
    const { result } = await pending;
    expect(result.blocks.hero).toBeNull();
  });
});
