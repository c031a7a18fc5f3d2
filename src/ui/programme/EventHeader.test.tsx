import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Locale } from "../../schemas/api";
import { EventHeader, type EventSection } from "./EventHeader";

afterEach(cleanup);

function renderAt(url: string, active: EventSection, locale: Locale) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <I18nProvider locale={locale}>
        <EventHeader active={active} />
      </I18nProvider>
    </MemoryRouter>,
  );
}

describe("EventHeader", () => {
  it("links calendar and programme in German, the calendar as the current page", () => {
    renderAt("/de/kalender?genres=tanz", "calendar", "de");
    const nav = screen.getByRole("navigation", { name: "Kalender und Programm" });
    expect(nav).toBeTruthy();
    const calendar = screen.getByRole("link", { name: "Kalender" });
    expect(calendar.getAttribute("href")).toBe("/de/kalender");
    expect(calendar.getAttribute("aria-current")).toBe("page");
    const programme = screen.getByRole("link", { name: "Programm" });
    expect(programme.getAttribute("href")).toBe("/de/programm");
    expect(programme.getAttribute("aria-current")).toBeNull();
  });

  it("in English on a production detail marks the programme as the current section", () => {
    renderAt("/en/programme/the-wave/3", "productions", "en");
    expect(screen.getByRole("link", { name: "Calendar" }).getAttribute("href")).toBe("/en/calendar");
    expect(screen.getByRole("link", { name: "Calendar" }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByRole("link", { name: "Programme" }).getAttribute("aria-current")).toBe("true");
  });
});
