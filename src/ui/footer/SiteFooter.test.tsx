import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Locale, Nav } from "../../schemas/api";
import { demoVenues } from "../../server/seed/demo-programme";
import { email, fax, organiser, phone, socialLinks, sponsors } from "./contact";
import { opensInNewTab, SiteFooter } from "./SiteFooter";
import { type FooterTheme, footerColours, footerThemeFor, footerThemeScript, footerThemes, pickFooterTheme } from "./themes";

const send = vi.fn();
vi.mock("../consent/ConsentProvider", () => ({
  useConsent: () => ({ dialog: false, decided: true, choices: { tracking: false, marketing: false, externalMedia: false }, send }),
}));

afterEach(() => {
  cleanup();
  send.mockReset();
});

const item = (id: number, title: string, url: string) => ({ id, title, url, highlighted: false, is_clickable: true, children: [] });
const nav: Nav = {
  menu: [],
  footer: [
    item(1, "Impressum", "/de/impressum"),
    item(2, "Presse", "https://presse.example.org/"),
    item(3, "Programmheft", "/media/filer_public/programm.pdf"),
    item(4, "Plakat", "/de/plakat.jpg"),
    item(5, "Archiv", "http://archiv.example.org/"),
  ],
};

function renderFooter({ locale = "de", theme = "red", highContrast = false }: { locale?: Locale; theme?: FooterTheme; highContrast?: boolean } = {}) {
  return render(
    <I18nProvider locale={locale}>
      <SiteFooter nav={nav} theme={theme} highContrast={highContrast} />
    </I18nProvider>,
  );
}

