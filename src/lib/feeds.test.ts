import { describe, expect, it } from "vitest";
import { escapeXml, localisedEntries, rfc822, robotsTxt, rssXml, SITEMAP_LIMIT, sitemapXml } from "./feeds";
import { xmlProblems } from "./xml-check.test-helper";

const SITE = "https://www.festival.example";
const XHTML = "http://www.w3.org/1999/xhtml";

function parseXml(xml: string): Document {
  expect(xmlProblems(xml)).toEqual([]);
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}

describe("escapeXml", () => {
  it("escapes the five XML specials and drops characters XML cannot carry", () => {
    expect(escapeXml(`Tom & "Jerry" <'b'>`)).toBe("Tom &amp; &quot;Jerry&quot; &lt;&apos;b&apos;&gt;");
    expect(escapeXml("a\u0000b\u0008c\u000bd\tе\n🎭\ud800")).toBe("abcd\tе\n🎭");
  });

  it("the strict checker rejects what the escaping prevents", () => {
    expect(xmlProblems("<a>x & y</a>")).not.toEqual([]);
    expect(xmlProblems("<a>x < y</a>")).not.toEqual([]);
    expect(xmlProblems("<a><b></a>")).not.toEqual([]);
    expect(xmlProblems('<a x="1" x="2"/>')).not.toEqual([]);
    expect(xmlProblems("<a/><b/>")).not.toEqual([]);
    expect(xmlProblems("<a>&amp;&#38;&#x26;</a>")).toEqual([]);
  });
});

