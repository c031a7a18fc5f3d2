import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Locale, Nav, NavItem, Settings } from "../../schemas/api";
import { SiteHeader, type SiteHeaderProps } from "./SiteHeader";

const item = (id: number, title: string, extra: Partial<NavItem> = {}): NavItem => ({
  id,
  title,
  url: `/de/${title.toLowerCase()}`,
  highlighted: false,
  is_clickable: true,
  children: [],
  ...extra,
});

const nav: Nav = {
  menu: [
    item(1, "Programm", {
      highlighted: true,
      children: [item(11, "Theater"), item(12, "Tanz", { children: [item(121, "Gastspiele")] })],
    }),
    item(2, "Festival", { highlighted: true }),
    item(3, "Service", { highlighted: true, is_clickable: false, children: [item(31, "Anfahrt")] }),
    item(4, "Presse"),
    item(5, "Magazin", { highlighted: true }),
    item(6, "Tickets", { highlighted: true }),
  ],
  footer: [],
};

const settings = (version: Settings["VERSION"] = "final"): Settings => ({
  VERSION: version,
  FESTIVAL_DATES: { de: "3. Mai – 15. Juni 2026", en: "3 May – 15 June 2026" },
  TAG_MANAGER_ID: null,
  TICKET_SHOP_URL: null,
});

function renderHeader(props: Partial<SiteHeaderProps> = {}, locale: Locale = "de", path = `/${locale}`) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <I18nProvider locale={locale}>
        <SiteHeader
          nav={nav}
          settings={settings()}
          alternates={{ de: "/de", en: "/en" }}
          transparent={false}
          loggedIn={false}
          cartUrl="https://tickets.example.org/webshop/webticket/shoppingcart?language=de"
          cartCount={0}
          highContrast={false}
          reducedMotion={false}
          {...props}
        />
        <main>
          <a href="/de/elsewhere">page link</a>
        </main>
      </I18nProvider>
    </MemoryRouter>,
  );
}

const header = () => document.querySelector("header") as HTMLElement;
const toggle = () => screen.getByRole("button", { name: "Menü" });

let scrollY = 0;
Object.defineProperty(window, "scrollY", { configurable: true, get: () => scrollY });
function scrollTo(y: number) {
  act(() => {
    scrollY = y;
    window.dispatchEvent(new Event("scroll"));
  });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  scrollY = 0;
  document.documentElement.className = "";
});

