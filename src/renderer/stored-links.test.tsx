/**
 * Defence in depth for links (docs/security.md, "Links and redirects"): whatever a stored link
 * holds (data written before the link formats, or around them), the renderer never writes an
 * href that runs script or leaves through a protocol-relative address.
 */
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../i18n";
import { node, serverHtml } from "../registry/test-utils";
import type { ModuleDataMap, ModuleName } from "../schemas/generated/modules";
import type { HomeBlock } from "../schemas/programme";
import { BigTeaser } from "../ui/home/BigTeaser";
import { HomeCard } from "../ui/home/HomeCard";
import { HomeHero } from "../ui/home/HomeHero";
import { Link } from "../ui/Link";
import { SiteNotice } from "../ui/notice/SiteNotice";
import { BookingCard } from "../ui/programme/BookingCard";
import { booking } from "../ui/programme/test-fixtures";

const dangerous = [
  "javascript:alert(document.domain)",
  " JavaScript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "//evil.example/x",
  "/\\evil.example",
];

/** The href attributes of the server HTML, as the browser reads them (entities decoded). */
function hrefsIn(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  return [...doc.querySelectorAll("[href]")].map((element) => element.getAttribute("href") ?? "");
}

/** An href a browser would run as script or read as another host. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore control characters and spaces in a scheme, so the check strips them first
const isDangerous = (href: string) => /^(?:javascript|data|vbscript):|^[/\\]{2}/i.test(href.replace(/[\u0000-\u0020]/g, ""));

const wrap = (children: ReactNode) => (
  <I18nProvider locale="en">
    <MemoryRouter>{children}</MemoryRouter>
  </I18nProvider>
);

describe("stored links", () => {
  // Every module with a link field, with the field holding the value (bypassing validation).
  const modules: [ModuleName, (href: string) => Record<string, unknown>][] = [
    ["link", (href) => ({ content: "Go", link: href })],
    ["link", (href) => ({ content: "Go", link_url: href })],
    ["image", (href) => ({ image: "demo/a.jpg", link: href })],
    ["teaser-item", (href) => ({ headline: "H", link: href })],
    ["teaser-item", (href) => ({ headline: "H", link_url: href })],
    ["full-teaser", (href) => ({ headline: "H", text: "t", link: href })],
    ["image-list-item", (href) => ({ image: "demo/a.jpg", link: href })],
    ["logo-item", (href) => ({ image: "demo/logo.png", link: href })],
  ];

  it.each(modules)("%s writes no dangerous href", (name, data) => {
    for (const href of dangerous) {
      const html = serverHtml(node(name, data(href) as unknown as ModuleDataMap[typeof name]));
      expect(hrefsIn(html).filter(isDangerous), `${name} ${href}`).toEqual([]);
      expect(html, href).not.toMatch(/javascript|vbscript|data:text/i);
    }
  });

  it("a good link still links", () => {
    const html = serverHtml(node("link", { content: "Go", link: "/en/programme#today" }));
    expect(hrefsIn(html)).toEqual(["/en/programme#today"]);
  });

  it("Link shows its text without a link for a dangerous href", () => {
    for (const href of dangerous) {
      const { container, unmount } = render(wrap(<Link href={href}>Read more</Link>));
      expect(container.querySelector("[href]"), href).toBeNull();
      expect(container.textContent).toBe("Read more");
      unmount();
    }
  });

  it("the home page's blocks, the site notice and a booking's ticket link write no dangerous href", () => {
    for (const href of dangerous) {
      const block = { id: 1, preline: "", headline: "H", text: "", image: null, link: href, link_text: "" } as HomeBlock;
      const html = renderToString(
        wrap(
          <>
            <HomeHero hero={block} />
            <HomeCard block={block} headingLevel={2} />
            <BigTeaser teaser={block} />
            <SiteNotice notice={{ id: "n1", text: "Cancelled", url: href, level: "warning" }} />
            <BookingCard booking={booking(1, "2099-08-21T19:30:00+02:00", { ticket_url: href })} />
          </>,
        ),
      );
      expect(hrefsIn(html).filter(isDangerous), href).toEqual([]);
      expect(html, href).not.toMatch(/javascript|vbscript|data:text/i);
    }
  });
});
