import { defaultLocale, type Locale } from "./locales";

/** The language of a URL path: its /de or /en prefix, German otherwise. */
export function localeFromPath(pathname: string): Locale {
  const match = /^\/(de|en)(?:\/|$)/.exec(pathname);
  return (match?.[1] as Locale | undefined) ?? defaultLocale;
}
