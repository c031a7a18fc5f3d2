import { cleanup, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Locale } from "../../schemas/api";
import { ProductionCard } from "./ProductionCard";
import { groupCredits, ProductionDetail } from "./ProductionDetail";
import { booking, production, productionSummary, venue, venueSummary } from "./test-fixtures";
import { VenueCard } from "./VenueCard";
import { openStreetMapUrl, VenueDetail } from "./VenueDetail";

afterEach(cleanup);

/** A clock before the fixtures' dates (August 2025), and one after the first of them. */
const beforeSeason = "2025-06-01T10:00:00.000Z";

const inLocale = (node: React.ReactNode, locale: Locale = "de") => (
  <MemoryRouter>
    <I18nProvider locale={locale}>{node}</I18nProvider>
  </MemoryRouter>
);

describe("ProductionDetail", () => {
  it("shows title, subtitle, artist, texts, images, facts and credits", () => {
    render(inLocale(<ProductionDetail production={production} now={beforeSeason} />));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Die Welle");
    const intro = within(document.querySelector(".detail__intro") as HTMLElement);
    expect(intro.getByText("Ein Abend über Gemeinschaft")).toBeTruthy();
    expect(intro.getByText("Kollektiv Nord")).toBeTruthy();
    // Without content modules the plain description is the text.
    expect(screen.getByText("Erster Absatz.").tagName).toBe("P");
    expect(screen.getByText("Zweiter Absatz.").tagName).toBe("P");
    expect(screen.getByRole("img", { name: "Tänzerinnen am Ufer" })).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Weitere Bilder" })).getByRole("img", { name: "Probe im Studio" })).toBeTruthy();
    const terms = [...document.querySelectorAll("dt")].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(terms).toEqual([
      "Dauer: 90 Minuten",
      "Sprache: In deutscher Sprache",
      "Altersempfehlung: Ab 14 Jahren",
      "Regie: Ada Beispiel",
      "Tanz: Bo Muster, Cem Probe",
    ]);
  });

  it("shows the content modules as its texts, instead of the plain description", () => {
    const modules = [
      {
        id: 1,
        slug: "production-3-text",
        module: "section" as const,
        model: {
          colour: "white" as const,
          layout: 0,
          columns: [
            { index: 0, children: [{ id: 2, slug: "t", module: "text", model: { content: "<p>Aus dem Modul.</p>" }, parent: 1, order: 0, children: [] }] },
          ],
        },
        parent: null,
        order: 0,
        content_type: "production",
        object_id: 3,
      },
    ];
    render(inLocale(<ProductionDetail production={{ ...production, modules }} now={beforeSeason} />));
    expect(screen.getByText("Aus dem Modul.")).toBeTruthy();
    expect(screen.queryByText("Erster Absatz.")).toBeNull();
  });

  it("lists every date with date, venue, ticket and calendar links, and other productions of the genre", () => {
    render(inLocale(<ProductionDetail production={production} now={beforeSeason} />, "en"));
    const dates = screen.getByRole("region", { name: "Dates" });
    const cards = within(dates).getAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole("heading", { level: 3 }).textContent).toBe("Thu, 21 Aug 2025, 7:30\u00a0PM");
    expect(within(cards[0]).getByRole("link", { name: "Alte Feuerwache" }).getAttribute("href")).toBe("/en/venues/old-fire-station/7");
    expect(within(cards[0]).getByRole("link", { name: /^Tickets/ })).toBeTruthy();
    expect(within(cards[0]).getByRole("link", { name: /^Add to my calendar \(\.ics\)/ })).toBeTruthy();
    expect(within(cards[0]).getByText("Premiere")).toBeTruthy();
    const related = screen.getByRole("region", { name: "More in this genre" });
    expect(within(related).getByRole("link", { name: "Nachtstück" }).getAttribute("href")).toBe("/en/programme/night-piece/4");
  });

  it("puts the next date, its venue and the ticket link under the title, with a jump to every date", () => {
    render(inLocale(<ProductionDetail production={production} now={beforeSeason} />, "en"));
    const next = screen.getByRole("region", { name: "Next date" });
    expect(within(next).getByText("Thu, 21 Aug 2025")).toBeTruthy();
    expect(within(next).getByRole("link", { name: "Alte Feuerwache" }).getAttribute("href")).toBe("/en/venues/old-fire-station/7");
    expect(within(next).getByRole("link", { name: /^Tickets.*Die Welle, Thu, 21 Aug 2025/ })).toBeTruthy();
    expect(within(next).getByRole("link", { name: "All dates" }).getAttribute("href")).toBe("#dates");
    expect(screen.getByRole("region", { name: "Dates" }).id).toBe("dates");
    // The phones' sticky ticket link is the same next date's.
    expect(document.querySelector(".production-sticky a")?.getAttribute("href")).toBe(
      within(next)
        .getByRole("link", { name: /^Tickets/ })
        .getAttribute("href"),
    );
  });

  it("shows a date that is over as past, without tickets, and offers the next one", () => {
    const [first, second] = production.bookings;
    const afterFirst = new Date(Date.parse(first.start) + 3 * 3_600_000).toISOString();
    render(inLocale(<ProductionDetail production={production} now={afterFirst} />, "de"));
    const cards = within(screen.getByRole("region", { name: "Termine" })).getAllByRole("article");
    expect(cards[0].hasAttribute("data-past")).toBe(true);
    expect(within(cards[0]).getByText("Vergangen")).toBeTruthy();
    expect(within(cards[0]).queryByRole("link", { name: /^Tickets/ })).toBeNull();
    expect(cards[1].hasAttribute("data-past")).toBe(false);
    const next = screen.getByRole("region", { name: "Nächster Termin" });
    expect(next.querySelector("time")?.getAttribute("datetime")).toBe(second.start);
  });

  it("offers no tickets at all when every date is over", () => {
    render(inLocale(<ProductionDetail production={production} now="2030-01-01T00:00:00.000Z" />, "en"));
    expect(screen.getByRole("region", { name: "No upcoming dates" })).toBeTruthy();
    expect(screen.queryAllByRole("link", { name: /^Tickets/ })).toHaveLength(0);
    expect(screen.getAllByText("Past")).toHaveLength(production.bookings.length);
    expect(document.querySelector(".production-sticky")).toBeNull();
  });

  it("says so when there are no dates, and leaves out empty parts", () => {
    render(
      inLocale(<ProductionDetail production={{ ...production, bookings: [], related: [], images: [], credits: [], image: null }} now={beforeSeason} />, "en"),
    );
    expect(screen.getByText("There are no dates for this production at the moment.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "More in this genre" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Credits" })).toBeNull();
    expect(document.querySelector(".detail--no-image")).toBeTruthy();
  });

  it("groups credits of one role that follow each other", () => {
    expect(
      groupCredits([
        { role: "Tanz", name: "A" },
        { role: "Tanz", name: "B" },
        { role: "Licht", name: "C" },
        { role: "Tanz", name: "D" },
      ]),
    ).toEqual([
      { role: "Tanz", names: ["A", "B"] },
      { role: "Licht", names: ["C"] },
      { role: "Tanz", names: ["D"] },
    ]);
  });
});

