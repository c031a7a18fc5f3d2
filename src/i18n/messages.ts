/**
 * The message catalogues and the translate function, without React: what the content service
 * (src/server), the mails and the answer pages need, and what the React provider and the routes'
 * catalogue loading (./index.tsx) build on. How the catalogues are cut and loaded: ./index.tsx.
 */
import type { Locale } from "../schemas/api";
import type site from "./de.json";
import type editorial from "./editorial.de.json";
import type forms from "./forms.de.json";
import type pinboard from "./pinboard.de.json";
import type programme from "./programme.de.json";
import type search from "./search.de.json";
import type server from "./server.de.json";
import type shop from "./shop.de.json";
import type staff from "./staff.de.json";
import { locales } from "./locales";

export type MessageKey =
  | keyof typeof site
  | keyof typeof programme
  | keyof typeof editorial
  | keyof typeof search
  | keyof typeof shop
  | keyof typeof pinboard
  | keyof typeof forms
  | keyof typeof staff
  | keyof typeof server;
export type Messages = Record<MessageKey, string>;

type Importer = () => Promise<{ default: Partial<Messages> }>;

const catalogues = {
  site: { de: () => import("./de.json"), en: () => import("./en.json") },
  programme: { de: () => import("./programme.de.json"), en: () => import("./programme.en.json") },
  editorial: { de: () => import("./editorial.de.json"), en: () => import("./editorial.en.json") },
  search: { de: () => import("./search.de.json"), en: () => import("./search.en.json") },
  shop: { de: () => import("./shop.de.json"), en: () => import("./shop.en.json") },
  pinboard: { de: () => import("./pinboard.de.json"), en: () => import("./pinboard.en.json") },
  forms: { de: () => import("./forms.de.json"), en: () => import("./forms.en.json") },
  staff: { de: () => import("./staff.de.json"), en: () => import("./staff.en.json") },
  server: { de: () => import("./server.de.json"), en: () => import("./server.en.json") },
} satisfies Record<string, Record<Locale, Importer>>;

export type CatalogueName = keyof typeof catalogues;
/** The catalogues a route loads for itself. */
export type RouteCatalogueName = Exclude<CatalogueName, "site" | "server">;

const loaded: Record<Locale, Partial<Messages>> = { de: {}, en: {} };
const loading = new Map<string, Promise<void>>();

/** Loads one catalogue in one language once; later calls answer with the same promise (a failed load is tried again). */
export function loadCatalogue(locale: Locale, name: CatalogueName = "site"): Promise<void> {
  const id = `${name}.${locale}`;
  let promise = loading.get(id);
  if (!promise) {
    promise = catalogues[name][locale]().then(
      (module) => {
        Object.assign(loaded[locale], module.default);
      },
      (error: unknown) => {
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, promise);
  }
  return promise;
}

/** Every catalogue in every language, as the server (and the unit tests) have them. */
export async function loadAllCatalogues(): Promise<void> {
  const names = Object.keys(catalogues) as CatalogueName[];
  await Promise.all(locales.flatMap((locale) => names.map((name) => loadCatalogue(locale, name))));
}

if (typeof window === "undefined") await loadAllCatalogues();

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** `message` with its `{name}` slots filled from `params` (unknown ones left as they are). */
export function fillMessage(message: string, params?: Record<string, string | number>): string {
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** Reads the catalogue when called, so a translate function made before it loaded works once it has. */
export function createTranslate(locale: Locale): Translate {
  return (key, params) => fillMessage(loaded[locale][key] ?? loaded.de[key] ?? key, params);
}
