import { describe, expect, it } from "vitest";
import { feedOf, itemMeta, listMeta } from "./meta";

const publicUrl = "https://festival.example";

describe("editorial meta tags", () => {
  it("gives a list its title, description, hreflang alternates and RSS feed", () => {
    const tags = listMeta({
      locale: "de",
      publicUrl,
      alternates: { de: "/de/magazin", en: "/en/magazine" },
      title: "magazine.title",
      description: "magazine.description",
      feed: feedOf("magazine", "de"),
    });
    expect(tags).toContainEqual({ title: "Magazin | Festival der Künste" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://festival.example/de/magazin" });
    expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "en", href: "https://festival.example/en/magazine" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: "Magazin als RSS-Feed",
      href: "https://festival.example/de/rss/magazin.xml",
    });
    expect(feedOf("news", "en").href).toBe("/en/rss/news.xml");
    expect(feedOf("magazine", "en").href).toBe("/en/rss/magazine.xml");
    expect(feedOf("press", "de")).toEqual({ href: "/de/rss/presse.xml", title: "Presse als RSS-Feed" });
    expect(feedOf("press", "en")).toEqual({ href: "/en/rss/press.xml", title: "Press releases as RSS feed" });
  });

  it("gives an item its title, teaser, image and type article", () => {
    const tags = itemMeta({
      locale: "en",
      publicUrl,
      alternates: { de: "/de/news/eroeffnung/5", en: "/en/news/opening/5" },
      item: { title: "Opening", teaser: "The festival opens.", image: { path: "demo/opening.jpg", alt: "Crowd" } },
    });
    expect(tags).toContainEqual({ title: "Opening | Festival of the Arts" });
    expect(tags).toContainEqual({ name: "description", content: "The festival opens." });
    expect(tags).toContainEqual({ property: "og:type", content: "article" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://festival.example/media/r/full/1280/demo/opening.jpg" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://festival.example/en/news/opening/5" });
  });
});
