/** The news, magazine and press screens rendered with their loaders' data (as on the server, then hydrated). */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../i18n";
import type { Locale } from "../schemas/api";
import { article, articleSummary, newsSummary, press, tags } from "../ui/editorial/test-fixtures";
import Article from "./article";
import Magazine from "./magazine";
import News from "./news";
import PressItem from "./press-item";

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show<P>(Screen: ComponentType<P>, loaderData: unknown, { locale = "de", url }: { locale?: Locale; url: string }) {
  const props = { loaderData } as unknown as P & object;
  return render(
    <MemoryRouter initialEntries={[url]}>
      <I18nProvider locale={locale}>
        <Screen {...props} />
      </I18nProvider>
    </MemoryRouter>,
  );
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
const alternates = { de: "/de/news", en: "/en/news" };

describe("news list", () => {
  const first = Array.from({ length: 2 }, (_, i) => newsSummary(i + 1));
  const data = { locale: "de", publicUrl: "http://localhost", alternates, list: { page: 1, results: first, count: 3, next: 2 } };

  it("shows each item with its date in Berlin and a link to its detail", () => {
    show(News, data, { url: "/de/news" });
    expect(screen.getByRole("heading", { level: 1, name: "News" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Meldung 1" });
    expect(link.getAttribute("href")).toBe("/de/news/meldung-1/1");
    const card = link.closest("article") as HTMLElement;
    expect(card.querySelector("time")?.textContent).toBe("Fr., 22. Aug. 2025");
    expect(screen.getByRole("link", { name: "News als RSS-Feed" }).getAttribute("href")).toBe("/de/rss/news.xml");
  });

  it("appends the next page from the news call and announces it", async () => {
    fetchMock.mockResolvedValueOnce(json({ count: 3, next: null, previous: 1, results: [newsSummary(3)] }));
    show(News, data, { url: "/de/news" });
    const more = screen.getByRole("link", { name: "Mehr laden" });
    expect(more.getAttribute("href")).toBe("/de/news?page=2");
    more.focus();
    fireEvent.click(more);
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
    // The link is gone (no more pages): focus continues at the first card that arrived.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("link", { name: "Meldung 3" })));
    expect(fetchMock.mock.calls[0][0]).toBe("/de/api/news/?page=2");
    expect(screen.getByText("1 weiterer Eintrag geladen")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Mehr laden" })).toBeNull();
  });

  it("says so when there is no news, in the visitor's language", () => {
    show(News, { ...data, locale: "en", list: { page: 1, results: [], count: 0, next: null } }, { locale: "en", url: "/en/news" });
    expect(screen.getByText("There is no news at the moment.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Load more" })).toBeNull();
  });
});

describe("magazine list", () => {
  const data = (selected: string[], results = [articleSummary(1), articleSummary(2, { tags })]) => ({
    locale: "de",
    publicUrl: "http://localhost",
    alternates,
    tags,
    selected,
    list: { page: 1, results, count: results.length + 1, next: results.length ? 2 : null },
  });

  it("shows the tag filter with the URL's choice, author and tags on each card", () => {
    show(Magazine, data(["tanz"]), { url: "/de/magazin?tags=tanz" });
    const filter = screen.getByRole("group", { name: "Nach Schlagworten filtern" });
    expect((within(filter).getByRole("checkbox", { name: "Tanz" }) as HTMLInputElement).checked).toBe(true);
    expect((within(filter).getByRole("checkbox", { name: "Gespräch" }) as HTMLInputElement).checked).toBe(false);
    const card = screen.getByRole("link", { name: "Artikel 2" }).closest("article") as HTMLElement;
    expect(within(card).getByText("Von Mara Lind")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Gespräch" }).getAttribute("href")).toBe("/de/magazin?tags=gespraech");
  });

  it("asks the articles call for the next page with the chosen tags", async () => {
    fetchMock.mockResolvedValueOnce(json({ count: 3, next: null, previous: 1, results: [articleSummary(3)] }));
    show(Magazine, data(["tanz", "gespraech"]), { url: "/de/magazin?tags=tanz&tags=gespraech" });
    const more = screen.getByRole("link", { name: "Mehr laden" });
    expect(more.getAttribute("href")).toBe("/de/magazin?tags=tanz&tags=gespraech&page=2");
    fireEvent.click(more);
    await waitFor(() => expect(screen.getAllByRole("link", { name: /^Artikel/ })).toHaveLength(3));
    expect(fetchMock.mock.calls[0][0]).toBe("/de/api/articles/?page=2&tags=tanz&tags=gespraech");
  });

  it("keeps what is loaded and offers a retry when loading more fails", async () => {
    fetchMock.mockResolvedValueOnce(new Response("", { status: 500 }));
    show(Magazine, data([]), { url: "/de/magazin" });
    fireEvent.click(screen.getByRole("link", { name: "Mehr laden" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeTruthy());
    expect(screen.getAllByRole("link", { name: /^Artikel/ })).toHaveLength(2);
  });

  it("says that no article matches the chosen tags", () => {
    show(Magazine, { ...data(["tanz"], []), locale: "en" }, { locale: "en", url: "/en/magazine?tags=tanz" });
    expect(screen.getByText("No articles match the selected tags.").closest("[role=status]")).toBeTruthy();
  });
});

describe("detail screens", () => {
  it("show an article's date, title, teaser, author, tags and the way back", async () => {
    show(
      Article,
      { locale: "en", publicUrl: "http://localhost", item: article, alternates: article.urls, isStaff: false },
      { locale: "en", url: article.urls.en },
    );
    await act(async () => {});
    expect(screen.getByRole("heading", { level: 1, name: "Artikel 4" })).toBeTruthy();
    expect(screen.getByText("Fri, 22 Aug 2025").tagName).toBe("TIME");
    expect(screen.getByText("By Mara Lind")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Tags" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "All articles" }).getAttribute("href")).toBe("/en/magazine");
  });

  it("show a press release with its downloads", () => {
    show(PressItem, { locale: "de", publicUrl: "http://localhost", item: press, alternates: press.urls, isStaff: false }, { url: press.urls.de });
    expect(screen.getByRole("heading", { level: 1, name: "Festival eröffnet" })).toBeTruthy();
    const downloads = screen.getByRole("region", { name: "Downloads" });
    expect(
      within(downloads)
        .getByRole("link", { name: /^Pressemitteilung/ })
        .getAttribute("href"),
    ).toBe("/media/press/eroeffnung.pdf");
    expect(screen.getByRole("link", { name: "Alle Pressemitteilungen" }).getAttribute("href")).toBe("/de/presse");
  });
});
