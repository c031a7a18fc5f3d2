import { defaultLocale, type Locale } from "./locales";

/** The language of a URL path: its /de or /en prefix, German otherwise. */
export function localeFromPath(pathname: string): Locale {
  const match = /^\/(de|en)(?:\/|$)/.exec(pathname);
  return (match?.[1] as Locale | undefined) ?? defaultLocale;
}

/** The language of a request: its path prefix, or for unprefixed areas (the ticket shop) ?language=. */
export function localeFromUrl(url: URL): Locale {
  if (/^\/(de|en)(\/|$)/.test(url.pathname)) return localeFromPath(url.pathname);
  const language = url.searchParams.get("language");
  return language === "en" || language === "de" ? language : defaultLocale;
}
