import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Locale } from "../../schemas/api";
import { type MetaPanel, MetaNav, type MetaNavProps } from "./MetaNav";

function Harness({ onOpenChange, ...props }: Partial<MetaNavProps>) {
  const [open, setOpen] = useState<MetaPanel | null>(null);
  return (
    <MetaNav
      open={open}
      onOpenChange={(name) => {
        onOpenChange?.(name);
        setOpen(name);
      }}
      alternates={{ de: "/de/programm", en: "/en/programme" }}
      cartUrl="https://tickets.example.org/webshop/webticket/shoppingcart?language=de"
      cartCount={0}
      highContrast={false}
      reducedMotion={false}
      {...props}
    />
  );
}

function renderMeta(props: Partial<MetaNavProps> = {}, locale: Locale = "de") {
  return render(
    <MemoryRouter initialEntries={[`/${locale}/programm?tag=x`]}>
      <I18nProvider locale={locale}>
        <Harness {...props} />
      </I18nProvider>
    </MemoryRouter>,
  );
}

const clearCookie = (name: string) => {
  document.cookie = `${name}=; Path=/; Max-Age=0`;
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete document.documentElement.dataset.contrast;
  delete document.documentElement.dataset.motion;
  clearCookie("highContrast");
  clearCookie("reducedMotion");
});

describe("MetaNav", () => {
  it("opens the panels by name, one at a time; a second click closes", () => {
    const onOpenChange = vi.fn();
    renderMeta({ onOpenChange });
    const a11y = screen.getByRole("button", { name: "Barrierefreiheit" });
    const search = screen.getByRole("button", { name: "Suche" });
    for (const button of [a11y, search]) {
      expect(button.getAttribute("type")).toBe("button");
      expect(button.getAttribute("aria-expanded")).toBe("false");
      expect(document.getElementById(button.getAttribute("aria-controls") ?? "")?.hidden).toBe(true);
    }

    fireEvent.click(a11y);
    expect(onOpenChange).toHaveBeenLastCalledWith("accessibility");
    expect(a11y.getAttribute("aria-expanded")).toBe("true");
    const a11yPanel = screen.getByRole("group", { name: "Darstellung anpassen" });
    expect(a11yPanel.contains(document.activeElement)).toBe(true);

    fireEvent.click(search);
    expect(onOpenChange).toHaveBeenLastCalledWith("search");
    expect(a11y.getAttribute("aria-expanded")).toBe("false");
    expect(search.getAttribute("aria-expanded")).toBe("true");
    expect(screen.queryByRole("group", { name: "Darstellung anpassen" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Suchbegriff"));

    fireEvent.click(search);
    expect(onOpenChange).toHaveBeenLastCalledWith(null);
    expect(search.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("search")).toBeNull();
  });

  it("Escape closes a panel and returns focus to its button", () => {
    renderMeta();
    const search = screen.getByRole("button", { name: "Suche" });
    fireEvent.click(search);
    fireEvent.keyDown(screen.getByLabelText("Suchbegriff"), { key: "Escape" });
    expect(search.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(search);
  });

  it("the search panel is a GET form to the language's search screen", () => {
    renderMeta({}, "en");
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const form = screen.getByRole("search", { name: "Search" }) as HTMLFormElement;
    expect(form.tagName).toBe("FORM");
    expect(form.getAttribute("action")).toBe("/en/search");
    expect(form.getAttribute("method")).toBe("get");
    const input = within(form).getByLabelText("Search term") as HTMLInputElement;
    expect(input.name).toBe("query");
    expect(within(form).getByRole("button", { name: "Search" }).getAttribute("type")).toBe("submit");
  });

  it("high contrast: a form for /preferences; with JavaScript it sets the session cookie and data-contrast", () => {
    renderMeta();
    fireEvent.click(screen.getByRole("button", { name: "Barrierefreiheit" }));
    const button = screen.getByRole("button", { name: "Hoher Kontrast" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    const form = button.closest("form") as HTMLFormElement;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/preferences");
    expect(Object.fromEntries(new FormData(form))).toEqual({ redirectTo: "/de/programm?tag=x", contrast: "high" });

    const written: string[] = [];
    vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => {
      written.push(value);
    });
    fireEvent.click(button);
    expect(written).toEqual(["highContrast=1; Path=/; SameSite=Lax"]);
    expect(document.documentElement.dataset.contrast).toBe("high");
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect((form.elements.namedItem("contrast") as HTMLInputElement).value).toBe("standard");

    fireEvent.click(button);
    expect(written[1]).toBe("highContrast=0; Path=/; SameSite=Lax");
    expect(document.documentElement.dataset.contrast).toBe("standard");
    expect(button.getAttribute("aria-pressed")).toBe("false");
  });

  it("reduced motion: a one-year cookie and data-motion", () => {
    renderMeta({}, "en");
    fireEvent.click(screen.getByRole("button", { name: "Accessibility" }));
    const button = screen.getByRole("button", { name: "Reduce motion" });
    const form = button.closest("form") as HTMLFormElement;
    expect((form.elements.namedItem("motion") as HTMLInputElement).value).toBe("reduced");
    fireEvent.click(button);
    expect(document.cookie).toContain("reducedMotion=1");
    expect(document.documentElement.dataset.motion).toBe("reduced");
    expect(button.getAttribute("aria-pressed")).toBe("true");
  });

  it("the switches show the choice rendered on <html>", () => {
    document.documentElement.dataset.contrast = "high";
    renderMeta({ highContrast: true });
    expect(screen.getByRole("button", { name: "Hoher Kontrast", hidden: true }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Animationen reduzieren", hidden: true }).getAttribute("aria-pressed")).toBe("false");
  });

  it("cart link: shop URL, no badge when empty", () => {
    renderMeta();
    const cart = screen.getByRole("link", { name: "Warenkorb" });
    expect(cart.getAttribute("href")).toBe("https://tickets.example.org/webshop/webticket/shoppingcart?language=de");
    expect(cart.querySelector(".meta__badge")).toBeNull();
  });

  it("cart link: badge with the count and an accessible name", () => {
    renderMeta({ cartCount: 2 });
    const cart = screen.getByRole("link", { name: "Warenkorb, 2 Artikel" });
    expect(cart.querySelector(".meta__badge")?.textContent).toBe("2");
    cleanup();
    renderMeta({ cartCount: 1 }, "en");
    expect(screen.getByRole("link", { name: "Cart, 1 item" })).toBeTruthy();
    cleanup();
    renderMeta({ cartCount: 3 }, "en");
    expect(screen.getByRole("link", { name: "Cart, 3 items" })).toBeTruthy();
  });

  it("keeps the language switch", () => {
    renderMeta();
    const link = screen.getByRole("link", { name: /^EN/ });
    expect(link.getAttribute("href")).toBe("/en/programme");
  });
});
