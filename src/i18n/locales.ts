/** The site's languages (spec section 9): German is the default. Kept free of zod so the browser bundle stays small. */
export const locales = ["de", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "de";
