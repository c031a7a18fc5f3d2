/** The calendar, productions and venue screens: their loaders against a fake content client, and the calendar rendered with its data. */
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContentError } from "../content-client/types";
import { appContext } from "../context";
import { I18nProvider } from "../i18n";
import { berlinDay } from "../lib/dates";
import { eventsJsonLd, serializeJsonLd } from "../lib/jsonld";
import type { Booking, BookingQuery, Paged } from "../schemas/programme";
import { booking, cities, genres, periods, production, venue } from "../ui/programme/test-fixtures";
import Calendar, { loader as calendarLoader } from "./calendar";
import { loader as productionLoader } from "./production";
import { loader as productionsLoader } from "./productions";
import { loader as venueLoader } from "./venue";
import { loader as venuesLoader } from "./venues";

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const paged = <T,>(results: T[], page: number, count: number, size: number): Paged<T> => ({
  count,
  next: page * size < count ? page + 1 : null,
  previous: page > 1 ? page - 1 : null,
  results,
});

function fakeContent() {
  return {
    bookings: vi.fn(async (_locale: string, query: BookingQuery) =>
      paged([booking(query.page * 10, "2025-08-21T19:30:00+02:00"), booking(query.page * 10 + 1, "2025-08-22T19:30:00+02:00")], query.page, 5, 2),
    ),
    season: vi.fn(async () => ({ ahead: 5, last_start: "2025-08-22T17:30:00.000Z" })),
    cities: vi.fn(async () => cities),
    genres: vi.fn(async () => genres),
    livePeriods: vi.fn(async () => periods),
    productions: vi.fn(async (_locale: string, query: { page: number; genres: string[] }) => paged([production], query.page, 1, 12)),
    production: vi.fn(async (_locale: string, id: number) => {
      if (id !== production.id) throw new ContentError(404, "404 Not Found");
      return production;
    }),
    venue: vi.fn(async () => venue),
    venues: vi.fn(async (_locale: string, query: { page: number; cities: string[] }) => paged([venue], query.page, 1, 12)),
  };
}

function args(url: string, content: ReturnType<typeof fakeContent>, params: Record<string, string> = {}) {
  // No content page is stored at the screens' paths: they show their lists alone.
  const pageLoader = { load: async () => Promise.reject(new ContentError(404, "404 Not Found")) };
  const app = { content, pageLoader, publicUrl: "https://festival.example" };
  const context = { get: (key: unknown) => (key === appContext ? app : { user: null, redirectModal: false }) };
  return { url: new URL(url, "https://festival.example"), request: new Request(new URL(url, "https://festival.example")), params, context } as never;
}

async function thrown(promise: Promise<unknown>): Promise<{ status: number; headers?: Headers; data?: unknown }> {
  try {
    await promise;
  } catch (error) {
    const response = error as Response & { init?: ResponseInit; data?: unknown };
    return { status: response.status ?? response.init?.status ?? 0, headers: response.headers, data: response.data };
  }
  throw new Error("the loader did not throw");
}

describe("calendar loader", () => {
  it("reads the filter from the URL, drops unknown slugs and loads the pages up to ?page= for the server render", async () => {
    const content = fakeContent();
    const data = await calendarLoader(
      args("/de/kalender?genres=tanz&genres=unbekannt&cities=mannheim&tickets_available=true&show_durational=false&page=2", content),
    );
    expect(data.filter).toMatchObject({ genres: ["tanz"], cities: ["mannheim"], ticketsAvailable: true, showDurational: false, showExhibition: true });
    // The list's pages, and one call for whether the season is over (from today on).
    expect(content.bookings.mock.calls.map(([, query]) => query)).toEqual([
      { page: 1, cities: ["mannheim"], genres: ["tanz"], tickets_available: true, is_premiere: false, show_durational: false, show_exhibition: true },
      { page: 2, cities: ["mannheim"], genres: ["tanz"], tickets_available: true, is_premiere: false, show_durational: false, show_exhibition: true },
    ]);
    expect(content.season.mock.calls).toEqual([[{ date_from: berlinDay(new Date()) }]]);
    expect(data.list).toMatchObject({ page: 2, count: 5, next: 3 });
    expect(data.list.results).toHaveLength(4);
    // The language switch keeps the filter (term slugs are the same in both languages) and the page.
    expect(data.alternates).toEqual({
      de: "/de/kalender?cities=mannheim&genres=tanz&tickets_available=true&show_durational=false&page=2",
      en: "/en/calendar?cities=mannheim&genres=tanz&tickets_available=true&show_durational=false&page=2",
    });
    expect(data.periods).toEqual(periods);
    expect(data.page).toBeNull();
  });

  it("still renders when the terms cannot be loaded", async () => {
    const content = fakeContent();
    content.genres.mockRejectedValueOnce(new Error("down"));
    const data = await calendarLoader(args("/en/calendar?genres=tanz", content));
    expect(data.genres).toEqual([]);
    expect(data.filter.genres).toEqual(["tanz"]);
  });
});

