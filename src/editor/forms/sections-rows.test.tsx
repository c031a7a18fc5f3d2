/** Long forms in tabs (sections.tsx) and repeater rows that fold and move (rows.tsx), in the rjsf theme. */
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createEditorTranslate } from "../i18n";
import { moved, rowName } from "./rows";
import { errorCount } from "./sections";
import { renderForm, save, settle, type } from "./test-helpers";
import { formGroups } from "./ui-schema";

afterEach(cleanup);

const schema = {
  type: "object",
  required: ["title"],
  properties: {
    title: { type: "string", title: "Title", minLength: 1 },
    artist: { type: "string", title: "Artist" },
    teaser: { type: "string", title: "Teaser" },
    credits: {
      type: "array",
      title: "Credits",
      items: {
        type: "object",
        required: ["name"],
        properties: { role_de: { type: "string", title: "Role" }, name: { type: "string", title: "Name", minLength: 1 } },
      },
    },
    note: { type: "string", title: "Note" },
  },
};
const groups = [
  { name: "basics", fields: ["title", "artist"] },
  { name: "texts", fields: ["teaser"] },
  { name: "credits", fields: ["credits"] },
];

const credits = [
  { role_de: "Regie", name: "Ada" },
  { role_de: "Bühne", name: "Ben" },
  { role_de: "Licht", name: "Cleo" },
];

describe("form groups", () => {
  it("keeps the declared order, drops unknown properties and puts the rest in a last section", () => {
    const t = createEditorTranslate("en");
    expect(formGroups(schema, [...groups, { name: "media", fields: ["nothing"] }], t)).toEqual([
      { name: "basics", label: "Basics", fields: ["title", "artist"] },
      { name: "texts", label: "Texts", fields: ["teaser"] },
      { name: "credits", label: "Credits", fields: ["credits"] },
      { name: "other", label: "More", fields: ["note"] },
    ]);
    expect(formGroups(schema, undefined, t)).toEqual([]);
  });

  it("counts errors at every depth", () => {
    expect(errorCount({ title: { __errors: ["a"] }, credits: { 0: { name: { __errors: ["b", "c"] } } } })).toBe(3);
  });
});

describe("sections as tabs", () => {
  it("shows one section at a time; the arrow keys, Home and End move between the tabs", async () => {
    renderForm("x", { schema, groups });
    await settle();
    const tablist = screen.getByRole("tablist", { name: "Abschnitte des Formulars" });
    const tabs = within(tablist).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Grunddaten", "Texte", "Mitwirkende", "Weiteres"]);
    expect(tabs[0].getAttribute("aria-selected")).toBe("true");
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    const panel = screen.getByRole("tabpanel", { name: "Grunddaten" });
    expect(within(panel).getByRole("group", { name: "Grunddaten" })).toBeTruthy();
    expect(within(panel).getByRole("heading", { level: 2, name: "Grunddaten" })).toBeTruthy();
    expect(screen.getByLabelText("Teaser").closest("[role=tabpanel]")?.hasAttribute("hidden")).toBe(true);

    tabs[0].focus();
    fireEvent.keyDown(tabs[0], { key: "ArrowRight" });
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1].getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Texte" }).hidden).toBe(false);
    expect(screen.getByLabelText("Teaser")).toBeTruthy();
    fireEvent.keyDown(tabs[1], { key: "End" });
    expect(document.activeElement).toBe(tabs[3]);
    fireEvent.keyDown(tabs[3], { key: "ArrowRight" });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0], { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tabs[3]);
    fireEvent.keyDown(tabs[3], { key: "Home" });
    expect(document.activeElement).toBe(tabs[0]);
  });

  it("counts a section's errors on its tab, and the summary's link opens the section of the field", async () => {
    const { onSubmit } = renderForm("x", { schema, groups, value: { title: "T", credits: [{ role_de: "Regie" }] } });
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    const tab = screen.getByRole("tab", { name: /^Mitwirkende/ });
    expect(tab.textContent).toBe("Mitwirkende (1 Fehler)");
    const link = within(document.querySelector(".schema-form__summary") as HTMLElement).getByRole("link");
    await act(async () => {
      fireEvent.click(link);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
  });

  it("renders the fields in one list without groups", async () => {
    renderForm("x", { schema });
    await settle();
    expect(screen.queryByRole("tablist")).toBeNull();
  });
});

