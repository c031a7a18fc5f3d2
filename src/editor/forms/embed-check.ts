/**
 * Host checks of the settings forms, shared by the live messages of the embed and video-URL
 * fields and by the form validator:
 *
 * - embed code (`contentMediaType: application/x-embed+html`): the schema's `pattern` requires an
 *   address of one of the `x-embed-hosts`; the server's sanitiser drops every iframe whose `src`
 *   is on another host, so the form refuses those too (the `x-embed-hosts` keyword, see validator.ts);
 * - video URLs: the host list is the alternation in the field's `pattern`
 *   (`^https://(?:www\.)?(?:youtube\.com|vimeo\.com|…)/`).
 */
import { embedHost, urlHost, videoEmbed } from "../../ui/embed/embed-url";

/** Whether a host name is one of the hosts or a subdomain of one (as the server's sanitiser checks). */
export function hostMatches(hostname: string, hosts: readonly string[]): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return hosts.some((host) => name === host || name.endsWith(`.${host}`));
}

export interface EmbedAddress {
  /** The attribute the address was found in (src of an iframe, href, ...), or "text" for a bare URL. */
  source: "iframe" | "src" | "href" | "text";
  url: string;
  host: string;
  allowed: boolean;
}

export interface EmbedCheck {
  addresses: EmbedAddress[];
  /** The first allowed host the code refers to, or null. */
  allowedHost: string | null;
  /** Hosts of iframes that are not allowed: the server's sanitiser would drop them. */
  blocked: string[];
  /** The code is acceptable: it refers to an allowed host and loads no frame from another one. */
  ok: boolean;
}

const attributePattern = /<\s*([a-z][a-z0-9-]*)\b[^>]*?\s(src|href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
const barePattern = /(?:https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}[^\s"'<>]*/gi;

function parseAddress(raw: string): { url: string; host: string } | null {
  const value = raw.trim().replace(/&amp;/g, "&");
  if (!/^(?:https?:)?\/\//i.test(value)) return null;
  try {
    const url = new URL(value.startsWith("//") ? `https:${value}` : value);
    return { url: url.href, host: url.hostname.toLowerCase() };
  } catch {
    return null;
  }
}

/** Finds the addresses (src/href attributes, and bare URLs) in embed code and checks them against the hosts. */
export function checkEmbedCode(code: string, hosts: readonly string[]): EmbedCheck {
  const addresses: EmbedAddress[] = [];
  const seen = new Set<string>();
  for (const match of code.matchAll(attributePattern)) {
    const tag = match[1].toLowerCase();
    const attribute = match[2].toLowerCase() as "src" | "href";
    const parsed = parseAddress(match[3] ?? match[4] ?? match[5] ?? "");
    if (!parsed) continue;
    seen.add(parsed.url);
    const source = tag === "iframe" && attribute === "src" ? "iframe" : attribute;
    addresses.push({ source, ...parsed, allowed: hostMatches(parsed.host, hosts) });
  }
  for (const match of code.matchAll(barePattern)) {
    const parsed = parseAddress(match[0]);
    if (!parsed || seen.has(parsed.url)) continue;
    seen.add(parsed.url);
    addresses.push({ source: "text", ...parsed, allowed: hostMatches(parsed.host, hosts) });
  }
  const blocked = [...new Set(addresses.filter((a) => a.source === "iframe" && !a.allowed).map((a) => a.host))];
  const allowedHost = embedHost(code, hosts);
  return { addresses, allowedHost, blocked, ok: allowedHost !== null && blocked.length === 0 };
}

/** The validation rule of the `x-embed-hosts` keyword: no iframe from a host outside the list. */
export function embedFramesAllowed(code: unknown, hosts: readonly string[]): boolean {
  return typeof code !== "string" || checkEmbedCode(code, hosts).blocked.length === 0;
}

/**
 * The hosts a URL field's pattern allows, when the pattern is a host check such as
 * `^https://(?:www\.)?(?:youtube\.com|vimeo\.com)/`; null for other patterns (e.g. `^https?://`).
 */
export function hostsFromPattern(pattern: string | undefined): string[] | null {
  if (!pattern) return null;
  const host = String.raw`[a-z0-9-]+(?:\\\.[a-z0-9-]+)+`;
  const group = new RegExp(String.raw`\(\?:(${host}(?:\|${host})*)\)\/?$`, "i").exec(pattern);
  if (!group) return null;
  return group[1].split("|").map((h) => h.replace(/\\\./g, "."));
}

export type UrlCheck = { status: "empty" } | { status: "invalid" } | { status: "blocked"; host: string } | { status: "ok"; host: string; video: boolean };

/** Checks a URL against a host pattern as the schema does, and whether it names a video the site can play. */
export function checkHostUrl(value: string, pattern: string): UrlCheck {
  const url = value.trim();
  if (!url) return { status: "empty" };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { status: "invalid" };
  }
  if (!/^https?:$/.test(parsed.protocol)) return { status: "invalid" };
  if (!new RegExp(pattern, "u").test(url)) return { status: "blocked", host: urlHost(url) };
  return { status: "ok", host: urlHost(url), video: videoEmbed(url) !== null };
}
