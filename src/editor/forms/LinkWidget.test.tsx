/**
 * The link field and its picker: the dialog opens from the field, lists a kind's link targets
 * from the admin call in the link's language, searches, chooses by keyboard, writes the path
 * into the field and gives focus back to its button; Escape closes it; events show their Berlin
 * date and time, production and venue; empty, loading and error states speak the staff's language.
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n";
import type { LinkTarget } from "../../schemas/link-targets";
import { Modal } from "../Modal";
import { LinkPicker } from "./LinkWidget";
import { SchemaForm } from "./SchemaForm";
import { renderForm, save, settle } from "./test-helpers";

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const paged = (results: LinkTarget[], count = results.length, next: number | null = null) => json({ count, next, previous: null, results });

const pageTargets: LinkTarget[] = [
  { kind: "pages", id: 1, title: "Festival", path: "/de/festival" },
  { kind: "pages", id: 2, title: "Über uns", path: "/de/festival/ueber-uns" },
];
const productionTargets: LinkTarget[] = [
  { kind: "productions", id: 7, title: "Abendstück", path: "/de/programm/abendstueck/7", detail: "Kollektiv" },
  { kind: "productions", id: 8, title: "Abendlied", path: "/de/programm/abendlied/8" },
];
const eventTargets: LinkTarget[] = [
  {
    kind: "events",
    id: 31,
    title: "Abendstück",
    path: "/de/programm/abendstueck/7#date-31",
    detail: "Mo., 15. Juli 2030, 19:30 · Halle",
    // Given in UTC: the row shows the Berlin wall clock (19:30 in summer), whatever the test's zone.
    start: "2030-07-15T17:30:00Z",
    venue: "Halle am Fluss",
  },
];

/** Answers the call by its kind and search. */
function answer(url: string) {
  const query = new URL(url, "http://localhost").searchParams;
  const kind = query.get("kind");
  if (kind === "productions") return paged(productionTargets.filter((t) => t.title.includes(query.get("q") ?? "")));
  if (kind === "events") return paged(eventTargets);
  if (kind === "pages") return paged(pageTargets);
  return paged([]);
}

const calledUrls = () => fetchMock.mock.calls.map((call) => String(call[0]));

async function openPicker(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
  await settle();
  return screen.getByRole("dialog", { name: /^(Link auswählen|Choose a link)$/ });
}

