import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Locale } from "../../schemas/api";
import { initialSelection, type SeatMapView } from "./seat-map-view";
import { SeatList } from "./SeatList";
import { hall, hallWithFree } from "./test-fixtures";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

function Page({ view = hall, locale = "de" }: { view?: SeatMapView; locale?: Locale }) {
  const [selected, setSelected] = useState(() => initialSelection(view));
  return (
    <I18nProvider locale={locale}>
      <form aria-label="seats" method="post">
        <SeatList view={view} selected={selected} onChange={setSelected} />
      </form>
    </I18nProvider>
  );
}

const box = (id: string) => document.querySelector(`input[value="${id}"]`) as HTMLInputElement | null;
const chosen = () => new FormData(screen.getByRole("form", { name: "seats" }) as HTMLFormElement).getAll("seat");

describe("SeatList without JavaScript (server HTML)", () => {
  it("lists the free seats as checkboxes named seat, the visitor's own checked, in a fieldset per area and a group per row", () => {
    document.body.innerHTML = renderToString(<Page />);
    const form = screen.getByRole("form", { name: "seats" }) as HTMLFormElement;
    expect(
      within(form)
        .getAllByRole("group")
        .filter((element) => element.tagName === "FIELDSET")
        .map((fieldset) => fieldset.querySelector("legend")?.textContent),
    ).toEqual(["Parkett", "Rang"]);
    const stalls = within(form).getByRole("group", { name: "Parkett" });
    expect(
      within(stalls)
        .getAllByRole("group")
        .map((row) => row.getAttribute("aria-labelledby") && document.getElementById(row.getAttribute("aria-labelledby") ?? "")?.textContent),
    ).toEqual(["Reihe 1", "Reihe 2", "Reihe 3"]);
    const first = screen.getByRole("checkbox", { name: /^Reihe 1, Platz 1 – Kategorie A, 39,00\s€$/ }) as HTMLInputElement;
    expect(first.name).toBe("seat");
    expect(first.value).toBe("p-1-1");
    expect(box("p-2-2")?.checked).toBe(true);
    // Taken and blocked seats are left out; nothing is disabled before hydration (the server checks the number).
    expect(box("p-1-3")).toBeNull();
    expect(box("p-2-8")).toBeNull();
    expect(box("r-2-1")).toBeNull();
    expect(form.querySelectorAll("input:disabled")).toHaveLength(0);
    expect(form.querySelectorAll("input[type=checkbox]")).toHaveLength(24);
    expect(screen.getByText("Wählen Sie bis zu 4 Plätze.")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(chosen()).toEqual(["p-2-2"]);
  });

  it("names wheelchair and companion places in words, and prices in the page's language (English)", () => {
    document.body.innerHTML = renderToString(<Page locale="en" />);
    expect(screen.getByRole("checkbox", { name: /^Row 3, seat 7 – Kategorie A, €39\.00, wheelchair space$/ })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: /^Row 3, seat 6 – Kategorie A, €39\.00, companion seat$/ })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: /^Row 1, seat 2 – Kategorie B, €24\.50$/ })).toBeTruthy();
    expect(screen.getByText("Choose up to 4 seats.")).toBeTruthy();
  });

  it("says so for an area without a free seat", () => {
    document.body.innerHTML = renderToString(<Page view={hallWithFree(["p-1-1"])} />);
    expect(within(screen.getByRole("group", { name: "Rang" })).getByText("In diesem Bereich ist kein Platz mehr frei.")).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Rang" })).queryAllByRole("checkbox")).toHaveLength(0);
  });
});

describe("SeatList with JavaScript", () => {
  it("counts the choice politely and, at the limit, disables the other seats and says why", async () => {
    render(<Page />);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("1 von 4 Plätzen gewählt");
    for (const id of ["p-1-1", "p-1-2", "p-3-7"]) await act(async () => fireEvent.click(box(id) as HTMLInputElement));
    expect(status.textContent).toBe("4 von 4 Plätzen gewählt Mehr als 4 Plätze können Sie nicht wählen. Heben Sie zuerst eine Wahl auf.");
    const other = box("p-1-5") as HTMLInputElement;
    expect(other.disabled).toBe(true);
    expect(document.getElementById(other.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Mehr als 4 Plätze können Sie nicht wählen. Heben Sie zuerst eine Wahl auf.",
    );
    expect((box("p-3-7") as HTMLInputElement).disabled).toBe(false);
    expect(chosen()).toEqual(["p-1-1", "p-1-2", "p-2-2", "p-3-7"]);
    await act(async () => fireEvent.click(box("p-1-1") as HTMLInputElement));
    expect(other.disabled).toBe(false);
    expect(other.hasAttribute("aria-describedby")).toBe(false);
    expect(status.textContent).toBe("3 von 4 Plätzen gewählt");
  });

  it("uses the singular for a limit of one seat, in both languages", async () => {
    render(<Page view={hallWithFree(["p-1-1", "p-1-2"], 1)} />);
    expect(screen.getByText("Wählen Sie 1 Platz.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("0 von 1 Platz gewählt");
    await act(async () => fireEvent.click(box("p-1-1") as HTMLInputElement));
    expect(screen.getByRole("status").textContent).toBe("1 von 1 Platz gewählt Mehr als 1 Platz können Sie nicht wählen. Heben Sie zuerst Ihre Wahl auf.");
    cleanup();
    render(<Page view={hallWithFree(["p-1-1", "p-1-2"], 1)} locale="en" />);
    expect(screen.getByRole("status").textContent).toBe("0 of 1 seat chosen");
    await act(async () => fireEvent.click(box("p-1-2") as HTMLInputElement));
    expect((box("p-1-1") as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole("status").textContent).toBe("1 of 1 seat chosen You cannot choose more than 1 seat. Deselect yours first.");
  });
});
