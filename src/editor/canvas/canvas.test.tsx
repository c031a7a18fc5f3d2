import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Page, Section } from "../../schemas/api";
import EditablePage from "../EditablePage";

const headline = (id: number, content: string) => ({ id, slug: `m${id}`, module: "headline", model: { headline_level: 2, content }, children: [] });
const text = (id: number, content: string) => ({ id, slug: `m${id}`, module: "text", model: { content: `<p>${content}</p>` }, children: [] });
type Block = ReturnType<typeof headline> | ReturnType<typeof text>;
const section = (id: number, order: number, columns: Block[][]): Section =>
  ({
    id,
    slug: `s${id}`,
    module: "section",
    model: { colour: "white", layout: columns.length === 2 ? 3 : 0, columns: columns.map((children, index) => ({ index, children })) },
    parent: null,
    order,
    content_type: null,
    object_id: null,
    revision: 4,
  }) as unknown as Section;

const sections = [section(1, 0, [[headline(10, "Eins"), text(11, "Zwei"), text(12, "Drei")], [text(13, "Rechts")]]), section(2, 1, [[headline(20, "Vier")]])];
const page = { id: 70 + Math.floor(Math.random() * 1000), modules: sections, settings_url: null } as unknown as Page;

const calls: { url: string; body: unknown }[] = [];
beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null });
      const body = String(url).includes("backup") ? { stacks: {}, history: [] } : { section: sections[0], results: sections };
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

async function renderCanvas() {
  await act(async () => {
    render(
      <I18nProvider locale="de">
        <EditablePage page={page} locale="de" />
      </I18nProvider>,
    );
  });
  return {
    block: (id: number) => document.querySelector(`[data-module-id="${id}"]`) as HTMLElement,
    section: (id: number) => document.querySelector(`[data-section-id="${id}"]`) as HTMLElement,
  };
}
const writes = () => calls.filter((call) => !call.url.includes("backup"));

