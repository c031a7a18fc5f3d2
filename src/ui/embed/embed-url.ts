/**
 * URL helpers of the two-click embeds: privacy-friendly player URLs for videos, the host an
 * embed code talks to, and the official widget scripts of the social networks.
 */

export interface VideoEmbed {
  provider: "youtube" | "vimeo";
  id: string;
  /** The host named in the consent gate, e.g. youtube.com. */
  host: string;
  /** The player URL (youtube-nocookie.com, player.vimeo.com). */
  src: string;
}

const parseUrl = (url: string): URL | null => {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed : null;
  } catch {
    return null;
  }
};

/** The host of a URL without "www.", for messages; the URL itself when it does not parse. */
export const urlHost = (url: string): string => parseUrl(url)?.hostname.replace(/^www\./, "") ?? url;

/** Maps a YouTube or Vimeo page/embed URL to its player URL; null when it is not a video URL. */
export function videoEmbed(url: string): VideoEmbed | null {
  const parsed = parseUrl(url);
  if (!parsed) return null;
  const host = parsed.hostname.toLowerCase().replace(/^(?:www|m)\./, "");
  const segments = parsed.pathname.split("/").filter(Boolean);
  const [first, second] = segments;

  let youtubeId: string | null | undefined;
  if (host === "youtu.be") youtubeId = first;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    youtubeId = first === "watch" ? parsed.searchParams.get("v") : /^(?:embed|shorts|live|v)$/.test(first ?? "") ? second : null;
  }
  if (youtubeId) {
    if (!/^[\w-]{6,20}$/.test(youtubeId)) return null;
    const start = /^(\d+)s?$/.exec(parsed.searchParams.get("t") ?? parsed.searchParams.get("start") ?? "")?.[1];
    const query = start && start !== "0" ? `?start=${start}` : "";
    return {
      provider: "youtube",
      id: youtubeId,
      host: "youtube.com",
      src: `https://www.youtube-nocookie.com/embed/${youtubeId}${query}`,
    };
  }

  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const index = segments.findIndex((s) => /^\d+$/.test(s));
    if (index < 0) return null;
    const id = segments[index];
    // Unlisted videos carry a hash: vimeo.com/ID/HASH or player.vimeo.com/video/ID?h=HASH.
    const hash = parsed.searchParams.get("h") ?? segments[index + 1];
    const query = hash && /^[0-9a-f]+$/i.test(hash) ? `?h=${hash}` : "";
    return { provider: "vimeo", id, host: "vimeo.com", src: `https://player.vimeo.com/video/${id}${query}` };
  }
  return null;
}

/** Hosts allowed in embed codes, per module: generated from the schemas' `x-embed-hosts`. */
export { embedHosts } from "../../schemas/generated/embed-hosts";

/** The first allowed host an embed code refers to (subdomains map to the listed host), or null. */
export function embedHost(html: string, hosts: readonly string[]): string | null {
  for (const match of html.matchAll(/(?:https?:)?\/\/([a-z0-9.-]+)/gi)) {
    const name = match[1].toLowerCase();
    const host = hosts.find((h) => name === h || name.endsWith(`.${h}`));
    if (host) return host;
  }
  return null;
}

export type SocialNetwork = "instagram" | "twitter" | "facebook" | "tiktok";

const networksByHost: Record<string, SocialNetwork> = {
  "instagram.com": "instagram",
  "twitter.com": "twitter",
  "x.com": "twitter",
  "facebook.com": "facebook",
  "tiktok.com": "tiktok",
};

export const socialNetwork = (host: string | null): SocialNetwork | null => (host && networksByHost[host]) || null;

/**
 * The official widget script of each network, injected after consent for blockquote embeds.
 * Fixed here on purpose: a script URL is never taken from the content.
 */
export const widgetScripts: Record<SocialNetwork, string> = {
  instagram: "https://www.instagram.com/embed.js",
  twitter: "https://platform.twitter.com/widgets.js",
  facebook: "https://connect.facebook.net/en_US/sdk.js#xfbml=1&version=v21.0",
  tiktok: "https://www.tiktok.com/embed.js",
};

/** A blockquote embed needs its network's script to turn into the real post. */
export const isBlockquoteEmbed = (html: string): boolean => /<blockquote[\s>]/i.test(html);

/**
 * A video preview image is shown before consent only when it is local: a media-library path
 * (demo/x.jpg, /media/demo/x.jpg) or a site-relative URL. Returns how to render it, or null.
 */
export function localPreview(url: string | undefined): { path: string } | { src: string } | null {
  if (!url || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return null;
  if (url.startsWith("/media/")) return { path: url.slice("/media/".length) };
  return url.startsWith("/") ? { src: url } : { path: url };
}
