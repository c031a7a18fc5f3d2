/** The pinboard list rendered with its loader's data: ads as cards, and the empty state that explains ads. */
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../i18n";
import type { Locale } from "../schemas/api";
import type { PinboardAd } from "../schemas/pinboard";
import Pinboard from "./pinboard";

afterEach(cleanup);

const ad = (id: number): PinboardAd => ({
  id,
  direction: id % 2 ? "offer" : "search",
  from: `Köln ${id}`,
  to: "Bochum",
  departs_at: "2026-12-12T17:30:00+01:00",
  seats: 3,
  text: "Zur Abendvorstellung und zurück.",
  author_name: `Jana ${id}`,
  created_at: "2026-11-28T10:00:00+01:00",
});

function show(locale: Locale, results: PinboardAd[], next: number | null = null) {
  const url = locale === "de" ? "/de/pinnwand" : "/en/pinboard";
  const loaderData = {
    locale,
    publicUrl: "http://localhost",
    alternates: { de: "/de/pinnwand", en: "/en/pinboard" },
    list: { page: 1, results, count: results.length + (next ? 20 : 0), next },
  };
  const props = { loaderData } as unknown as Parameters<typeof Pinboard>[0];
  return render(
    <MemoryRouter initialEntries={[url]}>
      <I18nProvider locale={locale}>
        <Pinboard {...props} />
      </I18nProvider>
    </MemoryRouter>,
  );
}

describe("pinboard list", () => {
  it("shows the ads as cards of the lists' layout, with the create action beside the title and load more", () => {
    show("de", [ad(1), ad(2)], 2);
    const header = screen.getByRole("heading", { level: 1, name: "Pinnwand" }).parentElement as HTMLElement;
    expect(within(header).getByRole("link", { name: "Anzeige aufgeben" }).getAttribute("href")).toBe("/de/pinnwand/erstellen");
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(cards[0].classList.contains("card")).toBe(true);
    expect(within(cards[0]).getByRole("heading", { level: 2 }).textContent).toBe("Biete: Köln 1 → Bochum");
    expect(within(cards[1]).getByRole("heading", { level: 2 }).textContent).toBe("Suche: Köln 2 → Bochum");
    expect(within(cards[0]).getByRole("link", { name: "Jana 1 schreiben" }).getAttribute("href")).toBe("/de/pinnwand/kontakt/1");
    expect(screen.getByRole("link", { name: "Mehr laden" }).getAttribute("href")).toBe("/de/pinnwand?page=2");
    expect(screen.queryByRole("heading", { name: "So funktioniert die Pinnwand" })).toBeNull();
  });

  it("empty, says so and explains how ads work, in German", () => {
    show("de", []);
    expect(document.querySelector(".editorial-list__status")?.textContent).toBe("Zurzeit gibt es keine Anzeigen.");
    const howTo = screen.getByRole("region", { name: "So funktioniert die Pinnwand" });
    const text = howTo.textContent ?? "";
    expect(text).toContain("gemeinsame Fahrten zu den Veranstaltungen des Festivals");
    expect(text).toContain("bis zu 183 Tage im Voraus");
    expect(text).toContain("Per E-Mail bestätigen");
    expect(text).toContain("Unbestätigte Anzeigen löschen wir nach 30 Tagen.");
    expect(text).toContain("Ihre E-Mail-Adresse bleibt verborgen");
    expect(text).toContain("steht bis zur Abfahrt auf der Pinnwand");
    expect(within(howTo).getAllByRole("listitem")).toHaveLength(4);
    expect(within(howTo).getByRole("link", { name: "Erste Anzeige aufgeben" }).getAttribute("href")).toBe("/de/pinnwand/erstellen");
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.queryByRole("link", { name: "Mehr laden" })).toBeNull();
  });

  it("empty, explains how ads work in English", () => {
    show("en", []);
    expect(document.querySelector(".editorial-list__status")?.textContent).toBe("There are no ads at the moment.");
    const howTo = screen.getByRole("region", { name: "How the pinboard works" });
    const text = howTo.textContent ?? "";
    expect(text).toContain("travel together to the festival's events");
    expect(text).toContain("up to 183 days ahead");
    expect(text).toContain("Ads that are never confirmed are deleted after 30 days.");
    expect(text).toContain("Your e-mail address stays hidden until you reply yourself.");
    expect(text).toContain("listed until the time you leave");
    expect(within(howTo).getByRole("link", { name: "Post the first ad" }).getAttribute("href")).toBe("/en/pinboard/create");
    expect(screen.getByRole("link", { name: "Post an ad" }).getAttribute("href")).toBe("/en/pinboard/create");
  });
});
