import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Locale, Page } from "../../schemas/api";
import type { HomeBlock, HomeProduction } from "../../schemas/programme";
import type { HomeBlocks } from "../../routes/home.server";
import Home from "../../routes/home";

afterEach(cleanup);

const block = (id: number, headline: string, extra: Partial<HomeBlock> = {}): HomeBlock => ({
  id,
  preline: `Preline ${id}`,
  headline,
  text: `Text ${id}`,
  image: { path: `demo/home-${id}.jpg`, alt: `Bild ${id}` },
  link: `/de/seite-${id}`,
  link_text: "",
  ...extra,
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
    genres: [{ id: 1, slug: "tanz", name: "Tanz" }],
    image: null,
    first_date: "2025-08-21T18:00:00Z",
    last_date: "2025-08-23T18:00:00Z",
    urls: { de: "/de/programm/die-welle/3", en: "/en/programme/the-wave/3" },
  },
};

const page = {
  id: 1,
  urls: { de: "/de", en: "/en" },
  content_type: "home",
  title: "Startseite",
  headline: "Festival der Künste",
  modules: [],
  og_image: "",
  og_image_thumbs: {},
} as unknown as Page;

function renderHome(blocks: HomeBlocks, locale: Locale = "de") {
  const loaderData = { page, alternates: page.urls, publicUrl: "http://localhost", locale, isStaff: false, blocks };
  const props = { loaderData } as unknown as Parameters<typeof Home>[0];
  return render(
    <MemoryRouter initialEntries={[`/${locale}`]}>
      <I18nProvider locale={locale}>
        <Home {...props} />
      </I18nProvider>
    </MemoryRouter>,
  );
}

const all: HomeBlocks = {
  hero: block(1, "Eröffnung"),
  highlights: [highlight],
  elements: [block(2, "Festivalzentrum"), block(3, "Tickets")],
  bigTeaser: block(4, "Festivalpass"),
  smallTeaser: block(5, "Newsletter", { link: null }),
};

describe("home page", () => {
  it("shows the hero, the page, highlights, home elements and both teasers, in that order", () => {
    const { container } = renderHome(all);
    const order = [...container.querySelectorAll("[data-home-block], .content-page")].map((element) => element.getAttribute("data-home-block") ?? "page");
    expect(order).toEqual(["hero", "page", "highlights", "elements", "big-teaser", "small-teaser"]);
    // One h1: the page's headline; the blocks use h2 and h3 below it.
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["Festival der Künste"]);
    const hero = screen.getByRole("region", { name: "Aufmacher" });
    expect(within(hero).getByRole("heading", { level: 2, name: "Eröffnung" })).toBeTruthy();
    expect(within(hero).getByRole("img", { name: "Bild 1" })).toBeTruthy();
    expect(
      within(hero)
        .getByRole("link", { name: /Mehr erfahren/ })
        .getAttribute("href"),
    ).toBe("/de/seite-1");
  });

  it("shows highlights as production cards linking to their detail", () => {
    renderHome(all);
    const highlights = screen.getByRole("region", { name: "Highlights im Programm" });
    const link = within(highlights).getByRole("link", { name: "Die Welle" });
    expect(link.getAttribute("href")).toBe("/de/programm/die-welle/3");
    expect(link.closest("h3")).toBeTruthy();
  });

  it("shows every home element and the first big and small teaser", () => {
    renderHome(all, "en");
    const elements = screen.getByRole("region", { name: "More from the festival" });
    expect(
      within(elements)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Festivalzentrum", "Tickets"]);
    expect(screen.getByRole("heading", { level: 2, name: "Festivalpass" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Newsletter" })).toBeTruthy();
  });

  it("shows nothing for a block that is missing or failed, and the page still", () => {
    const { container } = renderHome({ hero: null, highlights: null, elements: [], bigTeaser: null, smallTeaser: null });
    expect(container.querySelectorAll("[data-home-block]")).toHaveLength(0);
    expect(screen.getByRole("heading", { level: 1, name: "Festival der Künste" })).toBeTruthy();
  });
});
