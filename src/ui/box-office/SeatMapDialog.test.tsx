import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Locale } from "../../schemas/api";
import { initialSelection } from "./seat-map-view";
import { SeatList } from "./SeatList";
import { SeatMapDialog } from "./SeatMapDialog";
import { hall } from "./test-fixtures";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

/** The ticket shop's arrangement: the list in the form, the dialog as its enhancement, one choice for both. */
function Page({ locale = "de", onApply }: { locale?: Locale; onApply?: (ids: string[]) => void }) {
  const [selected, setSelected] = useState(() => initialSelection(hall));
  return (
    <I18nProvider locale={locale}>
      <form aria-label="seats">
        <SeatMapDialog
          view={hall}
          selected={selected}
          onApply={(ids) => {
            onApply?.(ids);
            setSelected(ids);
          }}
        />
        <SeatList view={hall} selected={selected} onChange={setSelected} />
      </form>
    </I18nProvider>
  );
}

const dialog = () => document.querySelector("dialog") as HTMLDialogElement;
const listBox = (id: string) => document.querySelector(`.seat-list input[value="${id}"]`) as HTMLInputElement;
const mapSeat = (id: string) => dialog().querySelector(`[data-seat="${id}"]`) as SVGGElement;

async function openDialog(name = "Platz im Saalplan wählen") {
  const opener = screen.getByRole("button", { name });
  await act(async () => opener.focus());
  await act(async () => fireEvent.click(opener));
  return opener;
}

describe("SeatMapDialog", () => {
  it("is not in the server HTML: without JavaScript the list is the way to choose", () => {
    document.body.innerHTML = renderToString(<Page />);
    expect(screen.queryByRole("button", { name: "Platz im Saalplan wählen" })).toBeNull();
    expect(document.querySelector("dialog")).toBeNull();
    expect(document.querySelectorAll(".seat-list input[type=checkbox]").length).toBeGreaterThan(0);
  });

  it("opens as a modal with focus on its heading, and applies the chosen seats to the list, focus back on the opener", async () => {
    const onApply = vi.fn();
    render(<Page onApply={onApply} />);
    const opener = await openDialog();
    expect(opener.getAttribute("aria-haspopup")).toBe("dialog");
    expect(dialog().open).toBe(true);
    const heading = screen.getByRole("heading", { name: "Plätze im Saalplan wählen" });
    expect(document.activeElement).toBe(heading);
    expect(dialog().getAttribute("aria-labelledby")).toBe(heading.id);
    expect(within(dialog()).getByText("1 von 4 Plätzen gewählt")).toBeTruthy();
    expect(
      within(dialog())
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toContain("Parkett, Reihe 2, Platz 2");

    await act(async () => fireEvent.click(mapSeat("r-1-1")));
    await act(async () => fireEvent.click(mapSeat("p-2-2")));
    expect(within(dialog()).getByText("1 von 4 Plätzen gewählt")).toBeTruthy();
    expect(within(dialog()).getByText("Rang, Reihe 1, Platz 1")).toBeTruthy();
    // The list behind keeps the old choice until the visitor applies the new one.
    expect(listBox("p-2-2").checked).toBe(true);

    await act(async () => fireEvent.click(within(dialog()).getByRole("button", { name: "Übernehmen" })));
    expect(onApply).toHaveBeenCalledWith(["r-1-1"]);
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(listBox("p-2-2").checked).toBe(false);
    expect(listBox("r-1-1").checked).toBe(true);
  });

  it("drops the draft on Abbrechen and on Escape, focus back on the opener", async () => {
    const onApply = vi.fn();
    render(<Page onApply={onApply} />);
    const opener = await openDialog();
    await act(async () => fireEvent.click(mapSeat("p-1-1")));
    await act(async () => fireEvent.click(within(dialog()).getByRole("button", { name: "Abbrechen" })));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);

    // Reopened, it starts from the list's choice again, not from the dropped draft.
    await openDialog();
    expect(mapSeat("p-1-1").getAttribute("aria-checked")).toBe("false");
    await act(async () => fireEvent.click(mapSeat("p-1-2")));
    // Escape: the browser fires cancel and closes the dialog (happy-dom does neither on its own).
    await act(async () => {
      if (dialog().dispatchEvent(new Event("cancel", { cancelable: true }))) dialog().close();
    });
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(onApply).not.toHaveBeenCalled();
    expect(listBox("p-1-2").checked).toBe(false);
    expect(listBox("p-2-2").checked).toBe(true);
  });

  it("speaks English", async () => {
    render(<Page locale="en" />);
    await openDialog("Choose seats on the seating plan");
    expect(screen.getByRole("heading", { name: "Choose seats on the seating plan" })).toBeTruthy();
    await act(async () => fireEvent.click(mapSeat("p-2-2")));
    expect(within(dialog()).getByText("No seat chosen yet.")).toBeTruthy();
    expect(within(dialog()).getByText("0 of 4 seats chosen")).toBeTruthy();
    expect(within(dialog()).getByRole("button", { name: "Apply" })).toBeTruthy();
    expect(within(dialog()).getByRole("button", { name: "Cancel" })).toBeTruthy();
  });
});
