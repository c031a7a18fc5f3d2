import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Locale } from "../../schemas/api";
import type { Term } from "../../schemas/programme";
import { TermFilter } from "./TermFilter";

const genres: Term[] = [
  { id: 1, slug: "tanz", name: "Tanz" },
  { id: 2, slug: "theater", name: "Theater" },
  { id: 3, slug: "musik", name: "Musik" },
];

afterEach(cleanup);

function Screen({ selected, locale = "de" }: { selected: string[]; locale?: Locale }) {
  return (
    <I18nProvider locale={locale}>
      <TermFilter name="genres" legend="Genres" terms={genres} selected={selected} />
    </I18nProvider>
  );
}

/** A router whose screen reads the selection from the URL, as the list loaders do. */
function Routed() {
  const { search } = useLocation();
  return <Screen selected={new URLSearchParams(search).getAll("genres")} />;
}

function renderRouted(url: string) {
  const router = createMemoryRouter([{ path: "/de/programm", Component: Routed }], { initialEntries: ["/de", url], initialIndex: 1 });
  render(<RouterProvider router={router} />);
  return router;
}

describe("TermFilter", () => {
  it("is a fieldset of checkboxes with its legend, ticked from the URL's selection", () => {
    render(
      <MemoryRouter initialEntries={["/de/programm?genres=theater"]}>
        <Screen selected={["theater"]} />
      </MemoryRouter>,
    );
    const group = screen.getByRole("group", { name: "Genres" });
    expect(group.tagName).toBe("FIELDSET");
    expect((screen.getByRole("checkbox", { name: "Theater" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Tanz" }) as HTMLInputElement).checked).toBe(false);
  });

  it("works without JavaScript: a GET form to the same path, other parameters kept, page dropped, a submit button", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={["/de/programm?genres=tanz&cities=berlin&page=3"]}>
        <Screen selected={["tanz"]} />
      </MemoryRouter>,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const form = doc.querySelector("form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/de/programm");
    const hidden = [...doc.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => `${input.name}=${input.value}`);
    expect(hidden).toEqual(["cities=berlin"]);
    expect(doc.querySelector("button[type=submit]")?.textContent).toBe("Filter anwenden");
    expect(doc.querySelector<HTMLInputElement>("input[value=tanz]")?.hasAttribute("checked")).toBe(true);
    // The reset link drops the filter and the page, and keeps the rest.
    expect(doc.querySelector("a.filter-actions__reset")?.getAttribute("href")).toBe("/de/programm?cities=berlin");
  });

  it("with JavaScript hides the submit button and navigates on change: parameter updated, others kept, page dropped, history replaced", async () => {
    const router = renderRouted("/de/programm?cities=berlin&genres=tanz&page=2");
    expect(screen.queryByRole("button", { name: "Filter anwenden" })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("checkbox", { name: "Musik" }));
    });
    expect(router.state.location.pathname).toBe("/de/programm");
    expect(router.state.location.search).toBe("?cities=berlin&genres=tanz&genres=musik");
    expect(router.state.historyAction).toBe("REPLACE");
    expect((screen.getByRole("checkbox", { name: "Musik" }) as HTMLInputElement).checked).toBe(true);

    await act(async () => {
      fireEvent.click(screen.getByRole("checkbox", { name: "Tanz" }));
    });
    expect(router.state.location.search).toBe("?cities=berlin&genres=musik");
  });

  it("resets to no selection with its link, other parameters kept", async () => {
    const router = renderRouted("/de/programm?genres=tanz&genres=theater&cities=berlin");
    const reset = screen.getByRole("link", { name: /^Zurücksetzen ?: Genres$/ });
    await act(async () => {
      fireEvent.click(reset);
    });
    expect(router.state.location.search).toBe("?cities=berlin");
    expect(router.state.historyAction).toBe("REPLACE");
    for (const box of screen.getAllByRole("checkbox")) expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole("link", { name: /Zurücksetzen/ })).toBeNull();
  });

  it("renders nothing without terms", () => {
    const { container } = render(
      <MemoryRouter initialEntries={["/en/programme"]}>
        <I18nProvider locale="en">
          <TermFilter name="genres" legend="Genres" terms={[]} selected={[]} />
        </I18nProvider>
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe("");
  });
});
