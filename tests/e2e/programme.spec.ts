import type { APIRequestContext, Page } from "@playwright/test";
import type { Booking, LivePeriod, Paged, Production, ProductionSummary, Term, Venue, VenueSummary } from "../../src/schemas/programme";
import { expect, expectNoAxeViolations, locales, test } from "./helpers";
import { currentDemoSeason, shiftDay } from "../../src/server/seed/season";

/** 1 September of the reference season, moved to the season the server seeded (season.ts). */
const midSeason = shiftDay("2025-09-01", currentDemoSeason().shiftDays);

type Locale = (typeof locales)[number];

const screens = {
  calendar: { de: "/de/kalender", en: "/en/calendar" },
  productions: { de: "/de/programm", en: "/en/programme" },
  venues: { de: "/de/spielorte", en: "/en/venues" },
} as const;

const text = {
  de: {
    calendar: "Kalender",
    productions: "Programm",
    venues: "Spielorte",
    genres: "Genres",
    cities: "Städte",
    genreFilter: "Nach Genre filtern",
    cityFilter: "Nach Stadt filtern",
    loadMore: "Mehr laden",
    apply: "Filter anwenden",
    resetAll: "Alle Filter zurücksetzen",
    empty: "Für diese Auswahl gibt es keine Termine.",
    exhibitions: "Ausstellungen zeigen",
    dates: (count: number) => `${count} Termine`,
    productionCount: (count: number) => `${count} Produktionen`,
    venueCount: (count: number) => `${count} Spielorte`,
    loaded: (count: number) => `${count} weitere Einträge geladen`,
    map: /^Auf der Karte zeigen/,
    eventNav: "Kalender und Programm",
    switchTo: /^EN\b/,
  },
  en: {
    calendar: "Calendar",
    productions: "Programme",
    venues: "Venues",
    genres: "Genres",
    cities: "Cities",
    genreFilter: "Filter by genre",
    cityFilter: "Filter by city",
    loadMore: "Load more",
    apply: "Apply filters",
    resetAll: "Reset all filters",
    empty: "There are no dates for this selection.",
    exhibitions: "Show exhibitions",
    dates: (count: number) => `${count} dates`,
    productionCount: (count: number) => `${count} productions`,
    venueCount: (count: number) => `${count} venues`,
    loaded: (count: number) => `${count} more entries loaded`,
    map: /^Show on the map/,
    eventNav: "Calendar and programme",
    switchTo: /^DE\b/,
  },
} as const;

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const eventNav = (page: Page, locale: Locale) => page.locator("[data-slot='event-header']").getByRole("navigation", { name: text[locale].eventNav });
const bookingCards = (page: Page) => page.locator("main .booking-card");
const count = (page: Page) => page.locator("main .programme-page__count");
/** The calendar's filter form is in a panel that its "Filter (n)" button opens. */
const openCalendarFilters = (page: Page) => page.locator("main .calendar-filter-bar__toggle").click();

/** The JSON-LD scripts of the page, parsed; fails on JSON that does not parse. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((script) => JSON.parse(script) as Record<string, unknown>);
}

/** The schema.org events in the page's JSON-LD (single events and @graph entries). */
async function events(page: Page): Promise<Record<string, unknown>[]> {
  return (await jsonLd(page)).flatMap((data) => (Array.isArray(data["@graph"]) ? (data["@graph"] as Record<string, unknown>[]) : [data]));
}

