import { act, cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n";

const consent = vi.hoisted(() => ({
  dialog: true,
  decided: false,
  choices: { tracking: false, marketing: false, externalMedia: false },
  send: (_event: unknown) => {},
}));
vi.mock("./ConsentProvider", () => ({ useConsent: () => consent }));
const { ConsentDialog, consentModalScript, holdOpen } = await import("./ConsentDialog");
const { holdConsentDialog } = await import("./held");

/** Escape on the dialog, as the browser asks it: true if the dialog refused to close. */
function escapeRefused(dialog: HTMLDialogElement): boolean {
  const cancel = new Event("cancel", { cancelable: true });
  dialog.dispatchEvent(cancel);
  return cancel.defaultPrevented;
}

describe("ConsentDialog", () => {
  /** What was done to the dialog element, and whether it was open (non-modal) at that moment. */
  const calls: string[] = [];
  beforeEach(() => {
    calls.length = 0;
    consent.dialog = true;
    vi.spyOn(HTMLDialogElement.prototype, "showModal").mockImplementation(function (this: HTMLDialogElement) {
      calls.push(this.hasAttribute("open") ? "showModal on an open dialog" : "showModal");
      this.setAttribute("open", "");
    });
    vi.spyOn(HTMLDialogElement.prototype, "close").mockImplementation(function (this: HTMLDialogElement) {
      calls.push("close");
      this.removeAttribute("open");
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The dialog as a page mounts it; open at first when `consent.dialog` is (as the server sent it). */
  function mount() {
    const ui = () => (
      <MemoryRouter initialEntries={["/de"]}>
        <I18nProvider locale="de">
          <ConsentDialog privacyUrl="/de/datenschutz" />
        </I18nProvider>
      </MemoryRouter>
    );
    const view = render(ui());
    return { ...view, again: () => view.rerender(ui()) };
  }

  it("follows the server's dialog with the script that makes it a modal while the page is parsed", () => {
    const { container } = mount();
    const dialog = container.querySelector("dialog") as HTMLDialogElement;
    expect(dialog.nextElementSibling?.tagName).toBe("SCRIPT");
    expect(dialog.nextElementSibling?.textContent).toBe(consentModalScript);
  });

  describe("the script, as the browser runs it before any module script", () => {
    /** A server's dialog as parsed, not yet hydrated, with the script run on it. */
    function parsed() {
      const dialog = document.createElement("dialog");
      dialog.setAttribute("open", "");
      document.body.append(dialog);
      vi.spyOn(dialog, "matches").mockImplementation((selector: string) => selector === ":modal" && calls.at(-1) === "showModal");
      const run = () =>
        new Function("document", consentModalScript)({
          currentScript: { previousElementSibling: dialog },
          get activeElement() {
            return document.activeElement;
          },
        });
      run();
      return { dialog, run };
    }
    afterEach(() => document.body.replaceChildren());

    it("makes the dialog a modal, once", () => {
      const { run } = parsed();
      expect(calls).toEqual(["close", "showModal"]);
      run();
      expect(calls).toEqual(["close", "showModal"]);
    });

    it("refuses Escape, and opens the dialog again should the browser close it anyway", () => {
      const { dialog } = parsed();
      expect(escapeRefused(dialog)).toBe(true);
      // The close event of its own close(), arriving after its showModal(), changes nothing.
      dialog.dispatchEvent(new Event("close"));
      expect(calls).toEqual(["close", "showModal"]);
      dialog.close();
      dialog.dispatchEvent(new Event("close"));
      expect(calls).toEqual(["close", "showModal", "close", "showModal"]);
    });

    it("gives the focus back to the control that had it when it opens the dialog again", () => {
      const { dialog } = parsed();
      const button = document.createElement("button");
      dialog.append(button);
      button.focus();
      escapeRefused(dialog);
      dialog.close();
      document.body.focus();
      dialog.dispatchEvent(new Event("close"));
      expect(document.activeElement).toBe(button);
    });

    it("holds it after React has taken it over until a choice exists, and then lets it go", () => {
      const { dialog } = parsed();
      dialog.toggleAttribute("data-hydrated", true);
      expect(escapeRefused(dialog)).toBe(true);
      dialog.toggleAttribute("data-decided", true);
      expect(escapeRefused(dialog)).toBe(false);
      dialog.close();
      dialog.dispatchEvent(new Event("close"));
      expect(calls).toEqual(["close", "showModal", "close"]);
    });

    it("holds a visitor's choice, made before React has taken it over, until it has", () => {
      const { dialog } = parsed();
      dialog.toggleAttribute("data-decided", true);
      expect(escapeRefused(dialog)).toBe(true);
    });
  });

  it("marks the dialog decided once a choice exists, so that Escape may close it", () => {
    const { container, again } = mount();
    const dialog = container.querySelector("dialog") as HTMLDialogElement;
    expect(dialog.hasAttribute("data-decided")).toBe(false);
    consent.decided = true;
    try {
      again();
      expect(dialog.hasAttribute("data-decided")).toBe(true);
    } finally {
      consent.decided = false;
    }
  });

  it("holds a dialog its script already holds only once (one reopening per close)", () => {
    const { container } = mount();
    const dialog = container.querySelector("dialog") as HTMLDialogElement;
    holdOpen(dialog);
    calls.length = 0;
    dialog.close();
    dialog.dispatchEvent(new Event("close"));
    expect(calls).toEqual(["close", "showModal"]);
  });

  it("writes no such script beside a dialog the visitor opens later", () => {
    consent.dialog = false;
    const { again, container } = mount();
    consent.dialog = true;
    again();
    expect(container.querySelector("dialog + script")).toBeNull();
  });

  it("hydrating a dialog its script made a modal, marks it taken over and leaves it as it is", () => {
    vi.spyOn(HTMLDialogElement.prototype, "matches").mockImplementation((selector: string) => selector === ":modal");
    const { container } = mount();
    const dialog = container.querySelector("dialog") as HTMLDialogElement;
    expect(dialog.hasAttribute("data-hydrated")).toBe(true);
    expect(calls).toEqual([]);
  });

  it("makes the server's dialog a modal at once if its script did not run", () => {
    vi.spyOn(HTMLDialogElement.prototype, "matches").mockReturnValue(false);
    mount();
    expect(calls).toEqual(["close", "showModal"]);
  });

  it("makes a dialog the visitor opens later a modal at once, never painted open beside the page", () => {
    consent.dialog = false;
    const { again } = mount();
    consent.dialog = true;
    again();
    expect(calls).toEqual(["showModal"]);
  });

  it("does the same when the visitor opens it again after closing the server's", () => {
    const { again } = mount();
    consent.dialog = false;
    again();
    calls.length = 0;
    consent.dialog = true;
    again();
    expect(calls).toEqual(["showModal"]);
  });

  it("waits while another modal holds it (the editor's login modal), and opens as a modal once it is let go", () => {
    // Only this test's dialog: the others' are still mounted and would open too.
    cleanup();
    vi.spyOn(HTMLDialogElement.prototype, "matches").mockImplementation((selector: string) => selector === ":modal");
    const { container } = mount();
    expect(container.querySelector("dialog")).not.toBeNull();
    calls.length = 0;
    let release = () => {};
    act(() => {
      release = holdConsentDialog();
    });
    expect(container.querySelector("dialog")).toBeNull();
    // The new dialog is a modal once shown as one.
    vi.spyOn(HTMLDialogElement.prototype, "matches").mockImplementation(function (this: HTMLDialogElement, selector: string) {
      return selector === ":modal" && this.hasAttribute("open");
    });
    act(() => release());
    expect(container.querySelector("dialog")).not.toBeNull();
    expect(calls).toEqual(["showModal"]);
  });

  describe("when the browser closes it (a second Escape without a click or key between)", () => {
    it("opens it again while the visitor has not chosen", () => {
      const { container } = mount();
      const dialog = container.querySelector("dialog") as HTMLDialogElement;
      calls.length = 0;
      dialog.close();
      dialog.dispatchEvent(new Event("close"));
      expect(calls).toEqual(["close", "showModal"]);
    });

    it("lets it go once a choice exists (Escape then closes it)", () => {
      consent.decided = true;
      const sent: unknown[] = [];
      consent.send = (event: unknown) => sent.push(event);
      try {
        const { container } = mount();
        const dialog = container.querySelector("dialog") as HTMLDialogElement;
        calls.length = 0;
        dialog.dispatchEvent(new Event("cancel"));
        dialog.close();
        dialog.dispatchEvent(new Event("close"));
        expect(calls).toEqual(["close"]);
        expect(sent).toEqual([{ type: "consent.close" }]);
      } finally {
        consent.decided = false;
        consent.send = () => {};
      }
    });
  });
});
