/**
 * The checks every request passes before any route sees it (docs/security.md), in one place so
 * that no route can forget them:
 *
 * 1. **Readable input.** A NUL byte anywhere in the address or in a form's or JSON body's text, a
 *    control character or a broken percent-encoding in the path is refused with 400: PostgreSQL
 *    cannot store NUL (every such value ended in a 500), and a control character in a path can
 *    only end up in a header or a log line. A query may carry a broken encoding (a tracking link
 *    in Latin-1): it is read as it stands.
 * 2. **The origin of a state change.** A POST, PUT, PATCH or DELETE must come from the site's own
 *    origin (PUBLIC_URL): the `Origin` header when there is one, else `Sec-Fetch-Site`. A browser
 *    always sends one of them on a state change; a request from a browser (a `Mozilla/` user
 *    agent) with neither is refused too. Tools without a browser (the HTTP content client, curl)
 *    carry no visitor's cookies to abuse and pass. This covers API calls, route actions and the
 *    resource routes React Router's own check leaves out (`/consent`, `/preferences`, `/notice`).
 * 3. **A body limit**, decided before the body is read (from Content-Length): small by default,
 *    raised only where uploads or the editors' and admins' JSON need it (`bodyLimitFor`). A body
 *    without Content-Length (chunked) is counted as it arrives and gets only the default: browsers
 *    always say how large an upload is, and nobody may make the server hold megabytes first.
 *    Routes may set tighter limits of their own.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_DOCUMENT_BYTES } from "../admin/media";
import { MAX_UPLOAD_BYTES } from "../editor/media";
import { maxFileBytes } from "../../forms/definition";
import { createTranslate, type MessageKey } from "../../i18n/messages";
import type { Locale } from "../../schemas/api";
import { answerPage } from "./answer-page";
import { ADMIN_BODY_LIMIT } from "./admin";

export type GuardRefusal = "bad-address" | "bad-input" | "cross-origin" | "too-large";

const statusOf: Record<GuardRefusal, 400 | 403 | 413> = { "bad-address": 400, "bad-input": 400, "cross-origin": 403, "too-large": 413 };

const KiB = 1024;
/** The body limit of every request no rule below raises. */
export const DEFAULT_BODY_LIMIT = 64 * KiB;
/** The page editor's calls: a module's data (rich text pasted from elsewhere may be long before it is cleaned). */
export const EDITOR_BODY_LIMIT = 512 * KiB;

/**
 * The raised limits, first match wins; the method is always a state change. Every path here is
 * also in docs/security.md.
 */