describe("productions loader", () => {
  it("filters by known genres only", async () => {
    const content = fakeContent();
    const data = await productionsLoader(args("/en/programme?genres=theater&genres=nope", content));
    expect(content.productions).toHaveBeenCalledWith("en", { page: 1, genres: ["theater"] });
    expect(data.selected).toEqual(["theater"]);
    expect(data.alternates).toEqual({ de: "/de/programm?genres=theater", en: "/en/programme?genres=theater" });
  });
});

describe("venues loader", () => {
  it("filters by known cities only and renders the pages up to ?page= together", async () => {
    const content = fakeContent();
    // Two pages of venues, so that ?page=2 is a page the list has (a page past the end is redirected).
    content.venues.mockImplementation(async (_locale, query) => paged([venue], query.page, 13, 12));
    const data = await venuesLoader(args("/de/spielorte?cities=heidelberg&cities=atlantis&page=2", content));
    expect(content.venues).toHaveBeenNthCalledWith(1, "de", { page: 1, cities: ["heidelberg"] });
    expect(content.venues).toHaveBeenNthCalledWith(2, "de", { page: 2, cities: ["heidelberg"] });
    expect(data.selected).toEqual(["heidelberg"]);
    expect(data.terms).toEqual(cities);
    expect(data.alternates).toEqual({ de: "/de/spielorte?cities=heidelberg&page=2", en: "/en/venues?cities=heidelberg&page=2" });
  });

  it("keeps the list when the cities call fails: the filter bar is left out, the asked slugs still apply", async () => {
    const content = fakeContent();
    content.cities.mockRejectedValueOnce(new Error("down"));
    const data = await venuesLoader(args("/en/venues?cities=mannheim", content));
    expect(data.terms).toEqual([]);
    expect(content.venues).toHaveBeenCalledWith("en", { page: 1, cities: ["mannheim"] });
  });
});

describe("detail loaders", () => {
  it("load a production by id with its URLs in both languages as alternates", async () => {
    const data = await productionLoader(args("/en/programme/the-wave/3", fakeContent(), { slug: "the-wave", id: "3" }));
    expect(data.production.title).toBe("Die Welle");
    expect(data.alternates).toEqual(production.urls);
  });

  it("show staff a date's draft only on the page of the date's own production", async () => {
    const staffArgs = (url: string, draftPreview: unknown) => {
      const app = { content: fakeContent(), admin: { draftPreview }, publicUrl: "https://festival.example" };
      const staff = { user: { username: "alice", email: "alice@example.org", admin_menus: [], role: "editor" }, redirectModal: false };
      const context = { get: (key: unknown) => (key === appContext ? app : staff) };
      const href = new URL(url, "https://festival.example");
      return { url: href, request: new Request(href), params: { slug: "the-wave", id: "3" }, context } as never;
    };
    const own = vi.fn(async () => ({ ...production, title: "Die Welle im Entwurf" }));
    expect((await productionLoader(staffArgs("/en/programme/the-wave/3?preview=draft&date=9", own))).production.title).toBe("Die Welle im Entwurf");
    // Date 8 belongs to production 5: this page keeps its own production, live.
    const other = vi.fn(async () => ({ ...production, id: 5, title: "Eine andere" }));
    const data = await productionLoader(staffArgs("/en/programme/the-wave/3?preview=draft&date=8", other));
    expect(other).toHaveBeenCalledTimes(1);
    expect(data.production).toMatchObject({ id: production.id, title: "Die Welle" });
  });

  it("answer an unknown or malformed id with 404", async () => {
    expect((await thrown(productionLoader(args("/de/programm/x/99", fakeContent(), { slug: "x", id: "99" })))).status).toBe(404);
    expect((await thrown(productionLoader(args("/de/programm/x/abc", fakeContent(), { slug: "x", id: "abc" })))).status).toBe(404);
  });

  it("send another slug to the canonical URL with 301, query kept", async () => {
    const redirect = await thrown(productionLoader(args("/en/programme/die-welle/3?ref=x", fakeContent(), { slug: "die-welle", id: "3" })));
    expect(redirect.status).toBe(301);
    expect(redirect.headers?.get("Location")).toBe("/en/programme/the-wave/3?ref=x");
    const venueRedirect = await thrown(venueLoader(args("/de/spielorte/falsch/7", fakeContent(), { slug: "falsch", id: "7" })));
    expect(venueRedirect.headers?.get("Location")).toBe("/de/spielorte/alte-feuerwache/7");
  });
});

