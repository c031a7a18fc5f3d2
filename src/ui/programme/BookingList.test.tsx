import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Locale } from "../../schemas/api";
import type { Booking } from "../../schemas/programme";
import { BookingCard } from "./BookingCard";
import { BookingList } from "./BookingList";
import { booking } from "./test-fixtures";

afterEach(cleanup);

function renderList(bookings: Booking[], locale: Locale = "de") {
  return render(
    <I18nProvider locale={locale}>
      <BookingList bookings={bookings} />
    </I18nProvider>,
  );
}

const dayHeadings = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

describe("BookingList", () => {
  it("groups by the Berlin day of the start with a heading per day in German", () => {
    renderList([
      booking(1, "2025-08-21T19:30:00+02:00"),
      // 23:30 UTC is already the 22nd in Berlin.
      booking(2, "2025-08-21T23:30:00Z"),
      booking(3, "2025-08-22T11:00:00+02:00"),
      booking(4, "2025-08-23T20:00:00+02:00"),
    ]);
    expect(dayHeadings()).toEqual(["Donnerstag, 21. August 2025", "Freitag, 22. August 2025", "Samstag, 23. August 2025"]);
    const friday = screen.getByRole("region", { name: "Freitag, 22. August 2025" });
    expect(
      within(friday)
        .getAllByRole("article")
        .map((card) => card.getAttribute("data-booking-id")),
    ).toEqual(["2", "3"]);
    expect(
      within(friday)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Die Welle", "Die Welle"]);
    expect([...friday.querySelectorAll("time")].map((time) => time.textContent)).toEqual(["01:30", "11:00"]);
  });

  it("writes days and times in English", () => {
    renderList([booking(1, "2025-09-01T19:30:00+02:00", { end: "2025-09-01T21:00:00+02:00" })], "en");
    expect(dayHeadings()).toEqual(["Monday, 1 September 2025"]);
    const times = [...document.querySelectorAll("time")].map((time) => time.textContent);
    expect(times).toEqual(["7:30\u00a0PM", "9:00\u00a0PM"]);
  });

  it("merges appended pages into the day they belong to", () => {
    const { rerender } = renderList([booking(1, "2025-08-21T18:00:00+02:00")]);
    rerender(
      <I18nProvider locale="de">
        <BookingList bookings={[booking(1, "2025-08-21T18:00:00+02:00"), booking(2, "2025-08-21T21:00:00+02:00"), booking(3, "2025-08-22T18:00:00+02:00")]} />
      </I18nProvider>,
    );
    expect(dayHeadings()).toHaveLength(2);
    expect(within(screen.getByRole("region", { name: /21\. August/ })).getAllByRole("article")).toHaveLength(2);
  });
});

describe("BookingCard", () => {
  const renderCard = (item: Booking, locale: Locale = "de", props: Partial<Parameters<typeof BookingCard>[0]> = {}) =>
    render(
      <I18nProvider locale={locale}>
        <BookingCard booking={item} {...props} />
      </I18nProvider>,
    );
  const badges = () => [...document.querySelectorAll("[data-badge]")].map((badge) => badge.textContent);

  it("links production and venue in the visitor's language and names the city", () => {
    renderCard(booking(1, "2025-08-21T19:30:00+02:00"), "en");
    expect(screen.getByRole("link", { name: "Die Welle" }).getAttribute("href")).toBe("/en/programme/the-wave/3");
    expect(screen.getByRole("link", { name: "Alte Feuerwache" }).getAttribute("href")).toBe("/en/venues/old-fire-station/7");
    expect(screen.getByText(/, Mannheim$/)).toBeTruthy();
  });

  it("shows premiere, kind and genre badges, the ticket link and the calendar download", () => {
    renderCard(booking(1, "2025-08-21T19:30:00+02:00", { is_premiere: true, kind: "durational" }));
    expect(badges()).toEqual(["Premiere", "Langzeit-Performance", "Tanz"]);
    const tickets = screen.getByRole("link", { name: /^Tickets ?: Die Welle, Do\., 21\. Aug\. 2025, 19:30 Uhr$/ });
    expect(tickets.getAttribute("href")).toBe("https://tickets.example.org/event/1");
    const ics = screen.getByRole("link", { name: /^In meinen Kalender \(\.ics\)/ });
    expect(ics.getAttribute("href")).toBe("/de/api/bookings/1/ics/");
    expect(ics.hasAttribute("download")).toBe(true);
  });

  it("says sold out (no ticket link) when the shop has no tickets left", () => {
    renderCard(booking(1, "2025-08-21T19:30:00+02:00", { tickets_available: false }), "en");
    expect(badges()).toContain("Sold out");
    expect(screen.queryByRole("link", { name: /^Tickets/ })).toBeNull();
    expect(screen.getByRole("link", { name: /^Add to my calendar \(\.ics\)/ })).toBeTruthy();
  });

  it("marks a cancelled date, without tickets or calendar download; a postponed one keeps them", () => {
    renderCard(booking(1, "2025-08-21T19:30:00+02:00", { status: "cancelled" }), "en");
    expect(badges()[0]).toBe("Cancelled");
    expect(screen.queryByRole("link", { name: /^Tickets/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /^Add to my calendar \(\.ics\)/ })).toBeNull();
    cleanup();
    renderCard(booking(2, "2025-08-21T19:30:00+02:00", { status: "postponed" }), "en");
    expect(badges()[0]).toBe("Postponed");
    expect(screen.getByRole("link", { name: /^Tickets/ })).toBeTruthy();
  });

  it("on a production's page heads the card with date and time; a past date has no links to act on", () => {
    renderCard(booking(1, "2025-08-21T19:30:00+02:00"), "de", { showProduction: false, showDate: true, past: true });
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Do., 21. Aug. 2025, 19:30\u00a0Uhr");
    expect(screen.queryByRole("link", { name: "Die Welle" })).toBeNull();
    expect(screen.queryByRole("link", { name: /^Tickets|^In meinen Kalender/ })).toBeNull();
  });
});
