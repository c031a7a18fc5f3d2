import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Locale } from "../../schemas/api";
import { initialSelection, type SeatMapView } from "./seat-map-view";
import { SeatMap, seatUnit } from "./SeatMap";
import { hall } from "./test-fixtures";

afterEach(cleanup);

function Harness({ view = hall, locale = "de", onChange }: { view?: SeatMapView; locale?: Locale; onChange?: (ids: string[]) => void }) {
  const [selected, setSelected] = useState(() => initialSelection(view));
  return (
    <I18nProvider locale={locale}>
      <SeatMap
        view={view}
        selected={selected}
        onChange={(ids) => {
          onChange?.(ids);
          setSelected(ids);
        }}
      />
    </I18nProvider>
  );
}

const seat = (id: string) => document.querySelector(`[data-seat="${id}"]`) as SVGGElement;
const focused = () => document.activeElement?.getAttribute("data-seat");
const press = (key: string, init: { ctrlKey?: boolean } = {}) => act(async () => fireEvent.keyDown(document.activeElement as Element, { key, ...init }));
const tabStops = () =>
  [...document.querySelectorAll("[data-seat]")]
    .filter((element) => element.getAttribute("tabindex") === "0")
    .map((element) => element.getAttribute("data-seat"));
const viewBox = () => (screen.getByRole("group", { name: "Saalplan" }).getAttribute("viewBox") ?? "").split(" ").map(Number);
const status = () =>
  screen
    .getAllByRole("status")
    .map((element) => element.textContent)
    .join("");

