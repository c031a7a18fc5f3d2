import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAdminTranslate } from "../../editor/admin/i18n";
import type { Locale } from "../../schemas/api";
import { type ProductionDatesData, ProductionDates } from "./production-dates";

const dates: ProductionDatesData = {
  rows: [
    // 18:15 UTC is 20:15 in Berlin (summer time); the second has no valid start.
    { id: 11, starts_at: "2030-07-02T18:15:00Z", venue_id: 3, kind: "performance", status: "scheduled", is_online: true },
    { id: 12, starts_at: "not a date", venue_id: 3, kind: "performance", status: "scheduled", is_online: true },
  ],
  count: 2,
  schema: {
    type: "object",
    properties: {
      starts_at: { type: "string", format: "date-time" },
      venue_id: { type: "integer" },
      kind: { type: "string", enum: ["performance"] },
      status: { type: "string", enum: ["scheduled"] },
      is_online: { type: "boolean" },
    },
  },
  venues: [{ id: 3, label: "Halle" }],
};

/** The dates table of production 7 in a router, as the edit screen shows it. */
const table = (locale: Locale, confirmDate: number | null = null) => {
  const element = (
    <ProductionDates
      production={7}
      dates={dates}
      refusal={null}
      notice={null}
      confirmDate={confirmDate}
      locale={locale}
      csrfToken="tok"
      t={createAdminTranslate(locale)}
    />
  );
  return <RouterProvider router={createMemoryRouter([{ path: "/", element }])} />;
};

beforeEach(() => {
  vi.spyOn(HTMLDialogElement.prototype, "showModal").mockImplementation(function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the dates table of a production", () => {
  it("names each row by its start in Berlin time with the shared date format, weekday included, and asks about that date before deleting it", () => {
    render(table("de"));
    expect(screen.getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["1. Di., 2. Juli 2030, 20:15", "2. –", "Neuer Termin"]);
    fireEvent.click(screen.getAllByRole("button", { name: "Termin löschen" })[0]);
    expect(screen.getByRole("dialog").textContent).toContain("Den Termin Di., 2. Juli 2030, 20:15 wirklich löschen?");
  });

  it("writes it in English on English screens", () => {
    render(table("en"));
    expect(screen.getAllByRole("rowheader")[0].textContent).toBe("1. Tue, 2 Jul 2030, 8:15\u00a0PM");
  });

  it("asks the same question without JavaScript", () => {
    const doc = new DOMParser().parseFromString(renderToString(table("de", 11)), "text/html");
    expect(doc.getElementById("date-11-confirm-question")?.textContent).toBe(
      "Den Termin Di., 2. Juli 2030, 20:15 wirklich löschen? Das lässt sich nicht rückgängig machen.",
    );
  });
});