describe("calendar screen", () => {
  function show(loaderData: unknown, url = "/de/kalender") {
    const router = createMemoryRouter(
      [
        {
          path: "/de/kalender",
          Component: () => (
            <I18nProvider locale="de">
              <Calendar {...({ loaderData } as unknown as Parameters<typeof Calendar>[0])} />
            </I18nProvider>
          ),
        },
      ],
      { initialEntries: [url] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  const data = (results: Booking[], count = 3) => ({
    page: null,
    isStaff: false,
    locale: "de",
    publicUrl: "https://festival.example",
    filter: {
      dateFrom: null,
      dateTo: null,
      cities: [],
      genres: ["tanz"],
      ticketsAvailable: false,
      isPremiere: false,
      showDurational: true,
      showExhibition: true,
    },
    chips: [{ label: "Tanz", name: "Filter entfernen: Tanz", href: "/de/kalender" }],
    list: { page: 1, results, count, next: count > results.length ? 2 : null },
    jsonLd: results.length ? serializeJsonLd(eventsJsonLd(results, undefined, "https://festival.example", "de")) : null,
    cities,
    genres,
    periods,
    alternates: { de: "/de/kalender?genres=tanz", en: "/en/calendar?genres=tanz" },
  });

  it("shows the count, the bookings by day and the server's JSON-LD of them, and appends the next page from the bookings API", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(paged([booking(3, "2025-08-23T19:30:00+02:00")], 2, 3, 2)), { headers: { "Content-Type": "application/json" } }),
    );
    show(data([booking(1, "2025-08-21T19:30:00+02:00"), booking(2, "2025-08-22T19:30:00+02:00")]), "/de/kalender?genres=tanz");
    expect(screen.getByText("3 Termine")).toBeTruthy();
    // The days' headings (the filter panel's heading is the other h2).
    const days = screen.getAllByRole("heading", { level: 2 }).filter((heading) => !heading.closest("[popover]"));
    expect(days.map((h) => h.textContent)).toEqual(["Donnerstag, 21. August 2025", "Freitag, 22. August 2025"]);
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
    expect(ld["@graph"]).toHaveLength(2);
    const more = screen.getByRole("link", { name: "Mehr laden" });
    expect(more.getAttribute("href")).toBe("/de/kalender?genres=tanz&page=2");
    await act(async () => fireEvent.click(more));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
    expect(fetchMock.mock.calls[0][0]).toBe("/de/api/bookings/?genres=tanz&page=2");
    // The JSON-LD is the server's (its code stays there): a crawler reads the longer list at ?page=2.
    expect(JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}")["@graph"]).toHaveLength(2);
  });

  it("says so when nothing matches", () => {
    show(data([], 0));
    expect(screen.getByText("Für diese Auswahl gibt es keine Termine.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Mehr laden" })).toBeNull();
  });
});