const raisedLimits: { pattern: RegExp; max: number }[] = [
  // Editor image uploads (15 MB) and visitors' files for a form (10 MB), in a multipart envelope.
  { pattern: /^\/(de|en)\/api\/temp-files\/?$/, max: Math.max(MAX_UPLOAD_BYTES, maxFileBytes) + 64 * KiB },
  // The media library's uploads and replacements (documents up to 20 MB).
  { pattern: /^\/(de|en)\/admin-api\/media(\/|\/\d+\/replace\/?)?$/, max: MAX_DOCUMENT_BYTES + 64 * KiB },
  // A form page posted without JavaScript carries its file with the fields.
  { pattern: /^\/(de|en)\/forms\//, max: maxFileBytes + 256 * KiB },
  // Login, logout, setting a password and the site notice keep the small default.
  { pattern: /^\/(de|en)\/pageeditor-api\/(login|login\/code|logout|set-password|password-reset|notification)\/?$/, max: DEFAULT_BODY_LIMIT },
  { pattern: /^\/(de|en)\/pageeditor-api\//, max: EDITOR_BODY_LIMIT },
  // The admin's calls and its forms without JavaScript.
  { pattern: /^\/(de|en)\/admin-api\//, max: ADMIN_BODY_LIMIT },
  { pattern: /^\/admin\/(de|en)(\/|$)/, max: ADMIN_BODY_LIMIT },
];

/** The most bytes a request to `path` may carry. */
export function bodyLimitFor(path: string): number {
  return raisedLimits.find((rule) => rule.pattern.test(path))?.max ?? DEFAULT_BODY_LIMIT;
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State changes another site may start: authorised by a signed token in the address or a signature
 * of the body, not by anything the browser carries along. The newsletter's one-click unsubscribe
 * (RFC 8058) is posted by the recipient's mailbox provider, from wherever it runs; Stripe's webhook
 * by Stripe's servers, signed with the endpoint secret (src/server/api/box-office-webhook.ts).
 * Exact paths only.
 */
const crossOriginAllowed = [/^\/(de|en)\/api\/newsletter\/unsubscribe\/?$/, /^\/api\/box-office\/stripe\/webhook$/];

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
const controlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * True when the raw request target (path and query, still percent-encoded) is one the site can
 * read: no NUL byte anywhere, and a path whose percent-encodings are complete UTF-8 sequences
 * without control characters.
 */
export function isReadableTarget(target: string): boolean {
  const queryStart = target.indexOf("?");
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? "" : target.slice(queryStart + 1);
  if (/%00/i.test(query) || query.includes("\u0000")) return false;
  try {
    return !controlCharacter.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}

const hasNul = (value: string) => value.includes("\u0000");

/**
 * True when a body the site reads as text holds a NUL character: raw, as a JSON `\u0000` escape,
 * or percent-encoded in a form. Files in a multipart body are bytes and may hold anything. Only a
 * body that holds the character's spelling at all is parsed, so nearly every post costs one scan.
 */
export async function bodyHasNul(request: Request): Promise<boolean> {
  if (!request.body) return false;
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  try {
    if (type === "application/json") {
      const text = await request.clone().text();
      if (!text.includes("\\u0000")) return false;
      let found = false;
      JSON.parse(text, (key, value) => {
        if (hasNul(key) || (typeof value === "string" && hasNul(value))) found = true;
        return value;
      });
      return found;
    }
    if (type === "application/x-www-form-urlencoded") {
      const text = await request.clone().text();
      // biome-ignore lint/suspicious/noControlCharactersInRegex: a NUL byte, raw or percent-encoded, is what it refuses
      if (!/%00|\u0000/i.test(text)) return false;
      for (const [key, value] of new URLSearchParams(text)) if (hasNul(key) || hasNul(value)) return true;
      return false;
    }
    if (type === "multipart/form-data") {
      // A NUL byte anywhere, or none: a file's bytes hold them often, text without one needs no parse.
      const bytes = new Uint8Array(await request.clone().arrayBuffer());
      if (!bytes.includes(0)) return false;
      const form = await new Response(bytes, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
      for (const [key, value] of form) if (hasNul(key) || (typeof value === "string" && hasNul(value))) return true;
      return false;
    }
    if (type.startsWith("text/")) return hasNul(await request.clone().text());
  } catch {
    // A body that does not parse is the route's to refuse, in its own words.
  }
  return false;
}

/**
 * True when a request may change state on a site served at `siteOrigin`: safe methods always;
 * otherwise an `Origin` equal to the site's, or without one a `Sec-Fetch-Site` of `same-origin`
 * (or `none`: the user's own action, such as a bookmarked form); with neither, only a client that
 * is not a browser.
 *
 * `Origin: null` says only that the browser would not name the origin: a sandboxed or data:
 * document, but also a form on one of our own pages that sends no referrer (the set-password and
 * mail-link pages, whose address holds a token). `Sec-Fetch-Site` then decides; without it the
 * request is refused, since only browsers send "null".
 */
export function isAllowedOrigin(request: { method: string; headers: Headers }, siteOrigin: string): boolean {
  if (safeMethods.has(request.method.toUpperCase())) return true;
  const origin = request.headers.get("origin");
  if (origin !== null && origin !== "null") return origin === siteOrigin;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null) return fetchSite === "same-origin" || fetchSite === "none";
  if (origin === "null") return false;
  return !/^Mozilla\//.test(request.headers.get("user-agent") ?? "");
}

const refusalTexts = {
  "bad-address": { title: "request.badAddress.title", text: "request.badAddress.text" },
  "bad-input": { title: "request.badInput.title", text: "request.badInput.text" },
  "cross-origin": { title: "request.crossOrigin.title", text: "request.crossOrigin.text" },
  "too-large": { title: "request.tooLarge.title", text: "form.tooLarge" },
} as const satisfies Record<GuardRefusal, { title: MessageKey; text: MessageKey }>;

const languageOfPath = (path: string): Locale | null => {
  const match = /^\/(?:admin\/)?(de|en)(?:\/|$)/.exec(path);
  return match ? (match[1] as Locale) : null;
};

/**
 * The visitor's language for a refusal: the address's; for the addresses without one (`/consent`,
 * `/preferences`, `/notice`) the page the form was on (Referer), else the browser's first choice.
 */
function refusalLocale(c: Context): Locale {
  const fromPath = languageOfPath(c.req.path);
  if (fromPath) return fromPath;
  const referer = c.req.header("referer");
  if (referer) {
    try {
      const fromReferer = languageOfPath(new URL(referer).pathname);
      if (fromReferer) return fromReferer;
    } catch {
      // not an address: the browser's language decides
    }
  }
  const preferred = (c.req.header("accept-language") ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
  return preferred.startsWith("en") ? "en" : "de";
}

/**
 * The refusal in the visitor's language: JSON for the API's calls and for fetches, a small page
 * for a form posted without JavaScript or an address opened in the browser.
 */
export function guardRefusal(c: Context, reason: GuardRefusal): Response {
  const status = statusOf[reason];
  const locale = refusalLocale(c);
  const t = createTranslate(locale);
  const texts = refusalTexts[reason];
  const wantsPage = (c.req.header("accept") ?? "").includes("text/html") && !/\/(api|pageeditor-api|admin-api)\//.test(c.req.path);
  if (!wantsPage) {
    return c.json({ status, message: t(texts.text) }, status, { "cache-control": "no-store" });
  }
  return answerPage(status, locale, { title: t(texts.title), text: t(texts.text), back: { href: `/${locale}`, label: t("error.home") } });
}

/**
 * The guard as Hono middleware, to run before every route. `publicUrl` is PUBLIC_URL: its origin
 * is the only one allowed to change state.
 */
export function requestGuard({ publicUrl }: { publicUrl: string }): MiddlewareHandler {
  const siteOrigin = new URL(publicUrl).origin;
  const limits = new Map<number, MiddlewareHandler>();
  const limiter = (max: number) => {
    let handler = limits.get(max);
    if (!handler) {
      handler = bodyLimit({ maxSize: max, onError: (c) => guardRefusal(c, "too-large") });
      limits.set(max, handler);
    }
    return handler;
  };
  return async (c, next) => {
    const url = c.req.url;
    const target = url.slice(url.indexOf("/", url.indexOf("//") + 2));
    if (!isReadableTarget(target)) return guardRefusal(c, "bad-address");
    if (!isAllowedOrigin(c.req.raw, siteOrigin) && !crossOriginAllowed.some((pattern) => pattern.test(c.req.path))) {
      return guardRefusal(c, "cross-origin");
    }
    const chunked = c.req.header("transfer-encoding") !== undefined;
    const max = chunked ? Math.min(bodyLimitFor(c.req.path), DEFAULT_BODY_LIMIT) : bodyLimitFor(c.req.path);
    return limiter(max)(c, async () => {
      if (await bodyHasNul(c.req.raw)) {
        c.res = guardRefusal(c, "bad-input");
        return;
      }
      await next();
    });
  };
}
