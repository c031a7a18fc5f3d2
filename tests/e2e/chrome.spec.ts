import { decidedConsent } from "./consent-state";
import { expect, expectNoAxeViolations, seededPages, test } from "./helpers";

const header = (page: import("@playwright/test").Page) => page.locator("header").first();

test.describe("high contrast", () => {
  for (const { url } of seededPages) {
    test(`${url} has no axe violations in high contrast`, async ({ page, context }) => {
      await context.addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);
      await page.goto(url);
      await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
      await expect(page.locator("footer")).toHaveAttribute("data-theme", "contrast");
      await expectNoAxeViolations(page);
    });
  }

  test("the switch in the accessibility menu turns it on at once and keeps it for the session", async ({ page, context }) => {
    await page.goto("/de/festival");
    await page.getByRole("button", { name: "Barrierefreiheit" }).click();
    await page.getByRole("button", { name: "Hoher Kontrast" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
    const cookie = (await context.cookies()).find((c) => c.name === "highContrast");
    expect(cookie?.value).toBe("1");
    expect(cookie?.expires).toBe(-1);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
  });
});

test.describe("menu", () => {
  for (const [url, name, close] of [
    ["/de/festival", "Menü", "Menü schließen"],
    ["/en/festival", "Menu", "Close menu"],
  ] as const) {
    test(`${url}: opens, traps focus, closes with Escape and returns focus; no axe violations while open`, async ({ page }) => {
      await page.goto(url);
      const toggle = page.getByRole("button", { name, exact: true });
      await toggle.click();
      await expect(page.locator("html")).toHaveClass(/menu-open/);
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      for (let i = 0; i < 25; i++) {
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.locator("html")).not.toHaveClass(/menu-open/);
      await expect(page.getByRole("button", { name, exact: true })).toBeFocused();
      void close;
    });
  }
});

test.describe("axe on every state of the chrome", () => {
  const names = {
    de: { menu: "Menü", accessibility: "Barrierefreiheit", search: "Suche" },
    en: { menu: "Menu", accessibility: "Accessibility", search: "Search" },
  } as const;
  for (const locale of ["de", "en"] as const) {
    for (const contrast of ["normal", "high"] as const) {
      test(`${locale}, ${contrast} contrast: menu, accessibility panel and search panel open, and the 404 page`, async ({ page, context }) => {
        if (contrast === "high") {
          await context.addCookies([{ name: "highContrast", value: "1", domain: "127.0.0.1", path: "/" }]);
        }
        const name = names[locale];
        await page.goto(`/${locale}/festival`);
        await page.getByRole("button", { name: name.menu, exact: true }).click();
        await expect(page.getByRole("dialog", { name: name.menu })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
        for (const panel of [name.accessibility, name.search]) {
          // The meta navigation's disclosure button (the open search panel has a submit button "Search" too).
          const button = page.getByRole("button", { name: panel, exact: true }).and(page.locator("[aria-controls]"));
          await button.click();
          await expect(button).toHaveAttribute("aria-expanded", "true");
          await expectNoAxeViolations(page);
          await button.click();
          await expect(button).toHaveAttribute("aria-expanded", "false");
        }
        const response = await page.goto(`/${locale}/gibt-es-nicht-${contrast}`);
        expect(response?.status()).toBe(404);
        await expectNoAxeViolations(page);
      });
    }
  }
});

test.describe("header states", () => {
  test("sticky after 1px, hidden when scrolling down, back when scrolling up and at the top", async ({ page }) => {
    await page.goto("/de/festival");
    await expect(header(page)).not.toHaveAttribute("data-sticky", /.*/);
    await page.mouse.wheel(0, 800);
    await expect(header(page)).toHaveAttribute("data-sticky", /.*/);
    await expect(header(page)).toHaveAttribute("data-hidden", /.*/);
    await page.mouse.wheel(0, -200);
    await expect(header(page)).not.toHaveAttribute("data-hidden", /.*/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).not.toHaveAttribute("data-sticky", /.*/);
    expect(await header(page).evaluate((el) => getComputedStyle(el).zIndex)).toBe("6");
  });

  test("transparent on the home page and pages with a header image, not on others", async ({ page }) => {
    for (const [url, transparent] of [
      ["/de", true],
      ["/de/festivalzentrum", true],
      ["/de/festival", false],
    ] as const) {
      await page.goto(url);
      if (transparent) await expect(header(page), url).toHaveAttribute("data-transparent", /.*/);
      else await expect(header(page), url).not.toHaveAttribute("data-transparent", /.*/);
    }
  });

  // The past season's flaky axe failure (.language-switch, English, 375px): scrolled after a
  // navigation, the transparent header turned solid with its gradient gone at once but its white
  // text and see-through background still fading, for 0.2s white text over the white page.
  test("a transparent header turns solid and back at once: its text never lacks contrast on the way", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/en");
    await expect(header(page)).toHaveAttribute("data-transparent", /.*/);
    /** Scrolls to `y` and reads the header the moment it changes (data-sticky set or removed). */
    const at = (y: number) =>
      page.evaluate(
        (y) =>
          new Promise<Record<string, string | number>>((resolve) => {
            const masthead = document.querySelector(".masthead") as HTMLElement;
            new MutationObserver((_, observer) => {
              observer.disconnect();
              const bar = masthead.querySelector(".masthead__bar") as HTMLElement;
              const style = getComputedStyle(bar);
              resolve({
                background: style.backgroundColor,
                image: style.backgroundImage === "none" ? "none" : "gradient",
                text: getComputedStyle(masthead.querySelector(".language-switch") as Element).color,
                running: bar.getAnimations().filter((animation) => ["color", "background-color"].includes((animation as CSSTransition).transitionProperty))
                  .length,
              });
            }).observe(masthead, { attributes: true, attributeFilter: ["data-sticky"] });
            window.scrollTo(0, y);
          }),
        y,
      );
    // Less than the header's height: sticky, not hidden (the header stays on screen).
    expect(await at(40)).toEqual({ background: "rgb(255, 255, 255)", image: "none", text: "rgb(22, 22, 22)", running: 0 });
    await expectNoAxeViolations(page);
    expect(await at(0)).toEqual({ background: "rgba(0, 0, 0, 0)", image: "gradient", text: "rgb(255, 255, 255)", running: 0 });
  });

  test("the top menu shows at most four highlighted items at a large viewport", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/de/festival");
    const items = page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("listitem");
    expect(await items.count()).toBeLessThanOrEqual(4);
    await expect(items.first()).toBeVisible();
  });

  test("the cart badge reads the cartAmount cookie and links to the site's own cart in the site language", async ({ page, context }) => {
    await context.addCookies([{ name: "cartAmount", value: "3", domain: "127.0.0.1", path: "/" }]);
    await page.goto("/en/festival");
    const cart = page.getByRole("link", { name: /Cart, 3 items/ });
    await expect(cart).toHaveAttribute("href", "/webshop/cart?language=en");
    await context.addCookies([{ name: "cartAmount", value: "lots", domain: "127.0.0.1", path: "/" }]);
    await page.reload();
    await expect(page.getByRole("link", { name: /^Cart$/ })).toBeVisible();
  });
});

