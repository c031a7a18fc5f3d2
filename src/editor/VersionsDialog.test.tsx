import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../i18n";
import type { DiffSummary } from "../lib/version-diff";
import type { Locale } from "../schemas/api";
import type { RevisionCompare, RevisionSummary } from "../schemas/editor";
import { createEditorTranslate } from "./i18n";
import type { EditorSession } from "./session";
import { VersionsDialog } from "./VersionsDialog";
import { summaryText } from "./version-summary";

const none = { added: 0, removed: 0, changed: 0, moved: 0 };
const summary = (patch: Partial<DiffSummary>): DiffSummary => ({ blocks: none, sections: none, named: { added: [], removed: [], changed: [] }, ...patch });

describe("summaryText", () => {
  const de = createEditorTranslate("de");
  const en = createEditorTranslate("en");

  it("names the changed blocks and counts sections with the right plural", () => {
    const changes = summary({
      blocks: { ...none, changed: 2 },
      sections: { ...none, added: 1 },
      named: {
        added: [],
        removed: [],
        changed: [
          { module: "text", excerpt: "Einleitung" },
          { module: "image", excerpt: "" },
        ],
      },
    });
    expect(summaryText(de, changes)).toBe("2 Blöcke geändert: Text „Einleitung“, Bild; 1 Abschnitt hinzugefügt");
    expect(summaryText(en, changes)).toBe("2 blocks changed: Text “Einleitung”, Image; 1 section added");
  });

  it("says how many more there are than it names, and when nothing changed", () => {
    const many = summary({ blocks: { ...none, removed: 4, moved: 1 }, named: { added: [], removed: [{ module: "quote", excerpt: "A" }], changed: [] } });
    expect(summaryText(de, many)).toBe("4 Blöcke entfernt: Zitat „A“, und 3 weitere; 1 Block verschoben");
    expect(summaryText(de, { ...many, blocks: { ...none, removed: 2 } })).toBe("2 Blöcke entfernt: Zitat „A“, und 1 weiterer");
    expect(summaryText(en, { ...many, blocks: { ...none, removed: 2 } })).toBe("2 blocks removed: Quote “A”, and 1 more");
    expect(summaryText(de, summary({ sections: { ...none, moved: 2, removed: 1 } }))).toBe("1 Abschnitt entfernt; 2 Abschnitte verschoben");
    expect(summaryText(en, summary({}))).toBe("No change to the content");
  });
});

const versions: RevisionSummary[] = [
  {
    id: 12,
    created_at: "2026-05-01T10:00:00.000Z",
    author: "alice",
    action: "module.update",
    changes: summary({ blocks: { ...none, changed: 1 }, named: { added: [], removed: [], changed: [{ module: "text", excerpt: "Neue Einleitung" }] } }),
  },
  { id: 11, created_at: "2026-05-01T09:00:00.000Z", author: null, action: "initial", changes: null },
];

const compared: RevisionCompare = {
  from: { id: 11, created_at: versions[1].created_at, author: null, action: "initial" },
  to: { id: 12, created_at: versions[0].created_at, author: "alice", action: "module.update" },
  diff: {
    sections: [],
    modules: [
      {
        id: 7,
        module: "text",
        section: 3,
        kind: "changed",
        moved: false,
        excerpt: "Neue Einleitung",
        fields: [
          {
            name: "content",
            title: "Text",
            kind: "text",
            parts: [
              { kind: "removed", text: "Alte" },
              { kind: "added", text: "Neue" },
              { kind: "same", text: " Einleitung <b>roh</b>" },
            ],
          },
          { name: "add_additional_space", title: "Additional space", kind: "value", before: false, after: true },
        ],
      },
    ],
  },
};

let calls: string[];
beforeEach(() => {
  calls = [];
  vi.spyOn(HTMLDialogElement.prototype, "showModal").mockImplementation(function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      calls.push(input);
      const body = input.includes("revision/compare") ? compared : { results: versions };
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function open(locale: Locale) {
  const session = { subscribe: () => () => {}, outcomeOf: () => undefined, send: vi.fn() } as unknown as EditorSession;
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <I18nProvider locale={locale}>
          <VersionsDialog session={session} pageId={5} onClose={() => {}} />
        </I18nProvider>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe("the versions dialog", () => {
  it("says what each version changed and compares it with the one before, word by word", async () => {
    open("de");
    const list = await screen.findByTestId("versions");
    expect(list.textContent).toContain("1 Block geändert: Text „Neue Einleitung“");
    fireEvent.click(within(list).getAllByRole("button", { name: /^Vergleichen:/ })[0]);
    const compare = await screen.findByTestId("version-compare");
    await within(compare).findByText("Text „Neue Einleitung“: geändert");
    expect(calls.at(-1)).toBe("/de/pageeditor-api/revision/compare?page_id=5&from=11&to=12");
    expect(document.activeElement?.textContent).toBe("Vergleich");

    const removed = [...compare.querySelectorAll(".editor-diff__item del")].map((d) => d.textContent);
    const added = [...compare.querySelectorAll(".editor-diff__item ins")].map((d) => d.textContent);
    expect(removed).toEqual(["entfernt: Alte", "entfernt: nein"]);
    expect(added).toEqual(["hinzugefügt: Neue", "hinzugefügt: ja"]);
    expect(compare.querySelector(".editor-diff__item del .editor-diff__sr")?.textContent).toBe("entfernt: ");
    // Before shows the removed words, after the added ones; text stays text.
    const [before, after] = [...compare.querySelectorAll(".editor-diff__text")];
    expect(before.textContent).toBe("entfernt: Alte Einleitung <b>roh</b>");
    expect(after.textContent).toBe("hinzugefügt: Neue Einleitung <b>roh</b>");
    expect(compare.querySelector("b")).toBeNull();
    expect(compare.textContent).toContain("Zusätzlicher Abstand");

    // Any two versions: the page as it is now against the newest.
    fireEvent.change(within(compare).getByLabelText("Neuere Fassung"), { target: { value: "current" } });
    await act(async () => {});
    expect(calls.at(-1)).toBe("/de/pageeditor-api/revision/compare?page_id=5&from=11&to=current");

    fireEvent.click(within(compare).getByRole("button", { name: "Zurück zur Liste" }));
    const back = await screen.findByTestId("versions");
    expect(document.activeElement).toBe(within(back).getAllByRole("button", { name: /^Vergleichen:/ })[0]);
  });

  it("speaks the staff member's language and compares the oldest version with the current one", async () => {
    open("en");
    const list = await screen.findByTestId("versions");
    expect(list.textContent).toContain("1 block changed: Text “Neue Einleitung”");
    fireEvent.click(within(list).getByRole("button", { name: /^Compare with the current version:/ }));
    const compare = await screen.findByTestId("version-compare");
    await within(compare).findByText("Text “Neue Einleitung”: changed");
    expect(calls.at(-1)).toBe("/en/pageeditor-api/revision/compare?page_id=5&from=11&to=current");
    expect(compare.querySelector(".editor-diff__item ins")?.textContent).toBe("added: Neue");
    expect(within(compare).getByText("Before")).toBeTruthy();
  });
});
