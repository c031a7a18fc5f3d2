import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n";
import { LoginRedirectModal } from "./LoginRedirectModal";

afterEach(cleanup);

const modalAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <I18nProvider locale="de">
        <LoginRedirectModal />
      </I18nProvider>
    </MemoryRouter>,
  );

describe("the login redirect modal", () => {
  it("closes to the page without edit mode and logs in back to it", () => {
    modalAt("/de/festival?edit&x=1");
    expect(screen.getByRole("link", { name: "Schließen" }).getAttribute("href")).toBe("/de/festival?x=1");
    expect(screen.getByRole("link", { name: "Anmelden" }).getAttribute("href")).toBe(`/de/anmelden?next=${encodeURIComponent("/de/festival?edit&x=1")}`);
  });

  it("never links to another host, whatever the address it was opened on", () => {
    for (const url of ["//evil.example/x?edit", "/\\evil.example/x?edit"]) {
      cleanup();
      modalAt(url);
      const close = screen.getByRole("link", { name: "Schließen" }).getAttribute("href") ?? "";
      expect(close, url).toBe("/de");
    }
  });
});