describe("link field", () => {
  it("opens the picker, searches productions, chooses by keyboard, writes the path and gives focus back", async () => {
    fetchMock.mockImplementation(async (url: string) => answer(url));
    const { onSubmit } = renderForm("teaser-item", { value: { headline: "H" } });
    const field = screen.getByLabelText("Link");
    expect(field.tagName).toBe("INPUT");
    const button = screen.getByRole("button", { name: "Link auswählen …" });
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");

    const dialog = await openPicker(button);
    expect(dialog.getAttribute("aria-labelledby")).toBeTruthy();
    expect(within(dialog).getByRole("heading", { name: "Link auswählen" })).toBeTruthy();
    // The page's language: German paths; pages first.
    expect(calledUrls()[0]).toBe("/de/admin-api/link-targets/?kind=pages");
    expect((fetchMock.mock.calls[0][1] as RequestInit).credentials).toBe("same-origin");
    const search = within(dialog).getByLabelText("Suche nach Titel");
    expect(document.activeElement).toBe(search);
    expect(within(dialog).getByRole("status").textContent).toBe("2 Treffer.");

    fireEvent.click(within(dialog).getByRole("radio", { name: "Produktionen" }));
    await settle();
    expect(calledUrls().at(-1)).toBe("/de/admin-api/link-targets/?kind=productions");
    fireEvent.change(search, { target: { value: "Abendl" } });
    await settle(300);
    expect(calledUrls().at(-1)).toBe("/de/admin-api/link-targets/?kind=productions&q=Abendl");
    expect(within(dialog).getByRole("status").textContent).toBe("1 Treffer.");
    fireEvent.change(search, { target: { value: "Abend" } });
    await settle(300);
    const list = within(dialog).getByRole("list", { name: "Produktionen" });
    const results = within(list).getAllByRole("button");
    expect(results.map((result) => result.textContent)).toEqual(["AbendstückKollektiv/de/programm/abendstueck/7", "Abendlied/de/programm/abendlied/8"]);

    // From the search into the list, down, and Enter chooses.
    fireEvent.keyDown(search, { key: "ArrowDown" });
    expect(document.activeElement).toBe(results[0]);
    fireEvent.keyDown(results[0], { key: "ArrowDown" });
    expect(document.activeElement).toBe(results[1]);
    fireEvent.keyDown(results[1], { key: "ArrowUp" });
    fireEvent.keyDown(results[0], { key: "ArrowUp" });
    expect(document.activeElement).toBe(search);
    fireEvent.keyDown(search, { key: "ArrowDown" });
    fireEvent.keyDown(results[0], { key: "End" });
    await act(async () => {
      fireEvent.keyDown(results[1], { key: "Enter" });
    });
    await settle();

    expect(screen.queryByRole("dialog")).toBeNull();
    expect((field as HTMLInputElement).value).toBe("/de/programm/abendlied/8");
    expect(document.activeElement).toBe(button);
    expect(screen.getByText("Link übernommen: /de/programm/abendlied/8")).toBeTruthy();
    await save();
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ link: "/de/programm/abendlied/8" });
  });

  it("keeps the field free to type any address", async () => {
    const { onSubmit } = renderForm("teaser-item", { value: { headline: "H" } });
    fireEvent.change(screen.getByLabelText("Link"), { target: { value: "https://example.org/x" } });
    await save();
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ link: "https://example.org/x" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("closes on Escape without a change, focus back on the button, and leaves the dialog around the form open", async () => {
    fetchMock.mockImplementation(async (url: string) => answer(url));
    const outerClose = vi.fn();
    render(
      <I18nProvider locale="de">
        <Modal title="Link bearbeiten" onClose={outerClose}>
          <SchemaForm module="link" value={{ content: "Mehr", link: "/de/festival" }} onSubmit={() => {}} />
        </Modal>
      </I18nProvider>,
    );
    const button = screen.getByRole("button", { name: "Link auswählen …" });
    const dialog = await openPicker(button);
    // The current link is marked among the results.
    const current = within(dialog)
      .getAllByRole("button")
      .find((element) => element.getAttribute("aria-current") === "true");
    expect(current?.textContent).toContain("/de/festival");
    // What the browser does on Escape: a cancellable `cancel` on the top dialog only.
    await act(async () => {
      fireEvent(dialog, new Event("cancel", { cancelable: true }));
    });
    await settle();
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(screen.getByRole("dialog", { name: "Link bearbeiten" })).toBeTruthy();
    expect(outerClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
    expect((screen.getByLabelText("Seite") as HTMLInputElement).value).toBe("/de/festival");
  });

  it("a link chosen without typing counts as a change the form's dialog asks about on Escape; typing in the picker's search does not", async () => {
    fetchMock.mockImplementation(async (url: string) => answer(url));
    const outerClose = vi.fn();
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    render(
      <I18nProvider locale="de">
        <Modal title="Link bearbeiten" onClose={outerClose} confirmDiscard="Verwerfen?">
          <SchemaForm module="link" value={{ content: "Mehr", link: "/de/festival" }} onSubmit={() => {}} />
        </Modal>
      </I18nProvider>,
    );
    const outer = screen.getByRole("dialog", { name: "Link bearbeiten" });
    const escapeOuter = async () => {
      await act(async () => {
        fireEvent(outer, new Event("cancel", { cancelable: true }));
      });
    };
    // Typing in the picker's search only, then closing it: nothing of the form changed.
    let dialog = await openPicker(screen.getByRole("button", { name: "Link auswählen …" }));
    fireEvent.input(within(dialog).getByRole("searchbox"), { target: { value: "Abend" } });
    await act(async () => {
      fireEvent(dialog, new Event("cancel", { cancelable: true }));
    });
    await settle();
    await escapeOuter();
    expect(confirm).not.toHaveBeenCalled();
    expect(outerClose).toHaveBeenCalledTimes(1);

    // Choosing a link is a change: Escape asks first (and stays open when the answer is no).
    dialog = await openPicker(screen.getByRole("button", { name: "Link auswählen …" }));
    await act(async () => {
      fireEvent.click(
        within(dialog)
          .getAllByRole("button")
          .find((element) => element.textContent?.includes("/de/festival/ueber-uns")) as HTMLElement,
      );
    });
    await settle();
    await escapeOuter();
    expect(confirm).toHaveBeenCalledWith("Verwerfen?");
    expect(outerClose).toHaveBeenCalledTimes(1);
  });

  it("in the English page editor speaks English and offers English paths", async () => {
    fetchMock.mockImplementation(async () => paged([{ kind: "pages", id: 1, title: "About", path: "/en/festival/about" }]));
    const { onSubmit } = renderForm("teaser-item", { value: { headline: "H" } }, "en");
    const dialog = await openPicker(screen.getByRole("button", { name: "Choose link…" }));
    expect(calledUrls()[0]).toBe("/en/admin-api/link-targets/?kind=pages");
    expect(within(dialog).getByRole("status").textContent).toBe("1 result.");
    expect(within(dialog).getByText("Titles and paths of the English pages.")).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: /About/ }));
    });
    await settle();
    await save("en");
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ link: "/en/festival/about" });
  });

  it("asks for a `_de` or `_en` field's own language (the admin's home blocks)", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      paged([{ kind: "pages", id: 1, title: "x", path: url.startsWith("/en/") ? "/en/programme" : "/de/programm" }]),
    );
    const schema = {
      type: "object",
      properties: {
        link_de: { type: ["string", "null"], title: "Link (German)", format: "link", "x-picker": "link" },
        link_en: { type: ["string", "null"], title: "Link (English)", format: "link", "x-picker": "link" },
      },
    };
    const { onSubmit } = renderForm("home-blocks", { schema }, "de");
    const [german, english] = screen.getAllByRole("button", { name: "Link auswählen …" });
    let dialog = await openPicker(english);
    expect(calledUrls().at(-1)).toBe("/en/admin-api/link-targets/?kind=pages");
    // The staff's language is German; the paths are English.
    expect(within(dialog).getByText("Titel und Pfade der englischen Seiten.")).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: /programme/ }));
    });
    await settle();
    dialog = await openPicker(german);
    expect(calledUrls().at(-1)).toBe("/de/admin-api/link-targets/?kind=pages");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: /programm/ }));
    });
    await settle();
    await save();
    expect(onSubmit.mock.calls[0][0]).toEqual({ link_de: "/de/programm", link_en: "/en/programme" });
  });
});