describe("repeater rows", () => {
  const rowButtons = () => screen.getAllByRole("button", { name: /^Eintrag \d: / });

  it("names each row by its fields and folds it", async () => {
    renderForm("x", { schema, value: { title: "T", credits } });
    await settle();
    expect(rowButtons().map((button) => button.textContent)).toEqual(["▾ Eintrag 1: Ada", "▾ Eintrag 2: Ben", "▾ Eintrag 3: Cleo"]);
    const first = rowButtons()[0];
    expect(first.getAttribute("aria-expanded")).toBe("true");
    const body = document.getElementById(first.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(body.hidden).toBe(false);
    fireEvent.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(body.hidden).toBe(true);
    fireEvent.click(first);
    expect(body.hidden).toBe(false);
  });

  it("moves a row by keyboard: focus follows the row, and the live region says where it went", async () => {
    const { onSubmit } = renderForm("x", { schema, value: { title: "T", credits } });
    await settle();
    const down = screen.getByRole("button", { name: "Eintrag 1 nach unten verschieben" });
    down.focus();
    await act(async () => {
      fireEvent.click(down);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(rowButtons().map((button) => button.textContent)).toEqual(["▾ Eintrag 1: Ben", "▾ Eintrag 2: Ada", "▾ Eintrag 3: Cleo"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Eintrag 2 nach unten verschieben" }));
    const live = document.querySelector(".schema-form__live") as HTMLElement;
    expect(live.getAttribute("role")).toBe("status");
    expect(live.textContent).toBe("Auf Position 2 von 3 verschoben");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Eintrag 3 nach oben verschieben" }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(live.textContent).toBe("Auf Position 2 von 3 verschoben\u00a0");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Eintrag 2 nach oben verschieben" }));
    await save();
    expect(onSubmit.mock.calls[0][0].credits).toEqual([credits[1], credits[2], credits[0]]);
  });

  it("moves a row by dragging its handle onto another row", async () => {
    const { onSubmit } = renderForm("x", { schema, value: { title: "T", credits } }, "en");
    await settle();
    const rows = document.querySelectorAll<HTMLElement>(".schema-form__item");
    const handle = rows[2].querySelector(".schema-form__handle") as HTMLElement;
    expect(handle.getAttribute("draggable")).toBe("true");
    expect(handle.getAttribute("aria-hidden")).toBe("true");
    const dataTransfer = { setData: () => undefined, setDragImage: () => undefined, effectAllowed: "", dropEffect: "" };
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(rows[0], { dataTransfer });
    expect(rows[0].classList.contains("schema-form__item--over")).toBe(true);
    fireEvent.drop(rows[0], { dataTransfer });
    await settle();
    expect(screen.getAllByRole("button", { name: /^Entry \d: / }).map((button) => button.textContent)).toEqual([
      "▾ Entry 1: Cleo",
      "▾ Entry 2: Ada",
      "▾ Entry 3: Ben",
    ]);
    expect(document.querySelector(".schema-form__live")?.textContent).toBe("Moved to position 1 of 3");
    await save("en");
    expect(onSubmit.mock.calls[0][0].credits).toEqual([credits[2], credits[0], credits[1]]);
    type(screen.getAllByLabelText(/^Name/)[0], "Cleo B.");
    await save("en");
    expect(onSubmit.mock.calls[1][0].credits).toEqual([{ role_de: "Licht", name: "Cleo B." }, credits[0], credits[1]]);
  });

  it("keeps a drag after a keyboard move", async () => {
    const { onSubmit } = renderForm("x", { schema, value: { title: "T", credits } });
    await settle();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Eintrag 1 nach unten verschieben" }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const rows = document.querySelectorAll<HTMLElement>(".schema-form__item");
    const dataTransfer = { setData: () => undefined, setDragImage: () => undefined, effectAllowed: "", dropEffect: "" };
    fireEvent.dragStart(rows[2].querySelector(".schema-form__handle") as HTMLElement, { dataTransfer });
    fireEvent.dragOver(rows[0], { dataTransfer });
    fireEvent.drop(rows[0], { dataTransfer });
    await settle();
    expect(rowButtons().map((button) => button.textContent)).toEqual(["▾ Eintrag 1: Cleo", "▾ Eintrag 2: Ben", "▾ Eintrag 3: Ada"]);
    fireEvent.click(rowButtons()[0]);
    fireEvent.click(rowButtons()[0]);
    await save();
    expect(onSubmit.mock.calls[0][0].credits).toEqual([credits[2], credits[1], credits[0]]);
  });

  it("names rows by title, name or the first text", () => {
    expect(rowName({ path: "a.jpg", alt_de: "Alt" })).toBe("a.jpg");
    expect(rowName({ x: "", y: "<p>Hello <b>you</b></p>" })).toBe("Hello you");
    expect(rowName({})).toBe("");
    expect(moved(["a", "b", "c", "d"], 3, 1)).toEqual(["a", "d", "b", "c"]);
  });
});
