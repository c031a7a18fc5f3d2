/**
 * The footer's colour themes (spec: each page load shows the footer in one of six themes,
 * picked at random; a contrast theme overrides them). The server picks the theme per request
 * and hands it down, so the client renders the same one when it hydrates.
 *
 * The colours live here, not in footer.css: the footer sets them as CSS custom properties and a
 * unit test checks every pair against WCAG AA.
 */
export const footerThemes = ["red", "dark-teal", "violet", "yellow", "light-turquoise", "burgundy"] as const;
export type FooterTheme = (typeof footerThemes)[number];
/** What the footer shows: a random theme, or the contrast theme when the visitor asked for it. */
export type FooterThemeName = FooterTheme | "contrast";

export interface FooterColours {
  /** Background of the footer. */
  background: string;
  /** All footer text and links. */
  text: string;
  /** Focus outline (a non-text element: at least 3:1 against the background). */
  focus: string;
}

const ink = "#161616";
const white = "#ffffff";
const yellow = "#ffd23f";
const blue = "#1554c6";

/** Backgrounds are the site palette of src/styles/global.css (:root). */
export const footerColours: Record<FooterThemeName, FooterColours> = {
  red: { background: "#b3122e", text: white, focus: yellow },
  "dark-teal": { background: "#00494f", text: white, focus: yellow },
  violet: { background: "#55287e", text: white, focus: yellow },
  yellow: { background: yellow, text: ink, focus: blue },
  "light-turquoise": { background: "#9fdcd7", text: ink, focus: blue },
  burgundy: { background: "#6e1a38", text: white, focus: yellow },
  contrast: { background: white, text: "#000000", focus: blue },
};

export function isFooterTheme(value: unknown): value is FooterTheme {
  return typeof value === "string" && (footerThemes as readonly string[]).includes(value);
}

/**
 * Picks the theme again in the browser, as the page is parsed, before it is painted: a page from
 * the page cache is the same for every visitor, its theme included (docs/caching.md). It stands
 * right after the footer and leaves the contrast theme alone; the client then keeps the theme
 * it finds (`shownFooterTheme`). Without JavaScript the server's pick stays.
 */
export const footerThemeScript = `(function(f){if(!f||f.dataset.theme==="contrast")return;var t=${JSON.stringify(footerThemes)},c=${JSON.stringify(
  Object.fromEntries(footerThemes.map((theme) => [theme, footerColours[theme]])),
)},n=t[Math.floor(Math.random()*t.length)],k=c[n];f.classList.remove("site-footer--"+f.dataset.theme);f.classList.add("site-footer--"+n);f.dataset.theme=n;f.setAttribute("style","--footer-bg:"+k.background+";--footer-fg:"+k.text+";--footer-focus:"+k.focus)})(document.currentScript&&document.currentScript.previousElementSibling)`;

/** The theme the footer on screen shows (set by the server or footerThemeScript), in the browser. */
export function shownFooterTheme(): FooterTheme | null {
  if (typeof document === "undefined") return null;
  const theme = document.querySelector<HTMLElement>("footer.site-footer")?.dataset.theme;
  return isFooterTheme(theme) ? theme : null;
}

/**
 * The theme the server renders for a page: the same for every render of that address, so that
 * every worker's copy of a cached page is the same bytes (one ETag). The browser picks at random
 * before the page is painted (footerThemeScript); without JavaScript this one stays.
 */
export function footerThemeFor(path: string): FooterTheme {
  let hash = 2166136261;
  for (let i = 0; i < path.length; i++) hash = Math.imul(hash ^ path.charCodeAt(i), 16777619) >>> 0;
  // FNV-1a, then mixed so that similar addresses spread over all themes.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35) >>> 0;
  hash = (hash ^ (hash >>> 16)) >>> 0;
  return pickFooterTheme(() => hash / 2 ** 32);
}

/** One of the six themes, uniformly at random. Call it on the server, once per request. */
export function pickFooterTheme(random: () => number = Math.random): FooterTheme {
  const index = Math.floor(random() * footerThemes.length);
  return footerThemes[Math.min(Math.max(index, 0), footerThemes.length - 1)];
}
