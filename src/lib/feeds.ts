/**
 * Machine-readable views of the public site: sitemap.xml (with hreflang alternates, so search
 * engines pair each German page with its English one), RSS 2.0 feeds and robots.txt. Pure
 * string builders; src/server/api/feeds.ts serves them.
 */
import type { Locale } from "../schemas/api";

/** XML-escapes text and attribute values, and drops characters XML 1.0 does not allow. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export interface SitemapAlternate {
  /** "de", "en" or "x-default". */
  hreflang: string;
  href: string;
}

export interface SitemapEntry {
  loc: string;
  /** A W3C date or date-time (YYYY-MM-DD or ISO 8601). */
  lastmod?: string | null;
  alternates?: SitemapAlternate[];
}

/** The sitemaps protocol allows 50,000 URLs per file. */
export const SITEMAP_LIMIT = 50_000;

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  if (entries.length > SITEMAP_LIMIT) throw new RangeError(`A sitemap holds at most ${SITEMAP_LIMIT} URLs, got ${entries.length}`);
  const urls = entries.map((entry) => {
    const lines = [`    <loc>${escapeXml(entry.loc)}</loc>`];
    if (entry.lastmod) lines.push(`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
    for (const alternate of entry.alternates ?? []) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`);
    }
    return `  <url>\n${lines.join("\n")}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * The two entries of a page that exists in both languages: each lists both language versions
 * and x-default (the German one, the default language) as alternates, itself included, as
 * the hreflang rules require.
 */
export function localisedEntries(paths: Record<Locale, string>, siteUrl: string, lastmod?: string | null): SitemapEntry[] {
  const de = new URL(paths.de, siteUrl).href;
  const en = new URL(paths.en, siteUrl).href;
  const alternates: SitemapAlternate[] = [
    { hreflang: "de", href: de },
    { hreflang: "en", href: en },
    { hreflang: "x-default", href: de },
  ];
  return [
    { loc: de, lastmod, alternates },
    { loc: en, lastmod, alternates },
  ];
}

export interface RssChannel {
  title: string;
  /** The site page the feed belongs to (e.g. the news list). */
  link: string;
  description: string;
  /** "de-DE", "en-US". */
  language: string;
  /** The feed's own URL, for atom:link rel="self". */
  selfUrl: string;
  /** ISO 8601; the newest item's date when left out. */
  lastBuildDate?: string;
}

export interface RssItem {
  title: string;
  link: string;
  /** A permanent, unique id; the link unless given. */
  guid?: string;
  /** ISO 8601 instant. */
  pubDate: string;
  description: string;
  author?: string;
  categories?: string[];
  enclosure?: { url: string; type: string; length: number };
}

/** RFC 822 date-time as RSS 2.0 wants it: "Thu, 21 Aug 2025 17:30:00 GMT". */
export function rfc822(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${iso}`);
  return date.toUTCString();
}

export function rssXml(channel: RssChannel, items: readonly RssItem[]): string {
  const newest = items.reduce<string | undefined>((latest, item) => (!latest || new Date(item.pubDate) > new Date(latest) ? item.pubDate : latest), undefined);
  const built = channel.lastBuildDate ?? newest;
  const head = [
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language)}</language>`,
    `    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(built ? [`    <lastBuildDate>${rfc822(built)}</lastBuildDate>`] : []),
    "    <docs>https://www.rssboard.org/rss-specification</docs>",
  ];
  const body = items.map((item) => {
    const guid = item.guid ?? item.link;
    const lines = [
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.link)}</link>`,
      `      <guid isPermaLink="${guid === item.link ? "true" : "false"}">${escapeXml(guid)}</guid>`,
      `      <pubDate>${rfc822(item.pubDate)}</pubDate>`,
      `      <description>${escapeXml(item.description)}</description>`,
    ];
    // RSS's <author> must be an e-mail address; a name goes into dc:creator.
    if (item.author) lines.push(`      <dc:creator>${escapeXml(item.author)}</dc:creator>`);
    for (const category of item.categories ?? []) lines.push(`      <category>${escapeXml(category)}</category>`);
    if (item.enclosure) {
      const { url, type, length } = item.enclosure;
      lines.push(`      <enclosure url="${escapeXml(url)}" type="${escapeXml(type)}" length="${Math.max(0, Math.round(length))}"/>`);
    }
    return `    <item>\n${lines.join("\n")}\n    </item>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    ...head,
    ...body,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** robots.txt: everything may be crawled but the editor API and the login pages. */
export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /*/pageeditor-api/",
    "Disallow: /*/anmelden",
    "Disallow: /*/login",
    "Disallow: /*/postausgang",
    "Disallow: /*/outbox",
    "Disallow: /*/passwort-setzen",
    "Disallow: /*/set-password",
    "Disallow: /*/admin-api/",
    "Disallow: /admin",
    "",
    `Sitemap: ${new URL("/sitemap.xml", publicUrl).href}`,
    "",
  ].join("\n");
}
