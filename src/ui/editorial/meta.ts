/** Meta tags of the news, magazine and press screens: title, description, Open Graph, hreflang, RSS. */
import type { MetaDescriptor } from "react-router";
import { createTranslate, type MessageKey } from "../../i18n";
import type { Alternates } from "../../i18n/routes-table";
import type { Locale } from "../../schemas/api";
import type { Image } from "../../schemas/programme";
import { renditionUrl } from "../../lib/media";
import { pageMeta } from "../meta";

export interface Feed {
  href: string;
  title: string;
}

/** The RSS feeds of news, magazine and press (one per language; src/server/api/feeds.ts). */
export const feeds = {
  news: { de: "/de/rss/news.xml", en: "/en/rss/news.xml" },
  magazine: { de: "/de/rss/magazin.xml", en: "/en/rss/magazine.xml" },
  press: { de: "/de/rss/presse.xml", en: "/en/rss/press.xml" },
} as const satisfies Record<string, Record<Locale, string>>;

const feedTitles = { news: "news.rss", magazine: "magazine.rss", press: "press.rss" } as const satisfies Record<keyof typeof feeds, MessageKey>;

export function feedOf(kind: keyof typeof feeds, locale: Locale): Feed {
  const t = createTranslate(locale);
  return { href: feeds[kind][locale], title: t(feedTitles[kind]) };
}

export const feedLink = (feed: Feed, publicUrl: string): MetaDescriptor => ({
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: feed.title,
  href: new URL(feed.href, publicUrl).href,
});

interface Base {
  locale: Locale;
  publicUrl: string;
  alternates: Alternates;
}

/** A list screen: "News | Festival der Künste" with the screen's description, and its feed if any. */
export function listMeta({ locale, publicUrl, alternates, title, description, feed }: Base & { title: MessageKey; description: MessageKey; feed?: Feed }) {
  const t = createTranslate(locale);
  const siteName = t("site.name");
  const tags = pageMeta({ locale, title: `${t(title)} | ${siteName}`, description: t(description), publicUrl, alternates, siteName });
  return feed ? [...tags, feedLink(feed, publicUrl)] : tags;
}

/** A detail screen: the item's title and teaser, its image as og:image, og:type article. */
export function itemMeta({ locale, publicUrl, alternates, item, feed }: Base & { item: { title: string; teaser: string; image: Image | null }; feed?: Feed }) {
  const t = createTranslate(locale);
  const siteName = t("site.name");
  const tags = pageMeta({
    locale,
    title: `${item.title} | ${siteName}`,
    description: item.teaser,
    ogImage: item.image ? renditionUrl(item.image.path, 1280, "jpg") : null,
    ogType: "article",
    publicUrl,
    alternates,
    siteName,
  });
  return feed ? [...tags, feedLink(feed, publicUrl)] : tags;
}
