import { defaultLocale, type Locale } from "./locales";

/** The language of a URL path: its /de or /en prefix, German otherwise. */
export function localeFromPath(pathname: string): Locale {
  const match = /^\/(de|en)(?:\/|$)/.exec(pathname);
  return (match?.[1] as Locale | undefined) ?? defaultLocale;
}

/** The staff admin's language: /admin/de/…, /admin/en/… (docs/admin.md). */
const adminPrefix = /^\/admin\/(de|en)(?:\/|$)/;

/** The language of a request: its path prefix, the admin's, or for unprefixed areas (the ticket shop) ?language=. */
export function localeFromUrl(url: URL): Locale {
  if (/^\/(de|en)(\/|$)/.test(url.pathname)) return localeFromPath(url.pathname);
  const admin = adminPrefix.exec(url.pathname);
  if (admin) return admin[1] as Locale;
  const language = url.searchParams.get("language");
  return language === "en" || language === "de" ? language : defaultLocale;
}