describe("event picker", () => {
  function renderPicker(locale: "de" | "en" = "de", linkLocale: "de" | "en" = locale) {
    const onChoose = vi.fn<(target: LinkTarget) => void>();
    const onClose = vi.fn();
    render(
      <I18nProvider locale={locale}>
        <LinkPicker locale={linkLocale} initialKind="events" onChoose={onChoose} onClose={onClose} />
      </I18nProvider>,
    );
    return { onChoose, onClose };
  }

  it("shows each event's Berlin date and time, production and venue, and narrows from a date", async () => {
    fetchMock.mockImplementation(async (url: string) => answer(url));
    const { onChoose } = renderPicker();
    await settle();
    expect(calledUrls()[0]).toBe("/de/admin-api/link-targets/?kind=events");
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByLabelText("Suche nach Titel der Produktion")).toBeTruthy();
    const [row] = within(within(dialog).getByRole("list", { name: "Termine" })).getAllByRole("button");
    expect(row.textContent).toBe("Mo., 15. Juli 2030, 19:30AbendstückHalle am Fluss/de/programm/abendstueck/7#date-31");

    fireEvent.change(within(dialog).getByLabelText("Termine ab"), { target: { value: "2030-07-01" } });
    await settle();
    expect(calledUrls().at(-1)).toBe("/de/admin-api/link-targets/?kind=events&from=2030-07-01");
    await act(async () => {
      fireEvent.click(within(within(dialog).getByRole("list", { name: "Termine" })).getByRole("button"));
    });
    expect(onChoose).toHaveBeenCalledWith(eventTargets[0]);
  });

  it("shows Berlin times in the staff's language for the other language's paths", async () => {
    fetchMock.mockImplementation(async (url: string) => answer(url));
    renderPicker("en", "de");
    await settle();
    const row = within(screen.getByRole("list", { name: "Events" })).getByRole("button");
    expect(row.textContent).toContain("Mon, 15 Jul 2030, 7:30\u00a0PM");
    expect(row.textContent).toContain("/de/programm/abendstueck/7#date-31");
  });

  it("says when it is loading, when nothing was found, and when the list failed, with a retry", async () => {
    let release: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    renderPicker();
    await settle();
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("Wird geladen …");
    expect(screen.getByRole("list", { name: "Termine" }).getAttribute("aria-busy")).toBe("true");
    await act(async () => release(paged([])));
    await settle();
    expect(status.textContent).toBe("Kein Termin gefunden.");

    fetchMock.mockResolvedValueOnce(json({ status: 500 }, 500));
    fireEvent.change(screen.getByLabelText("Suche nach Titel der Produktion"), { target: { value: "x" } });
    await settle(300);
    expect(status.textContent).toBe("Die Liste konnte nicht geladen werden. Bitte versuchen Sie es erneut.");
    fetchMock.mockResolvedValueOnce(paged(eventTargets, 45, 2));
    fireEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    await settle();
    expect(status.textContent).toBe("1 von 45 Treffern werden gezeigt.");

    // More results are appended; focus goes to the first new one.
    fetchMock.mockResolvedValueOnce(paged([{ ...eventTargets[0], id: 32, path: "/de/programm/abendstueck/7#date-32" }], 45, 3));
    fireEvent.click(screen.getByRole("button", { name: "Weitere Treffer laden" }));
    await settle();
    expect(calledUrls().at(-1)).toBe("/de/admin-api/link-targets/?kind=events&q=x&page=2");
    const rows = within(screen.getByRole("list", { name: "Termine" })).getAllByRole("button");
    expect(rows).toHaveLength(2);
    expect(document.activeElement).toBe(rows[1]);

    fetchMock.mockResolvedValueOnce(json({ status: 401 }, 401));
    fireEvent.change(screen.getByLabelText("Suche nach Titel der Produktion"), { target: { value: "y" } });
    await settle(300);
    expect(status.textContent).toBe("Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu und melden Sie sich an.");
  });

  it("closes with its cancel button", async () => {
    fetchMock.mockImplementation(async (url: string) => answer(url));
    const { onClose } = renderPicker();
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Abbrechen" }));
    expect(onClose).toHaveBeenCalled();
  });
});
