/**
 * Every screen of spec section 2 with its German and English path (without the language
 * prefix; `:name` parameters, `?` for optional ones). routes.ts registers the screens that
 * have a route module; the language switch maps any screen and its parameters to the other
 * language.
 */
import type { Locale } from "../schemas/api";

export interface Screen {
  id: string;
  de: string;
  en: string;
  /** Route module, relative to src/. Screens without one are not served yet. */
  file?: string;
}

export const screens: readonly Screen[] = [
  { id: "index", de: "", en: "", file: "routes/home.tsx" },
  { id: "calendar", de: "kalender", en: "calendar", file: "routes/calendar.tsx" },
  { id: "magazine", de: "magazin", en: "magazine", file: "routes/magazine.tsx" },
  { id: "news", de: "news", en: "news", file: "routes/news.tsx" },
  { id: "pinboard", de: "pinnwand", en: "pinboard", file: "routes/pinboard.tsx" },
  { id: "press", de: "presse", en: "press", file: "routes/press.tsx" },
  { id: "productions", de: "programm", en: "programme", file: "routes/productions.tsx" },
  { id: "venues", de: "spielorte", en: "venues", file: "routes/venues.tsx" },
  { id: "pinboard-create", de: "pinnwand/erstellen", en: "pinboard/create", file: "routes/pinboard-create.tsx" },
  { id: "pinboard-create-confirmed", de: "pinnwand/erstellen/bestaetigt", en: "pinboard/create/confirmed", file: "routes/pinboard-confirmed.tsx" },
  { id: "pinboard-create-success", de: "pinnwand/erstellen/erfolgreich", en: "pinboard/create/success", file: "routes/pinboard-done.tsx" },
  { id: "pinboard-contact-success", de: "pinnwand/kontakt/erfolgreich", en: "pinboard/contact/success", file: "routes/pinboard-done.tsx" },
  { id: "pinboard-contact", de: "pinnwand/kontakt/:id", en: "pinboard/contact/:id", file: "routes/pinboard-contact.tsx" },
  { id: "forms", de: "forms/:slug?", en: "forms/:slug?", file: "routes/form.tsx" },
  { id: "magazine-slug-id", de: "magazin/:slug/:id", en: "magazine/:slug/:id", file: "routes/article.tsx" },
  { id: "news-slug-id", de: "news/:slug/:id?", en: "news/:slug/:id?", file: "routes/news-item.tsx" },
  { id: "press-slug-id", de: "presse/:slug/:id", en: "press/:slug/:id", file: "routes/press-item.tsx" },
  { id: "productions-slug-id", de: "programm/:slug/:id", en: "programme/:slug/:id", file: "routes/production.tsx" },
  { id: "venues-slug-id", de: "spielorte/:slug/:id", en: "venues/:slug/:id", file: "routes/venue.tsx" },
  { id: "search", de: "search/:category?/:page?", en: "search/:category?/:page?", file: "routes/search.tsx" },
  // Staff login (not in the spec's list; docs/staff.md).
  { id: "login", de: "anmelden", en: "login", file: "routes/login.tsx" },
  // A staff user sets a password from an invitation or reset link (docs/admin.md, Users).
  { id: "set-password", de: "passwort-setzen", en: "set-password", file: "routes/set-password.tsx" },
  // The staff mail viewer (docs/mail.md).
  { id: "mail-viewer", de: "postausgang", en: "outbox", file: "routes/mail-viewer.tsx" },
];

/** Staff screens: never in the sitemap (robots.txt disallows their paths too). */
export const staffScreenIds: readonly string[] = ["login", "mail-viewer", "set-password"];

export const otherLocale = (locale: Locale): Locale => (locale === "de" ? "en" : "de");

/** The route id React Router knows a screen by in one language. */
export const routeId = (screenId: string, locale: Locale) => `${screenId}.${locale}`;

/** Parses a route id built by routeId(). */
export function parseRouteId(id: string): { screenId: string; locale: Locale } | null {
  const match = /^(.+)\.(de|en)$/.exec(id);
  return match ? { screenId: match[1], locale: match[2] as Locale } : null;
}

export const routePattern = (screen: Screen, locale: Locale) => (screen[locale] ? `/${locale}/${screen[locale]}` : `/${locale}`);

/** The URL of a screen in a language, with its parameters filled in (optional ones dropped when absent). */
export function screenUrl(screenId: string, locale: Locale, params: Record<string, string | undefined> = {}): string {
  const screen = screens.find((s) => s.id === screenId);
  if (!screen) throw new Error(`Unknown screen ${screenId}`);
  const segments = screen[locale]
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return [segment];
      const value = params[param[1]];
      if (value === undefined || value === "") {
        if (param[2]) return [];
        throw new Error(`Missing parameter ${param[1]} for ${screenId}`);
      }
      return [encodeURIComponent(value)];
    });
  return `/${[locale, ...segments].join("/")}`;
}

/**
 * The contact page (a content page of the demo content, so not a screen here): the 404 page links
 * it, and /de/forms without a form leads there (docs/forms.md).
 */
export const contactPaths = { de: "/de/kontakt", en: "/en/contact" } as const satisfies Record<Locale, string>;

export type Alternates = Record<Locale, string | null>;

export function screenAlternates(screenId: string, params: Record<string, string | undefined> = {}): Alternates {
  return { de: screenUrl(screenId, "de", params), en: screenUrl(screenId, "en", params) };
}

/**
 * Alternates with query parameters set on both addresses: the language switch (and the head's
 * hreflang links) keep a screen's paging, search or state. Empty values are left out.
 */
export function withQuery(alternates: Alternates, params: Record<string, string | number | null | undefined>): Alternates {
  const add = (href: string | null) => {
    if (href === null) return null;
    const url = new URL(href, "http://x");
    for (const [name, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== "") url.searchParams.set(name, String(value));
    return `${url.pathname}${url.search}`;
  };
  return { de: add(alternates.de), en: add(alternates.en) };
}

/** `?page=n` on a paged list's alternates (nothing on its first page). */
export const withPage = (alternates: Alternates, page: number): Alternates => withQuery(alternates, { page: page > 1 ? page : null });