function expectValidEvent(event: Record<string, unknown>) {
  expect(["Event", "ExhibitionEvent"]).toContain(event["@type"]);
  expect(typeof event.name).toBe("string");
  expect(String(event.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  expect(String(event.eventStatus)).toMatch(/^https:\/\/schema\.org\/Event(Scheduled|Cancelled|Postponed)$/);
  const location = event.location as { "@type": string; name: string; address: { "@type": string; addressLocality: string } };
  expect(location["@type"]).toBe("Place");
  expect(location.address["@type"]).toBe("PostalAddress");
  expect(location.address.addressLocality).toBeTruthy();
}

test.describe("server-rendered before JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    test(`${locale}: calendar, programme and venues render their lists, title and meta tags`, async ({ page }) => {
      for (const screen of ["calendar", "productions", "venues"] as const) {
        const url = screens[screen][locale];
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        // The screen's own headline and title, or those of its content page (staff may edit them).
        await expect(page.locator("h1")).toHaveText(new RegExp(`^${text[locale][screen]}\\b`));
        await expect(page).toHaveTitle(new RegExp(`^${text[locale][screen]}\\b`));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${url}$`));
        for (const other of locales) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute("href", new RegExp(`${screens[screen][other]}$`));
        }
        await expect(page.locator("main article").first()).toBeVisible();
        // Without JavaScript the filter is a form with a submit button.
        if (screen === "calendar") await openCalendarFilters(page);
        await expect(page.getByRole("button", { name: text[locale].apply })).toBeVisible();
      }
    });
  }

  test("a filtered calendar URL renders filtered on the server", async ({ page, request }) => {
    const genres = await api<Term[]>(request, "/de/api/genres/");
    const cities = await api<Term[]>(request, "/de/api/venues/cities/");
    const genre = genres[0];
    const filtered = await api<Paged<Booking>>(request, `/de/api/bookings/?genres=${genre.slug}&show_exhibition=false`);
    expect(filtered.count).toBeGreaterThan(0);
    await page.goto(`/de/kalender?genres=${genre.slug}&show_exhibition=false`);
    await expect(count(page)).toHaveText(text.de.dates(filtered.count));
    await openCalendarFilters(page);
    await expect(page.getByRole("checkbox", { name: genre.name, exact: true })).toBeChecked();
    await expect(page.getByRole("switch", { name: text.de.exhibitions })).not.toBeChecked();
    const shown = await bookingCards(page).count();
    expect(shown).toBe(Math.min(filtered.count, 20));
    for (const card of await bookingCards(page).all()) {
      await expect(card.locator(`[data-badge="genre-${genre.slug}"]`)).toHaveCount(1);
      await expect(card.locator('[data-badge="exhibition"]')).toHaveCount(0);
    }

    // Submitting the form (no JavaScript) narrows further, through the URL.
    const city = cities[0];
    await page.getByRole("checkbox", { name: city.name, exact: true }).check();
    await page.getByRole("button", { name: text.de.apply }).click();
    await expect(page).toHaveURL(new RegExp(`cities=${city.slug}`));
    const both = await api<Paged<Booking>>(request, `/de/api/bookings/?genres=${genre.slug}&cities=${city.slug}&show_exhibition=false`);
    await expect(count(page)).toHaveText(text.de.dates(both.count));
    // The submitted form loads a new page, its panel closed.
    await openCalendarFilters(page);
    await expect(page.getByRole("switch", { name: text.de.exhibitions })).not.toBeChecked();
  });

  test("load more is a link to the next page, which shows the first pages together", async ({ page, request }) => {
    const all = await api<Paged<Booking>>(request, "/en/api/bookings/");
    await page.goto("/en/calendar");
    await expect(bookingCards(page)).toHaveCount(20);
    await page.getByRole("link", { name: text.en.loadMore }).click();
    await expect(page).toHaveURL(/\/en\/calendar\?page=2$/);
    await expect(bookingCards(page)).toHaveCount(Math.min(40, all.count));
  });

  test("an empty selection says so", async ({ page }) => {
    await page.goto("/de/kalender?date_from=2030-01-01");
    await expect(page.getByText(text.de.empty)).toBeVisible();
    await expect(bookingCards(page)).toHaveCount(0);
  });
});

test.describe("calendar", () => {
  for (const locale of locales) {
    test(`${locale}: grouped by day; a genre narrows the list, the URL says so, and reset clears it`, async ({ page, request }) => {
      const url = screens.calendar[locale];
      const all = await api<Paged<Booking>>(request, `/${locale}/api/bookings/`);
      await page.goto(url);
      await expect(count(page)).toHaveText(text[locale].dates(all.count));
      // One heading per Berlin day, in date order.
      const days = await page.locator("main .booking-day").evaluateAll((sections) => sections.map((s) => s.getAttribute("data-day") ?? ""));
      expect(days.length).toBeGreaterThan(0);
      expect([...days].sort()).toEqual(days);
      expect(new Set(days).size).toBe(days.length);

      const genres = await api<Term[]>(request, `/${locale}/api/genres/`);
      const genre = genres[1];
      const narrowed = await api<Paged<Booking>>(request, `/${locale}/api/bookings/?genres=${genre.slug}`);
      expect(narrowed.count).toBeLessThan(all.count);
      await openCalendarFilters(page);
      await page.getByRole("group", { name: text[locale].genres }).getByRole("checkbox", { name: genre.name, exact: true }).check();
      await expect(page).toHaveURL(`${url}?genres=${genre.slug}`);
      await expect(count(page)).toHaveText(text[locale].dates(narrowed.count));
      for (const card of await bookingCards(page).all()) await expect(card.locator(`[data-badge="genre-${genre.slug}"]`)).toHaveCount(1);

      // A reload keeps the filter (it lives in the URL).
      await page.reload();
      await expect(count(page)).toHaveText(text[locale].dates(narrowed.count));

      // The reset is in the panel, closed after the reload.
      await openCalendarFilters(page);
      await page.getByRole("link", { name: text[locale].resetAll }).click();
      await expect(page).toHaveURL(url);
      await expect(count(page)).toHaveText(text[locale].dates(all.count));
    });
  }

  test("a live period sets the date range; every day shown lies in it", async ({ page, request }) => {
    const periods = await api<LivePeriod[]>(request, "/de/api/live-periods/");
    expect(periods.length).toBeGreaterThan(0);
    const period = periods[0];
    await page.goto("/de/kalender");
    await openCalendarFilters(page);
    await page.getByRole("link", { name: new RegExp(`^${period.title}`) }).click();
    await expect(page).toHaveURL(`/de/kalender?date_from=${period.date_from}&date_to=${period.date_to}`);
    await expect(page.getByLabel("Von")).toHaveValue(period.date_from);
    await expect(page.getByLabel("Bis")).toHaveValue(period.date_to);
    await expect(page.getByRole("link", { name: new RegExp(`^${period.title}`) })).toHaveAttribute("aria-current", "true");
    const days = await page.locator("main .booking-day").evaluateAll((sections) => sections.map((s) => s.getAttribute("data-day") ?? ""));
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day >= period.date_from && day <= period.date_to, day).toBe(true);
  });

  test("typed dates, the switches and the premiere option narrow the list through the URL", async ({ page, request }) => {
    await page.goto("/en/calendar");
    // A date typed before hydration stays in the field but React never hears of it.
    await page.locator("header[data-hydrated]").first().waitFor();
    await openCalendarFilters(page);
    await page.getByLabel("From").fill(midSeason);
    await expect(page).toHaveURL(`/en/calendar?date_from=${midSeason}`);
    // The list follows the URL once the new dates have come.
    const days = () => page.locator("main .booking-day").evaluateAll((sections) => sections.map((s) => s.getAttribute("data-day") ?? ""));
    await expect.poll(async () => (await days()).every((day) => day >= midSeason)).toBe(true);

    await page.getByRole("switch", { name: text.en.exhibitions }).uncheck();
    await expect(page).toHaveURL(`/en/calendar?date_from=${midSeason}&show_exhibition=false`);
    await expect(page.locator('main [data-badge="exhibition"]')).toHaveCount(0);

    await page.getByRole("checkbox", { name: "Premieres only" }).check();
    await expect(page).toHaveURL(`/en/calendar?date_from=${midSeason}&is_premiere=true&show_exhibition=false`);
    const premieres = await api<Paged<Booking>>(request, `/en/api/bookings/?date_from=${midSeason}&is_premiere=true&show_exhibition=false`);
    await expect(count(page)).toHaveText(premieres.count === 1 ? "1 date" : text.en.dates(premieres.count));
    for (const card of await bookingCards(page).all()) await expect(card.locator('[data-badge="premiere"]')).toHaveCount(1);
  });

  test("the filters work from the keyboard", async ({ page }) => {
    await page.goto("/de/kalender");
    await openCalendarFilters(page);
    const first = page.getByRole("group", { name: text.de.cities }).getByRole("checkbox").first();
    await first.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\/de\/kalender\?cities=[\w-]+$/);
    await expect(first).toBeChecked();
    await expect(first).toBeFocused();
  });

  test("load more appends the next page in place and announces it", async ({ page, request }) => {
    const all = await api<Paged<Booking>>(request, "/de/api/bookings/");
    expect(all.count).toBeGreaterThan(40);
    await page.goto("/de/kalender");
    await expect(bookingCards(page)).toHaveCount(20);
    const firstIds = await bookingCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute("data-booking-id")));
    await page.getByRole("link", { name: text.de.loadMore }).click();
    await expect(bookingCards(page)).toHaveCount(40);
    await expect(page.locator(".load-more [role=status]")).toHaveText(text.de.loaded(20));
    // Appended in place: the first twenty stay as they were, and the address records how far the
    // list is loaded (Back from a detail page and a reload bring the forty back).
    await expect(page).toHaveURL("/de/kalender?page=2");
    const ids = await bookingCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute("data-booking-id")));
    expect(ids.slice(0, 20)).toEqual(firstIds);
    expect(new Set(ids).size).toBe(40);
    // A filter change starts the list again from its first page.
    await openCalendarFilters(page);
    await page.getByRole("group", { name: text.de.genres }).getByRole("checkbox").first().check();
    await expect(page).toHaveURL(/genres=/);
    await expect.poll(() => bookingCards(page).count()).toBeLessThanOrEqual(20);
  });

  test("JSON-LD describes the listed bookings as schema.org events", async ({ page }) => {
    await page.goto("/en/calendar");
    const found = await events(page);
    expect(found).toHaveLength(20);
    for (const event of found) expectValidEvent(event);
  });

  test("dates are Berlin days and times whatever the browser's time zone", async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: "Pacific/Auckland" });
    const page = await context.newPage();
    await page.goto("/de/kalender");
    await page.locator("header[data-hydrated]").waitFor();
    const [first] = await bookingCards(page).evaluateAll((cards) =>
      cards.slice(0, 1).map((card) => ({
        day: card.closest(".booking-day")?.getAttribute("data-day"),
        start: card.querySelector("time")?.getAttribute("datetime"),
        time: card.querySelector("time")?.textContent,
      })),
    );
    expect(first.start?.slice(0, 10)).toBe(first.day);
    expect(first.time).toBe(first.start?.slice(11, 16));
    await context.close();
  });
});

test.describe("event header", () => {
  for (const locale of locales) {
    test(`${locale}: links calendar and programme, the current one marked`, async ({ page }) => {
      for (const [screen, current] of [
        ["calendar", "calendar"],
        ["productions", "productions"],
      ] as const) {
        await page.goto(screens[screen][locale]);
        const bar = eventNav(page, locale);
        await expect(bar.getByRole("link", { name: text[locale][current] })).toHaveAttribute("aria-current", "page");
        const other = current === "calendar" ? "productions" : "calendar";
        await expect(bar.getByRole("link", { name: text[locale][other] })).not.toHaveAttribute("aria-current", /.*/);
      }
      await eventNav(page, locale).getByRole("link", { name: text[locale].calendar }).click();
      await expect(page).toHaveURL(screens.calendar[locale]);
    });
  }

  test("is not on the venues list", async ({ page }) => {
    await page.goto("/de/spielorte");
    await expect(page.locator("[data-slot='event-header']")).toHaveCount(0);
  });
});

test.describe("productions", () => {
  for (const locale of locales) {
    test(`${locale}: the genre filter narrows the list and lives in the URL; load more appends`, async ({ page, request }) => {
      const url = screens.productions[locale];
      const all = await api<Paged<ProductionSummary>>(request, `/${locale}/api/productions/`);
      const genres = await api<Term[]>(request, `/${locale}/api/genres/`);
      await page.goto(url);
      await expect(count(page)).toHaveText(text[locale].productionCount(all.count));
      await expect(page.locator("main .production-card")).toHaveCount(12);
      await page.getByRole("link", { name: text[locale].loadMore }).click();
      await expect(page.locator("main .production-card")).toHaveCount(Math.min(24, all.count));
      await expect(page.locator(".load-more [role=status]")).toHaveText(text[locale].loaded(Math.min(24, all.count) - 12));

      const genre = genres[0];
      const narrowed = await api<Paged<ProductionSummary>>(request, `/${locale}/api/productions/?genres=${genre.slug}`);
      await page.getByRole("group", { name: text[locale].genreFilter }).getByRole("checkbox", { name: genre.name, exact: true }).check();
      await expect(page).toHaveURL(`${url}?genres=${genre.slug}`);
      await expect(count(page)).toHaveText(text[locale].productionCount(narrowed.count));
      expect(narrowed.count).toBeLessThan(all.count);
      for (const card of await page.locator("main .production-card").all()) await expect(card.locator(".card__preline")).toContainText(genre.name);
      await page.reload();
      await expect(page.getByRole("checkbox", { name: genre.name, exact: true })).toBeChecked();
    });
  }

  test("a filtered programme URL renders filtered without JavaScript", async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const genres = await api<Term[]>(request, "/en/api/genres/");
    const narrowed = await api<Paged<ProductionSummary>>(request, `/en/api/productions/?genres=${genres[2].slug}`);
    await page.goto(`/en/programme?genres=${genres[2].slug}`);
    await expect(count(page)).toHaveText(narrowed.count === 1 ? "1 production" : text.en.productionCount(narrowed.count));
    await expect(page.getByRole("checkbox", { name: genres[2].name, exact: true })).toBeChecked();
    await context.close();
  });
});

test.describe("production detail", () => {
  for (const locale of locales) {
    test(`${locale}: title, texts, dates with venue, ticket and calendar links, JSON-LD, language switch keeps slug and id`, async ({ page, request }) => {
      const list = await api<Paged<ProductionSummary>>(request, `/${locale}/api/productions/`);
      const summary = list.results.find((item) => item.first_date) as ProductionSummary;
      const production = await api<Production>(request, `/${locale}/api/productions/${summary.id}/`);
      const response = await page.goto(production.urls[locale]);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveText(production.title);
      await expect(page).toHaveTitle(new RegExp(`^${production.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `));
      await expect(page.locator("header").first()).toHaveAttribute("data-transparent", "");
      await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute("href", new RegExp(`${production.urls.de}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", new RegExp(`${production.urls.en}$`));
      const cards = bookingCards(page);
      await expect(cards).toHaveCount(production.bookings.length);
      const first = production.bookings[0];
      const card = page.locator(`main [data-booking-id="${first.id}"]`);
      await expect(card.getByRole("link", { name: first.venue.name })).toHaveAttribute("href", first.venue.urls[locale]);
      await expect(card.locator(`a[href="${first.ics_url}"]`)).toHaveCount(first.status === "cancelled" ? 0 : 1);
      if (first.ticket_url && first.tickets_available && first.status !== "cancelled") {
        await expect(card.locator(`a[href="${first.ticket_url}"]`)).toHaveCount(1);
      }
      const found = await events(page);
      expect(found).toHaveLength(production.bookings.length);
      for (const event of found) {
        expectValidEvent(event);
        expect(event.name).toBe(production.title);
      }

      const other = locale === "de" ? "en" : "de";
      await page.getByRole("link", { name: text[locale].switchTo }).click();
      await expect(page).toHaveURL(production.urls[other]);
      await expect(page.locator("html")).toHaveAttribute("lang", other);
      expect(production.urls[other].split("/").at(-1)).toBe(String(production.id));
    });
  }

  test("a slug that is not the production's in this language goes to the canonical URL with 301", async ({ request }) => {
    const list = await api<Paged<ProductionSummary>>(request, "/de/api/productions/");
    const production = list.results[0];
    const response = await request.get(`/de/programm/falscher-slug/${production.id}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(production.urls.de);
    const english = await request.get(`/en/programme/${production.slug}/${production.id}`, { maxRedirects: 0 });
    const en = await api<ProductionSummary>(request, `/en/api/productions/${production.id}/`);
    if (en.slug !== production.slug) {
      expect(english.status()).toBe(301);
      expect(english.headers().location).toBe(en.urls.en);
    } else {
      expect(english.status()).toBe(200);
    }
  });

  test("an unknown production is a 404", async ({ page }) => {
    for (const url of ["/de/programm/gibt-es-nicht/999999", "/en/programme/nothing/0", "/en/programme/nothing/abc"]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
    }
  });
});

test.describe("venues", () => {
  for (const locale of locales) {
    test(`${locale}: the city filter narrows the list and lives in the URL`, async ({ page, request }) => {
      const url = screens.venues[locale];
      const all = await api<Paged<VenueSummary>>(request, `/${locale}/api/venues/`);
      const cities = await api<Term[]>(request, `/${locale}/api/venues/cities/`);
      await page.goto(url);
      await expect(count(page)).toHaveText(text[locale].venueCount(all.count));
      const city = cities[0];
      const narrowed = await api<Paged<VenueSummary>>(request, `/${locale}/api/venues/?cities=${city.slug}`);
      await page.getByRole("group", { name: text[locale].cityFilter }).getByRole("checkbox", { name: city.name, exact: true }).check();
      await expect(page).toHaveURL(`${url}?cities=${city.slug}`);
      await expect(page.locator("main .venue-card")).toHaveCount(Math.min(narrowed.count, 12));
      expect(narrowed.count).toBeLessThan(all.count);
      for (const card of await page.locator("main .venue-card").all()) await expect(card.locator(".card__preline")).toHaveText(city.name);
    });

    test(`${locale}: venue detail with address, accessibility, map link and dates; the language switch keeps slug and id`, async ({ page, request }) => {
      const list = await api<Paged<VenueSummary>>(request, `/${locale}/api/venues/`);
      const venue = await api<Venue>(request, `/${locale}/api/venues/${list.results[0].id}/`);
      const response = await page.goto(venue.urls[locale]);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveText(venue.name);
      await expect(page.locator("main address")).toContainText(venue.address.street);
      if (venue.latitude !== null && venue.longitude !== null) {
        const map = page.getByRole("link", { name: text[locale].map });
        await expect(map).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/\?mlat=[\d.-]+&mlon=[\d.-]+#map=17\/[\d.-]+\/[\d.-]+$/);
      }
      if (venue.upcoming.length > 0) {
        await expect(bookingCards(page)).toHaveCount(venue.upcoming.length);
        for (const event of await events(page)) expectValidEvent(event);
      } else {
        await expect(bookingCards(page)).toHaveCount(venue.past.length);
      }
      const other = locale === "de" ? "en" : "de";
      await page.getByRole("link", { name: text[locale].switchTo }).click();
      await expect(page).toHaveURL(venue.urls[other]);
    });
  }

  test("a venue without upcoming dates says so and shows the season's past dates", async ({ page, request }) => {
    // The season lies in the past: every venue shows its past dates, unless it still has some ahead.
    const list = await api<Paged<VenueSummary>>(request, "/en/api/venues/");
    for (const summary of list.results) {
      const venue = await api<Venue>(request, `/en/api/venues/${summary.id}/`);
      if (venue.upcoming.length > 0 || venue.past.length === 0) continue;
      await page.goto(venue.urls.en);
      await expect(page.getByText("There are no further dates at this venue at the moment.")).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Past dates this season" })).toBeVisible();
      await expect(bookingCards(page)).toHaveCount(venue.past.length);
      return;
    }
  });

  test("venue detail: wrong slug 301, unknown id 404", async ({ request }) => {
    const list = await api<Paged<VenueSummary>>(request, "/de/api/venues/");
    const venue = list.results[0];
    const moved = await request.get(`/de/spielorte/anders/${venue.id}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(venue.urls.de);
    expect((await request.get("/en/venues/nowhere/999999")).status()).toBe(404);
  });
});

test.describe("accessibility", () => {
  for (const contrast of ["normal", "high"] as const) {
    for (const locale of locales) {
      test(`${locale}, ${contrast} contrast: every programme screen has no axe violations`, async ({ page, context, request }) => {
        test.setTimeout(90_000);
        if (contrast === "high") await context.addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);
        const productions = await api<Paged<ProductionSummary>>(request, `/${locale}/api/productions/`);
        const venues = await api<Paged<VenueSummary>>(request, `/${locale}/api/venues/`);
        const urls = [
          screens.calendar[locale],
          `${screens.calendar[locale]}?date_from=2030-01-01`,
          screens.productions[locale],
          screens.venues[locale],
          productions.results[0].urls[locale],
          venues.results[0].urls[locale],
        ];
        for (const url of urls) {
          await page.goto(url);
          if (contrast === "high") await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
          await expectNoAxeViolations(page);
        }
        // After filtering and loading more, too.
        await page.goto(screens.calendar[locale]);
        await openCalendarFilters(page);
        await page.getByRole("group", { name: text[locale].genres }).getByRole("checkbox").first().check();
        await expect(page).toHaveURL(/genres=/);
        await expectNoAxeViolations(page);
        await page.goto(screens.productions[locale]);
        await page.getByRole("link", { name: text[locale].loadMore }).click();
        await expect(page.locator(".load-more [role=status]")).not.toBeEmpty();
        await expectNoAxeViolations(page);
      });
    }
  }
});