describe("SiteHeader", () => {
  it("shows the logo link, the dates and at most four highlighted items in the top menu", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "Festival der Künste – Startseite" }).getAttribute("href")).toBe("/de");
    expect(screen.getByText("3. Mai – 15. Juni 2026")).toBeTruthy();
    const top = screen.getByRole("navigation", { name: "Hauptnavigation" });
    const entries = within(top).getAllByRole("listitem");
    expect(entries).toHaveLength(4);
    expect(entries.map((entry) => entry.textContent)).toEqual(["Programm", "Festival", "Service", "Magazin"]);
    expect(within(top).queryByText("Tickets")).toBeNull();
    expect(within(top).queryByText("Presse")).toBeNull();
    // Without its own page, a top item opens the menu at its submenu.
    fireEvent.click(within(top).getByRole("button", { name: "Service" }));
    const dialog = screen.getByRole("dialog", { name: "Menü" });
    expect(within(dialog).getByRole("button", { name: "Service" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("marks the links to the page on view as the current page, in the top menu and the menu", () => {
    renderHeader({}, "de", "/de/Festival");
    const top = screen.getByRole("navigation", { name: "Hauptnavigation" });
    expect(within(top).getByRole("link", { name: "Festival" }).getAttribute("aria-current")).toBe("page");
    expect(within(top).getByRole("link", { name: "Programm" }).getAttribute("aria-current")).toBeNull();
    fireEvent.click(toggle());
    const dialog = screen.getByRole("dialog", { name: "Menü" });
    expect(within(dialog).getByRole("link", { name: "Festival" }).getAttribute("aria-current")).toBe("page");
    expect(within(dialog).getByRole("link", { name: "Magazin" }).getAttribute("aria-current")).toBeNull();
    // Only the page itself: a page below it is not it.
    cleanup();
    renderHeader({}, "de", "/de/festival/anfahrt");
    expect(screen.getAllByRole("link", { name: "Festival" }).map((link) => link.getAttribute("aria-current"))).toEqual([null]);
  });

  it("renders its links as plain anchors, which the page's click handler navigates in the app", () => {
    renderHeader();
    for (const link of screen.getAllByRole("link")) expect(link.hasAttribute("data-discover")).toBe(false);
  });

  it("speaks English", () => {
    renderHeader({}, "en");
    expect(screen.getByRole("link", { name: "Festival of the Arts – Home" })).toBeTruthy();
    expect(screen.getByText("3 May – 15 June 2026")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Menu" }).getAttribute("type")).toBe("button");
  });

  it("interim version: no top menu, no menu button, no dates", () => {
    renderHeader({ settings: settings("interim") });
    expect(screen.queryByRole("navigation", { name: "Hauptnavigation" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Menü" })).toBeNull();
    expect(document.querySelector("[role=dialog]")).toBeNull();
    expect(screen.queryByText("3. Mai – 15. Juni 2026")).toBeNull();
    expect(header().hasAttribute("data-interim")).toBe(true);
    // The meta navigation stays.
    expect(screen.getByRole("navigation", { name: "Servicenavigation" })).toBeTruthy();
  });

  it("exposes its states as data attributes", () => {
    renderHeader({ transparent: true, loggedIn: true });
    const el = header();
    expect(el.hasAttribute("data-transparent")).toBe(true);
    expect(el.hasAttribute("data-logged-in")).toBe(true);
    expect(el.hasAttribute("data-interim")).toBe(false);
    expect(el.hasAttribute("data-hidden")).toBe(false);
    expect(el.hasAttribute("data-sticky")).toBe(false);
    expect(el.hasAttribute("data-hovering")).toBe(false);
    fireEvent.mouseEnter(el);
    expect(el.hasAttribute("data-hovering")).toBe(true);
    fireEvent.mouseLeave(el);
    expect(el.hasAttribute("data-hovering")).toBe(false);
    // A transparent header leaves no spacer, a solid one does.
    expect(document.querySelector(".masthead-spacer")).toBeNull();
  });

  it("a solid header keeps the page below it with a spacer", () => {
    renderHeader();
    expect(header().hasAttribute("data-transparent")).toBe(false);
    expect(document.querySelector(".masthead-spacer")).not.toBeNull();
  });

  it("toggle opens the menu, focus moves in and is trapped, Escape closes and focus returns", () => {
    renderHeader();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    toggle().focus();
    fireEvent.click(toggle());

    const dialog = screen.getByRole("dialog", { name: "Menü" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.documentElement.classList.contains("menu-open")).toBe(true);
    expect(header().hasAttribute("data-menu-open")).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    const close = within(dialog).getByRole("button", { name: "Menü schließen" });
    expect(document.activeElement).toBe(close);

    // All items, submenus collapsed.
    expect(within(dialog).getByRole("link", { name: "Presse" })).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Tickets" })).toBeTruthy();
    expect(within(dialog).queryByRole("link", { name: "Theater" })).toBeNull();

    // Tab from the last element wraps to the first, Shift+Tab from the first to the last.
    const last = within(dialog).getByRole("link", { name: "Tickets" });
    last.focus();
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
    // Focus that leaves the panel is pulled back.
    act(() => screen.getByRole("link", { name: "page link", hidden: true }).focus());
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.documentElement.classList.contains("menu-open")).toBe(false);
  });

  it("the close button and the overlay close the menu", () => {
    renderHeader();
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole("button", { name: "Menü schließen" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(toggle());

    fireEvent.click(toggle());
    const overlay = document.querySelector(".masthead__overlay") as HTMLElement;
    expect(overlay.hidden).toBe(false);
    expect(overlay.getAttribute("aria-hidden")).toBe("true");
    expect(overlay.hasAttribute("tabindex")).toBe(false);
    fireEvent.click(overlay);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(overlay.hidden).toBe(true);
  });

  it("submenus are disclosure buttons with aria-expanded", () => {
    renderHeader();
    fireEvent.click(toggle());
    const dialog = screen.getByRole("dialog");
    const programm = within(dialog).getByRole("button", { name: "Untermenü Programm" });
    expect(programm.getAttribute("type")).toBe("button");
    expect(programm.getAttribute("aria-expanded")).toBe("false");
    const list = document.getElementById(programm.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(list.hidden).toBe(true);
    fireEvent.click(programm);
    expect(programm.getAttribute("aria-expanded")).toBe("true");
    expect(list.hidden).toBe(false);
    expect(within(dialog).getByRole("link", { name: "Theater" })).toBeTruthy();
    // Nested submenu.
    const tanz = within(dialog).getByRole("button", { name: "Untermenü Tanz" });
    fireEvent.click(tanz);
    expect(within(dialog).getByRole("link", { name: "Gastspiele" })).toBeTruthy();
    // A non-clickable item is only its button.
    expect(within(dialog).queryByRole("link", { name: "Service" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Service" }).getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(programm);
    expect(programm.getAttribute("aria-expanded")).toBe("false");
    expect(within(dialog).queryByRole("link", { name: "Theater" })).toBeNull();
  });

  it("following a menu link closes the menu without moving focus to the toggle", () => {
    renderHeader();
    fireEvent.click(toggle());
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("link", { name: "Festival" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).not.toBe(toggle());
  });

  it("without menu items there is no menu button", () => {
    renderHeader({ nav: null });
    expect(screen.queryByRole("button", { name: "Menü" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Hauptnavigation" })).toBeNull();
  });

  it("the menu and a meta panel are never open together", () => {
    renderHeader();
    fireEvent.click(screen.getByRole("button", { name: "Suche" }));
    expect(header().getAttribute("data-meta-open")).toBe("search");
    expect(document.documentElement.classList.contains("menu-open")).toBe(true);
    fireEvent.click(toggle());
    expect(header().hasAttribute("data-meta-open")).toBe(false);
    expect(screen.getByRole("dialog")).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(document.documentElement.classList.contains("menu-open")).toBe(false);
  });

  it("hides on scroll down, reappears on scroll up or when focus enters, never while the menu is open", () => {
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(80);
    renderHeader();
    const el = header();
    scrollTo(2);
    expect(el.hasAttribute("data-sticky")).toBe(true);
    expect(el.hasAttribute("data-hidden")).toBe(false);
    scrollTo(60);
    expect(el.hasAttribute("data-hidden")).toBe(false);
    scrollTo(400);
    expect(el.hasAttribute("data-hidden")).toBe(true);
    scrollTo(380);
    expect(el.hasAttribute("data-hidden")).toBe(false);
    scrollTo(600);
    expect(el.hasAttribute("data-hidden")).toBe(true);
    act(() => screen.getByRole("link", { name: "Festival der Künste – Startseite" }).focus());
    expect(el.hasAttribute("data-hidden")).toBe(false);
    fireEvent.click(toggle());
    scrollTo(900);
    expect(el.hasAttribute("data-hidden")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Menü schließen" }));
    scrollTo(0);
    expect(el.hasAttribute("data-sticky")).toBe(false);
    expect(el.hasAttribute("data-hidden")).toBe(false);
  });
});

describe("SiteHeader without JavaScript (server HTML)", () => {
  const html = (locale: Locale = "de") =>
    renderToString(
      <MemoryRouter initialEntries={[`/${locale}`]}>
        <I18nProvider locale={locale}>
          <SiteHeader
            nav={nav}
            settings={settings()}
            alternates={{ de: "/de", en: "/en" }}
            transparent
            loggedIn={false}
            cartUrl="https://tickets.example.org/cart?language=de"
            cartCount={2}
            highContrast
            reducedMotion={false}
          />
        </I18nProvider>
      </MemoryRouter>,
    );

  it("links the toggle and the panel buttons to their panels, which CSS shows with :target", () => {
    const container = document.createElement("div");
    container.innerHTML = html();
    expect(container.querySelector("a.masthead__toggle")?.getAttribute("href")).toBe("#site-menu");
    expect(container.querySelector("#site-menu")?.hasAttribute("hidden")).toBe(true);
    const hrefs = Array.from(container.querySelectorAll(".meta__list a"), (a) => a.getAttribute("href"));
    expect(hrefs).toContain("#header-accessibility");
    expect(hrefs).toContain("#header-search");
    expect(container.querySelector("#header-accessibility")).not.toBeNull();
    expect(container.querySelector("#header-search form[role=search]")).not.toBeNull();
    // Every submenu is open: the disclosure buttons need JavaScript.
    expect(container.querySelectorAll("#site-menu ul[hidden]")).toHaveLength(0);
    // The switches post to /preferences; the stored choice is rendered.
    const forms = container.querySelectorAll("form[action='/preferences'][method=post]");
    expect(forms).toHaveLength(2);
    expect(forms[0].querySelector("button[type=submit]")?.getAttribute("aria-pressed")).toBe("true");
    expect(forms[0].querySelector("input[name=contrast]")?.getAttribute("value")).toBe("standard");
    expect(forms[1].querySelector("input[name=motion]")?.getAttribute("value")).toBe("reduced");
    expect(container.querySelector("header")?.hasAttribute("data-transparent")).toBe(true);
  });
});
