import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ContentClient } from "../../content-client/types";
import { appContext, staffContext } from "../../context";
import type { Page, StaffUser } from "../../schemas/api";
import { contentPage } from "../../../tests/setup/content-page";
import { loadContentPage } from "./content-page.server";

const page: Page = { ...contentPage, id: 2, urls: { de: "/de/festival", en: "/en/festival" } };

/** A staff member's page load at `path` with `query`: which read answered, and the loader's data. */
async function staffLoad(path: string, query: string) {
  const context = new RouterContextProvider();
  const pageLoader = { load: vi.fn(async () => page) };
  const staffPage = vi.fn(async () => ({ ...page, headline: "Seitenentwurf" }));
  context.set(appContext, { content: { page: staffPage } as unknown as ContentClient, pageLoader, publicUrl: "http://localhost" } as never);
  context.set(staffContext, {
    user: { username: "alice", email: "alice@example.org", admin_menus: [], role: "editor" } satisfies StaffUser,
    redirectModal: false,
  });
  const url = new URL(`http://localhost/de${path ? `/${path}` : ""}${query}`);
  const result = await loadContentPage({ url, request: new Request(url), context }, "de", path);
  return { result, pageLoader, staffPage };
}

describe("a staff member's ?preview=draft", () => {
  it("on a content page shows the page's draft, marked, even with a stray block parameter", async () => {
    const { result, pageLoader, staffPage } = await staffLoad("festival", "?preview=draft&block=4");
    expect(staffPage).toHaveBeenCalledTimes(1);
    expect(pageLoader.load).not.toHaveBeenCalled();
    expect(result.page).toMatchObject({ headline: "Seitenentwurf", preview: true });
  });

  it("on the home page with a block id is the block's preview: the page as visitors get it", async () => {
    const { result, pageLoader, staffPage } = await staffLoad("", "?preview=draft&block=4");
    expect(pageLoader.load).toHaveBeenCalledTimes(1);
    expect(staffPage).not.toHaveBeenCalled();
    expect(result.page).toMatchObject({ headline: "Festival der Künste" });
  });

  it("on the home page with a block that is no id stays the page's draft", async () => {
    const { result, staffPage } = await staffLoad("", "?preview=draft&block=4x");
    expect(staffPage).toHaveBeenCalledTimes(1);
    expect(result.page).toMatchObject({ headline: "Seitenentwurf", preview: true });
  });
});