describe("SeatMap", () => {
  it("draws every seat as a named checkbox: row, seat, category, price, kind, and why a seat cannot be chosen", () => {
    render(<Harness />);
    const plan = screen.getByRole("group", { name: "Saalplan" });
    expect(within(plan).getAllByRole("checkbox")).toHaveLength(30);
    const mine = screen.getByRole("checkbox", { name: /^Parkett, Reihe 2, Platz 2 – Kategorie A, 39,00\s€$/ });
    expect(mine.getAttribute("aria-checked")).toBe("true");
    const taken = screen.getByRole("checkbox", { name: /^Parkett, Reihe 1, Platz 3 – Kategorie A, 39,00\s€, belegt$/ });
    expect(taken.getAttribute("aria-checked")).toBe("false");
    expect(taken.getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("checkbox", { name: /^Rang, Reihe 2, Platz 1 – Kategorie B, 24,50\s€, gesperrt$/ }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("checkbox", { name: /^Parkett, Reihe 3, Platz 7 – Kategorie A, 39,00\s€, Rollstuhlplatz$/ })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: /^Parkett, Reihe 3, Platz 6 – Kategorie A, 39,00\s€, Begleitplatz$/ })).toBeTruthy();
    expect(plan.getAttribute("aria-describedby") && document.getElementById(plan.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(/^Pfeiltasten/);
    // Coded by mark as well as colour: a check for chosen, a cross for taken, a square for the wheelchair space.
    expect(mine.querySelector(".seat-map__mark--check")).not.toBeNull();
    expect(taken.querySelector(".seat-map__shape--taken ~ .seat-map__mark")).not.toBeNull();
    expect(seat("p-3-7").querySelector("rect.seat-map__shape")).not.toBeNull();
    expect(seat("p-3-7").querySelector(".seat-map__icon")).not.toBeNull();
    const legend = screen.getByRole("list", { name: "Zeichenerklärung" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["frei", "gewählt", "belegt", "gesperrt", "Rollstuhlplatz", "Begleitplatz"]);
    expect(
      within(screen.getByRole("list", { name: "Preiskategorien" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent?.replace(/\s/g, " ")),
    ).toEqual(["Kategorie A: 39,00 €", "Kategorie B: 24,50 €"]);
  });

  it("is one tab stop, starting on the visitor's seat, that the arrow keys move", async () => {
    render(<Harness />);
    expect(tabStops()).toEqual(["p-2-2"]);
    await act(async () => seat("p-2-2").focus());
    await press("ArrowRight");
    expect(focused()).toBe("p-2-3");
    expect(tabStops()).toEqual(["p-2-3"]);
    // Across the aisle to the next seat of the row.
    await press("ArrowRight");
    await press("ArrowRight");
    expect(focused()).toBe("p-2-5");
    // To the row above, to the seat nearest by x (seat 5 of row 2 stands at 5.5, seats of row 1 at whole numbers).
    await press("ArrowUp");
    expect(focused()).toBe("p-1-5");
    await press("ArrowUp");
    expect(focused()).toBe("p-1-5");
    await press("Home");
    expect(focused()).toBe("p-1-1");
    await press("ArrowLeft");
    expect(focused()).toBe("p-1-1");
    await press("End");
    expect(focused()).toBe("p-1-6");
    // Seat 6 of row 1 (x 6) is as near to seats 5 and 6 of row 2 (5.5, 6.5): the first of them wins.
    await press("ArrowDown");
    expect(focused()).toBe("p-2-5");
    await press("ArrowDown");
    expect(focused()).toBe("p-3-6");
    // From the stalls' last row into the circle's first.
    await press("ArrowDown");
    expect(focused()).toBe("r-1-5");
    await press("ArrowUp");
    expect(focused()).toBe("p-3-6");
    await press("End", { ctrlKey: true });
    expect(focused()).toBe("r-2-4");
    await press("Home", { ctrlKey: true });
    expect(focused()).toBe("p-1-1");
    expect(tabStops()).toEqual(["p-1-1"]);
  });

  it("toggles the focused seat with Space and Enter, and a seat by click", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await act(async () => seat("p-2-2").focus());
    await press("ArrowRight");
    await press(" ");
    expect(onChange).toHaveBeenLastCalledWith(["p-2-2", "p-2-3"]);
    expect(seat("p-2-3").getAttribute("aria-checked")).toBe("true");
    await press("ArrowLeft");
    await press("Enter");
    expect(onChange).toHaveBeenLastCalledWith(["p-2-3"]);
    expect(seat("p-2-2").getAttribute("aria-checked")).toBe("false");
    await act(async () => fireEvent.click(seat("r-1-1")));
    expect(onChange).toHaveBeenLastCalledWith(["p-2-3", "r-1-1"]);
    expect(tabStops()).toEqual(["r-1-1"]);
  });

  it("visits taken and blocked seats but does not choose them, and says why in a polite live region", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await act(async () => seat("p-1-2").focus());
    await press("ArrowRight");
    expect(focused()).toBe("p-1-3");
    await press(" ");
    expect(onChange).not.toHaveBeenCalled();
    expect(seat("p-1-3").getAttribute("aria-checked")).toBe("false");
    expect(screen.getByRole("status").getAttribute("role")).toBe("status");
    expect(status()).toBe("Parkett, Reihe 1, Platz 3 ist bereits belegt.");
    await act(async () => fireEvent.click(seat("p-2-8")));
    expect(status()).toBe("Parkett, Reihe 2, Platz 8 ist nicht im Verkauf.");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("chooses no more than maxSeats and says so", async () => {
    const onChange = vi.fn();
    render(<Harness view={{ ...hall, maxSeats: 2 }} onChange={onChange} />);
    await act(async () => fireEvent.click(seat("p-1-1")));
    await act(async () => fireEvent.click(seat("p-1-2")));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(seat("p-1-2").getAttribute("aria-checked")).toBe("false");
    expect(status()).toBe("Mehr als 2 Plätze können Sie nicht wählen. Heben Sie zuerst eine Wahl auf.");
    // Deselecting is always possible, and clears the message.
    await act(async () => fireEvent.click(seat("p-1-1")));
    expect(onChange).toHaveBeenLastCalledWith(["p-2-2"]);
    expect(status()).toBe("");
  });

  it("zooms with its buttons, pans the focused seat into view, and pans by drag without choosing the seat dragged on", async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const whole = viewBox();
    const zoomIn = screen.getByRole("button", { name: "Vergrößern" });
    const zoomOut = screen.getByRole("button", { name: "Verkleinern" });
    const reset = screen.getByRole("button", { name: "Ganzen Saal zeigen" });
    expect(zoomOut.getAttribute("aria-disabled")).toBe("true");
    await act(async () => fireEvent.click(zoomOut));
    expect(viewBox()).toEqual(whole);
    await act(async () => fireEvent.click(zoomIn));
    expect(viewBox()[2]).toBeCloseTo(whole[2] / 1.5);
    for (let i = 0; i < 5; i++) await act(async () => fireEvent.click(zoomIn));
    expect(viewBox()[2]).toBeCloseTo(whole[2] / 4);
    expect(zoomIn.getAttribute("aria-disabled")).toBe("true");

    await act(async () => seat("p-2-2").focus());
    await press("End", { ctrlKey: true });
    const [x, y, w, h] = viewBox();
    const last = hall.areas[1].rows[1].seats[3];
    expect(last.x * seatUnit).toBeGreaterThanOrEqual(x);
    expect(last.x * seatUnit).toBeLessThanOrEqual(x + w);
    expect(last.y * seatUnit).toBeGreaterThanOrEqual(y);
    expect(last.y * seatUnit).toBeLessThanOrEqual(y + h);

    const before = viewBox();
    const target = seat("r-1-2");
    await act(async () => {
      fireEvent.pointerDown(target, { pointerId: 1, button: 0, clientX: 200, clientY: 200 });
      fireEvent.pointerMove(target, { pointerId: 1, clientX: 260, clientY: 200 });
      fireEvent.pointerUp(target, { pointerId: 1, clientX: 260, clientY: 200 });
      fireEvent.click(target);
    });
    expect(viewBox()[0]).toBeLessThan(before[0]);
    expect(onChange).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(reset));
    expect(viewBox()).toEqual(whole);
  });

  // Whether the page's own zoom is prevented cannot be seen here: happy-dom keeps an event marked
  // passive once React's passive capture listener on the root has seen it.
  const wheel = (deltaY: number, ctrlKey: boolean) => {
    const event = new WheelEvent("wheel", { deltaY, cancelable: true, bubbles: true });
    // happy-dom's WheelEvent has no modifier keys (in browsers it is a MouseEvent).
    Object.defineProperty(event, "ctrlKey", { value: ctrlKey });
    return event;
  };
  it("zooms with Ctrl+wheel (a touchpad pinch) and leaves a plain wheel to the page", async () => {
    render(<Harness />);
    const plan = screen.getByRole("group", { name: "Saalplan" });
    const whole = viewBox();
    await act(async () => plan.dispatchEvent(wheel(-100, false)));
    expect(viewBox()).toEqual(whole);
    await act(async () => plan.dispatchEvent(wheel(-100, true)));
    expect(viewBox()[2]).toBeCloseTo(whole[2] / 1.5);
    await act(async () => plan.dispatchEvent(wheel(100, true)));
    expect(viewBox()[2]).toBeCloseTo(whole[2]);
  });

  it("speaks English", async () => {
    render(<Harness locale="en" />);
    expect(screen.getByRole("group", { name: "Seating plan" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: /^Parkett, row 1, seat 3 – Kategorie A, €39\.00, taken$/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Zoom in" })).toBeTruthy();
    await act(async () => fireEvent.click(seat("p-1-4")));
    expect(status()).toBe("Parkett, row 1, seat 4 is already taken.");
  });
});
