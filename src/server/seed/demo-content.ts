/**
 * Demo content of the invented "Festival der Künste" / "Festival of the Arts": pages in German
 * and English, redirects, site settings and the list of generated demo images. Pure data, no
 * database access; the seed writes it, the tests check it against the module schemas.
 *
 * The pages are written once with bilingual strings (`bi(de, en)`) and resolved into one
 * translation per language below, so both languages always share the same structure.
 */
import type { ModuleName } from "../../schemas/generated/modules";
import { currentDemoSeason, seasonDates, seasonTexts } from "./season";

export interface DemoModule {
  module: ModuleName;
  model: Record<string, unknown>;
  children?: DemoModule[];
}

export type SectionColour = "white" | "dark-teal" | "red" | "violet" | "burgundy" | "light-turquoise" | "yellow";
export type SectionLayout = 0 | 1 | 2 | 3 | 4 | 5;

export interface DemoSection {
  /** Unique across all pages and both languages, kebab-case, e.g. "festival-intro-de". */
  slug: string;
  model: {
    colour: SectionColour;
    layout: SectionLayout;
    image?: string;
    extra_class?: string;
    columns: { index: number; classes?: string }[];
  };
  /** One array of modules per column of the layout (its columns: `columnCountOf`, src/server/content/pages.ts). */
  columns: DemoModule[][];
}

export interface DemoTranslation {
  /** Without the language prefix and without leading slash; "" is the home page. */
  path: string;
  title: string;
  headline: string;
  meta_title: string;
  meta_description: string;
  og_title: string;
  og_description: string;
  sections: DemoSection[];
}

export interface DemoPage {
  key: string;
  parent?: string;
  content_type: "home" | "default" | "with-header-image";
  is_online: boolean;
  is_clickable: boolean;
  in_menu: boolean;
  in_footer: boolean;
  highlighted: boolean;
  og_image?: string;
  de: DemoTranslation;
  en: DemoTranslation;
}

export interface DemoImage {
  /** Media-library path, e.g. "demo/festival-opening.jpg". */
  path: string;
  width: number;
  height: number;
  title: string;
  /** Three hex colours the generated artwork is painted with. */
  palette: [string, string, string];
}

// ---------------------------------------------------------------------------------------------
// Images

export const demoImages: DemoImage[] = [
  { path: "demo/festival-opening.jpg", width: 1600, height: 1000, title: "Eröffnung", palette: ["#b3122e", "#f2b705", "#2a0f3f"] },
  { path: "demo/dance-ensemble.jpg", width: 1600, height: 1000, title: "Tanz", palette: ["#0f4c5c", "#7ed3c6", "#f6efe3"] },
  { path: "demo/theatre-stage.jpg", width: 1600, height: 1000, title: "Theater", palette: ["#5b1a3a", "#e85d4a", "#fbe3c4"] },
  { path: "demo/concert-night.jpg", width: 1600, height: 1000, title: "Konzert", palette: ["#1d1b4c", "#6c4ab6", "#ffd166"] },
  { path: "demo/festival-centre.jpg", width: 1600, height: 1000, title: "Festivalzentrum", palette: ["#174a4a", "#e7c34a", "#f3efe6"] },
  { path: "demo/audience-evening.jpg", width: 1600, height: 1000, title: "Publikum", palette: ["#2b2d42", "#ef8354", "#bfc0c0"] },
  { path: "demo/open-air-stage.jpg", width: 1600, height: 1000, title: "Open Air", palette: ["#0b6e4f", "#f4d35e", "#ee964b"] },
  { path: "demo/light-installation.jpg", width: 1600, height: 1000, title: "Licht", palette: ["#10002b", "#c77dff", "#48cae4"] },
  { path: "demo/workshop-youth.jpg", width: 1600, height: 1000, title: "Werkstatt", palette: ["#f25c54", "#f7b267", "#355070"] },
  { path: "demo/harbour-hall.jpg", width: 1600, height: 1000, title: "Hafenhalle", palette: ["#03405e", "#9ad1d4", "#e0a458"] },
  { path: "demo/portrait-director.jpg", width: 1000, height: 1250, title: "Porträt", palette: ["#6a1e55", "#d8a7b1", "#f8f1e7"] },
  { path: "demo/portrait-choreographer.jpg", width: 1000, height: 1250, title: "Choreografie", palette: ["#1b4332", "#95d5b2", "#fefae0"] },
  { path: "demo/preview-2026.jpg", width: 1600, height: 1000, title: "2026", palette: ["#3d405b", "#81b29a", "#f2cc8f"] },
  { path: "demo/logo-lichtwerk.jpg", width: 800, height: 400, title: "Stiftung Lichtwerk", palette: ["#fdfcf8", "#c1121f", "#1d1d1d"] },
  { path: "demo/logo-kulturfonds.jpg", width: 800, height: 400, title: "Kulturfonds", palette: ["#fdfcf8", "#005f73", "#1d1d1d"] },
  { path: "demo/logo-nordhafen.jpg", width: 800, height: 400, title: "Nordhafen Energie", palette: ["#fdfcf8", "#ee9b00", "#1d1d1d"] },
  { path: "demo/logo-weitklang.jpg", width: 800, height: 400, title: "Radio Weitklang", palette: ["#fdfcf8", "#6a4c93", "#1d1d1d"] },
];

// ---------------------------------------------------------------------------------------------
// Settings and redirects

/** The season of this seeding (season.ts); the texts below are written for 2025 and moved to it. */
const season = currentDemoSeason();

export const demoSettings: {
  VERSION: "final";
  FESTIVAL_DATES: { de: string; en: string };
  TAG_MANAGER_ID: null;
} = {
  VERSION: "final",
  FESTIVAL_DATES: seasonDates(season),
  TAG_MANAGER_ID: null,
};

/** The staff account of the demo data; its password is in the README, for local use only. */
export const demoEditor = {
  email: "redaktion@festival.example",
  username: "Redaktion",
  password: "festival-demo-2025",
  adminMenus: ["pages", "news", "magazine", "productions", "venues", "forms", "press"],
  // The demo account runs the whole admin, users included (docs/admin.md).
  role: "admin" as const,
};

export const demoRedirects: { old_path: string; new_path: string }[] = [
  { old_path: "/de/programm-2024", new_path: "/de/festival" },
  { old_path: "/en/programme-2024", new_path: "/en/festival" },
  { old_path: "/en/old-tickets", new_path: "/en/tickets-and-access" },
  { old_path: "/de/anfahrt", new_path: "/de/tickets-und-anfahrt" },
];

// ---------------------------------------------------------------------------------------------
// Authoring helpers (bilingual specs, resolved per language at the bottom of the file)

type Lang = "de" | "en";

/** A string in both languages; replaced by one of them when the page is resolved. */
class Bi {
  constructor(
    readonly de: string,
    readonly en: string,
  ) {}
}
const bi = (de: string, en: string) => new Bi(de, en);

interface SpecModule {
  module: ModuleName;
  model: Record<string, unknown>;
  children?: SpecModule[];
}

interface SpecSection {
  /** Slug without the language suffix. */
  slug: string;
  colour: SectionColour;
  layout: SectionLayout;
  image?: string;
  extra_class?: string;
  classes?: (string | undefined)[];
  columns: SpecModule[][];
}

interface SpecPage {
  key: string;
  parent?: string;
  content_type: DemoPage["content_type"];
  is_online?: boolean;
  is_clickable?: boolean;
  in_menu?: boolean;
  in_footer?: boolean;
  highlighted?: boolean;
  og_image?: string;
  path: Bi;
  title: Bi;
  headline: Bi;
  meta_title: Bi;
  meta_description: Bi;
  og_title?: Bi;
  og_description?: Bi;
  sections: SpecSection[];
}

const paths = {
  home: bi("", ""),
  festival: bi("festival", "festival"),
  about: bi("festival/ueber-uns", "festival/about-us"),
  programme: bi("programm", "programme"),
  tickets: bi("tickets-und-anfahrt", "tickets-and-access"),
  centre: bi("festivalzentrum", "festival-centre"),
  faq: bi("faq", "faq"),
  accessibility: bi("barrierefreiheit", "accessibility"),
  contact: bi("kontakt", "contact"),
  imprint: bi("impressum", "imprint"),
  privacy: bi("datenschutz", "privacy"),
  terms: bi("agb", "terms"),
  preview: bi("vorschau-2026", "preview-2026"),
  // The list screens (docs/programme.md): their pages hold title, meta and an editable intro.
  calendar: bi("kalender", "calendar"),
  venues: bi("spielorte", "venues"),
  news: bi("news", "news"),
  magazine: bi("magazin", "magazine"),
  press: bi("presse", "press"),
} satisfies Record<string, Bi>;

type PageKey = keyof typeof paths;

/** The language-prefixed URL of a demo page, e.g. "/de/festival", optionally with a fragment. */
function to(key: PageKey, hash?: string): Bi {
  const p = paths[key];
  const url = (lang: Lang) => `/${lang}${p[lang] ? `/${p[lang]}` : ""}${hash ? `#${hash}` : ""}`;
  return bi(url("de"), url("en"));
}

const mod = (module: ModuleName, model: Record<string, unknown>, children?: SpecModule[]): SpecModule =>
  children ? { module, model, children } : { module, model };

type Level = 1 | 2 | 3 | 4 | 5 | 6 | "1" | "2" | "3" | "4" | "5" | "6";
const headline = (headline_level: Level, content: Bi, extra: Record<string, unknown> = {}) => mod("headline", { headline_level, content, ...extra });

const text = (content: Bi, extra: Record<string, unknown> = {}) => mod("text", { content, extra_class: "regular", ...extra });

const link = (content: Bi, target: Bi | string, extra: Record<string, unknown> = {}) =>
  mod("link", {
    content,
    ...(typeof target === "string" ? { link_url: target } : { link: target }),
    extra_class: "",
    ...extra,
  });

const faqItem = (question: Bi, answer: Bi) => mod("faq-item", { content: question }, [text(answer)]);

const contactMail = "info@festival-der-kuenste.example";
const pressMail = "presse@festival-der-kuenste.example";
const ticketMail = "tickets@festival-der-kuenste.example";
const privacyMail = "datenschutz@festival-der-kuenste.example";
const ticketShop = "https://tickets.festival-der-kuenste.example";

/** The page of a list screen: in the menu, with its intro as one text section. */
function listPage(key: "calendar" | "venues" | "news" | "magazine" | "press", page: { title: Bi; headline: Bi; description: Bi; intro: Bi }): SpecPage {
  return {
    key,
    content_type: "default",
    in_menu: true,
    path: paths[key],
    title: page.title,
    headline: page.headline,
    meta_title: bi(`${page.title.de} – Festival der Künste`, `${page.title.en} – Festival of the Arts`),
    meta_description: page.description,
    sections: [{ slug: `${key}-intro`, colour: "white", layout: 0, columns: [[text(page.intro)]] }],
  };
}

// ---------------------------------------------------------------------------------------------
// Pages

