import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../i18n";
import { useConsentHeld } from "../ui/consent/held";
import { LoginModal } from "./LoginModal";
import type { EditorSession } from "./session";

function Probe() {
  return <output>{useConsentHeld() ? "held" : "free"}</output>;
}

afterEach(() => vi.restoreAllMocks());

describe("the editor's login modal", () => {
  it("holds an undecided consent dialog back while it is open: one modal at a time", () => {
    vi.spyOn(HTMLDialogElement.prototype, "showModal").mockImplementation(function (this: HTMLDialogElement) {
      this.setAttribute("open", "");
    });
    const session = { editing: { send: () => {} } } as unknown as EditorSession;
    const view = render(
      <I18nProvider locale="en">
        <LoginModal session={session} />
        <Probe />
      </I18nProvider>,
    );
    expect(view.getByRole("status").textContent).toBe("held");
    view.rerender(
      <I18nProvider locale="en">
        <Probe />
      </I18nProvider>,
    );
    expect(view.getByRole("status").textContent).toBe("free");
  });
});