test.describe("footer", () => {
  test("links that leave the site open in a new tab; contact links are tel:, fax and mailto:", async ({ page }) => {
    await page.goto("/de/festival");
    const footer = page.locator("footer");
    for (const link of await footer.locator("a[href]").all()) {
      const href = (await link.getAttribute("href")) ?? "";
      if (/^https?:|^\/\//.test(href) || /\.pdf$/.test(href)) {
        await expect(link, href).toHaveAttribute("target", "_blank");
        await expect(link, href).toHaveAttribute("rel", /noopener/);
      }
    }
    expect(await footer.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await footer.locator('a[href^="fax:"]').count()).toBe(1);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBeGreaterThanOrEqual(1);
    await expect(footer.getByText("Mo–Fr 8–20, Sa 9–18, So 10–16")).toBeVisible();
    await expect(footer.getByRole("link", { name: "Impressum" })).not.toHaveAttribute("target", "_blank");
  });

  test("shows one of the six colour themes, picked at random per page load", async ({ page }) => {
    const seen = new Set<string>();
    for (let i = 0; i < 24 && seen.size < 3; i++) {
      await page.goto("/de/faq");
      const theme = await page.locator("footer").getAttribute("data-theme");
      expect(["red", "dark-teal", "violet", "yellow", "light-turquoise", "burgundy"]).toContain(theme);
      seen.add(theme as string);
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

test.describe("newsletter teaser", () => {
  test("validates in the visitor's language and thanks after signing up", async ({ page }) => {
    await page.goto("/de/festival");
    const teaser = page.locator("#newsletter");
    await teaser.getByRole("button", { name: "Anmelden" }).click();
    await expect(teaser.getByText("Dieses Feld darf nicht leer sein!")).toBeVisible();
    await teaser.getByLabel("E-Mail-Adresse").fill("nicht-gueltig");
    await teaser.getByRole("button", { name: "Anmelden" }).click();
    await expect(teaser.getByText("Ungültige E-Mail Adresse!")).toBeVisible();
    await teaser.getByLabel("E-Mail-Adresse").fill(`besuch-${Date.now()}@example.org`);
    await teaser.getByRole("button", { name: "Anmelden" }).click();
    await expect(teaser.getByText("Vielen Dank für Ihre Anmeldung zum Newsletter!")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the form posts and comes back with a thank-you", async ({ page }) => {
      await page.goto("/en/festival");
      const teaser = page.locator("#newsletter");
      await teaser.getByLabel("Email address").or(teaser.getByRole("textbox")).first().fill(`nojs-${Date.now()}@example.org`);
      await teaser.getByRole("button").first().click();
      await expect(page).toHaveURL(/\/en\/festival\?newsletter=ok/);
      await expect(
        teaser
          .getByRole("status")
          .or(teaser.getByText(/Thank you/))
          .first(),
      ).toContainText(/Thank/);
    });
  });
});

test.describe("ticket-shop area", () => {
  test("/webshop and everything below use the ticket-shop layout with absolute menu links", async ({ page }) => {
    for (const url of ["/webshop", "/webshop/eventseries/123", "/webshop.festival/cart?language=en"]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      const shop = page.locator('[data-layout="ticket-shop"]');
      await expect(shop).toBeVisible();
      expect(await shop.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1170);
      await expect(page.getByRole("navigation", { name: /Brotkrumen|Breadcrumbs/ }).getByRole("link")).toHaveCount(2);
      const menuLinks = await page
        .locator("header a[href*='/de/'], header a[href*='/en/']")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      expect(menuLinks.length).toBeGreaterThan(0);
      expect(menuLinks.every((href) => href.startsWith("http://127.0.0.1:"))).toBe(true);
    }
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expectNoAxeViolations(page);
  });

  test("the back link goes back in history", async ({ page }) => {
    await page.goto("/de/festival");
    await page.goto("/webshop");
    await page.getByRole("link", { name: /Zurück/ }).click();
    await expect(page).toHaveURL(/\/de\/festival$/);
  });

  test("the provider's template path returns the layout around a marked slot", async ({ request }) => {
    const html = await (await request.get("/ticketshop-template")).text();
    expect(html).toContain('id="ticketshop-content"');
    expect(html).toContain("data-ticketshop-slot");
    expect(html).toContain("<footer");
  });

  test("a provider page in the template keeps its markup through hydration and hands its cart count to the badge", async ({ page, request, context }) => {
    const template = await (await request.get("/ticketshop-template?language=en")).text();
    const wrap = (badge: string) =>
      template.replace(
        /(<div id="ticketshop-content"[^>]*>)(<\/div>)/,
        `$1<section class="provider"><h2>Your tickets</h2><span class="badge" data-cart-count="${badge}">${badge}</span></section>$2`,
      );
    // The provider serves our layout with its own page in the slot.
    let badge = "4";
    const errors: string[] = [];
    // Hydration errors only: the consented tag manager cannot resolve its host here, which is no concern of this test.
    page.on("console", (message) => message.type() === "error" && !/Failed to load resource/.test(message.text()) && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    await page.route("**/webshop.festival/checkout*", (route) => route.fulfill({ contentType: "text/html", body: wrap(badge) }));
    await page.goto("/webshop.festival/checkout?language=en");
    await expect(page.locator("header[data-hydrated]")).toBeAttached();
    await expect(page.locator("#ticketshop-content .provider h2")).toHaveText("Your tickets");
    const cookie = (await context.cookies()).find((c) => c.name === "cartAmount");
    expect(cookie?.value).toBe("4");
    // 15 minutes from now, give or take the test's own run time.
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(14 * 60 * 1000);
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
    await expect(page.getByRole("link", { name: /Cart, 4 items/ })).toBeVisible();
    expect(errors, "hydration errors").toEqual([]);

    // A count that is not a number becomes 0.
    badge = "n/a";
    await page.reload();
    await expect(page.locator("#ticketshop-content .provider h2")).toHaveText("Your tickets");
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "cartAmount")?.value).toBe("0");
    await expect(page.getByRole("link", { name: /^Cart$/ })).toBeVisible();
  });

  test("the badge is read again on every route change", async ({ page, context }) => {
    await page.goto("/de/festival");
    await expect(page.getByRole("link", { name: /^Warenkorb$/ })).toBeVisible();
    await context.addCookies([{ name: "cartAmount", value: "2", domain: "127.0.0.1", path: "/" }]);
    await page.locator("main a[href^='/de/']").first().click();
    await expect(page.getByRole("link", { name: /Warenkorb, 2/ })).toBeVisible();
  });

  test("legacy shop lists redirect to the main site", async ({ request }) => {
    for (const [path, target] of [
      ["/webshop/webticket/eventlist", "/de/kalender"],
      ["/webshop.festival/webticket/itemgroups", "/de/tickets-und-anfahrt#artikel"],
      ["/webshop/webticket/serieslist?language=en", "/en/tickets-and-access#subscriptions"],
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toBe(target);
    }
  });
});

test("search engines are told to index the content, not the chrome", async ({ page }) => {
  await page.goto("/de/festival");
  await expect(page.locator("main")).toHaveAttribute("data-search-index", "content");
  for (const selector of ["header", "footer", "#newsletter"]) {
    await expect(page.locator(selector).first(), selector).toHaveAttribute("data-nosnippet", "");
  }
  await expect(page.locator("main [data-nosnippet]")).toHaveCount(0);
});

test.describe("default layout", () => {
  test("regions come in the spec's order; the skip link leads into the content", async ({ page }) => {
    // ?cookies opens the cookie manager, so every region is there.
    await page.goto("/de/festival?cookies");
    const order = await page.evaluate(() =>
      [".skip-link", "dialog.consent", "[data-slot='editor-header']", "header.masthead", "main", "#newsletter", "footer"].map((selector) => {
        const all = [...document.querySelectorAll(selector)];
        return all.length ? [...document.body.querySelectorAll("*")].indexOf(all[0]) : -1;
      }),
    );
    expect(
      order.every((index) => index >= 0),
      JSON.stringify(order),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    await page.goto("/de/festival");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("the event header slot is there on the productions and calendar routes only", async ({ page }) => {
    for (const url of ["/de/programm", "/en/programme"]) {
      await page.goto(url);
      const slot = page.locator("[data-slot='event-header']");
      await expect(slot, url).toHaveCount(1);
      // Between the site header and the content.
      expect(await slot.evaluate((el) => el.nextElementSibling?.tagName)).toBe("MAIN");
    }
    await page.goto("/de/festival");
    await expect(page.locator("[data-slot='event-header']")).toHaveCount(0);
  });
});

test.describe("message catalogues", () => {
  test("a visitor downloads only the page's language; switching loads the other before it renders", async ({ page }) => {
    const catalogues: string[] = [];
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("response", (response) => {
      const name = /\/assets\/(de|en)-[\w-]+\.js$/.exec(response.url());
      if (name) catalogues.push(name[1]);
    });
    await page.goto("/de/festival");
    await expect(page.getByRole("button", { name: "Menü", exact: true })).toBeVisible();
    // Hydrated: the menu opens (a React handler), in German.
    await page.getByRole("button", { name: "Menü", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Menü" })).toBeVisible();
    await page.keyboard.press("Escape");
    expect(catalogues).toEqual(["de"]);

    await page.getByRole("link", { name: /^EN ?: / }).click();
    await expect(page).toHaveURL(/\/en\//);
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(catalogues).toEqual(["de", "en"]);
    // No message key ever reached the screen, and React saw no mismatch.
    expect(await page.locator("body").innerText()).not.toMatch(/\b(header|footer|lang|nav)\.[a-z]+[A-Z]?\w*\b/);
    await page.goBack();
    await expect(page.getByRole("button", { name: "Menü", exact: true })).toBeVisible();
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
  });

  /** Every catalogue chunk the page requests, as `<catalogue>.<language>` (the site's is `site`). */
  function catalogueRequests(page: import("@playwright/test").Page): string[] {
    const requested: string[] = [];
    page.on("response", (response) => {
      const name = /\/assets\/(?:([a-z]+)\.)?(de|en)-[\w-]+\.js$/.exec(response.url());
      if (name) requested.push(`${name[1] ?? "site"}.${name[2]}`);
    });
    return requested;
  }

  test("a screen's own texts come with it, in its language only, on a navigation into it and after a switch", async ({ page }) => {
    const requested = catalogueRequests(page);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/de/festival");
    await expect(page.getByRole("button", { name: "Menü", exact: true })).toBeVisible();
    expect(requested).toEqual(["site.de"]);

    // A client-side navigation into the calendar loads the programme's texts beside its data.
    await page.getByRole("button", { name: "Menü", exact: true }).click();
    await page.getByRole("dialog", { name: "Menü" }).getByRole("link", { name: "Kalender", exact: true }).click();
    await expect(page).toHaveURL(/\/de\/kalender$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kalender" })).toBeVisible();
    // The filter form opens from its button (a popover over the list).
    await page.locator("main .calendar-filter-bar__toggle").click();
    await expect(page.getByRole("form", { name: "Termine filtern" }).getByRole("group", { name: "Zeitraum" })).toBeVisible();
    await page.keyboard.press("Escape");
    expect(requested.sort()).toEqual(["programme.de", "site.de"]);

    await page.getByRole("link", { name: /^EN ?: / }).click();
    await expect(page).toHaveURL(/\/en\/calendar$/);
    await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
    await page.locator("main .calendar-filter-bar__toggle").click();
    await expect(page.getByRole("form", { name: "Filter dates" }).getByRole("group", { name: "Period" })).toBeVisible();
    expect(requested.sort()).toEqual(["programme.de", "programme.en", "site.de", "site.en"]);
    expect(await page.locator("body").innerText()).not.toMatch(/\b(calendar|programme|filter|list)\.[a-z]+[A-Z]?\w*\b/);
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
  });

  test("a screen opened directly hydrates with its own texts; pages without them never request them", async ({ page }) => {
    const requested = catalogueRequests(page);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/de/pinnwand");
    await expect(page.getByRole("heading", { level: 1, name: "Pinnwand" })).toBeVisible();
    // Hydrated: the menu opens (a React handler).
    await page.getByRole("button", { name: "Menü", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Menü" })).toBeVisible();
    await page.keyboard.press("Escape");
    expect(requested.sort()).toEqual(["pinboard.de", "site.de"]);

    await page.getByRole("link", { name: /^EN ?: / }).click();
    await expect(page).toHaveURL(/\/en\/pinboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Pinboard" })).toBeVisible();
    expect(requested.sort()).toEqual(["pinboard.de", "pinboard.en", "site.de", "site.en"]);
    expect(await page.locator("body").innerText()).not.toMatch(/\bpinboard\.[a-z]+[A-Z]?\w*\b/);

    const before = requested.length;
    await page.goto("/en");
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeVisible();
    expect(requested.slice(before).filter((name) => name !== "site.en")).toEqual([]);
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
  });
});

test.describe("the site's icon", () => {
  // No tag manager: its script would be asked for from another host.
  test.use({ storageState: decidedConsent(false) });

  test("every page names it, it loads, and nothing the page asks for is missing", async ({ page, request, baseURL }) => {
    const missing: string[] = [];
    page.on("response", (response) => response.status() === 404 && response.url().startsWith(baseURL as string) && missing.push(response.url()));
    await page.goto("/de");
    await expect(page.locator("header[data-hydrated]")).toBeAttached();
    const href = await page.locator('head link[rel="icon"]').getAttribute("href");
    expect(href).toBe("/favicon.svg");
    const icon = await request.get(href as string);
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toContain("image/svg+xml");
    // Tools that ask for /favicon.ico by name are sent to it.
    const legacy = await request.get("/favicon.ico", { maxRedirects: 0 });
    expect(legacy.status()).toBe(301);
    expect(legacy.headers().location).toBe("/favicon.svg");
    await page.waitForLoadState("networkidle");
    expect(missing).toEqual([]);
  });
});
