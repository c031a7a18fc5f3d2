import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderForm, save, settle } from "./test-helpers";

const cities = [
  { id: 1, label: "Essen" },
  { id: 2, label: "Duisburg" },
  { id: 7, label: "Bochum" },
];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    const query = new URL(url, "http://x").searchParams;
    const ids = query.get("ids")?.split(",").map(Number);
    const q = (query.get("q") ?? "").toLowerCase();
    const results = ids ? cities.filter((c) => ids.includes(c.id)) : cities.filter((c) => c.label.toLowerCase().includes(q)).slice(0, 2);
    return new Response(JSON.stringify({ results }), { status: 200, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const schema = {
  type: "object",
  properties: {
    city_id: { type: "integer", title: "City", "x-ref": "cities" },
    genre_ids: { type: "array", title: "Genres", items: { type: "integer" }, uniqueItems: true, "x-ref": "genres" },
  },
  required: ["city_id"],
};

describe("reference fields (x-ref)", () => {
  it("offers the referenced rows, keeps the chosen one listed, and stores ids", async () => {
    const { onSubmit } = renderForm("venues", { schema, value: { city_id: 7, genre_ids: [2] } });
    await settle(300);
    const select = screen.getByRole("combobox", { name: /^Stadt/ }) as HTMLSelectElement;
    // Bochum (7) is not among the first two choices but is chosen: it is fetched by id and listed first.
    expect([...select.options].map((o) => o.text)).toEqual(["– keine Auswahl –", "Bochum", "Essen", "Duisburg"]);
    expect(select.value).toBe("7");
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/de/admin-api/cities/options/?ids=7");

    fireEvent.change(select, { target: { value: "2" } });
    const boxes = screen.getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes.filter((b) => b.checked)).toHaveLength(1);
    fireEvent.click(boxes.find((b) => !b.checked) as HTMLInputElement);
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ city_id: 2, genre_ids: [2, 1] });
  });

  it("narrows the choices by the search field", async () => {
    renderForm("venues", { schema, value: {} });
    await settle(300);
    fireEvent.change(screen.getAllByLabelText("Auswahl durchsuchen")[0], { target: { value: "boch" } });
    await settle(300);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain("/de/admin-api/cities/options/?q=boch");
    expect([...(screen.getByRole("combobox", { name: /^Stadt/ }) as HTMLSelectElement).options].map((o) => o.text)).toEqual(["– keine Auswahl –", "Bochum"]);
  });

  it("marks the checkboxes of a refused list of references as invalid and names the error", async () => {
    const required = { ...schema, properties: { ...schema.properties, genre_ids: { ...schema.properties.genre_ids, minItems: 1 } } };
    const { onSubmit } = renderForm("venues", { schema: required, value: { genre_ids: [] } });
    await settle(300);
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      expect(box.getAttribute("aria-invalid")).toBe("true");
      const described = (box.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent ?? "");
      expect(described.join(" ")).toMatch(/\S/);
    }
    expect(document.querySelector(".schema-form__references[aria-invalid]")).toBeNull();
  });
});
