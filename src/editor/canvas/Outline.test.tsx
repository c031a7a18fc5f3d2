import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ModuleNode, Section } from "../../schemas/api";
import { moduleIcons } from "../../schemas/generated/module-icons";
import { createEditorTranslate } from "../i18n";
import { Outline } from "./Outline";
import { createCanvasStore } from "./store";

afterEach(() => {
  document.body.innerHTML = "";
});

const node = (id: number, module: string, children: ModuleNode[] = []) => ({ id, module, model: {}, children }) as unknown as ModuleNode;
const section = (id: number, columns: ModuleNode[][]) =>
  ({
    id,
    slug: `s${id}`,
    module: "section",
    model: { layout: 3, colour: "white", columns: columns.map((children, index) => ({ index, children })) },
  }) as unknown as Section;

describe("block outline", () => {
  it("lists the sections and their blocks, nested, named and drawn as the module contract says; choosing one reports it", async () => {
    const sections = [section(1, [[node(10, "headline"), node(11, "faq", [node(12, "faq-item")])], [node(13, "quote")]]), section(2, [[]])];
    const store = createCanvasStore();
    const onChoose = vi.fn();
    render(<Outline t={createEditorTranslate("de")} sections={sections} store={store} onClose={vi.fn()} onChoose={onChoose} />);
    const outline = screen.getByRole("navigation", { name: "Gliederung" });
    const names = within(outline)
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(names).toEqual(["", "Abschnitt 1", "Überschrift", "FAQ", "FAQ-Eintrag", "Zitat", "Abschnitt 2"]);
    const faq = within(outline).getByRole("button", { name: "FAQ" });
    expect(faq.querySelector("path")?.getAttribute("d")).toBe(moduleIcons.faq);
    // The item sits in a list inside the FAQ's entry.
    expect(within(faq.closest("li") as HTMLElement).getByRole("button", { name: "FAQ-Eintrag" })).toBeTruthy();

    fireEvent.click(within(outline).getByRole("button", { name: "Zitat" }));
    expect(onChoose).toHaveBeenCalledWith(sections[0], sections[0].model.columns[1].children[0]);
    fireEvent.click(within(outline).getByRole("button", { name: "Abschnitt 2" }));
    expect(onChoose).toHaveBeenLastCalledWith(sections[1], null);

    // The selected block is marked.
    await act(async () => store.set({ selectedModule: 13, selectedSection: 1 }));
    expect(within(outline).getByRole("button", { name: "Zitat" }).getAttribute("aria-current")).toBe("true");
    expect(within(outline).getByRole("button", { name: "Überschrift" }).getAttribute("aria-current")).toBeNull();
  });
});
