import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n";

const consent = vi.hoisted(() => ({ dialog: true, decided: false, choices: { tracking: false, marketing: false, externalMedia: false }, send: () => {} }));
vi.mock("./ConsentProvider", () => ({ useConsent: () => consent }));
const { ConsentDialog } = await import("./ConsentDialog");

describe("ConsentDialog", () => {
  const calls: string[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    calls.length = 0;
    vi.spyOn(HTMLDialogElement.prototype, "showModal").mockImplementation(function (this: HTMLDialogElement) {
      calls.push("showModal");
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

  const dialog = () =>
    render(
      <MemoryRouter initialEntries={["/de"]}>
        <I18nProvider locale="de">
          <ConsentDialog privacyUrl="/de/datenschutz" />
        </I18nProvider>
      </MemoryRouter>,
    );

  it("reopens the server's dialog as a modal in a task of its own, not in the one that hydrates the page", () => {
    const { container } = dialog();
    // Making the page behind inert restyles the whole page: 20-35 ms that would lengthen hydration's task.
    expect(calls).toEqual([]);
    expect(container.querySelector("dialog")?.hasAttribute("open")).toBe(true);
    vi.runAllTimers();
    expect(calls).toEqual(["close", "showModal"]);
  });

  it("does not open it after it has gone", () => {
    const { unmount } = dialog();
    unmount();
    vi.runAllTimers();
    expect(calls).toEqual([]);
  });
});