const specs: SpecPage[] = [
  // --- Home ------------------------------------------------------------------------------------
  {
    key: "home",
    content_type: "home",
    og_image: "demo/festival-opening.jpg",
    path: paths.home,
    title: bi("Startseite", "Home"),
    headline: bi("Festival der Künste 2025", "Festival of the Arts 2025"),
    meta_title: bi("Festival der Künste 2025 – Theater, Tanz, Musik und Performance", "Festival of the Arts 2025 – theatre, dance, music and performance"),
    meta_description: bi(
      "Vom 21. August bis 21. September 2025 verwandelt das Festival der Künste die Metropolregion in eine Bühne: 38 Produktionen an zwölf Spielorten.",
      "From 21 August to 21 September 2025 the Festival of the Arts turns the metropolitan region into a stage: 38 productions at twelve venues.",
    ),
    og_title: bi("Festival der Künste 2025", "Festival of the Arts 2025"),
    og_description: bi(
      "Vier Wochen Theater, Tanz, Musik und Performance in Industriehallen, Häfen und Stadtparks.",
      "Four weeks of theatre, dance, music and performance in industrial halls, harbours and city parks.",
    ),
    sections: [
      {
        slug: "home-intro",
        colour: "white",
        layout: 0,
        columns: [
          [
            headline(1, bi("Festival der Künste 2025", "Festival of the Arts 2025"), {
              preline: bi("21.8. bis 21.9.2025", "21 Aug to 21 Sep 2025"),
              subline: bi("Vier Wochen, zwölf Spielorte, eine Region als Bühne", "Four weeks, twelve venues, one region as a stage"),
            }),
            text(
              bi(
                "<p>Theater in der Hafenhalle, Tanz auf dem Wasserturm, ein Chor aus tausend Stimmen im Stadtpark: In diesem Spätsommer laden 38 Produktionen aus 19 Ländern dazu ein, die Region mit neuen Augen zu sehen.</p>",
                "<p>Theatre in the harbour hall, dance on top of the water tower, a choir of a thousand voices in the city park: this late summer, 38 productions from 19 countries invite you to see the region with new eyes.</p>",
              ),
              { extra_class: "big" },
            ),
            link(bi("Zum Programm", "See the programme"), to("programme"), { extra_class: "button" }),
            link(bi("Tickets und Festivalpass", "Tickets and festival pass"), to("tickets"), { extra_class: "button" }),
          ],
        ],
      },
      {
        slug: "home-welcome",
        colour: "dark-teal",
        layout: 1,
        columns: [
          [
            headline(2, bi("Willkommen beim Festival", "Welcome to the festival")),
            text(
              bi(
                "<p>Das Festival der Künste bespielt jeden Spätsommer Orte, an denen man keine Kunst erwartet: stillgelegte Zechen, Lagerhallen am Kanal, Parkhäuser und Stadtteilplätze. In diesem Jahr stehen Begegnungen im Mittelpunkt – zwischen Künstlerinnen und Künstlern aus aller Welt und den Menschen, die hier leben und arbeiten.</p>",
                "<p>Every late summer the Festival of the Arts takes over places where you would not expect art: disused collieries, warehouses by the canal, car parks and neighbourhood squares. This year is all about encounters – between artists from around the world and the people who live and work here.</p>",
              ),
            ),
            link(bi("Mehr über das Festival", "More about the festival"), to("festival")),
          ],
          [
            mod("quote", {
              content: bi(
                "Wir wollen, dass man nach einer Vorstellung die eigene Straße anders sieht als vorher.",
                "We want people to see their own street differently after a performance.",
              ),
              author: bi("Mara Lindqvist, künstlerische Leiterin", "Mara Lindqvist, artistic director"),
            }),
          ],
        ],
      },
      {
        slug: "home-centre-teaser",
        colour: "white",
        layout: 0,
        columns: [
          [
            mod("full-teaser", {
              extra_class: "default",
              image: "demo/festival-centre.jpg",
              link: to("centre"),
              link_text: bi("Zum Festivalzentrum", "Visit the festival centre"),
              preline: bi("Neu in diesem Jahr", "New this year"),
              headline: bi("Treffpunkt Alter Güterbahnhof", "Meet us at the Old Freight Station"),
              text: bi(
                "Kasse, Bar und Bühne unter einem Dach: Das Festivalzentrum ist täglich ab 14 Uhr geöffnet, bei freiem Eintritt zu Konzerten, Gesprächen und Late-Night-Partys.",
                "Box office, bar and stage under one roof: the festival centre opens daily from 2 pm, with free entry to concerts, talks and late-night parties.",
              ),
            }),
          ],
        ],
      },
      {
        slug: "home-trailer",
        colour: "violet",
        layout: 3,
        columns: [
          [
            mod("video", {
              video_url: "https://www.youtube.com/watch?v=Fk3vT9qLm2A",
              title: bi("Festivaltrailer 2025", "Festival trailer 2025"),
              length: "1:42",
              image_url: "/media/demo/audience-evening.jpg",
            }),
          ],
          [
            headline(2, bi("Der Trailer ist da", "Watch the trailer")),
            text(
              bi(
                "<p>Neunzig Sekunden Vorfreude: Unser Trailer entstand bei den Proben in der Hafenhalle, auf dem Wasserturm und im Stadtpark. Musik: Hafenorchester.</p>",
                "<p>Ninety seconds of anticipation: our trailer was filmed during rehearsals in the harbour hall, on top of the water tower and in the city park. Music by the Harbour Orchestra.</p>",
              ),
            ),
            link(bi("Alle Videos im Programm", "All videos in the programme"), to("programme", "videos")),
          ],
        ],
      },
      {
        slug: "home-social",
        colour: "light-turquoise",
        layout: 4,
        columns: [
          [
            headline(3, bi("Auf Instagram", "On Instagram")),
            mod("social-media", {
              media_type: "instagram",
              embed:
                '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C9xKd2LmQpA/" data-instgrm-version="14"><a href="https://www.instagram.com/p/C9xKd2LmQpA/">Ein Beitrag von Festival der Künste (@festival_der_kuenste_demo)</a></blockquote>',
            }),
          ],
          [
            headline(3, bi("Neuigkeiten", "News")),
            mod("social-media", {
              media_type: "twitter",
              embed: bi(
                '<blockquote class="twitter-tweet"><p lang="de" dir="ltr">Der Vorverkauf läuft! Ab heute gibt es alle Tickets und den Festivalpass online und im Festivalzentrum.</p>— Festival der Künste (@fdk_festival_demo) <a href="https://twitter.com/fdk_festival_demo/status/1816234509876543210">3. Juni 2025</a></blockquote>',
                '<blockquote class="twitter-tweet"><p lang="en" dir="ltr">Tickets are on sale! From today all tickets and the festival pass are available online and at the festival centre.</p>— Festival of the Arts (@fdk_festival_demo) <a href="https://twitter.com/fdk_festival_demo/status/1816234509876543211">3 June 2025</a></blockquote>',
              ),
            }),
          ],
          [
            headline(3, bi("Zum Hören", "Listen")),
            mod("audio", {
              embed: bi(
                '<iframe src="https://open.spotify.com/embed/episode/4fKd9QzT2mVb8xLp1RcW0e" width="100%" height="152" title="Festival-Podcast, Folge 1: Die Stadt als Bühne"></iframe>',
                '<iframe src="https://open.spotify.com/embed/episode/4fKd9QzT2mVb8xLp1RcW0e" width="100%" height="152" title="Festival podcast, episode 1: the city as a stage"></iframe>',
              ),
            }),
            text(
              bi(
                "<p>Im Festival-Podcast sprechen Künstlerinnen und Künstler über ihre Arbeit. Neue Folgen jeden Freitag.</p>",
                "<p>In the festival podcast artists talk about their work. New episodes every Friday.</p>",
              ),
            ),
          ],
        ],
      },
    ],
  },

  // --- Festival ---------------------------------------------------------------------------------
  {
    key: "festival",
    content_type: "default",
    in_menu: true,
    highlighted: true,
    og_image: "demo/audience-evening.jpg",
    path: paths.festival,
    title: bi("Festival", "Festival"),
    headline: bi("Das Festival", "The festival"),
    meta_title: bi("Das Festival – Festival der Künste", "The festival – Festival of the Arts"),
    meta_description: bi(
      "Seit 2002 bringt das Festival der Künste internationale Produktionen an ungewöhnliche Orte der Metropolregion. Erfahren Sie mehr über Idee, Orte und Geschichte.",
      "Since 2002 the Festival of the Arts has brought international productions to unusual places in the metropolitan region. Learn about its idea, venues and history.",
    ),
    og_title: bi("Über das Festival der Künste", "About the Festival of the Arts"),
    og_description: bi(
      "Internationale Kunst an ungewöhnlichen Orten: Idee, Spielorte und Geschichte des Festivals.",
      "International art in unusual places: the idea, venues and history of the festival.",
    ),
    sections: [
      {
        slug: "festival-intro",
        colour: "red",
        layout: 0,
        image: "demo/festival-opening.jpg",
        extra_class: "hero",
        columns: [
          [
            text(
              bi(
                "<p>Das Festival der Künste ist ein internationales Festival für Theater, Tanz, Musik und Performance. Vier Wochen lang verwandelt es Hallen, Plätze und Landschaften der Metropolregion in Bühnen – und lädt alle ein, die Lust auf Neues haben.</p>",
                "<p>The Festival of the Arts is an international festival of theatre, dance, music and performance. For four weeks it turns halls, squares and landscapes across the metropolitan region into stages – and welcomes everyone who is curious.</p>",
              ),
              { extra_class: "big", add_additional_space: true },
            ),
          ],
        ],
      },
      {
        slug: "festival-idea",
        colour: "white",
        layout: 0,
        columns: [
          [
            mod("two-column", {
              extra_class: "image-left",
              image: "demo/harbour-hall.jpg",
              headline: bi("Kunst, wo sie keiner erwartet", "Art where nobody expects it"),
              show_more: true,
              text: bi(
                "<p>Als das Festival 2002 zum ersten Mal stattfand, standen viele Industriebauten der Region leer. Die Idee war einfach: Künstlerinnen und Künstler aus aller Welt sollten diese Orte neu entdecken und für ein paar Wochen mit Leben füllen.</p><p>Daraus ist eine Tradition geworden. Jede Produktion entsteht für ihren Ort oder wird für ihn neu eingerichtet – ob für die 200 Meter lange Hafenhalle, den Salzspeicher am Kanal oder einen Kreisverkehr mitten in der Stadt.</p><p>Wichtig ist uns dabei, wer im Publikum sitzt. Deshalb gibt es <strong>günstige Tickets ab 12 Euro</strong>, viele Veranstaltungen bei freiem Eintritt und Formate, bei denen die Menschen aus der Nachbarschaft selbst auf der Bühne stehen.</p><ul><li>38 Produktionen, davon 14 Uraufführungen</li><li>12 Spielorte in 8 Städten</li><li>über 400 Mitwirkende aus 19 Ländern</li></ul>",
                "<p>When the festival first took place in 2002, many of the region's industrial buildings stood empty. The idea was simple: artists from all over the world would rediscover these places and fill them with life for a few weeks.</p><p>That idea has become a tradition. Every production is created for its venue or newly adapted to it – whether it is the 200-metre harbour hall, the salt warehouse by the canal or a roundabout in the middle of town.</p><p>We care about who is in the audience. That is why there are <strong>affordable tickets from 12 euros</strong>, many events with free entry and formats in which people from the neighbourhood take the stage themselves.</p><ul><li>38 productions, 14 of them world premieres</li><li>12 venues in 8 towns</li><li>more than 400 artists from 19 countries</li></ul>",
              ),
            }),
          ],
        ],
      },
      {
        slug: "festival-venues",
        colour: "dark-teal",
        layout: 0,
        columns: [
          [
            headline(2, bi("Unsere Spielorte", "Our venues"), {
              subline: bi("Zwölf Orte zwischen Hafen, Zeche und Stadtpark", "Twelve places between harbour, colliery and city park"),
            }),
            mod("image-list", { extra_class: "fullgrid", anchor: "spielorte" }, [
              mod("image-list-item", {
                image: "demo/harbour-hall.jpg",
                title: bi("Hafenhalle 3", "Harbour Hall 3"),
                description: bi("Ehemalige Lagerhalle mit 1.200 Plätzen direkt am Kanal.", "Former warehouse with 1,200 seats right on the canal."),
              }),
              mod("image-list-item", {
                image: "demo/festival-centre.jpg",
                title: bi("Alter Güterbahnhof", "Old Freight Station"),
                description: bi("Unser Festivalzentrum mit Kasse, Bar und Bühne.", "Our festival centre with box office, bar and stage."),
                link: to("centre"),
              }),
              mod("image-list-item", {
                image: "demo/open-air-stage.jpg",
                title: bi("Stadtpark", "City park"),
                description: bi("Open-Air-Bühne auf der großen Wiese, bei jedem Wetter.", "Open-air stage on the big lawn, rain or shine."),
              }),
              mod("image-list-item", {
                image: "demo/light-installation.jpg",
                title: bi("Wasserturm", "Water tower"),
                description: bi("Dachterrasse in 40 Metern Höhe, mit Aufzug erreichbar.", "Roof terrace 40 metres up, accessible by lift."),
              }),
            ]),
          ],
        ],
      },
      {
        slug: "festival-image",
        colour: "white",
        layout: 0,
        columns: [
          [
            mod("image", {
              image: "demo/audience-evening.jpg",
              alias: "big",
              alt: bi(
                "Publikum sitzt in der Abenddämmerung auf Holzbänken vor einer beleuchteten Bühne",
                "Audience seated on wooden benches in the evening light in front of an illuminated stage",
              ),
              description: bi("Abendstimmung vor der Hafenhalle, Festival 2024", "Evening outside the harbour hall, festival 2024"),
            }),
          ],
        ],
      },
      {
        slug: "festival-more",
        colour: "light-turquoise",
        layout: 0,
        columns: [
          [
            headline(3, bi("Mehr entdecken", "Discover more")),
            mod("teaser-list", { extra_class: "standard" }, [
              mod("teaser-item", {
                image: "demo/portrait-director.jpg",
                link: to("about"),
                link_text: bi("Über uns", "About us"),
                headline: bi("Das Team hinter dem Festival", "The team behind the festival"),
                text: bi(
                  "Wer plant das Programm, wer baut die Bühnen? Lernen Sie die Menschen kennen, die das Festival möglich machen.",
                  "Who plans the programme, who builds the stages? Meet the people who make the festival happen.",
                ),
              }),
              mod("teaser-item", {
                image: "demo/workshop-youth.jpg",
                link: to("programme", "mitmachen"),
                link_text: bi("Mitmachen", "Take part"),
                headline: bi("Festival zum Mitmachen", "A festival to take part in"),
                text: bi(
                  "Werkstätten für Kinder und Jugendliche, offene Proben und der große Sommerchor: Hier wird Publikum zum Ensemble.",
                  "Workshops for children and young people, open rehearsals and the big summer choir: here the audience becomes the ensemble.",
                ),
              }),
              mod("teaser-item", {
                image: "demo/festival-centre.jpg",
                link: to("accessibility"),
                link_text: bi("Barrierefreiheit", "Accessibility"),
                headline: bi("Ein Festival für alle", "A festival for everyone"),
                text: bi(
                  "Audiodeskription, Vorstellungen mit Gebärdensprache und entspannte Vorstellungen: So machen wir das Festival zugänglich.",
                  "Audio description, sign-language performances and relaxed performances: how we make the festival accessible.",
                ),
              }),
            ]),
          ],
        ],
      },
      {
        slug: "festival-history",
        colour: "burgundy",
        layout: 0,
        columns: [
          [
            mod("full-teaser", {
              extra_class: "full-image",
              image: "demo/theatre-stage.jpg",
              link: to("programme"),
              link_text: bi("Zum Programm 2025", "To the 2025 programme"),
              preline: bi("Seit 2002", "Since 2002"),
              headline: bi("Über 20 Jahre Festivalgeschichte", "More than 20 years of festival history"),
              text: bi(
                "Mehr als 900 Produktionen und über eine Million Besucherinnen und Besucher: Das Festival hat die Kulturlandschaft der Region geprägt – und erfindet sich jedes Jahr neu.",
                "More than 900 productions and over a million visitors: the festival has shaped the region's cultural landscape – and reinvents itself every year.",
              ),
            }),
          ],
        ],
      },
    ],
  },

  // --- About us (child of festival) -------------------------------------------------------------
  {
    key: "about",
    parent: "festival",
    content_type: "default",
    in_menu: true,
    og_image: "demo/portrait-director.jpg",
    path: paths.about,
    title: bi("Über uns", "About us"),
    headline: bi("Über uns", "About us"),
    meta_title: bi("Über uns – Festival der Künste", "About us – Festival of the Arts"),
    meta_description: bi(
      "Künstlerische Leitung, Team und Trägerschaft des Festivals der Künste: wer wir sind und wie wir arbeiten.",
      "Artistic direction, team and organisation of the Festival of the Arts: who we are and how we work.",
    ),
    og_title: bi("Das Team des Festivals der Künste", "The team of the Festival of the Arts"),
    og_description: bi("Lernen Sie die Menschen hinter dem Festival kennen.", "Meet the people behind the festival."),
    sections: [
      {
        slug: "about-direction",
        colour: "white",
        layout: 2,
        columns: [
          [
            mod("image", {
              image: "demo/portrait-director.jpg",
              alias: "vertical",
              alt: bi("Porträt der künstlerischen Leiterin Mara Lindqvist", "Portrait of artistic director Mara Lindqvist"),
              description: bi("Mara Lindqvist leitet das Festival seit 2021.", "Mara Lindqvist has directed the festival since 2021."),
            }),
          ],
          [
            headline(2, bi("Künstlerische Leitung", "Artistic direction")),
            text(
              bi(
                "<p>Mara Lindqvist leitet das Festival der Künste seit 2021. Zuvor kuratierte sie Programme für Theaterhäuser und Festivals in Skandinavien und den Niederlanden. Ihr Interesse gilt Formaten, die den Alltag der Menschen berühren: Aufführungen in Wohnzimmern, auf Marktplätzen und in Werkshallen.</p><p>„Ein Festival ist eine Verabredung auf Zeit“, sagt sie. „Für vier Wochen treffen sich Menschen, die sich sonst nie begegnen würden.“</p>",
                "<p>Mara Lindqvist has directed the Festival of the Arts since 2021. Before that she curated programmes for theatres and festivals in Scandinavia and the Netherlands. She is drawn to formats that touch people's everyday lives: performances in living rooms, market squares and factory halls.</p><p>“A festival is a temporary appointment,” she says. “For four weeks, people meet who would otherwise never cross paths.”</p>",
              ),
            ),
            headline(4, bi("Programmteam", "Programme team")),
            text(
              bi(
                "<p>Das Programm entsteht in einem kleinen Team aus Dramaturginnen und Dramaturgen, die das ganze Jahr über reisen, Proben besuchen und Künstlerinnen und Künstler in die Region einladen.</p>",
                "<p>The programme is developed by a small team of dramaturges who travel throughout the year, visit rehearsals and invite artists to the region.</p>",
              ),
            ),
          ],
        ],
      },
      {
        slug: "about-quote",
        colour: "yellow",
        layout: 0,
        columns: [
          [
            mod("quote", {
              content: bi(
                "Das Schönste an diesem Festival ist, dass ein Kranführer und eine Choreografin nach der Vorstellung am selben Tisch sitzen und über dasselbe Stück streiten.",
                "The best thing about this festival is that a crane operator and a choreographer sit at the same table after the show and argue about the same piece.",
              ),
              author: bi("Tomás Ferreira-Kuhn, Choreograf", "Tomás Ferreira-Kuhn, choreographer"),
            }),
          ],
        ],
      },
      {
        slug: "about-organisation",
        colour: "white",
        layout: 3,
        columns: [
          [
            headline(3, bi("Wer wir sind", "Who we are")),
            headline(5, bi("Trägerschaft", "Organisation")),
            text(
              bi(
                "<p>Veranstalter ist die gemeinnützige Festival der Künste gGmbH. Gesellschafter sind die acht Städte der Metropolregion und der Kulturfonds der Metropolregion.</p>",
                "<p>The festival is run by the non-profit Festival der Künste gGmbH. Its shareholders are the eight towns of the metropolitan region and the Metropolitan Region Culture Fund.</p>",
              ),
            ),
            headline(6, bi("Nachhaltigkeit", "Sustainability")),
            text(
              bi(
                "<p>Wir bauen Bühnenbilder aus wiederverwendbaren Modulen, reisen mit der Bahn und beziehen Ökostrom. Unseren Nachhaltigkeitsbericht schicken wir Ihnen gerne zu.</p>",
                "<p>We build our sets from reusable modules, travel by train and use green electricity. We are happy to send you our sustainability report.</p>",
              ),
            ),
          ],
          [
            mod("image", {
              image: "demo/workshop-youth.jpg",
              alias: "horizontal",
              alt: bi(
                "Jugendliche bauen in einer Werkstatt gemeinsam ein Bühnenbild aus Holzkisten",
                "Young people building a stage set out of wooden crates together in a workshop",
              ),
              description: bi("Jugendwerkstatt im Alten Güterbahnhof", "Youth workshop at the Old Freight Station"),
            }),
          ],
        ],
      },
      {
        slug: "about-behind-the-scenes",
        colour: "dark-teal",
        layout: 0,
        columns: [
          [
            headline("2", bi("Hinter den Kulissen", "Behind the scenes")),
            mod("video", {
              video_url: "https://vimeo.com/874512903",
              title: bi("Aufbau in der Hafenhalle", "Setting up in the harbour hall"),
              length: "4:18",
            }),
            mod("image-list", { extra_class: "standard" }, [
              mod("image-list-item", {
                image: "demo/portrait-choreographer.jpg",
                title: bi("Probe mit Compagnie Lumen Nord", "Rehearsal with Compagnie Lumen Nord"),
              }),
              mod("image-list-item", {
                image: "demo/light-installation.jpg",
                title: bi("Lichtprobe im Wasserturm", "Light check in the water tower"),
              }),
              mod("image-list-item", {
                image: "demo/harbour-hall.jpg",
                title: bi("Bühnenbau in der Hafenhalle", "Building the stage in the harbour hall"),
              }),
            ]),
            link(bi("Offene Stellen und Praktika", "Jobs and internships"), to("contact", "jobs")),
          ],
        ],
      },
      {
        slug: "about-partners",
        colour: "white",
        layout: 0,
        columns: [
          [
            mod("logo-list", { headline: bi("Förderer und Partner", "Funders and partners") }, [
              mod("logo-item", {
                image: "demo/logo-lichtwerk.jpg",
                image_alt: bi("Logo der Stiftung Lichtwerk", "Logo of Stiftung Lichtwerk"),
                text: bi("Hauptförderer", "Main funder"),
              }),
              mod("logo-item", {
                image: "demo/logo-kulturfonds.jpg",
                image_alt: bi("Logo des Kulturfonds der Metropolregion", "Logo of the Metropolitan Region Culture Fund"),
                text: bi("Öffentliche Förderung", "Public funding"),
              }),
              mod("logo-item", {
                image: "demo/logo-nordhafen.jpg",
                image_alt: bi("Logo von Nordhafen Energie", "Logo of Nordhafen Energie"),
                text: bi("Partner des Festivalzentrums", "Partner of the festival centre"),
                link: to("centre"),
              }),
              mod("logo-item", {
                image: "demo/logo-weitklang.jpg",
                image_alt: bi("Logo von Radio Weitklang", "Logo of Radio Weitklang"),
                image_copyright: "Radio Weitklang",
                text: bi("Medienpartner", "Media partner"),
              }),
            ]),
          ],
        ],
      },
    ],
  },

  // --- Programme --------------------------------------------------------------------------------
  {
    key: "programme",
    content_type: "default",
    in_menu: true,
    highlighted: true,
    og_image: "demo/dance-ensemble.jpg",
    path: paths.programme,
    title: bi("Programm", "Programme"),
    headline: bi("Programm 2025", "Programme 2025"),
    meta_title: bi("Programm 2025 – Festival der Künste", "Programme 2025 – Festival of the Arts"),
    meta_description: bi(
      "38 Produktionen aus Theater, Tanz, Musik und Performance: das vollständige Programm des Festivals der Künste vom 21.8. bis 21.9.2025.",
      "38 productions of theatre, dance, music and performance: the full programme of the Festival of the Arts from 21 Aug to 21 Sep 2025.",
    ),
    og_title: bi("Das Programm 2025", "The 2025 programme"),
    og_description: bi("Uraufführungen, Gastspiele und Konzerte an zwölf Spielorten.", "World premieres, guest performances and concerts at twelve venues."),
    sections: [
      {
        slug: "programme-intro",
        colour: "violet",
        layout: 1,
        columns: [
          [
            headline(2, bi("Vier Wochen, 38 Produktionen", "Four weeks, 38 productions")),
            text(
              bi(
                "<p>Das Programm 2025 erzählt von Übergängen: vom Tag in die Nacht, von der Arbeit in die Freizeit, von einem Land ins andere. Viele Produktionen entstehen gemeinsam mit Menschen aus der Region – als Chor, als Statisterie oder als Expertinnen und Experten ihres Alltags.</p>",
                "<p>The 2025 programme is about transitions: from day into night, from work into leisure, from one country to another. Many productions are created together with people from the region – as a choir, as extras or as experts of their own everyday lives.</p>",
              ),
            ),
          ],
          [
            mod("viewer", {
              media_type: "issuu",
              embed: bi(
                '<iframe src="https://e.issuu.com/embed.html?d=programmheft-2025&amp;u=festivalderkuenste" width="100%" height="420" title="Programmheft 2025 zum Durchblättern"></iframe>',
                '<iframe src="https://e.issuu.com/embed.html?d=programme-booklet-2025&amp;u=festivalderkuenste" width="100%" height="420" title="Browse the 2025 programme booklet"></iframe>',
              ),
            }),
          ],
        ],
      },
      {
        slug: "programme-productions",
        colour: "white",
        layout: 0,
        columns: [
          [
            headline(2, bi("Ausgewählte Produktionen", "Selected productions")),
            mod("teaser-list", { extra_class: "slide" }, [
              mod("teaser-item", {
                image: "demo/dance-ensemble.jpg",
                link: to("tickets"),
                link_text: bi("Tickets", "Tickets"),
                preline: bi("22.–24.8. · Wasserturm", "22–24 Aug · Water tower"),
                headline: bi("Die Stunde der Vögel", "The Hour of the Birds"),
                subline: bi("Compagnie Lumen Nord · Uraufführung", "Compagnie Lumen Nord · world premiere"),
                text: bi(
                  "Beginn jeweils 5:30 Uhr. Heißer Kaffee für alle Frühaufsteherinnen und Frühaufsteher inklusive.",
                  "Starts at 5.30 am each day. Hot coffee for all early birds included.",
                ),
              }),
              mod("teaser-item", {
                image: "demo/theatre-stage.jpg",
                link: to("tickets"),
                link_text: bi("Tickets", "Tickets"),
                preline: bi("28.8.–6.9. · Hafenhalle 3", "28 Aug–6 Sep · Harbour Hall 3"),
                headline: bi("Grenzgänger", "Border Crossers"),
                subline: bi(
                  "Ensemble Fieldwork · in deutscher und polnischer Sprache mit Übertiteln",
                  "Ensemble Fieldwork · in German and Polish with surtitles",
                ),
                text: bi("Dauer ca. 2 Stunden, keine Pause.", "Approx. 2 hours, no interval."),
              }),
              mod("teaser-item", {
                image: "demo/concert-night.jpg",
                link: to("tickets"),
                link_text: bi("Tickets", "Tickets"),
                preline: bi("13.9. · Nordhafen", "13 Sep · North harbour"),
                headline: bi("Nachtmusik für Kräne", "Night Music for Cranes"),
                subline: bi("Hafenorchester und Gäste", "Harbour Orchestra and guests"),
                text: bi("Freier Eintritt, Sitzkissen mitbringen.", "Free entry, bring a cushion."),
              }),
              mod("teaser-item", {
                image: "demo/light-installation.jpg",
                link: to("programme", "archiv-der-gesten"),
                link_text: bi("Mehr erfahren", "Learn more"),
                preline: bi("täglich · Salzspeicher", "daily · Salt warehouse"),
                headline: bi("Archiv der Gesten", "Archive of Gestures"),
                subline: bi("Installation und Performance", "Installation and performance"),
                text: bi(
                  "Hundert Menschen aus der Region haben uns eine Geste geschenkt, die sie bei der Arbeit jeden Tag machen. Daraus ist ein Archiv aus Licht und Bewegung entstanden.",
                  "A hundred people from the region gave us a gesture they make at work every day. The result is an archive of light and movement.",
                ),
              }),
            ]),
          ],
        ],
      },
      {
        slug: "programme-gallery",
        colour: "white",
        layout: 0,
        extra_class: "full-width",
        columns: [
          [
            mod("image-list", { extra_class: "fullscreen", anchor: "archiv-der-gesten" }, [
              mod("image-list-item", {
                image: "demo/light-installation.jpg",
                title: bi("Archiv der Gesten", "Archive of Gestures"),
                description: bi("Installation im Salzspeicher, täglich 16 bis 23 Uhr", "Installation in the salt warehouse, daily 4 pm to 11 pm"),
              }),
              mod("image-list-item", {
                image: "demo/open-air-stage.jpg",
                title: bi("Sommerchor der tausend Stimmen", "Summer Choir of a Thousand Voices"),
                description: bi("Abschlusskonzert im Stadtpark am 21.9.", "Closing concert in the city park on 21 Sep"),
              }),
              mod("image-list-item", {
                image: "demo/concert-night.jpg",
                title: bi("Nachtmusik für Kräne", "Night Music for Cranes"),
              }),
            ]),
          ],
        ],
      },
      {
        slug: "programme-videos",
        colour: "burgundy",
        layout: 0,
        columns: [
          [
            headline(2, bi("Videos", "Videos"), { anchor: "videos" }),
            mod("video-list", {}, [
              mod("video-list-item", {
                video_url: "https://youtu.be/Rk4nW8sQe2M",
                title: bi("Die Stunde der Vögel – Probeneinblick", "The Hour of the Birds – rehearsal footage"),
                content: bi("Die Compagnie probt im Morgengrauen auf dem Wasserturm.", "The company rehearses at dawn on top of the water tower."),
                length: "2:35",
                image_url: "/media/demo/dance-ensemble.jpg",
              }),
              mod("video-list-item", {
                video_url: "https://www.youtube.com/watch?v=pL8zQ4cVn1E",
                title: bi("Grenzgänger – Trailer", "Border Crossers – trailer"),
                content: bi("Drei Familien, eine Brücke.", "Three families, one bridge."),
                length: "1:10",
                image_url: "/media/demo/theatre-stage.jpg",
              }),
              mod("video-list-item", {
                video_url: "https://vimeo.com/869302174",
                title: bi("Gespräch mit dem Hafenorchester", "In conversation with the Harbour Orchestra"),
                length: "6:47",
              }),
            ]),
          ],
        ],
      },
      {
        slug: "programme-participate",
        colour: "yellow",
        layout: 0,
        columns: [
          [
            mod("full-teaser", {
              extra_class: "two-image",
              image: "demo/workshop-youth.jpg",
              image2: "demo/open-air-stage.jpg",
              link: to("contact"),
              link_text: bi("Jetzt anmelden", "Sign up now"),
              preline: bi("Zum Mitmachen", "Take part"),
              headline: bi("Sommerchor und Jugendwerkstatt", "Summer choir and youth workshop"),
              anchor: "mitmachen",
              text: bi(
                "Singen Sie im großen Abschlusschor mit oder bauen Sie als Jugendliche zwischen 12 und 18 Jahren an einer eigenen Performance. Die Teilnahme ist kostenlos.",
                "Sing in the big closing choir or, if you are between 12 and 18, create your own performance in our youth workshop. Taking part is free.",
              ),
            }),
          ],
        ],
      },
    ],
  },

  // --- List screens: their pages carry the title, meta data and an intro above the list ---------
  listPage("calendar", {
    title: bi("Kalender", "Calendar"),
    headline: bi("Kalender", "Calendar"),
    description: bi(
      "Alle Termine des Festivals der Künste vom 21.8. bis 21.9.2025: nach Tag, Ort, Sparte und freien Plätzen filtern.",
      "Every date of the Festival of the Arts from 21 Aug to 21 Sep 2025: filter by day, place, genre and available tickets.",
    ),
    intro: bi(
      "<p>Wählen Sie einen Zeitraum, eine Stadt oder eine Sparte – oder lassen Sie sich von allen Terminen überraschen. Jeder Termin lässt sich in Ihren Kalender übernehmen.</p>",
      "<p>Choose a period, a city or a genre – or let every date surprise you. Each date can be added to your own calendar.</p>",
    ),
  }),
  listPage("venues", {
    title: bi("Spielorte", "Venues"),
    headline: bi("Spielorte", "Venues"),
    description: bi(
      "Zwölf Spielorte in der Region: Adressen, Anfahrt und Hinweise zur Barrierefreiheit.",
      "Twelve venues across the region: addresses, directions and accessibility information.",
    ),
    intro: bi(
      "<p>Vom Wasserturm bis zur Hafenhalle: Das Festival spielt an Orten, die sonst anderen Zwecken dienen. Hier finden Sie Adressen, Wege und Hinweise zur Barrierefreiheit.</p>",
      "<p>From the water tower to the harbour hall: the festival plays in places that usually serve other purposes. Here you find addresses, directions and accessibility information.</p>",
    ),
  }),
  listPage("news", {
    title: bi("News", "News"),
    headline: bi("News", "News"),
    description: bi("Neuigkeiten vom Festival der Künste.", "News from the Festival of the Arts."),
    intro: bi(
      "<p>Was gerade passiert: Programmänderungen, Ticketstarts und Neuigkeiten aus dem Festivalzentrum.</p>",
      "<p>What is happening right now: programme changes, ticket launches and news from the festival centre.</p>",
    ),
  }),
  listPage("magazine", {
    title: bi("Magazin", "Magazine"),
    headline: bi("Magazin", "Magazine"),
    description: bi(
      "Gespräche, Essays und Blicke hinter die Kulissen des Festivals der Künste.",
      "Conversations, essays and looks behind the scenes of the Festival of the Arts.",
    ),
    intro: bi(
      "<p>Gespräche mit Künstlerinnen und Künstlern, Essays zum Programm und Reportagen aus den Proben.</p>",
      "<p>Conversations with artists, essays on the programme and reports from rehearsals.</p>",
    ),
  }),
  listPage("press", {
    title: bi("Presse", "Press"),
    headline: bi("Presse", "Press"),
    description: bi(
      "Pressemitteilungen, Pressebilder und Programmhefte des Festivals der Künste zum Herunterladen.",
      "Press releases, press photos and programme booklets of the Festival of the Arts to download.",
    ),
    intro: bi(
      `<p>Pressemitteilungen und Material zum Herunterladen. Akkreditierungen und Anfragen: <a href="mailto:${pressMail}">${pressMail}</a>.</p>`,
      `<p>Press releases and material to download. Accreditation and enquiries: <a href="mailto:${pressMail}">${pressMail}</a>.</p>`,
    ),
  }),

  // --- Tickets and access ----------------------------------------------------------------------
  {
    key: "tickets",
    content_type: "default",
    in_menu: true,
    highlighted: true,
    og_image: "demo/festival-centre.jpg",
    path: paths.tickets,
    title: bi("Tickets und Anfahrt", "Tickets and access"),
    headline: bi("Tickets und Anfahrt", "Tickets and getting here"),
    meta_title: bi("Tickets und Anfahrt – Festival der Künste", "Tickets and access – Festival of the Arts"),
    meta_description: bi(
      "Preise, Ermäßigungen, Festivalpass und Anreise mit Bus und Bahn: alles, was Sie für Ihren Festivalbesuch wissen müssen.",
      "Prices, concessions, festival pass and getting here by public transport: everything you need to know for your visit.",
    ),
    og_title: bi("Tickets für das Festival der Künste 2025", "Tickets for the Festival of the Arts 2025"),
    og_description: bi(
      "Tickets ab 12 Euro, Festivalpass für 99 Euro, Fahrt mit Bus und Bahn inklusive.",
      "Tickets from 12 euros, festival pass for 99 euros, public transport included.",
    ),
    sections: [
      {
        slug: "tickets-prices",
        colour: "white",
        layout: 2,
        columns: [
          [
            headline("3", bi("Vorverkauf", "Advance sales")),
            text(
              bi(
                "<p>Der Vorverkauf läuft seit dem 3. Juni 2025. Tickets gibt es online, per E-Mail und an der Festivalkasse im Alten Güterbahnhof.</p>",
                "<p>Advance sales started on 3 June 2025. Tickets are available online, by e-mail and at the festival box office at the Old Freight Station.</p>",
              ),
            ),
            link(bi("Zum Ticketshop", "Go to the ticket shop"), ticketShop, { extra_class: "button", open_new_window: true }),
          ],
          [
            headline(2, bi("Preise und Ermäßigungen", "Prices and concessions")),
            text(
              bi(
                "<p>Tickets kosten je nach Produktion <strong>zwischen 12 und 48 Euro</strong>. Viele Veranstaltungen im Festivalzentrum und im Stadtpark sind kostenlos.</p><ul><li>Ermäßigt 50 %: Schülerinnen, Schüler, Studierende, Auszubildende, Freiwilligendienstleistende und Menschen mit geringem Einkommen</li><li>Kinder bis 14 Jahre: 6 Euro für alle Vorstellungen</li><li>Festivalpass: 99 Euro für fünf Vorstellungen nach Wahl</li><li>Begleitpersonen von Menschen mit Merkzeichen B im Schwerbehindertenausweis: freier Eintritt</li></ul><p>Jedes Ticket gilt am Veranstaltungstag als Fahrschein in Bussen und Bahnen der Metropolregion.</p>",
                "<p>Depending on the production, tickets cost <strong>between 12 and 48 euros</strong>. Many events at the festival centre and in the city park are free.</p><ul><li>50% concession: school pupils, students, apprentices, volunteers and people on low incomes</li><li>Children up to 14: 6 euros for all performances</li><li>Festival pass: 99 euros for five performances of your choice</li><li>Companions of people whose disability card carries the B mark: free entry</li></ul><p>On the day of the performance every ticket is valid on buses and trains across the metropolitan region.</p>",
              ),
            ),
          ],
        ],
      },
      {
        slug: "tickets-box-office",
        colour: "light-turquoise",
        layout: 4,
        columns: [
          [
            headline(4, bi("Festivalkasse", "Box office")),
            text(
              bi(
                "<p>Alter Güterbahnhof<br />Am Güterbahnhof 7<br />täglich 14 bis 20 Uhr, an Vorstellungstagen bis Vorstellungsbeginn</p>",
                "<p>Old Freight Station<br />Am Güterbahnhof 7<br />daily 2 pm to 8 pm, on performance days until curtain-up</p>",
              ),
            ),
          ],
          [
            headline(4, bi("Ticketservice", "Ticket service")),
            text(
              bi(
                `<p>Wir beantworten Ihre Fragen montags bis freitags von 10 bis 18 Uhr.<br /><a href="mailto:${ticketMail}">${ticketMail}</a></p>`,
                `<p>We answer your questions Monday to Friday from 10 am to 6 pm.<br /><a href="mailto:${ticketMail}">${ticketMail}</a></p>`,
              ),
            ),
          ],
          [
            headline(4, bi("Abendkasse", "Door sales")),
            text(
              bi(
                "<p>Die Abendkasse am Spielort öffnet eine Stunde vor Beginn. Restkarten gibt es oft noch kurzfristig.</p>",
                "<p>Door sales at the venue open one hour before the start. Returns are often available at short notice.</p>",
              ),
            ),
          ],
        ],
      },
      {
        // The legacy shop lists (…/webticket/itemgroups and …/serieslist) redirect to these
        // anchors (src/routes/ticket-shop.tsx, docs/ticket-shop.md).
        slug: "tickets-shop-lists",
        colour: "white",
        layout: 2,
        columns: [
          [
            headline(2, bi("Festivalartikel", "Merchandise"), { anchor: bi("artikel", "merchandise") }),
            text(
              bi(
                "<p>Taschen, Plakate und das Festivalbuch gibt es im Ticketshop und an der Festivalkasse im Alten Güterbahnhof.</p>",
                "<p>Bags, posters and the festival book are available in the ticket shop and at the box office at the Old Freight Station.</p>",
              ),
            ),
            link(bi("Festivalartikel im Ticketshop", "Merchandise in the ticket shop"), ticketShop, { open_new_window: true }),
          ],
          [
            headline(2, bi("Abonnements und Festivalpass", "Subscriptions and festival pass"), { anchor: bi("abonnements", "subscriptions") }),
            text(
              bi(
                "<p>Mit dem Festivalpass sehen Sie fünf Vorstellungen nach Wahl für 99 Euro. Abonnements für Schulklassen und Gruppen vermittelt der Ticketservice.</p>",
                "<p>With the festival pass you see five performances of your choice for 99 euros. The ticket service arranges subscriptions for school classes and groups.</p>",
              ),
            ),
            link(bi("Abonnements im Ticketshop", "Subscriptions in the ticket shop"), ticketShop, { open_new_window: true }),
          ],
        ],
      },
      {
        slug: "tickets-getting-here",
        colour: "white",
        layout: 3,
        columns: [
          [
            headline(2, bi("Anreise", "Getting here"), { anchor: "anreise" }),
            text(
              bi(
                "<p><strong>Mit Bus und Bahn:</strong> Alle Spielorte sind mit öffentlichen Verkehrsmitteln erreichbar. Zum Alten Güterbahnhof fahren die S-Bahn-Linien S2 und S5 (Haltestelle Güterbahnhof, 3 Minuten Fußweg).</p><p><strong>Mit dem Fahrrad:</strong> An allen Spielorten gibt es bewachte Fahrradstellplätze. Die Festival-Radroute verbindet die Spielorte am Kanal.</p><p><strong>Mit dem Auto:</strong> Parkplätze sind knapp. Bitte nutzen Sie die Park-and-Ride-Plätze an den S-Bahn-Haltestellen.</p>",
                "<p><strong>By public transport:</strong> All venues can be reached by bus and train. Suburban lines S2 and S5 stop at the Old Freight Station (stop Güterbahnhof, 3-minute walk).</p><p><strong>By bike:</strong> There is supervised bike parking at every venue. The festival cycle route links the venues along the canal.</p><p><strong>By car:</strong> Parking is limited. Please use the park-and-ride car parks at the suburban rail stations.</p>",
              ),
            ),
          ],
          [
            mod("faq", { content: bi("Kurz gefragt", "Quick questions") }, [
              faqItem(
                bi("Kann ich mein Ticket umtauschen?", "Can I exchange my ticket?"),
                bi(
                  "<p>Ja, bis drei Tage vor der Vorstellung tauschen wir Ihr Ticket kostenlos gegen eine andere Vorstellung um.</p>",
                  "<p>Yes, up to three days before the performance we will exchange your ticket for another show free of charge.</p>",
                ),
              ),
              faqItem(
                bi("Gibt es Sitzplätze im Stadtpark?", "Is there seating in the city park?"),
                bi(
                  "<p>Im Stadtpark gibt es Bänke für rund 300 Personen und reservierte Plätze für Rollstuhlfahrerinnen und Rollstuhlfahrer. Bringen Sie gerne eine Decke mit.</p>",
                  "<p>There are benches for around 300 people and reserved spaces for wheelchair users in the city park. Feel free to bring a blanket.</p>",
                ),
              ),
            ]),
            link(bi("Alle häufigen Fragen", "All frequently asked questions"), to("faq")),
          ],
        ],
      },
    ],
  },

  // --- Festival centre (with header image) ------------------------------------------------------
  {
    key: "centre",
    content_type: "with-header-image",
    in_menu: true,
    highlighted: true,
    og_image: "demo/festival-centre.jpg",
    path: paths.centre,
    title: bi("Festivalzentrum", "Festival centre"),
    headline: bi("Festivalzentrum im Alten Güterbahnhof", "Festival centre at the Old Freight Station"),
    meta_title: bi("Festivalzentrum – Festival der Künste", "Festival centre – Festival of the Arts"),
    meta_description: bi(
      "Kasse, Bar, Lesecafé und Bühne: Das Festivalzentrum im Alten Güterbahnhof ist täglich ab 14 Uhr geöffnet, mit Konzerten und Gesprächen bei freiem Eintritt.",
      "Box office, bar, reading café and stage: the festival centre at the Old Freight Station opens daily from 2 pm, with free concerts and talks.",
    ),
    og_title: bi("Treffpunkt Festivalzentrum", "Meet us at the festival centre"),
    og_description: bi("Täglich ab 14 Uhr geöffnet, Eintritt frei.", "Open daily from 2 pm, free entry."),
    sections: [
      {
        slug: "centre-intro",
        colour: "white",
        layout: 1,
        columns: [
          [
            headline(2, bi("Ein Ort für alle", "A place for everyone")),
            text(
              bi(
                "<p>Zum ersten Mal hat das Festival ein eigenes Zuhause: Im Alten Güterbahnhof, einer denkmalgeschützten Halle aus dem Jahr 1911, treffen sich Publikum und Künstlerinnen und Künstler vor und nach den Vorstellungen. Hier gibt es die Festivalkasse, eine Bar mit regionalen Getränken und ein Lesecafé mit Büchern zum Programm.</p><p>Abends spielen auf der kleinen Bühne Bands und DJs aus der Region – <em>bei freiem Eintritt</em>.</p>",
                "<p>For the first time the festival has a home of its own: in the Old Freight Station, a listed hall built in 1911, audiences and artists meet before and after the shows. It houses the festival box office, a bar serving regional drinks and a reading café with books related to the programme.</p><p>In the evenings bands and DJs from the region play on the small stage – <em>with free entry</em>.</p>",
              ),
            ),
          ],
          [
            headline(4, bi("Öffnungszeiten", "Opening hours")),
            text(
              bi(
                "<p>21.8. bis 21.9.2025<br />täglich 14 bis 24 Uhr<br />freitags und samstags bis 2 Uhr</p>",
                "<p>21 Aug to 21 Sep 2025<br />daily 2 pm to midnight<br />Fridays and Saturdays until 2 am</p>",
              ),
            ),
            link(bi("Anfahrt", "Directions"), to("tickets", "anreise")),
          ],
        ],
      },
      {
        slug: "centre-architecture",
        colour: "white",
        layout: 0,
        columns: [
          [
            mod("two-column", {
              extra_class: "image-right",
              image: "demo/festival-centre.jpg",
              headline: bi("Eine Halle mit Geschichte", "A hall with a history"),
              text: bi(
                "<p>Bis in die 1980er-Jahre wurden im Güterbahnhof Stückgüter zwischen Schiene und Straße umgeladen. Danach stand die Halle fast vierzig Jahre leer. Für das Festival hat das Architekturkollektiv Werkraum die Halle behutsam hergerichtet: Die alten Laderampen sind jetzt Tribünen, die Waggonwaage ist eine Bühne.</p>",
                "<p>Until the 1980s, general cargo was transferred between rail and road at the freight station. After that the hall stood empty for almost forty years. For the festival the architecture collective Werkraum has carefully restored it: the old loading ramps are now grandstands, the wagon weighbridge is a stage.</p>",
              ),
            }),
          ],
        ],
      },
      {
        slug: "centre-sound",
        colour: "red",
        layout: 5,
        columns: [
          [
            mod("image", {
              image: "demo/concert-night.jpg",
              alias: "normal",
              alt: bi("Band auf der kleinen Bühne des Festivalzentrums bei Nacht", "Band on the small stage of the festival centre at night"),
              description: bi("Late Night im Güterbahnhof", "Late night at the freight station"),
            }),
          ],
          [
            headline(2, bi("Der Klang der Halle", "The sound of the hall")),
            text(
              bi(
                "<p>Die Klangkünstlerin Ines Barth hat die Geräusche des Güterbahnhofs gesammelt: knarrende Tore, rollende Wagen, den Regen auf dem Glasdach. Ihre Komposition läuft täglich zur vollen Stunde in der Halle – und hier zum Nachhören.</p>",
                "<p>Sound artist Ines Barth collected the noises of the freight station: creaking gates, rolling wagons, rain on the glass roof. Her composition plays in the hall every day on the hour – and you can listen to it here.</p>",
              ),
            ),
            mod("audio", {
              embed: bi(
                '<iframe width="100%" height="166" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1784520963&amp;color=%23b3122e" title="Ines Barth: Güterbahnhof, Klangkomposition"></iframe>',
                '<iframe width="100%" height="166" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1784520963&amp;color=%23b3122e" title="Ines Barth: Freight Station, sound composition"></iframe>',
              ),
            }),
          ],
          [
            headline(4, bi("Heute Abend", "Tonight")),
            text(
              bi(
                "<p>Das Tagesprogramm des Festivalzentrums hängt am Eingang aus und steht im Programmheft.</p>",
                "<p>The festival centre's daily programme is posted at the entrance and printed in the programme booklet.</p>",
              ),
            ),
          ],
        ],
      },
      {
        slug: "centre-map",
        colour: "white",
        layout: 3,
        columns: [
          [
            headline(2, bi("Geländeplan", "Site map")),
            text(
              bi(
                "<p>Der Geländeplan zeigt Eingänge, Aufzüge, barrierefreie Toiletten, Ruhebereiche und die Fahrradstellplätze. Eine gedruckte Fassung in Großschrift liegt an der Kasse aus.</p>",
                "<p>The site map shows entrances, lifts, accessible toilets, quiet areas and bike parking. A printed large-print version is available at the box office.</p>",
              ),
            ),
            link(bi("Informationen zur Barrierefreiheit", "Accessibility information"), to("accessibility")),
          ],
          [
            mod("viewer", {
              media_type: "yumpu",
              embed: bi(
                '<iframe src="https://www.yumpu.com/de/embed/view/Xg4pRk2mWq7tZs9L" width="100%" height="420" title="Geländeplan Festivalzentrum" allowfullscreen></iframe>',
                '<iframe src="https://www.yumpu.com/en/embed/view/Xg4pRk2mWq7tZs9L" width="100%" height="420" title="Festival centre site map" allowfullscreen></iframe>',
              ),
            }),
          ],
        ],
      },
      {
        slug: "centre-impressions",
        colour: "white",
        layout: 0,
        columns: [
          [
            headline(3, bi("Eindrücke", "Impressions")),
            mod("image-list", { extra_class: "standard" }, [
              mod("image-list-item", {
                image: "demo/festival-centre.jpg",
                title: bi("Die Halle am Nachmittag", "The hall in the afternoon"),
              }),
              mod("image-list-item", {
                image: "demo/audience-evening.jpg",
                title: bi("Gespräch nach der Vorstellung", "Talk after the show"),
                description: bi(
                  "Nach vielen Vorstellungen laden wir zum Publikumsgespräch mit dem Ensemble ein.",
                  "After many performances we invite you to a talk with the company.",
                ),
              }),
              mod("image-list-item", {
                image: "demo/workshop-youth.jpg",
                title: bi("Werkstatt", "Workshop"),
                link: to("programme", "mitmachen"),
              }),
            ]),
          ],
        ],
      },
    ],
  },

  // --- FAQ --------------------------------------------------------------------------------------
  {
    key: "faq",
    content_type: "default",
    in_menu: true,
    path: paths.faq,
    title: bi("FAQ", "FAQ"),
    headline: bi("Häufige Fragen", "Frequently asked questions"),
    meta_title: bi("Häufige Fragen – Festival der Künste", "FAQ – Festival of the Arts"),
    meta_description: bi(
      "Antworten auf häufige Fragen zu Tickets, Einlass, Kindern, Wetter und Fotografieren beim Festival der Künste.",
      "Answers to frequently asked questions about tickets, admission, children, weather and photography at the Festival of the Arts.",
    ),
    og_title: bi("Häufige Fragen", "Frequently asked questions"),
    og_description: bi("Alles Wichtige für Ihren Festivalbesuch.", "Everything you need to know for your visit."),
    sections: [
      {
        slug: "faq-main",
        colour: "white",
        layout: 5,
        columns: [
          [],
          [
            text(
              bi(
                '<p>Hier finden Sie Antworten auf die Fragen, die uns am häufigsten erreichen. Ihre Frage ist nicht dabei? Schreiben Sie uns an <a href="mailto:info@festival-der-kuenste.example">info@festival-der-kuenste.example</a>.</p>',
                '<p>Here you will find answers to the questions we are asked most often. Your question is not listed? Write to us at <a href="mailto:info@festival-der-kuenste.example">info@festival-der-kuenste.example</a>.</p>',
              ),
            ),
            mod("faq", { content: bi("Tickets und Einlass", "Tickets and admission"), anchor: "tickets" }, [
              faqItem(
                bi("Muss ich mein Ticket ausdrucken?", "Do I need to print my ticket?"),
                bi(
                  "<p>Nein. Sie können das Ticket auf dem Smartphone vorzeigen. Ausgedruckte Tickets werden natürlich ebenfalls akzeptiert.</p>",
                  "<p>No. You can show your ticket on your phone. Printed tickets are of course accepted as well.</p>",
                ),
              ),
              faqItem(
                bi("Wann ist Einlass?", "When do doors open?"),
                bi(
                  "<p>In der Regel 30 Minuten vor Beginn. Bei Vorstellungen mit freier Platzwahl lohnt es sich, etwas früher da zu sein.</p>",
                  "<p>Usually 30 minutes before the start. For unreserved seating it is worth arriving a little earlier.</p>",
                ),
              ),
              faqItem(
                bi("Was passiert, wenn ich zu spät komme?", "What happens if I arrive late?"),
                bi(
                  "<p>Bei manchen Produktionen ist ein späterer Einlass nicht möglich. Das Abendpersonal hilft Ihnen weiter und sucht wenn möglich eine passende Gelegenheit.</p>",
                  "<p>For some productions latecomers cannot be admitted. Our front-of-house staff will help and find a suitable moment where possible.</p>",
                ),
              ),
            ]),
            mod("faq", { content: bi("Vor Ort", "At the venue"), anchor: "vor-ort" }, [
              faqItem(
                bi("Sind die Vorstellungen für Kinder geeignet?", "Are the performances suitable for children?"),
                bi(
                  "<p>Im Programm ist bei jeder Produktion eine Altersempfehlung angegeben. Besonders für Familien geeignet sind die Nachmittagsvorstellungen im Stadtpark.</p>",
                  "<p>Each production in the programme has an age recommendation. The afternoon shows in the city park are especially suitable for families.</p>",
                ),
              ),
              faqItem(
                bi("Was passiert bei Regen?", "What happens if it rains?"),
                bi(
                  "<p>Open-Air-Vorstellungen finden bei leichtem Regen statt. Bei Unwetter informieren wir Sie per E-Mail und auf dieser Website. Ihr Ticket behält seine Gültigkeit für einen Ersatztermin oder wird erstattet.</p>",
                  "<p>Open-air performances go ahead in light rain. In case of severe weather we will inform you by e-mail and on this website. Your ticket remains valid for a replacement date or will be refunded.</p>",
                ),
              ),
              faqItem(
                bi("Darf ich fotografieren?", "May I take photos?"),
                bi(
                  "<p>Während der Vorstellungen bitten wir Sie, nicht zu fotografieren oder zu filmen. Vor und nach der Vorstellung und im Festivalzentrum freuen wir uns über Ihre Bilder.</p>",
                  "<p>Please do not take photos or film during performances. Before and after the show and at the festival centre we are happy to see your pictures.</p>",
                ),
              ),
            ]),
          ],
          [],
        ],
      },
      {
        slug: "faq-contact",
        colour: "violet",
        layout: 0,
        columns: [
          [
            headline(2, bi("Noch Fragen?", "Still have questions?")),
            text(
              bi(
                "<p>Unser Publikumsservice ist montags bis freitags von 10 bis 18 Uhr für Sie da.</p>",
                "<p>Our visitor service is there for you Monday to Friday from 10 am to 6 pm.</p>",
              ),
            ),
            link(bi("Kontakt aufnehmen", "Get in touch"), to("contact"), { extra_class: "button" }),
          ],
        ],
      },
    ],
  },

  // --- Accessibility ----------------------------------------------------------------------------
  {
    key: "accessibility",
    content_type: "default",
    in_menu: true,
    in_footer: true,
    path: paths.accessibility,
    title: bi("Barrierefreiheit", "Accessibility"),
    headline: bi("Barrierefreiheit", "Accessibility"),
    meta_title: bi("Barrierefreiheit – Festival der Künste", "Accessibility – Festival of the Arts"),
    meta_description: bi(
      "Zugängliche Spielorte, Audiodeskription, Vorstellungen mit Gebärdensprache und die Erklärung zur Barrierefreiheit dieser Website.",
      "Accessible venues, audio description, sign-language performances and the accessibility statement for this website.",
    ),
    og_title: bi("Ein Festival für alle", "A festival for everyone"),
    og_description: bi("So machen wir das Festival zugänglich.", "How we make the festival accessible."),
    sections: [
      {
        slug: "accessibility-intro",
        colour: "white",
        layout: 0,
        columns: [
          [
            text(
              bi(
                "<p>Wir möchten, dass alle Menschen das Festival besuchen können. Nicht alles gelingt uns schon, aber wir arbeiten jedes Jahr daran. Wenn Sie Fragen haben oder Unterstützung brauchen, rufen Sie uns an oder schreiben Sie uns – wir beraten Sie gerne persönlich.</p>",
                "<p>We want everyone to be able to visit the festival. We have not got everything right yet, but we keep working on it every year. If you have questions or need support, call or write to us – we are happy to advise you personally.</p>",
              ),
              { extra_class: "big" },
            ),
          ],
        ],
      },
      {
        slug: "accessibility-offers",
        colour: "light-turquoise",
        layout: 4,
        columns: [
          [
            headline(3, bi("Spielorte", "Venues")),
            text(
              bi(
                "<p>Alle Spielorte sind stufenlos erreichbar oder haben einen Aufzug. Es gibt Rollstuhlplätze und barrierefreie Toiletten. Begleitpersonen erhalten freien Eintritt.</p>",
                "<p>All venues have step-free access or a lift. There are wheelchair spaces and accessible toilets. Companions go free.</p>",
              ),
            ),
          ],
          [
            headline(3, bi("Sehen und Hören", "Seeing and hearing")),
            text(
              bi(
                "<p>Ausgewählte Vorstellungen bieten wir mit Audiodeskription und Tastführung an, andere mit Übersetzung in Deutsche Gebärdensprache (DGS) und Übertiteln. Die Termine sind im Programm markiert.</p>",
                "<p>Selected performances are offered with audio description and touch tours, others with German Sign Language (DGS) interpretation and surtitles. The dates are marked in the programme.</p>",
              ),
            ),
          ],
          [
            headline(3, bi("Entspannte Vorstellungen", "Relaxed performances")),
            text(
              bi(
                "<p>In entspannten Vorstellungen bleibt das Saallicht gedimmt an, laute Effekte sind abgeschwächt, und Sie können den Raum jederzeit verlassen und wiederkommen.</p>",
                "<p>In relaxed performances the house lights stay dimmed, loud effects are softened and you can leave and come back at any time.</p>",
              ),
            ),
          ],
        ],
      },
      {
        slug: "accessibility-statement",
        colour: "white",
        layout: 0,
        columns: [
          [
            headline(2, bi("Erklärung zur Barrierefreiheit dieser Website", "Accessibility statement for this website"), { anchor: "erklaerung" }),
            text(
              bi(
                "<p>Die Festival der Künste gGmbH ist bemüht, ihre Website im Einklang mit der Barrierefreie-Informationstechnik-Verordnung (BITV 2.0) und den Web Content Accessibility Guidelines (WCAG 2.1, Stufe AA) barrierefrei zugänglich zu machen.</p><p><strong>Stand der Vereinbarkeit:</strong> Diese Website ist weitgehend mit den Anforderungen vereinbar. Folgende Inhalte sind noch nicht vollständig barrierefrei:</p><ul><li>Eingebettete Inhalte von Drittanbietern (Videos, Podcasts, digitale Programmhefte) können Barrieren enthalten, auf die wir keinen Einfluss haben.</li><li>Nicht alle älteren Videos haben Untertitel. Wir ergänzen sie schrittweise.</li></ul><p>Diese Erklärung wurde am 2. Juni 2025 auf Grundlage einer Selbstbewertung erstellt.</p>",
                "<p>Festival der Künste gGmbH strives to make its website accessible in accordance with the German Barrier-Free Information Technology Ordinance (BITV 2.0) and the Web Content Accessibility Guidelines (WCAG 2.1, level AA).</p><p><strong>Compliance status:</strong> This website is largely compliant. The following content is not yet fully accessible:</p><ul><li>Embedded third-party content (videos, podcasts, digital programme booklets) may contain barriers that we cannot control.</li><li>Not all older videos have subtitles. We are adding them step by step.</li></ul><p>This statement was prepared on 2 June 2025 based on a self-assessment.</p>",
              ),
            ),
            headline(3, bi("Feedback und Kontakt", "Feedback and contact")),
            text(
              bi(
                `<p>Sind Ihnen Mängel beim barrierefreien Zugang zu Inhalten dieser Website aufgefallen? Dann schreiben Sie uns an <a href="mailto:${contactMail}">${contactMail}</a>. Wir antworten innerhalb von zwei Wochen.</p><p>Wenn Sie mit unserer Antwort nicht zufrieden sind, können Sie sich an die zuständige Schlichtungsstelle für barrierefreie Informationstechnik wenden.</p>`,
                `<p>Have you noticed any barriers when accessing content on this website? Then write to us at <a href="mailto:${contactMail}">${contactMail}</a>. We will reply within two weeks.</p><p>If you are not satisfied with our reply, you can contact the responsible conciliation body for accessible information technology.</p>`,
              ),
            ),
            link(bi("Kontakt zum Publikumsservice", "Contact our visitor service"), to("contact")),
          ],
        ],
      },
    ],
  },

  // --- Contact ----------------------------------------------------------------------------------
  {
    key: "contact",
    content_type: "default",
    in_footer: true,
    path: paths.contact,
    title: bi("Kontakt", "Contact"),
    headline: bi("Kontakt", "Contact"),
    meta_title: bi("Kontakt – Festival der Künste", "Contact – Festival of the Arts"),
    meta_description: bi(
      "So erreichen Sie das Festivalbüro, den Ticketservice und die Pressestelle des Festivals der Künste.",
      "How to reach the festival office, ticket service and press office of the Festival of the Arts.",
    ),
    og_title: bi("Kontakt", "Contact"),
    og_description: bi("Festivalbüro, Tickets und Presse.", "Festival office, tickets and press."),
    sections: [
      {
        slug: "contact-addresses",
        colour: "yellow",
        layout: 4,
        columns: [
          [
            headline(3, bi("Festivalbüro", "Festival office")),
            text(
              bi(
                `<p>Festival der Künste gGmbH<br />Am Güterbahnhof 7<br />47110 Lindenhafen</p><p><a href="mailto:${contactMail}">${contactMail}</a></p>`,
                `<p>Festival der Künste gGmbH<br />Am Güterbahnhof 7<br />47110 Lindenhafen, Germany</p><p><a href="mailto:${contactMail}">${contactMail}</a></p>`,
              ),
            ),
          ],
          [
            headline(3, bi("Tickets", "Tickets")),
            text(
              bi(
                `<p>Ticketservice montags bis freitags 10 bis 18 Uhr</p><p><a href="mailto:${ticketMail}">${ticketMail}</a></p>`,
                `<p>Ticket service Monday to Friday 10 am to 6 pm</p><p><a href="mailto:${ticketMail}">${ticketMail}</a></p>`,
              ),
            ),
            link(bi("Preise und Vorverkauf", "Prices and advance sales"), to("tickets")),
          ],
          [
            headline(3, bi("Presse", "Press")),
            text(
              bi(
                `<p>Akkreditierungen, Pressebilder und Interviewanfragen</p><p><a href="mailto:${pressMail}">${pressMail}</a></p>`,
                `<p>Accreditation, press photos and interview requests</p><p><a href="mailto:${pressMail}">${pressMail}</a></p>`,
              ),
            ),
          ],
        ],
      },
      {
        slug: "contact-jobs",
        colour: "white",
        layout: 0,
        columns: [
          [
            headline(2, bi("Mitarbeiten beim Festival", "Work with us"), { anchor: "jobs" }),
            text(
              bi(
                "<p>Jeden Sommer suchen wir Menschen, die das Festival mit uns möglich machen: im Abenddienst, in der Technik, in der Künstlerbetreuung oder als Freiwillige im Festivalzentrum. Aktuelle Ausschreibungen veröffentlichen wir ab März.</p>",
                "<p>Every summer we look for people to make the festival happen with us: front of house, technical crew, artist liaison or as volunteers at the festival centre. Current openings are published from March.</p>",
              ),
            ),
          ],
        ],
      },
    ],
  },

  // --- Imprint ----------------------------------------------------------------------------------
  {
    key: "imprint",
    content_type: "default",
    in_footer: true,
    path: paths.imprint,
    title: bi("Impressum", "Imprint"),
    headline: bi("Impressum", "Imprint"),
    meta_title: bi("Impressum – Festival der Künste", "Imprint – Festival of the Arts"),
    meta_description: bi("Anbieterkennzeichnung der Website des Festivals der Künste.", "Legal notice for the website of the Festival of the Arts."),
    og_title: bi("Impressum", "Imprint"),
    og_description: bi("Anbieterkennzeichnung", "Legal notice"),
    sections: [
      {
        slug: "imprint-main",
        colour: "white",
        layout: 0,
        columns: [
          [
            headline(2, bi("Angaben gemäß § 5 DDG", "Information pursuant to Section 5 DDG")),
            text(
              bi(
                `<p>Festival der Künste gGmbH<br />Am Güterbahnhof 7<br />47110 Lindenhafen</p><p>Vertreten durch die Geschäftsführung: Mara Lindqvist (künstlerische Leitung), Jonas Petersen-Arslan (kaufmännische Leitung)</p><p>E-Mail: <a href="mailto:${contactMail}">${contactMail}</a></p><p>Registergericht: Amtsgericht Lindenhafen<br />Registernummer: HRB 48213</p>`,
                `<p>Festival der Künste gGmbH<br />Am Güterbahnhof 7<br />47110 Lindenhafen, Germany</p><p>Represented by the managing directors: Mara Lindqvist (artistic director), Jonas Petersen-Arslan (managing director)</p><p>E-mail: <a href="mailto:${contactMail}">${contactMail}</a></p><p>Register court: Amtsgericht Lindenhafen<br />Registration number: HRB 48213</p>`,
              ),
            ),
            headline(3, bi("Verantwortlich für den Inhalt", "Responsible for the content")),
            text(bi("<p>Mara Lindqvist, Anschrift wie oben</p>", "<p>Mara Lindqvist, address as above</p>")),
            headline(3, bi("Hinweis", "Note")),
            text(
              bi(
                "<p>Dies ist die Demo-Website eines erfundenen Festivals. Alle Personen, Produktionen, Orte und Adressen sind frei erfunden; Ähnlichkeiten mit realen Personen oder Einrichtungen sind zufällig. Die Bilder sind computergenerierte Grafiken.</p>",
                "<p>This is the demo website of an invented festival. All people, productions, places and addresses are fictitious; any resemblance to real people or organisations is coincidental. The images are computer-generated graphics.</p>",
              ),
            ),
            headline(3, bi("Haftung für Links", "Liability for links")),
            text(
              bi(
                "<p>Diese Website enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter verantwortlich.</p>",
                "<p>This website contains links to external third-party websites whose content we cannot control. The respective provider is always responsible for the content of linked pages.</p>",
              ),
            ),
          ],
        ],
      },
    ],
  },

  // --- Privacy ----------------------------------------------------------------------------------
  {
    key: "privacy",
    content_type: "default",
    in_footer: true,
    path: paths.privacy,
    title: bi("Datenschutz", "Privacy"),
    headline: bi("Datenschutzerklärung", "Privacy policy"),
    meta_title: bi("Datenschutz – Festival der Künste", "Privacy – Festival of the Arts"),
    meta_description: bi(
      "Wie das Festival der Künste personenbezogene Daten auf dieser Website verarbeitet und welche Rechte Sie haben.",
      "How the Festival of the Arts processes personal data on this website and what rights you have.",
    ),
    og_title: bi("Datenschutzerklärung", "Privacy policy"),
    og_description: bi("Informationen zum Datenschutz", "Information on data protection"),
    sections: [
      {
        slug: "privacy-main",
        colour: "white",
        layout: 0,
        columns: [
          [
            headline(2, bi("Verantwortliche Stelle", "Controller")),
            text(
              bi(
                `<p>Verantwortlich für die Datenverarbeitung auf dieser Website ist die Festival der Künste gGmbH, Am Güterbahnhof 7, 47110 Lindenhafen. Unsere Datenschutzbeauftragte erreichen Sie unter <a href="mailto:${privacyMail}">${privacyMail}</a>.</p>`,
                `<p>The controller responsible for data processing on this website is Festival der Künste gGmbH, Am Güterbahnhof 7, 47110 Lindenhafen, Germany. You can reach our data protection officer at <a href="mailto:${privacyMail}">${privacyMail}</a>.</p>`,
              ),
            ),
            headline(2, bi("Server-Logdateien", "Server log files")),
            text(
              bi(
                "<p>Beim Aufruf dieser Website speichert unser Server vorübergehend die IP-Adresse, Datum und Uhrzeit, die aufgerufene Seite und den verwendeten Browser. Diese Daten brauchen wir, um die Website sicher und stabil zu betreiben (Art. 6 Abs. 1 lit. f DSGVO). Sie werden nach sieben Tagen gelöscht.</p>",
                "<p>When you visit this website our server temporarily stores your IP address, the date and time, the page requested and the browser used. We need this data to operate the website securely and reliably (Art. 6(1)(f) GDPR). It is deleted after seven days.</p>",
              ),
            ),
            headline(2, bi("Cookies und Statistik", "Cookies and statistics")),
            text(
              bi(
                "<p>Diese Website setzt keine Cookies zu Werbe- oder Analysezwecken. Es werden nur technisch notwendige Daten im Browser gespeichert, etwa Ihre Einwilligung zum Laden externer Inhalte.</p>",
                "<p>This website does not set cookies for advertising or analytics. Only technically necessary data is stored in your browser, such as your consent to load external content.</p>",
              ),
            ),
            headline(2, bi("Eingebettete Inhalte", "Embedded content")),
            text(
              bi(
                "<p>Videos, Podcasts, Social-Media-Beiträge und digitale Programmhefte werden von Drittanbietern wie YouTube, Vimeo, Spotify, SoundCloud, Instagram, X, Issuu und Yumpu bereitgestellt. Sie werden erst geladen, wenn Sie dies ausdrücklich bestätigen. Erst dann werden Daten, darunter Ihre IP-Adresse, an den jeweiligen Anbieter übertragen (Art. 6 Abs. 1 lit. a DSGVO).</p>",
                "<p>Videos, podcasts, social media posts and digital programme booklets are provided by third parties such as YouTube, Vimeo, Spotify, SoundCloud, Instagram, X, Issuu and Yumpu. They are only loaded once you explicitly agree. Only then is data, including your IP address, transmitted to the provider concerned (Art. 6(1)(a) GDPR).</p>",
              ),
            ),
            headline(2, bi("Ihre Rechte", "Your rights")),
            text(
              bi(
                "<p>Sie haben das Recht auf</p><ul><li>Auskunft über die zu Ihrer Person gespeicherten Daten,</li><li>Berichtigung unrichtiger Daten,</li><li>Löschung oder Einschränkung der Verarbeitung,</li><li>Datenübertragbarkeit sowie</li><li>Widerspruch gegen die Verarbeitung und Widerruf einer Einwilligung.</li></ul><p>Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren.</p>",
                "<p>You have the right to</p><ul><li>access the data stored about you,</li><li>have inaccurate data corrected,</li><li>have data erased or its processing restricted,</li><li>data portability, and</li><li>object to processing and withdraw your consent.</li></ul><p>You also have the right to lodge a complaint with a data protection supervisory authority.</p>",
              ),
            ),
          ],
        ],
      },
    ],
  },

  // --- Terms of the ticket sale (the checkout links here) -----------------------------------------
  {
    key: "terms",
    content_type: "default",
    in_footer: true,
    path: paths.terms,
    title: bi("AGB", "Terms"),
    headline: bi("Allgemeine Geschäftsbedingungen für den Kartenverkauf", "Terms and conditions of ticket sale"),
    meta_title: bi("AGB – Festival der Künste", "Terms – Festival of the Arts"),
    meta_description: bi(
      "Die Bedingungen, zu denen das Festival der Künste Eintrittskarten verkauft: Vertrag, Preise, Zahlung, Zustellung und Einlass.",
      "The terms on which the Festival of the Arts sells tickets: contract, prices, payment, delivery and admission.",
    ),
    og_title: bi("AGB für den Kartenverkauf", "Terms of ticket sale"),
    og_description: bi("Stand: November 2026", "As of November 2026"),
    sections: [
      {
        slug: "terms-main",
        colour: "white",
        layout: 0,
        columns: [
          [
            headline(2, bi("Vertrag", "Contract")),
            text(
              bi(
                "<p>Der Vertrag kommt zustande, wenn Sie im Ticketshop auf „Zahlungspflichtig bestellen“ klicken. Vertragspartnerin ist die Festival der Künste gGmbH, Am Güterbahnhof 7, 47110 Lindenhafen. Stand dieser Bedingungen: November 2026.</p>",
                "<p>The contract is made when you click “Buy now” in the ticket shop. Your contract partner is Festival der Künste gGmbH, Am Güterbahnhof 7, 47110 Lindenhafen, Germany. These terms are as of November 2026.</p>",
              ),
            ),
            headline(2, bi("Preise und Zahlung", "Prices and payment")),
            text(
              bi(
                "<p>Alle Preise enthalten die gesetzliche Umsatzsteuer. Es fallen keine Gebühren an, weder für Print-at-home-Tickets noch für die Zahlung per Karte, SEPA-Lastschrift oder Überweisung. Bei Überweisung halten wir die Karten bis zum Zahlungseingang für Sie zurück.</p>",
                "<p>All prices include VAT. There are no fees, neither for print-at-home tickets nor for paying by card, SEPA direct debit or bank transfer. If you pay by bank transfer, we keep the tickets for you until the money arrives.</p>",
              ),
            ),
            headline(2, bi("Kein Widerrufsrecht", "No right of withdrawal")),
            text(
              bi(
                "<p>Für Eintrittskarten zu Veranstaltungen an einem bestimmten Termin besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 9 BGB). Fällt eine Vorstellung aus, erstatten wir den Kaufpreis.</p>",
                "<p>Tickets for events on a specific date carry no right of withdrawal (§ 312g (2) no. 9 German Civil Code). If a performance is cancelled, we refund the price.</p>",
              ),
            ),
            headline(2, bi("Einlass", "Admission")),
            text(
              bi(
                "<p>Jede Karte gilt für einen Einlass. Ihr QR-Code wird am Eingang gescannt; eine kopierte Karte wird nur einmal eingelassen.</p>",
                "<p>Each ticket admits one person once. Its QR code is scanned at the entrance; a copied ticket is admitted only once.</p>",
              ),
            ),
          ],
        ],
      },
    ],
  },

  // --- Preview 2026 (offline) -------------------------------------------------------------------
  {
    key: "preview",
    content_type: "default",
    is_online: false,
    og_image: "demo/preview-2026.jpg",
    path: paths.preview,
    title: bi("Vorschau 2026", "Preview 2026"),
    headline: bi("Vorschau auf das Festival 2026", "A preview of the 2026 festival"),
    meta_title: bi("Vorschau 2026 – Festival der Künste", "Preview 2026 – Festival of the Arts"),
    meta_description: bi(
      "Erste Einblicke in das Festival der Künste 2026: Termine, Schwerpunkte und neue Spielorte.",
      "A first look at the 2026 Festival of the Arts: dates, themes and new venues.",
    ),
    og_title: bi("Festival der Künste 2026", "Festival of the Arts 2026"),
    og_description: bi("Bald mehr.", "More soon."),
    sections: [
      {
        slug: "preview-main",
        colour: "dark-teal",
        layout: 1,
        columns: [
          [
            headline(2, bi("Im nächsten Sommer geht es weiter", "See you next summer")),
            text(
              bi(
                "<p>Das Festival 2026 findet vom 20. August bis 20. September statt. Schwerpunkt wird das Wasser sein: Flüsse, Kanäle und Seen der Region werden zu Spielorten. Das vollständige Programm veröffentlichen wir im Mai 2026.</p>",
                "<p>The 2026 festival runs from 20 August to 20 September. Its focus will be water: the region's rivers, canals and lakes will become venues. We will publish the full programme in May 2026.</p>",
              ),
            ),
          ],
          [
            mod("image", {
              image: "demo/preview-2026.jpg",
              alias: "vertical",
              alt: bi("Grafik in Blau- und Grüntönen mit der Zahl 2026", "Graphic in shades of blue and green showing the number 2026"),
            }),
          ],
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Resolution into one translation per language

function localize(value: unknown, lang: Lang): unknown {
  if (value instanceof Bi) return value[lang];
  if (Array.isArray(value)) return value.map((item) => localize(item, lang));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, localize(v, lang)]));
  }
  return value;
}

function resolveModule(spec: SpecModule, lang: Lang): DemoModule {
  const model = localize(spec.model, lang) as Record<string, unknown>;
  return spec.children ? { module: spec.module, model, children: spec.children.map((child) => resolveModule(child, lang)) } : { module: spec.module, model };
}

function resolveSection(spec: SpecSection, lang: Lang): DemoSection {
  const model: DemoSection["model"] = {
    colour: spec.colour,
    layout: spec.layout,
    ...(spec.image ? { image: spec.image } : {}),
    ...(spec.extra_class ? { extra_class: spec.extra_class } : {}),
    columns: spec.columns.map((_, index) => {
      const classes = spec.classes?.[index];
      return classes ? { index, classes } : { index };
    }),
  };
  return {
    slug: `${spec.slug}-${lang}`,
    model,
    columns: spec.columns.map((column) => column.map((m) => resolveModule(m, lang))),
  };
}

function resolveTranslation(spec: SpecPage, lang: Lang): DemoTranslation {
  return {
    path: spec.path[lang],
    title: spec.title[lang],
    headline: spec.headline[lang],
    meta_title: spec.meta_title[lang],
    meta_description: spec.meta_description[lang],
    og_title: (spec.og_title ?? spec.title)[lang],
    og_description: (spec.og_description ?? spec.meta_description)[lang],
    sections: spec.sections.map((section) => resolveSection(section, lang)),
  };
}

export const demoPages: DemoPage[] = specs.map((spec) => ({
  key: spec.key,
  ...(spec.parent ? { parent: spec.parent } : {}),
  content_type: spec.content_type,
  is_online: spec.is_online ?? true,
  is_clickable: spec.is_clickable ?? true,
  in_menu: spec.in_menu ?? false,
  in_footer: spec.in_footer ?? false,
  highlighted: spec.highlighted ?? false,
  ...(spec.og_image ? { og_image: spec.og_image } : {}),
  // Written for the reference season 2025: its years and days become this season's (season.ts).
  de: seasonTexts(resolveTranslation(spec, "de"), season),
  en: seasonTexts(resolveTranslation(spec, "en"), season),
}));