/** WCAG 2.1 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe("footer links", () => {
  it("opens links to other sites, images, PDF files and media files in a new tab", () => {
    expect(opensInNewTab("/de/impressum")).toBe(false);
    expect(opensInNewTab("/en/festival/about-us#team")).toBe(false);
    for (const url of [
      "https://example.org",
      "//example.org/x",
      "mailto:a@b.de",
      "/x/plan.PDF",
      "/a.png?v=2",
      "/media/filer_public/a/b",
      "/media/demo/hero.jpg",
      "/filer/x",
    ]) {
      expect(opensInNewTab(url), url).toBe(true);
    }
  });

  it("renders the server's footer links with the new-tab rule and says so", () => {
    renderFooter();
    const navigation = screen.getByRole("navigation", { name: "Fußzeilen-Navigation" });
    const same = within(navigation).getByRole("link", { name: "Impressum" });
    expect(same.getAttribute("href")).toBe("/de/impressum");
    expect(same.hasAttribute("target")).toBe(false);
    for (const name of ["Presse", "Programmheft", "Plakat", "Archiv"]) {
      const link = within(navigation).getByRole("link", { name: `${name} (öffnet in neuem Fenster)` });
      expect(link.getAttribute("target"), name).toBe("_blank");
      expect(link.getAttribute("rel"), name).toBe("noopener noreferrer");
    }
  });

  it("keeps the cookie settings link, which opens the cookie manager", () => {
    renderFooter({ locale: "en" });
    const link = screen.getByRole("link", { name: "Cookie Settings" });
    expect(link.getAttribute("href")).toBe("?cookies");
    fireEvent.click(link);
    expect(send).toHaveBeenCalledWith({ type: "consent.open" });
  });

  it("links the four social networks in a new tab, each with an accessible name", () => {
    renderFooter();
    for (const network of ["Instagram", "Facebook", "YouTube", "Vimeo"]) {
      const link = screen.getByRole("link", { name: `${network} (öffnet in neuem Fenster)` });
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(link.getAttribute("href")).toBe(socialLinks.find((s) => s.name === network)?.url);
      expect(link.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    }
    cleanup();
    renderFooter({ locale: "en" });
    expect(screen.getByRole("link", { name: "Vimeo (opens in a new window)" })).toBeTruthy();
  });

  it("has telephone, fax and mail links", () => {
    renderFooter();
    expect(screen.getByRole("link", { name: phone.display }).getAttribute("href")).toBe("tel:+49234987650");
    expect(screen.getByRole("link", { name: fax.display }).getAttribute("href")).toBe("fax:+492349876599");
    expect(screen.getByRole("link", { name: email }).getAttribute("href")).toBe("mailto:info@festival-der-kuenste.example");
  });
});

describe("footer content", () => {
  it("shows the address, the support hours and section headings in German", () => {
    const { container } = renderFooter();
    expect(container.querySelector("footer address")?.textContent).toContain("Festival der Künste gGmbH");
    expect(screen.getByText(/Mo–Fr 8–20, Sa 9–18, So 10–16/)).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Kontakt", "Folgen Sie uns", "Förderer und Partner"]);
  });

  it("shows the support hours in English", () => {
    renderFooter({ locale: "en" });
    expect(screen.getByText(/Mon–Fri 8–20, Sat 9–18, Sun 10–16/)).toBeTruthy();
    expect(screen.getByText(/Tickets & information/)).toBeTruthy();
  });

  it("shows the sponsor logos with their names as alt text", () => {
    renderFooter();
    const images = screen.getAllByRole("img").filter((img) => img.tagName === "IMG");
    expect(images.map((img) => img.getAttribute("alt"))).toEqual(sponsors.map((s) => s.name));
    expect(images[0].getAttribute("src")).toMatch(/^\/media\/r\/full\/\d+\/demo\/logo-lichtwerk\.jpg$/);
  });
});

describe("footer themes", () => {
  it("shows the theme it is given, as attribute, class and colours", () => {
    const { container } = renderFooter({ theme: "violet" });
    const footer = container.querySelector("footer") as HTMLElement;
    expect(footer.dataset.theme).toBe("violet");
    expect(footer.classList.contains("site-footer--violet")).toBe(true);
    expect(footer.style.getPropertyValue("--footer-bg")).toBe(footerColours.violet.background);
    expect(footer.style.getPropertyValue("--footer-fg")).toBe(footerColours.violet.text);
  });

  it("gives way to the contrast theme: white background, black text", () => {
    const { container } = renderFooter({ theme: "yellow", highContrast: true });
    const footer = container.querySelector("footer") as HTMLElement;
    expect(footer.dataset.theme).toBe("contrast");
    expect(footer.classList.contains("site-footer--yellow")).toBe(false);
    expect(footer.style.getPropertyValue("--footer-bg")).toBe("#ffffff");
    expect(footer.style.getPropertyValue("--footer-fg")).toBe("#000000");
  });

  it("gives each address one theme on the server, and the addresses all six between them", () => {
    expect(footerThemeFor("/de/festival")).toBe(footerThemeFor("/de/festival"));
    const themes = new Set(Array.from({ length: 60 }, (_, i) => footerThemeFor(`/de/seite-${i}`)));
    expect(themes).toEqual(new Set(footerThemes));
  });

  it("picks each of the six themes from the random number", () => {
    expect(footerThemes).toEqual(["red", "dark-teal", "violet", "yellow", "light-turquoise", "burgundy"]);
    const picked = [0, 0.17, 0.34, 0.5, 0.67, 0.84, 0.9999999].map((n) => pickFooterTheme(() => n));
    expect(new Set(picked)).toEqual(new Set(footerThemes));
    expect(pickFooterTheme(() => 1)).toBe("burgundy");
    expect(footerThemes).toContain(pickFooterTheme());
  });

  it("picks the theme again in the browser right after the footer, and leaves the contrast theme alone", () => {
    const run = (footer: HTMLElement, random: number) => {
      vi.spyOn(Math, "random").mockReturnValue(random);
      // The script as the page carries it, with the footer as the element before it.
      new Function("document", footerThemeScript)({ currentScript: { previousElementSibling: footer } });
      vi.restoreAllMocks();
    };
    const { container } = renderFooter({ theme: "red" });
    const footer = container.querySelector("footer") as HTMLElement;
    expect(container.querySelector("footer + script")?.textContent).toBe(footerThemeScript);
    run(footer, 0.5);
    expect(footer.dataset.theme).toBe("yellow");
    expect(footer.classList.contains("site-footer--yellow")).toBe(true);
    expect(footer.classList.contains("site-footer--red")).toBe(false);
    expect(footer.style.getPropertyValue("--footer-bg")).toBe(footerColours.yellow.background);
    expect(footer.style.getPropertyValue("--footer-fg")).toBe(footerColours.yellow.text);
    expect(footer.style.getPropertyValue("--footer-focus")).toBe(footerColours.yellow.focus);
    cleanup();
    const contrasted = renderFooter({ theme: "red", highContrast: true }).container.querySelector("footer") as HTMLElement;
    run(contrasted, 0.5);
    expect(contrasted.dataset.theme).toBe("contrast");
  });

  it.each(Object.entries(footerColours))("%s: text 4.5:1 and focus outline 3:1 against the background", (_name, colours) => {
    expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours.focus, colours.background)).toBeGreaterThanOrEqual(3);
  });

  it("uses the site palette for the backgrounds", () => {
    const css = readFileSync(path.join(process.cwd(), "src/styles/global.css"), "utf8");
    for (const theme of footerThemes) {
      const match = new RegExp(`--c-${theme}:\\s*(#[0-9a-f]{6})`, "i").exec(css);
      expect(match?.[1].toLowerCase(), theme).toBe(footerColours[theme].background);
    }
  });
});

describe("the demo organiser", () => {
  it("sits where the festival plays: in a city of one of its venues", () => {
    const venueCities = new Set<string>(demoVenues.map((venue) => venue.city));
    expect(venueCities.has(organiser.city.toLowerCase())).toBe(true);
    // A Bochum number for a Bochum address (area code 234).
    expect(phone.dial.startsWith("+49234")).toBe(true);
  });
});
