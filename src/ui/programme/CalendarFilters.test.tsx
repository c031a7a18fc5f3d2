import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Locale } from "../../schemas/api";
import { calendarChips } from "./calendar-chips.server";
import { calendarFilterFromSearch } from "./calendar-filter";
import { CalendarFilters } from "./CalendarFilters";
import { cities, genres, periods } from "./test-fixtures";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The calendar's filter bar with its filter read from the URL, as the calendar's loader does. */
function Routed({ locale = "de" }: { locale?: Locale }) {
  const { pathname, search } = useLocation();
  const filter = calendarFilterFromSearch(search);
  return (
    <I18nProvider locale={locale}>
      <CalendarFilters filter={filter} chips={calendarChips(filter, pathname, locale, { cities, genres })} cities={cities} genres={genres} periods={periods} />
    </I18nProvider>
  );
}

function renderRouted(url: string, locale: Locale = "de") {
  const path = locale === "de" ? "/de/kalender" : "/en/calendar";
  const router = createMemoryRouter([{ path, Component: () => <Routed locale={locale} /> }], {
    initialEntries: [`/${locale}`, url],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

const checkbox = (name: string | RegExp) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("CalendarFilters", () => {
  it("shows the URL's filter: dates, terms, options, switches (on by default), the active quick choice", () => {
    renderRouted("/de/kalender?date_from=2025-08-21&date_to=2025-08-24&cities=mannheim&is_premiere=true&show_exhibition=false");
    expect((screen.getByLabelText("Von") as HTMLInputElement).value).toBe("2025-08-21");
    expect((screen.getByLabelText("Bis") as HTMLInputElement).value).toBe("2025-08-24");
    expect(within(screen.getByRole("group", { name: "Städte" })).getAllByRole("checkbox")).toHaveLength(2);
    expect(checkbox("Mannheim").checked).toBe(true);
    expect(checkbox("Heidelberg").checked).toBe(false);
    expect(checkbox("Nur Premieren").checked).toBe(true);
    expect(checkbox("Tickets verfügbar").checked).toBe(false);
    const durational = screen.getByRole("switch", { name: "Langzeit-Performances zeigen" }) as HTMLInputElement;
    expect(durational.checked).toBe(true);
    expect((screen.getByRole("switch", { name: "Ausstellungen zeigen" }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole("link", { name: /Eröffnungswochenende/ }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("link", { name: /Finale/ }).getAttribute("aria-current")).toBeNull();
  });

  it("navigates on every change with the whole filter in the URL, page dropped, history replaced", async () => {
    const router = renderRouted("/de/kalender?genres=tanz&page=3");
    await act(async () => fireEvent.click(checkbox("Heidelberg")));
    expect(router.state.location.search).toBe("?cities=heidelberg&genres=tanz");
    expect(router.state.historyAction).toBe("REPLACE");
    await act(async () => fireEvent.click(checkbox("Tickets verfügbar")));
    await act(async () => fireEvent.click(screen.getByRole("switch", { name: "Langzeit-Performances zeigen" })));
    expect(router.state.location.search).toBe("?cities=heidelberg&genres=tanz&tickets_available=true&show_durational=false");
    await act(async () => fireEvent.click(screen.getByRole("switch", { name: "Langzeit-Performances zeigen" })));
    expect(router.state.location.search).toBe("?cities=heidelberg&genres=tanz&tickets_available=true");
  });

  it("applies a typed date after a pause, not while the year is half typed", async () => {
    vi.useFakeTimers();
    const router = renderRouted("/de/kalender");
    const from = screen.getByLabelText("Von");
    fireEvent.change(from, { target: { value: "0202-08-21" } });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(router.state.location.search).toBe("");
    fireEvent.change(from, { target: { value: "2025-08-30" } });
    await act(async () => vi.advanceTimersByTime(1000));
    expect(router.state.location.search).toBe("?date_from=2025-08-30");
  });

  it("sets the date range from a live period, keeping the other filters", async () => {
    const router = renderRouted("/en/calendar?genres=theater", "en");
    await act(async () => fireEvent.click(screen.getByRole("link", { name: /Finale/ })));
    expect(router.state.location.search).toBe("?date_from=2025-09-19&date_to=2025-09-21&genres=theater");
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2025-09-19");
  });

  it("resets every filter with one link", async () => {
    const router = renderRouted("/de/kalender?genres=tanz&show_exhibition=false");
    await act(async () => fireEvent.click(screen.getByRole("link", { name: "Alle Filter zurücksetzen" })));
    expect(router.state.location.search).toBe("");
    expect(screen.queryByRole("link", { name: "Alle Filter zurücksetzen" })).toBeNull();
    expect(checkbox("Tanz").checked).toBe(false);
  });

  it("shows the server's chips, each a link to the calendar without its filter; focus goes on to the next chip, then to the Filter button", async () => {
    const router = renderRouted("/de/kalender?date_from=2025-08-21&cities=mannheim&show_durational=false");
    expect(screen.getByRole("button", { name: "Filter (3)" })).toBeTruthy();
    const chip = (name: string) => screen.getByRole("link", { name: `Filter entfernen: ${name}` });
    expect(chip("ab 21. Aug. 2025").getAttribute("href")).toBe("/de/kalender?cities=mannheim&show_durational=false");
    expect(chip("Mannheim").getAttribute("href")).toBe("/de/kalender?date_from=2025-08-21&show_durational=false");
    chip("Mannheim").focus();
    await act(async () => fireEvent.click(chip("Mannheim")));
    expect(router.state.location.search).toBe("?date_from=2025-08-21&show_durational=false");
    expect(document.activeElement).toBe(chip("Ohne Langzeit-Performances"));
    await act(async () => fireEvent.click(chip("Ohne Langzeit-Performances")));
    expect(document.activeElement).toBe(chip("ab 21. Aug. 2025"));
    await act(async () => fireEvent.click(chip("ab 21. Aug. 2025")));
    expect(router.state.location.search).toBe("");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Filter" }));
  });

  it("works without JavaScript: a GET form with a submit button, the switches send false unless ticked", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={["/en/calendar?show_durational=false"]}>
        <I18nProvider locale="en">
          <CalendarFilters
            filter={calendarFilterFromSearch("?show_durational=false")}
            chips={calendarChips(calendarFilterFromSearch("?show_durational=false"), "/en/calendar", "en", { cities, genres })}
            cities={cities}
            genres={genres}
            periods={periods}
          />
        </I18nProvider>
      </MemoryRouter>,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const form = doc.querySelector("form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/en/calendar");
    expect(doc.querySelector("button[type=submit]")?.textContent).toBe("Apply filters");
    const data = new URLSearchParams();
    for (const input of doc.querySelectorAll<HTMLInputElement>("input[name]")) {
      if ((input.type === "checkbox" && !input.hasAttribute("checked")) || (input.type === "date" && !input.value)) continue;
      data.append(input.name, input.value);
    }
    // The durational switch is off: only its hidden false goes; exhibition is on: false, then true.
    expect(calendarFilterFromSearch(data)).toMatchObject({ showDurational: false, showExhibition: true });
    const period = doc.querySelector("a[href*='date_from=2025-08-21']");
    expect(period?.getAttribute("href")).toBe("/en/calendar?date_from=2025-08-21&date_to=2025-08-24&show_durational=false");
  });
});
