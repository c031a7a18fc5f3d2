/**
 * The terms of ticket sale the checkout links to and the buyer agrees to (docs/box-office-screens.md,
 * "Checkout"). The demo seeds them as the content page `terms`; staff edit its text in place. Its
 * version is stored with each order's consent: when the terms change in substance, raise it here,
 * so every order says which text its buyer accepted.
 */
import type { Locale } from "../schemas/api";

export const TERMS_VERSION = "2026-11";

const termsPaths: Record<Locale, string> = { de: "/de/agb", en: "/en/terms" };

export const termsPath = (locale: Locale) => termsPaths[locale];