describe("VenueDetail", () => {
  it("shows address, accessibility, the OpenStreetMap link and the website in a new window", () => {
    render(inLocale(<VenueDetail venue={venue} />));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Alte Feuerwache");
    expect(document.querySelector("address")?.textContent).toBe("Brückenstraße 268167 Mannheim");
    expect(screen.getByRole("region", { name: "Barrierefreiheit" }).textContent).toContain("Stufenloser Zugang");
    const map = screen.getByRole("link", { name: /^Auf der Karte zeigen/ });
    expect(map.getAttribute("href")).toBe("https://www.openstreetmap.org/?mlat=49.4961&mlon=8.4752#map=17/49.4961/8.4752");
    expect(map.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: /^Website des Spielorts/ }).getAttribute("href")).toBe("https://example.org/feuerwache");
  });

  it("without upcoming dates says so and shows the season's past dates under their own heading", () => {
    render(inLocale(<VenueDetail venue={venue} />, "en"));
    expect(screen.getByText("There are no further dates at this venue at the moment.")).toBeTruthy();
    const past = screen.getByRole("region", { name: "Past dates this season" });
    // Folded behind their count, in the right number.
    const details = past.querySelector("details") as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")?.textContent).toBe("1 past date");
    expect(within(past).getByRole("heading", { level: 3, hidden: true }).textContent).toBe("Friday, 22 August 2025");
    expect(within(past).getByText("Past")).toBeTruthy();
    expect(within(past).queryByRole("link", { name: /^Tickets|^Add to my calendar/ })).toBeNull();
  });

  it("counts several past dates in the plural", () => {
    const several = { ...venue, past: [booking(21, "2025-08-23T20:00:00+02:00"), booking(22, "2025-08-22T20:00:00+02:00")] };
    render(inLocale(<VenueDetail venue={several} />, "de"));
    expect(document.querySelector(".venue-past summary")?.textContent).toBe("2 vergangene Termine");
  });

  it("with upcoming dates lists them by day and no past ones; without coordinates there is no map link", () => {
    const upcoming = { ...venue, latitude: null, longitude: null, upcoming: [booking(31, "2025-09-02T18:00:00+02:00")] };
    render(inLocale(<VenueDetail venue={upcoming} />, "en"));
    const region = screen.getByRole("region", { name: "Upcoming dates" });
    expect(within(region).getByRole("heading", { level: 3 }).textContent).toBe("Tuesday, 2 September 2025");
    expect(within(region).queryByRole("link", { name: "Alte Feuerwache" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Past dates this season" })).toBeNull();
    expect(screen.queryByRole("link", { name: /map/ })).toBeNull();
  });

  it("builds the map link at zoom 17 centred on a marker", () => {
    expect(openStreetMapUrl(49.48, 8.466667)).toBe("https://www.openstreetmap.org/?mlat=49.48&mlon=8.466667#map=17/49.48/8.466667");
  });
});

describe("cards", () => {
  it("a production card links the title, names genres, artist and its date range", () => {
    const html = renderToString(inLocale(<ProductionCard production={productionSummary} />, "de"));
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(doc.querySelector("h2 a")?.getAttribute("href")).toBe("/de/programm/die-welle/3");
    expect(doc.querySelector(".card__preline")?.textContent).toBe("Genres: Tanz");
    expect(doc.querySelector(".card__dates")?.textContent).toBe("Termine: 21.–23. Aug. 2025");
  });

  it("a venue card links the name and shows city and address; a foreign country is named", () => {
    render(inLocale(<VenueCard venue={{ ...venueSummary, address: { ...venueSummary.address, country: "FR" } }} />, "en"));
    expect(screen.getByRole("link", { name: "Alte Feuerwache" }).getAttribute("href")).toBe("/en/venues/old-fire-station/7");
    expect(document.querySelector("address")?.textContent).toBe("Brückenstraße 268167 MannheimFrance");
  });
});