describe("the quiet canvas", () => {
  it("renders no controls at rest; hover, focus and selection each show one block's toolbar", async () => {
    const { block, section } = await renderCanvas();
    expect(document.querySelectorAll(".editor-controls")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Überschrift bearbeiten" })).toBeNull();
    // Every block is a named tab stop.
    expect(block(10).tabIndex).toBe(0);
    expect(block(10).getAttribute("aria-label")).toBe("Block: Überschrift");

    await act(async () => fireEvent.pointerOver(block(11).querySelector("p") as Element));
    expect(document.querySelectorAll(".editor-controls--module")).toHaveLength(1);
    const toolbar = within(block(11)).getByRole("group", { name: "Text: Aktionen" });
    expect(
      within(toolbar)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label")),
    ).toEqual(["Text bearbeiten", "Text nach oben", "Text nach unten", "Block nach Text einfügen", "Weitere Aktionen für Text"]);
    // The section around it shows its own.
    expect(within(section(1)).getByRole("group", { name: "Abschnitt 1: Aktionen" })).toBeTruthy();
    expect(section(2).querySelector(".editor-controls")).toBeNull();

    await act(async () => fireEvent.pointerLeave(document.querySelector("[data-editing]") as Element));
    expect(document.querySelectorAll(".editor-controls")).toHaveLength(0);

    await act(async () => block(10).focus());
    expect(within(block(10)).getByRole("button", { name: "Überschrift bearbeiten" })).toBeTruthy();
    await act(async () => fireEvent.keyDown(block(10), { key: "Enter" }));
    expect(block(10).getAttribute("aria-current")).toBe("true");
    await act(async () => block(10).blur());
    // Selected: it keeps its toolbar without focus or pointer.
    expect(within(block(10)).getByRole("button", { name: "Überschrift bearbeiten" })).toBeTruthy();
    await act(async () => fireEvent.click(block(12).querySelector("p") as Element));
    expect(block(12).getAttribute("aria-current")).toBe("true");
    expect(block(10).getAttribute("aria-current")).toBeNull();
    expect(block(10).querySelector(".editor-controls")).toBeNull();
  });

  it("moves by the keyboard's buttons and by drag and drop go out as the same move calls", async () => {
    const { block, section } = await renderCanvas();
    await act(async () => fireEvent.click(block(10).querySelector("h2") as Element));
    await act(async () => fireEvent.click(within(block(10)).getByRole("button", { name: "Überschrift nach unten" })));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      url: "/de/pageeditor-api/headline/10/move",
      body: { revision: 4, column: 0, parent: null, position: 1, from_section_id: 1 },
    });

    // The third block's handle onto the first: it takes its place.
    await act(async () => fireEvent.pointerOver(block(12).querySelector("p") as Element));
    const handle = block(12).querySelector(".editor-drag") as Element;
    const dataTransfer = { setData: vi.fn(), effectAllowed: "" };
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(block(10), { dataTransfer });
    expect(block(10).hasAttribute("data-dropping")).toBe(true);
    await act(async () => fireEvent.drop(block(10), { dataTransfer }));
    await vi.waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1].url).toBe("/de/pageeditor-api/text/12/move");
    expect(writes()[1].body).toMatchObject({ column: 0, parent: null, position: 0 });

    // Into the second column's free space: to its end.
    await act(async () => fireEvent.pointerOver(block(11).querySelector("p") as Element));
    fireEvent.dragStart(block(11).querySelector(".editor-drag") as Element, { dataTransfer });
    const right = section(1).querySelectorAll(".section__column")[1];
    fireEvent.dragOver(right, { dataTransfer });
    await act(async () => fireEvent.drop(right, { dataTransfer }));
    await vi.waitFor(() => expect(writes()).toHaveLength(3));
    expect(writes()[2]).toMatchObject({ url: "/de/pageeditor-api/text/11/move", body: { column: 1, parent: null, position: 1 } });

    // A section's handle onto the first section: it takes its place.
    await act(async () => fireEvent.pointerOver(block(20).querySelector("h2") as Element));
    fireEvent.dragStart(section(2).querySelector(".editor-controls--section .editor-drag") as Element, { dataTransfer });
    fireEvent.dragOver(section(1), { dataTransfer });
    await act(async () => fireEvent.drop(section(1), { dataTransfer }));
    await vi.waitFor(() => expect(writes()).toHaveLength(4));
    expect(writes()[3]).toMatchObject({ url: "/de/pageeditor-api/section/2/move", body: { position: 0 } });
  });

  it("a block moves to another section by drag and drop and by its more menu, with both sections' revisions", async () => {
    const { block, section } = await renderCanvas();
    const dataTransfer = { setData: vi.fn(), effectAllowed: "" };
    const across = (id: number, module: string, body: Record<string, unknown>) => ({
      url: `/de/pageeditor-api/${module}/${id}/move`,
      body: { revision: 4, target_revision: 4, parent: null, ...body },
    });
    // The second section's headline onto the first section's text: it takes its place there.
    await act(async () => fireEvent.pointerOver(block(20).querySelector("h2") as Element));
    fireEvent.dragStart(block(20).querySelector(".editor-drag") as Element, { dataTransfer });
    fireEvent.dragOver(block(11), { dataTransfer });
    expect(block(11).hasAttribute("data-dropping")).toBe(true);
    await act(async () => fireEvent.drop(block(11), { dataTransfer }));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual(across(20, "headline", { column: 0, position: 1, section_id: 1, from_section_id: 2 }));

    // A block of the first section into the second section's column: to its end.
    await act(async () => fireEvent.pointerOver(block(13).querySelector("p") as Element));
    fireEvent.dragStart(block(13).querySelector(".editor-drag") as Element, { dataTransfer });
    const column = section(2).querySelector(".section__column") as Element;
    fireEvent.dragOver(column, { dataTransfer });
    await act(async () => fireEvent.drop(column, { dataTransfer }));
    await vi.waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]).toEqual(across(13, "text", { column: 0, position: 1, section_id: 2, from_section_id: 1 }));

    // By keyboard: the more menu of the first section's block offers the next section only.
    await act(async () => fireEvent.click(block(12).querySelector("p") as Element));
    await act(async () => fireEvent.click(within(block(12)).getByRole("button", { name: "Weitere Aktionen für Text" })));
    expect(within(block(12)).queryByRole("menuitem", { name: /ans Ende von Abschnitt/ })).toBeNull();
    await act(async () => fireEvent.click(within(block(12)).getByRole("menuitem", { name: "Text an den Anfang von Abschnitt 2 verschieben" })));
    await vi.waitFor(() => expect(writes()).toHaveLength(3));
    expect(writes()[2]).toEqual(across(12, "text", { column: 0, position: 0, section_id: 2, from_section_id: 1 }));

    // The second section's block: to the end of the first section's first column.
    await act(async () => fireEvent.click(block(20).querySelector("h2") as Element));
    await act(async () => fireEvent.click(within(block(20)).getByRole("button", { name: "Weitere Aktionen für Überschrift" })));
    expect(within(block(20)).queryByRole("menuitem", { name: /an den Anfang von Abschnitt/ })).toBeNull();
    await act(async () => fireEvent.click(within(block(20)).getByRole("menuitem", { name: "Überschrift ans Ende von Abschnitt 1 verschieben" })));
    await vi.waitFor(() => expect(writes()).toHaveLength(4));
    expect(writes()[3]).toEqual(across(20, "headline", { column: 0, position: 3, section_id: 1, from_section_id: 2 }));
  });

  it('the inserter of a block\'s "add after" inserts right after it', async () => {
    const { block } = await renderCanvas();
    await act(async () => fireEvent.click(block(11).querySelector("p") as Element));
    await act(async () => fireEvent.click(within(block(11)).getByRole("button", { name: "Block nach Text einfügen" })));
    const dialog = screen.getByRole("dialog", { name: "Block einfügen" });
    expect(within(dialog).getByText("Der neue Block kommt nach „Text“.")).toBeTruthy();
    await act(async () => fireEvent.click(dialog.querySelector('[data-block-type="quote"]') as Element));
    const form = screen.getByRole("dialog", { name: "Neu: Zitat" });
    await act(async () => fireEvent.change(within(form).getByRole("textbox", { name: "Zitat" }), { target: { value: "Danach." } }));
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Speichern" })));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ url: "/de/pageeditor-api/quote", body: { section_id: 1, column: 0, parent: null, position: 2 } });
  });
});