describe("sitemapXml", () => {
  const entries = [
    ...localisedEntries({ de: "/de/programm/die-welle/7", en: "/en/programme/the-wave/7" }, SITE, "2025-08-01"),
    { loc: `${SITE}/de/suche?q=a&b=<c>` },
  ];
  const xml = sitemapXml(entries);

  it("is a well-formed urlset in the sitemaps namespace", () => {
    const document = parseXml(xml);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(document.documentElement.localName).toBe("urlset");
    expect(document.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(document.getElementsByTagName("url")).toHaveLength(3);
  });

  it("lists each language version with hreflang alternates de, en and x-default", () => {
    const document = parseXml(xml);
    const [de, en] = [...document.getElementsByTagName("url")];
    expect(de.getElementsByTagName("loc")[0].textContent).toBe(`${SITE}/de/programm/die-welle/7`);
    expect(en.getElementsByTagName("loc")[0].textContent).toBe(`${SITE}/en/programme/the-wave/7`);
    expect(de.getElementsByTagName("lastmod")[0].textContent).toBe("2025-08-01");
    for (const url of [de, en]) {
      expect(document.documentElement.getAttribute("xmlns:xhtml")).toBe(XHTML);
      const links = [...url.getElementsByTagName("xhtml:link")].map((link) => [
        link.getAttribute("rel"),
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]);
      expect(links).toEqual([
        ["alternate", "de", `${SITE}/de/programm/die-welle/7`],
        ["alternate", "en", `${SITE}/en/programme/the-wave/7`],
        ["alternate", "x-default", `${SITE}/de/programm/die-welle/7`],
      ]);
    }
  });

  it("escapes URLs and leaves out what is not given", () => {
    expect(xml).toContain("<loc>https://www.festival.example/de/suche?q=a&amp;b=&lt;c&gt;</loc>");
    const [, , third] = [...parseXml(xml).getElementsByTagName("url")];
    expect(third.getElementsByTagName("loc")[0].textContent).toBe(`${SITE}/de/suche?q=a&b=<c>`);
    expect(third.getElementsByTagName("lastmod")).toHaveLength(0);
  });

  it("an empty sitemap is still valid; more than 50,000 URLs are refused", () => {
    expect(parseXml(sitemapXml([])).getElementsByTagName("url")).toHaveLength(0);
    expect(() => sitemapXml(Array.from({ length: SITEMAP_LIMIT + 1 }, (_, i) => ({ loc: `${SITE}/${i}` })))).toThrow(RangeError);
  });
});

describe("rssXml", () => {
  const channel = {
    title: "News – Festival der Künste",
    link: `${SITE}/de/news`,
    description: "Neuigkeiten & Hinweise",
    language: "de-DE",
    selfUrl: `${SITE}/de/rss/news.xml`,
  };
  const items = [
    {
      title: "Programm <online> & bereit",
      link: `${SITE}/de/news/programm-online/1`,
      pubDate: "2025-06-01T10:00:00+02:00",
      description: 'Ab heute: <b>alles</b> über "das" Festival.',
      author: "Redaktion",
      categories: ["Festival", "Programm"],
      enclosure: { url: `${SITE}/media/news/1.jpg`, type: "image/jpeg", length: 12345 },
    },
    { title: "Zweite", link: `${SITE}/de/news/zweite/2`, guid: "news-2", pubDate: "2025-07-15T08:30:00Z", description: "" },
  ];
  const xml = rssXml(channel, items);

  it("is well-formed RSS 2.0 with an atom:link to itself", () => {
    const document = parseXml(xml);
    const rss = document.documentElement;
    expect(rss.localName).toBe("rss");
    expect(rss.getAttribute("version")).toBe("2.0");
    expect(rss.getAttribute("xmlns:atom")).toBe("http://www.w3.org/2005/Atom");
    expect(rss.getAttribute("xmlns:dc")).toBe("http://purl.org/dc/elements/1.1/");
    const self = document.getElementsByTagName("atom:link")[0];
    expect([self.getAttribute("href"), self.getAttribute("rel"), self.getAttribute("type")]).toEqual([
      `${SITE}/de/rss/news.xml`,
      "self",
      "application/rss+xml",
    ]);
    const channelElement = document.getElementsByTagName("channel")[0];
    const child = (name: string) => [...channelElement.children].find((element) => element.tagName === name)?.textContent;
    expect(child("title")).toBe("News – Festival der Künste");
    expect(child("description")).toBe("Neuigkeiten & Hinweise");
    expect(child("language")).toBe("de-DE");
    expect(child("lastBuildDate")).toBe("Tue, 15 Jul 2025 08:30:00 GMT");
  });

  it("writes items with RFC 822 dates, guids, escaped text, categories and enclosures", () => {
    const document = parseXml(xml);
    const [first, second] = [...document.getElementsByTagName("item")];
    const text = (item: Element, name: string) => item.getElementsByTagName(name)[0]?.textContent;
    expect(text(first, "title")).toBe("Programm <online> & bereit");
    expect(text(first, "description")).toBe('Ab heute: <b>alles</b> über "das" Festival.');
    expect(text(first, "pubDate")).toBe("Sun, 01 Jun 2025 08:00:00 GMT");
    expect(text(first, "guid")).toBe(`${SITE}/de/news/programm-online/1`);
    expect(first.getElementsByTagName("guid")[0].getAttribute("isPermaLink")).toBe("true");
    expect([...first.getElementsByTagName("category")].map((c) => c.textContent)).toEqual(["Festival", "Programm"]);
    expect(first.getElementsByTagName("dc:creator")[0].textContent).toBe("Redaktion");
    const enclosure = first.getElementsByTagName("enclosure")[0];
    expect([enclosure.getAttribute("url"), enclosure.getAttribute("type"), enclosure.getAttribute("length")]).toEqual([
      `${SITE}/media/news/1.jpg`,
      "image/jpeg",
      "12345",
    ]);
    expect(text(second, "guid")).toBe("news-2");
    expect(second.getElementsByTagName("guid")[0].getAttribute("isPermaLink")).toBe("false");
    expect(first.getElementsByTagName("author")).toHaveLength(0);
  });

  it("an empty feed has no lastBuildDate unless given", () => {
    expect(parseXml(rssXml(channel, [])).getElementsByTagName("lastBuildDate")).toHaveLength(0);
    const given = parseXml(rssXml({ ...channel, lastBuildDate: "2025-01-01T00:00:00Z" }, []));
    expect(given.getElementsByTagName("lastBuildDate")[0].textContent).toBe("Wed, 01 Jan 2025 00:00:00 GMT");
  });

  it("rfc822 turns any offset into GMT and refuses what is not a date", () => {
    expect(rfc822("2025-08-21T19:30:00+02:00")).toBe("Thu, 21 Aug 2025 17:30:00 GMT");
    expect(() => rfc822("soon")).toThrow(RangeError);
  });
});

describe("robotsTxt", () => {
  it("allows all but the staff calls, staff screens and the admin, and names the sitemap", () => {
    expect(robotsTxt("https://www.festival.example/")).toBe(
      [
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
        "Sitemap: https://www.festival.example/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});
