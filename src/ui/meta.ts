/** Title, description, Open Graph, canonical and hreflang tags for a page. */
import type { MetaDescriptor } from "react-router";
import type { Alternates } from "../i18n/routes-table";
import type { Locale } from "../schemas/api";

export interface PageMeta {
  locale: Locale;
  title: string;
  description?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string | null;
  ogType?: string;
  /** Absolute site address, e.g. https://festival.example */
  publicUrl: string;
  alternates: Alternates;
  siteName: string;
}

const ogLocale: Record<Locale, string> = { de: "de_DE", en: "en_US" };

/**
 * Query parameters that change the view, not the content: how far a list was loaded (`page`),
 * a form's sent notice, a login's way back. The language switch and hreflang keep them; the
 * canonical address and og:url leave them out, so a longer list names its base list.
 */
const viewParams = ["page", "sent", "next"];

function withoutViewParams(path: string): string {
  const url = new URL(path, "http://x");
  for (const name of viewParams) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

export function pageMeta(meta: PageMeta): MetaDescriptor[] {
  const absolute = (path: string) => new URL(path, meta.publicUrl).href;
  const shown = meta.alternates[meta.locale];
  const canonical = shown ? withoutViewParams(shown) : null;
  const tags: MetaDescriptor[] = [
    { title: meta.title },
    { name: "description", content: meta.description ?? "" },
    { property: "og:title", content: meta.ogTitle || meta.title },
    { property: "og:description", content: meta.ogDescription || meta.description || "" },
    { property: "og:type", content: meta.ogType ?? "website" },
    { property: "og:site_name", content: meta.siteName },
    { property: "og:locale", content: ogLocale[meta.locale] },
  ];
  if (meta.ogImage) tags.push({ property: "og:image", content: absolute(meta.ogImage) });
  if (canonical) {
    tags.push({ property: "og:url", content: absolute(canonical) });
    tags.push({ tagName: "link", rel: "canonical", href: absolute(canonical) });
  }
  for (const locale of ["de", "en"] as const) {
    const href = meta.alternates[locale];
    if (href) tags.push({ tagName: "link", rel: "alternate", hrefLang: locale, href: absolute(href) });
  }
  if (meta.alternates.de) tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute(meta.alternates.de) });
  return tags;
}

/** The meta tags of a screen search engines should not list (login, ticket shop): "title | site", noindex. */
export function noindexScreenMeta(meta: PageMeta): MetaDescriptor[] {
  return [...pageMeta({ ...meta, title: `${meta.title} | ${meta.siteName}` }), { name: "robots", content: "noindex" }];
}
