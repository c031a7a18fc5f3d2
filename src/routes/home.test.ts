import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ContentClient } from "../content-client/types";
import type { ProgrammeClient } from "../content-client/programme";
import type { AdminClient } from "../content-client/admin";
import { ContentError } from "../content-client/types";
import { type AppContext, appContext, staffContext } from "../context";
import type { StaffUser } from "../schemas/api";
import { renderedPage } from "../schemas/tree";
import type { HomeBlock, HomeProduction } from "../schemas/programme";
import { loader } from "./home";
import { sessionCsrf } from "../server/auth/csrf-token";
import { contentPage } from "../../tests/setup/content-page";

const page = contentPage;

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

/** The home loader with these home calls; the page itself loads. `staff`: a staff session, with `admin`'s calls. */
async function loadHome(calls: Calls, { query = "", staff = false, admin }: { query?: string; staff?: boolean; admin?: Partial<AdminClient> } = {}) {
  const reportError = vi.fn<AppContext["reportError"]>();
  const context = new RouterContextProvider();
  const pageLoader = { load: vi.fn(async () => page) };
  // Staff read the page with their session: its working copy (a page draft's, here).
  const staffPage = vi.fn(async () => ({ ...page, headline: "Seitenentwurf" }));
  context.set(appContext, {
    content: { ...calls, page: staffPage } as unknown as ContentClient,
    pageLoader,
    reportError,
    clientIp: "192.0.2.1",
    publicUrl: "http://localhost",
    ticketShopUrl: "https://shop.example",
    csrf: sessionCsrf("k".repeat(40)),
    admin: admin as AdminClient | undefined,
  });
  if (staff)
    context.set(staffContext, {
      user: { username: "alice", email: "alice@example.org", admin_menus: [], role: "editor" } satisfies StaffUser,
      redirectModal: false,
    });
  const url = new URL(`http://localhost/en${query}`);
  const request = new Request(url);
  // A Request drops a cookie header given to it; the loader reads the one the server passes on.
  if (staff) Object.defineProperty(request, "headers", { value: new Headers({ cookie: "sessionid=s" }) });
  const result = await loader({ request, url, params: {}, context } as unknown as Parameters<typeof loader>[0]);
  return { reportError, result, pageLoader, staffPage };
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

describe("the staff preview of a home block's draft (?preview=draft&block=<id>)", () => {
  /** The admin's preview call: every kind's list with block 4's draft over it. */
  const previewing = () =>
    vi.fn(async (_locale: string, _cookie: string | undefined, _entity: string, _id: number, schema: { parse(input: unknown): unknown }) =>
      schema.parse({
        hero: [block(1, "Hero")],
        element: [block(3, "Element A"), block(4, "Element B im Entwurf")],
        big: [block(5, "Big")],
        small: [],
      }),
    );

  it("shows staff the block's draft with the page as visitors get it, read once through the admin with their session", async () => {
    const draftPreview = previewing();
    const { result, pageLoader, staffPage } = await loadHome(working, { query: "?preview=draft&block=4", staff: true, admin: { draftPreview } as never });
    expect(draftPreview).toHaveBeenCalledTimes(1);
    expect(draftPreview).toHaveBeenCalledWith("en", "sessionid=s", "home-blocks", 4, expect.anything());
    expect(result.blocks.elements).toEqual([block(3, "Element A"), block(4, "Element B im Entwurf")]);
    expect(result.blocks.smallTeaser).toBeNull();
    // Not the page's own draft: the page as visitors get it, without the editor.
    expect(pageLoader.load).toHaveBeenCalled();
    expect(staffPage).not.toHaveBeenCalled();
    expect(result.page).toEqual(renderedPage(page));
    expect(result.isStaff).toBe(false);
  });

  it("keeps the home page's own ?preview=draft the page draft's, with the live blocks", async () => {
    const draftPreview = previewing();
    const { result } = await loadHome(working, { query: "?preview=draft", staff: true, admin: { draftPreview } as never });
    expect(draftPreview).not.toHaveBeenCalled();
    expect(result.page).toMatchObject({ headline: "Seitenentwurf", preview: true });
    expect(result.blocks.elements).toEqual([block(3, "Element A"), block(4, "Element B")]);
  });

  it.each([
    ["a visitor, with the parameters", "?preview=draft&block=4", false],
    ["staff without ?preview=draft", "?block=4", true],
    ["staff with a block that is no id", "?preview=draft&block=4x", true],
  ])("is not read for %s: the live blocks", async (_who, query, staff) => {
    const draftPreview = previewing();
    const { result } = await loadHome(working, { query, staff, admin: { draftPreview } as never });
    expect(draftPreview).not.toHaveBeenCalled();
    expect(result.blocks.elements).toEqual([block(3, "Element A"), block(4, "Element B")]);
  });

  it("shows the live blocks when the block has no draft (the call answers 404), and reports a failed call per block", async () => {
    const none = vi.fn(async () => {
      throw new ContentError(404, "Not Found");
    });
    const live = await loadHome(working, { query: "?preview=draft&block=4", staff: true, admin: { draftPreview: none } as never });
    expect(live.result.blocks.elements).toEqual([block(3, "Element A"), block(4, "Element B")]);
    expect(live.reportError).not.toHaveBeenCalled();
    const down = vi.fn(async () => {
      throw new ContentError(500, "down");
    });
    const failed = await loadHome(working, { query: "?preview=draft&block=4", staff: true, admin: { draftPreview: down } as never });
    expect(failed.result.blocks.elements).toBeNull();
    expect(failed.result.blocks.highlights).toEqual([highlight]);
    expect(failed.reportError).toHaveBeenCalledWith("home-elements", expect.anything());
  });
});
