import { describe, expect, it } from "vitest";
import { localeFromPath } from "./locale";
import { parseRouteId, routeId, screenAlternates, screens, screenUrl, staffScreenIds, withPage, withQuery } from "./routes-table";

describe("route table", () => {
  it("has every screen of the spec with its German and English path", () => {
    const byId = Object.fromEntries(screens.map((s) => [s.id, [s.de, s.en]]));
    expect(byId).toMatchObject({
      index: ["", ""],
      calendar: ["kalender", "calendar"],
      magazine: ["magazin", "magazine"],
      news: ["news", "news"],
      pinboard: ["pinnwand", "pinboard"],
      press: ["presse", "press"],
      productions: ["programm", "programme"],
      venues: ["spielorte", "venues"],
      "pinboard-create": ["pinnwand/erstellen", "pinboard/create"],
      "pinboard-create-confirmed": ["pinnwand/erstellen/bestaetigt", "pinboard/create/confirmed"],
      "pinboard-create-success": ["pinnwand/erstellen/erfolgreich", "pinboard/create/success"],
      "pinboard-contact-success": ["pinnwand/kontakt/erfolgreich", "pinboard/contact/success"],
      "pinboard-contact": ["pinnwand/kontakt/:id", "pinboard/contact/:id"],
      forms: ["forms/:slug?", "forms/:slug?"],
      "magazine-slug-id": ["magazin/:slug/:id", "magazine/:slug/:id"],
      "news-slug-id": ["news/:slug/:id?", "news/:slug/:id?"],
      "press-slug-id": ["presse/:slug/:id", "press/:slug/:id"],
      "productions-slug-id": ["programm/:slug/:id", "programme/:slug/:id"],
      "venues-slug-id": ["spielorte/:slug/:id", "venues/:slug/:id"],
      search: ["search/:category?/:page?", "search/:category?/:page?"],
    });
    // The spec's twenty screens, plus the staff login (docs/staff.md), mail viewer (docs/mail.md)
    // and set-password screen (docs/admin.md).
    expect(staffScreenIds).toEqual(["login", "mail-viewer", "set-password"]);
    expect(screens.map((s) => s.id).filter((id) => !staffScreenIds.includes(id))).toHaveLength(20);
    expect(byId.login).toEqual(["anmelden", "login"]);
    expect(byId["mail-viewer"]).toEqual(["postausgang", "outbox"]);
    expect(byId["set-password"]).toEqual(["passwort-setzen", "set-password"]);
  });

  it("maps a screen and its parameters to the other language", () => {
    expect(screenUrl("productions-slug-id", "de", { slug: "die-welle", id: "12" })).toBe("/de/programm/die-welle/12");
    expect(screenAlternates("productions-slug-id", { slug: "die-welle", id: "12" })).toEqual({
      de: "/de/programm/die-welle/12",
      en: "/en/programme/die-welle/12",
    });
    expect(screenAlternates("index")).toEqual({ de: "/de", en: "/en" });
  });

  it("drops absent optional parameters and refuses missing required ones", () => {
    expect(screenUrl("search", "en", {})).toBe("/en/search");
    expect(screenUrl("search", "en", { category: "events", page: "2" })).toBe("/en/search/events/2");
    expect(screenUrl("news-slug-id", "de", { slug: "eroeffnung" })).toBe("/de/news/eroeffnung");
    expect(() => screenUrl("venues-slug-id", "de", { slug: "x" })).toThrow(/Missing parameter id/);
  });

  it("encodes parameter values", () => {
    expect(screenUrl("forms", "de", { slug: "a b/c" })).toBe("/de/forms/a%20b%2Fc");
  });

  it("round-trips route ids and finds the language of a path", () => {
    expect(parseRouteId(routeId("venues", "en"))).toEqual({ screenId: "venues", locale: "en" });
    expect(parseRouteId("not-found")).toBeNull();
    expect(localeFromPath("/en/programme")).toBe("en");
    expect(localeFromPath("/en")).toBe("en");
    expect(localeFromPath("/english")).toBe("de");
    expect(localeFromPath("/")).toBe("de");
  });
});

describe("alternates for the language switch", () => {
  it("keep a screen's parameters, and its query where a loader adds it", () => {
    expect(screenAlternates("pinboard-contact", { id: "7" })).toEqual({ de: "/de/pinnwand/kontakt/7", en: "/en/pinboard/contact/7" });
    expect(withQuery(screenAlternates("search", { category: "events", page: "2" }), { query: "Tanz & Theater" })).toEqual({
      de: "/de/search/events/2?query=Tanz+%26+Theater",
      en: "/en/search/events/2?query=Tanz+%26+Theater",
    });
    // A query already on an alternate stays; empty values are left out.
    expect(withQuery({ de: "/de/kalender?genres=tanz", en: null }, { page: 3, next: "", sent: null })).toEqual({
      de: "/de/kalender?genres=tanz&page=3",
      en: null,
    });
    expect(withPage(screenAlternates("news"), 1)).toEqual({ de: "/de/news", en: "/en/news" });
    expect(withPage(screenAlternates("news"), 2)).toEqual({ de: "/de/news?page=2", en: "/en/news?page=2" });
  });
});
