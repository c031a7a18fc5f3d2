import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Page } from "../schemas/api";
import { EditorSession, useBackupView } from "./session";
import { UndoButton } from "./Toolbar";

const page = { id: 7, modules: [] } as unknown as Page;

/** A section's undo count, as the editable page shows it. */
function Depth({ session }: { session: EditorSession }) {
  const depth = useBackupView(session, (view) => view.stacks.intro ?? 0);
  return <span>({depth})</span>;
}

function Controls({ session }: { session: EditorSession }) {
  return (
    <div>
      <UndoButton session={session} />
      <Depth session={session} />
    </div>
  );
}

const sessions: EditorSession[] = [];
afterEach(() => {
  for (const session of sessions.splice(0)) session.stop();
  document.body.innerHTML = "";
});

describe("undo controls and hydration", () => {
  it("hydrate as the server rendered them though the stacks came first, then show the stacks and enable the toolbar's undo", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const server = new EditorSession("de", page);
    sessions.push(server);
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Controls session={server} />);
    document.body.append(container);
    expect(container.querySelector("button")?.disabled).toBe(true);
    expect(container.textContent).toContain("(0)");

    // In the browser the stacks (changes made before the reload) arrive before the controls hydrate.
    const browser = new EditorSession("de", page);
    sessions.push(browser);
    browser.backup.send({ type: "backup.loaded", stacks: { intro: 2 }, history: ["intro", "intro"] });

    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await act(async () => {
        hydrateRoot(container, <Controls session={browser} />, { onRecoverableError: recoverable });
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
    expect(container.textContent).toContain("(2)");
    expect(container.querySelector("button")?.disabled).toBe(false);
  });
});
