import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../i18n";
import type { Page, Section } from "../schemas/api";
import { AlertRegion } from "./AlertRegion";
import { EditorSession } from "./session";

const section = (id: number, slug: string, revision: number): Section =>
  ({
    id,
    slug,
    module: "section",
    model: { colour: "white", layout: 0, columns: [{ index: 0, children: [] }] },
    parent: null,
    order: id,
    content_type: null,
    object_id: null,
    revision,
  }) as unknown as Section;
const page = { id: 7, modules: [section(1, "intro", 3), section(2, "more", 5)] } as unknown as Page;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let session: EditorSession | null = null;
afterEach(() => {
  session?.stop();
  document.body.innerHTML = "";
});

function renderAlert(fetcher: (url: string) => Promise<Response>, locale: "de" | "en" = "de") {
  session = new EditorSession(locale, page, vi.fn(fetcher) as unknown as typeof fetch);
  render(
    <I18nProvider locale={locale}>
      <AlertRegion session={session} conflict={false} />
    </I18nProvider>,
  );
  return session;
}

describe("the editor's status region", () => {
  it("names the block and the section it moved to", async () => {
    const s = renderAlert(async () => json({ section: section(1, "intro", 4), target: section(2, "more", 6) }), "en");
    await act(async () =>
      s.send({
        action: "module.move",
        module: "quote",
        id: 11,
        sectionId: 1,
        slug: "intro",
        revision: 3,
        target: { slug: "more", revision: 5 },
        body: { column: 0, parent: null, position: 0, section_id: 2 },
      }),
    );
    await vi.waitFor(() => expect(screen.getByRole("status").textContent).toContain("Saved. Quote moved to section 2."));
  });

  it("explains an undo refused because the other section of a move changed since", async () => {
    const s = renderAlert(async (url) =>
      url.includes("backup/undo") ? json({ status: 409, reason: "linked", message: "changed since" }, 409) : json({ stacks: { intro: 1 }, history: ["intro"] }),
    );
    await act(async () => s.send({ action: "backup.undo", body: { slug: "intro" } }));
    await vi.waitFor(() => expect(screen.getByRole("status").textContent).toContain("Machen Sie zuerst dessen spätere Änderungen rückgängig."));
  });

  it("explains another refused undo (a slug taken meanwhile) with its own message, not the linked one", async () => {
    const s = renderAlert(
      async (url) =>
        url.includes("backup/undo")
          ? json({ status: 409, message: 'The slug "intro" is used by another section now' }, 409)
          : json({ stacks: { intro: 1 }, history: ["intro"] }),
      "en",
    );
    await act(async () => s.send({ action: "backup.undo", body: { slug: "intro" } }));
    await vi.waitFor(() => expect(screen.getByRole("status").textContent).toContain("another section now uses this section's address"));
    expect(screen.getByRole("status").textContent).not.toContain("Undo its later changes first");
  });
});
