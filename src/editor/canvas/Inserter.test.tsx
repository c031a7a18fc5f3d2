import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addableModules } from "../../schemas/generated/module-contract";
import { moduleIcons } from "../../schemas/generated/module-icons";
import { createEditorTranslate } from "../i18n";
import { filterBlocks, Inserter } from "./Inserter";

afterEach(() => {
  document.body.innerHTML = "";
});

const de = createEditorTranslate("de");
const en = createEditorTranslate("en");

describe("block inserter", () => {
  it("lists each block with the icon and description of its module contract, and says where it goes", () => {
    render(<Inserter t={de} title="Block einfügen" types={addableModules} where="Der neue Block kommt nach „Text“." onClose={vi.fn()} onChoose={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Block einfügen" });
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(within(dialog).getByText("Der neue Block kommt nach „Text“.")).toBeTruthy();
    const choices = [...dialog.querySelectorAll<HTMLElement>("[data-block-type]")];
    expect(choices.map((choice) => choice.dataset.blockType)).toEqual([...addableModules]);
    const quote = dialog.querySelector('[data-block-type="quote"]') as HTMLElement;
    expect(quote.querySelector("path")?.getAttribute("d")).toBe(moduleIcons.quote);
    expect(quote.textContent).toBe("ZitatEin Zitat mit Urheberin oder Urheber.");
    expect(within(dialog).getByRole("status").textContent).toBe(`${addableModules.length} Blöcke`);
  });

  it("filters by name and description, ignoring case and accents, in the page language", () => {
    // (A module added later may match too: tests/unit/new-module.test.ts adds a copy of the quote.)
    const quotes = filterBlocks(de, addableModules, "zitat");
    expect(quotes).toContain("quote");
    for (const name of quotes) expect(`${de(`name.${name}`)} ${de(`description.${name}`)}`.toLowerCase()).toContain("zitat");
    expect(filterBlocks(de, addableModules, "UBERSCHRIFT")).toContain("headline");
    expect(filterBlocks(en, addableModules, "youtube")).toEqual(["video"]);
    expect(filterBlocks(de, addableModules, "")).toEqual([...addableModules]);
    expect(filterBlocks(de, addableModules, "gibt es nicht")).toEqual([]);
  });

  it("narrows the list as one types, says when nothing matches, and Enter takes the first match", async () => {
    const onChoose = vi.fn();
    render(<Inserter t={en} title="Add a block" types={addableModules} where="At the end." onClose={vi.fn()} onChoose={onChoose} />);
    const search = screen.getByRole("searchbox", { name: "Search blocks" });
    await act(async () => fireEvent.change(search, { target: { value: "youtube" } }));
    expect([...document.querySelectorAll<HTMLElement>("[data-block-type]")].map((b) => b.dataset.blockType)).toEqual(["video"]);
    expect(screen.getByRole("status").textContent).toBe("1 block");
    await act(async () => fireEvent.change(search, { target: { value: "xyz" } }));
    expect(document.querySelectorAll("[data-block-type]")).toHaveLength(0);
    expect(screen.getByRole("status").textContent).toBe("No block matches “xyz”.");
    // "image list": the words in any order, in the name or the description; the first match is taken.
    await act(async () => fireEvent.change(search, { target: { value: "list IMAGE" } }));
    expect([...document.querySelectorAll<HTMLElement>("[data-block-type]")].map((b) => b.dataset.blockType)).toEqual(["image-list", "teaser-list"]);
    fireEvent.keyDown(search, { key: "Enter" });
    expect(onChoose).toHaveBeenCalledWith("image-list");
    fireEvent.click(screen.getByRole("button", { name: /^Teaser list/ }));
    expect(onChoose).toHaveBeenLastCalledWith("teaser-list");
  });
});
