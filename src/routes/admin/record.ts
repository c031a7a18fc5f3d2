/**
 * What an edit screen says about its record (docs/admin.md, "Edit screens"): its name in words
 * (the title "Produktion „Die Stunde der Vögel“ bearbeiten") and its public pages, the addresses
 * the site serves it at in German and English ("view on site").
 */
import type { AdminClient } from "../../content-client/admin";
import type { AdminMessageKey, AdminTranslate } from "../../editor/admin/i18n";
import { screenUrl } from "../../i18n/routes-table";
import { formatDate, formatDateTime } from "../../lib/dates";
import type { AdminEntitySchemaAnswer } from "../../schemas/admin";
import type { Locale } from "../../schemas/api";
import type { Data } from "./form-data";

/** The entity's name for one record ("Produktion", "production"), its area's title when the catalogue has none. */
export function singularName(t: AdminTranslate, entity: string, title: string): string {
  const key = `admin.entity.${entity}` as AdminMessageKey;
  const name = t(key);
  return name === key ? title : name;
}

type Property = { format?: string; "x-ref"?: string; type?: string | string[] };

/** The text of a value as a name: no markup, one line, at most 80 characters. */
const asText = (value: string) => {
  const text = value
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/**
 * The record's name: its first list column (the `_en` twin in English, as the reference choices
 * name it), a date's as a date, a reference's as the label of the record it names; a date or a
 * reference is followed by the second list column ("12.03.2027, 19:30 · Die Stunde der Vögel").
 * Null when the columns are empty.
 */
export async function recordName(
  described: AdminEntitySchemaAnswer,
  data: Data,
  locale: Locale,
  options: (entity: string, id: number) => Promise<string | null>,
): Promise<string | null> {
  const properties = described.schema.properties as Record<string, Property>;
  const columns = described.schema["x-admin"].list.filter((column) => column !== "id");
  const named = async (column: string | undefined): Promise<{ text: string; plain: boolean } | null> => {
    if (!column) return null;
    const twin = locale === "en" && column.endsWith("_de") && `${column.slice(0, -3)}_en` in properties ? `${column.slice(0, -3)}_en` : column;
    const value = filledValue(data[twin]) ?? filledValue(data[column]);
    const property = properties[column] ?? {};
    if (value === null) return null;
    if (property["x-ref"] && typeof value === "number") {
      const label = await options(property["x-ref"], value).catch(() => null);
      return label ? { text: asText(label), plain: false } : null;
    }
    if (typeof value === "string" && property.format === "date-time") return { text: formatDateTime(value, locale), plain: false };
    if (typeof value === "string" && property.format === "date") return { text: formatDate(value, locale), plain: false };
    return typeof value === "string" || typeof value === "number" ? { text: asText(String(value)), plain: true } : null;
  };
  const first = await named(columns[0]);
  if (first?.plain) return first.text || null;
  const second = await named(columns[1]);
  const parts = [first?.text, second?.text].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(" · ") : null;
}

const filledValue = (value: unknown) => (value === null || value === undefined || value === "" ? null : value);

/** The label of the record an admin reference names, through the options call (null when it cannot be read). */
export const referenceLabel = (admin: AdminClient, locale: Locale, cookie: string | undefined) => async (entity: string, id: number) =>
  (await admin.options(locale, cookie, entity, { ids: [id] }))[0]?.label ?? null;

/** The detail screens of the entities with a page of their own per record: slug and id in the URL. */
const detailScreens: Record<string, string> = {
  productions: "productions-slug-id",
  venues: "venues-slug-id",
  news: "news-slug-id",
  articles: "magazine-slug-id",
  "press-releases": "press-slug-id",
};

/** The entities that have a public page per record ("view on site"). */
export const entitiesWithPage = [...Object.keys(detailScreens), "pages", "forms"] as const;

export interface PublicPage {
  locale: Locale;
  href: string;
}

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/**
 * The record's public pages, German first: a production's, venue's, news item's, article's or
 * press release's detail page by its slug in that language, a page by its path, a form by its
 * slug (the same in both). None for another entity, for a language without a slug or path, or
 * for a record that is not online (the site answers 404 there).
 */
export function publicPages(entity: string, id: number, data: Data): PublicPage[] {
  if (data.is_online === false) return [];
  const locales: Locale[] = ["de", "en"];
  const screen = detailScreens[entity];
  if (screen) {
    return locales.flatMap((locale) => {
      const slug = text(data[`slug_${locale}`]);
      return slug ? [{ locale, href: screenUrl(screen, locale, { slug, id: String(id) }) }] : [];
    });
  }
  if (entity === "pages") {
    return locales.flatMap((locale) => {
      const path = data[`path_${locale}`];
      if (typeof path !== "string") return [];
      // The home page's path is empty; a missing translation has no title.
      if (path.trim() === "" && !text(data[`title_${locale}`])) return [];
      return [{ locale, href: path.trim() ? `/${locale}/${path.trim().replace(/^\/+/, "")}` : `/${locale}` }];
    });
  }
  if (entity === "forms") {
    const slug = text(data.slug);
    return slug ? locales.map((locale) => ({ locale, href: screenUrl("forms", locale, { slug }) })) : [];
  }
  return [];
}
