import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n";

const consent = vi.hoisted(() => ({ dialog: true, decided: false, choices: { tracking: false, marketing: false, externalMedia: false }, send: () => {} }));
vi.mock("./ConsentProvider", () => ({ useConsent: () => consent }));
const { ConsentDialog, consentModalScript } = await import("./ConsentDialog");

describe("ConsentDialog", () => {
  /** What was done to the dialog element, and whether it was open (non-modal) at that moment. */
  const calls: string[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
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
    vi.useRealTimers();
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
    // As the browser runs it, before any module script: a modal, and Escape does not close it.
    const run = () => new Function("document", consentModalScript)({ currentScript: { previousElementSibling: dialog } });
    vi.spyOn(dialog, "matches").mockImplementation((selector: string) => selector === ":modal" && calls.at(-1) === "showModal");
    run();
    expect(calls).toEqual(["close", "showModal"]);
    const escape = new Event("cancel", { cancelable: true });
    dialog.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    // Hydration then finds a modal and leaves it as it is; so does the script if it runs again.
    vi.runAllTimers();
    run();
    expect(calls).toEqual(["close", "showModal"]);
  });

  it("writes no such script beside a dialog the visitor opens later", () => {
    consent.dialog = false;
    const { again, container } = mount();
    consent.dialog = true;
    again();
    expect(container.querySelector("dialog + script")).toBeNull();
  });

  it("reopens the server's dialog as a modal in a task of its own if its script did not run, not in the one that hydrates the page", () => {
    const { container } = mount();
    // Making the page behind inert restyles the whole page: 20-35 ms that would lengthen hydration's task.
    expect(calls).toEqual([]);
    expect(container.querySelector("dialog")?.hasAttribute("open")).toBe(true);
    vi.runAllTimers();
    expect(calls).toEqual(["close", "showModal"]);
  });

  it("does not open it after it has gone", () => {
    const { unmount } = mount();
    unmount();
    vi.runAllTimers();
    expect(calls).toEqual([]);
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
    vi.runAllTimers();
    consent.dialog = false;
    again();
    calls.length = 0;
    consent.dialog = true;
    again();
    expect(calls).toEqual(["showModal"]);
    vi.runAllTimers();
    expect(calls).toEqual(["showModal"]);
  });
});
