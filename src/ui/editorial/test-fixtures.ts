/** News, articles and press releases for component tests, shaped like the API's answers. */
import type { Article, ArticleSummary, NewsSummary, Press, Term } from "../../schemas/programme";

export const tags: Term[] = [
  { id: 1, slug: "tanz", name: "Tanz" },
  { id: 2, slug: "gespraech", name: "Gespräch" },
];

export function newsSummary(id: number, extra: Partial<NewsSummary> = {}): NewsSummary {
  return {
    id,
    slug: `meldung-${id}`,
    title: `Meldung ${id}`,
    teaser: `Kurz gesagt ${id}.`,
    image: null,
    // 21 Aug 2025, 23:30 UTC: already 22 Aug in Berlin.
    published_at: "2025-08-21T23:30:00Z",
    urls: { de: `/de/news/meldung-${id}/${id}`, en: `/en/news/item-${id}/${id}` },
    ...extra,
  };
}

export function articleSummary(id: number, extra: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    ...newsSummary(id),
    slug: `artikel-${id}`,
    title: `Artikel ${id}`,
    urls: { de: `/de/magazin/artikel-${id}/${id}`, en: `/en/magazine/article-${id}/${id}` },
    author: "Mara Lind",
    tags: [tags[0]],
    ...extra,
  };
}

export const article: Article = { ...articleSummary(4), modules: [] };

export const press: Press = {
  ...newsSummary(9),
  title: "Festival eröffnet",
  urls: { de: "/de/presse/festival-eroeffnet/9", en: "/en/press/festival-opens/9" },
  modules: [],
  downloads: [
    {
      category: { id: 1, slug: "texte", name: "Pressetexte" },
      directories: [
        {
          id: 3,
          name: "Eröffnung",
          category: { id: 1, slug: "texte", name: "Pressetexte" },
          press_release: 9,
          files: [{ id: 5, title: "Pressemitteilung", url: "/media/press/eroeffnung.pdf", mime: "application/pdf", size: 200_000 }],
        },
      ],
    },
  ],
};
