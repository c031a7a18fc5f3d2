/**
 * The Content-Security-Policy and Permissions-Policy of every HTML page (docs/security.md).
 *
 * Scripts run only with the page's nonce, a fresh one per response: React Router's inline
 * scripts (`<Scripts>`, `<ScrollRestoration>`, the hydration data) carry it, and `'strict-dynamic'`
 * passes the trust on to what those scripts load (the route chunks, the tag manager after
 * tracking consent, a social network's widget script after the visitor's click). No
 * `'unsafe-inline'` for scripts; `'unsafe-eval'` only for staff sessions, whose editor and admin
 * forms validate with Ajv, which compiles schemas to functions in the browser.
 *
 * Frames only from the embed hosts the module schemas allow (`x-embed-hosts`) and the two video
 * players; images, fonts and calls only from the site itself, so that nothing of a third party
 * loads unless the visitor agreed to it and an allowed script brings it. With a tag-manager
 * container the analytics hosts are allowed for calls and pixels; they are contacted only after
 * tracking consent, when the tag manager runs.
 */
import { createHash } from "node:crypto";
import { stripeCheckoutOrigin } from "./lib/stripe-checkout";
import { moduleSchemas } from "./schemas/generated/module-schemas";

/** The iframe hosts of the video modules (src/ui/embed/embed-url.ts). */
const videoFrameHosts = ["www.youtube-nocookie.com", "player.vimeo.com"];

/** What Google Tag Manager and Analytics call and load once tracking consent let them run. */
const tagManagerHosts = ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.g.doubleclick.net"];

function embedHosts(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) embedHosts(item, found);
  } else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "x-embed-hosts" && Array.isArray(value)) for (const host of value) found.add(String(host));
      else embedHosts(value, found);
    }
  }
  return found;
}

/** Every frame source a page may show: the allowed embed hosts with their subdomains, and the video players. */
export const frameSources: readonly string[] = [
  ...[...embedHosts(moduleSchemas, new Set())].sort().flatMap((host) => [`https://${host}`, `https://*.${host}`]),
  ...videoFrameHosts.map((host) => `https://${host}`),
];

export interface PolicyOptions {
  /** The nonce of this response's scripts; or else: */
  nonce?: string;
  /** The hash sources of a page that may be shared (sealForSharing): used instead of a nonce. */
  hashes?: readonly string[];
  /** A staff session: the editor's and admin's form validation compiles schemas (Ajv). */
  staff: boolean;
  /** A tag-manager container is configured. */
  tagManager: boolean;
  /** The site is served over https (PUBLIC_URL): ask browsers to upgrade any plain address. */
  https: boolean;
  /**
   * A shop page whose form ends at Stripe's payment page (the checkout, an order's "Pay now"):
   * the post is answered with a redirect there, which `form-action` must allow as well.
   */
  stripeForms?: boolean;
}

export function contentSecurityPolicy({ nonce, hashes = [], staff, tagManager, https, stripeForms = false }: PolicyOptions): string {
  const analytics = tagManager ? tagManagerHosts : [];
  const trusted = nonce ? [`'nonce-${nonce}'`] : hashes.map((hash) => `'${hash}'`);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", ...trusted, "'strict-dynamic'", ...(staff ? ["'unsafe-eval'"] : [])],
    // React sets style attributes (object-position of a focal point, say); no script can come of it.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...analytics],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...analytics],
    ["media-src", "'self'"],
    ["frame-src", ...frameSources],
    ["worker-src", "'none'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'", ...(stripeForms ? [stripeCheckoutOrigin] : [])],
    ["frame-ancestors", "'self'"],
    ...(https ? ([["upgrade-insecure-requests"]] as [string][]) : []),
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/** Browser features no page of the site uses, switched off for the page and every frame in it. */
export const permissionsPolicy = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "display-capture=()",
  "browsing-topics=()",
].join(", ");

/**
 * Makes a page rendered with `nonce` fit to be shared (the page cache, docs/caching.md): the
 * nonce leaves the page, and what carried it is allowed by hash instead. Returns the page and the
 * hash sources for its policy.
 *
 * - An inline script that carries the nonce is allowed by its SHA-256. Only those: a script that
 *   reached the page any other way (injected markup) has no hash in the policy and does not run.
 * - React Router's inline module script becomes a classic script that adds the same module script
 *   to the page. Trust passes from a script to what it imports by a nonce, never by a hash (an
 *   inline module allowed by its hash could import nothing); a script that a trusted script adds
 *   is trusted under `'strict-dynamic'`, and so is what it imports.
 * - The module preloads (`<link rel="modulepreload">`) leave the head: the same script adds them
 *   after the module script, each with its file's integrity, whose SHA-384 the policy lists (a
 *   refused preload would leave the module unloadable).
 * - That script waits until the first frame has been painted (bootAfterFirstPaint). The page is
 *   complete without JavaScript; on a slow line its scripts would otherwise share the bandwidth
 *   with the document and the hero image before anything is on the screen (docs/architecture.md,
 *   "Scripts after the first paint").
 *
 * `html` is the page's UTF-8 bytes read as latin1, one character per byte, and so is the result:
 * decoding the whole page and encoding it again cost 0.6 ms of a 10 ms render, against 0.07 ms
 * for the latin1 view (docs/benchmarks.md, "Uncached renders, sixth session"). Every pattern here
 * is ASCII, which is the same in both; a hash is taken over the bytes, as a browser takes it.
 */
export function sealForSharing(html: string, nonce: string, integrityOf: (path: string) => string | undefined): { html: string; hashes: string[] } {
  const marker = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  const allow = (source: string) => {
    hashes.add(`sha256-${createHash("sha256").update(source, "latin1").digest("base64")}`);
  };
  // The page's own preloads, in their order, out of the page and into the boot script; kept in
  // the page, with their integrity, should there be no module script to boot.
  const moduleAttributes = ' type="module" async=""';
  const booting = html.includes(`<script${marker}${moduleAttributes}>`);
  const preloads: [string, string?][] = [];
  const sealed = html
    .replace(/<link rel="modulepreload" href="([^"]+)"([^>]*)>/g, (tag, href: string, attributes: string) => {
      if (!attributes.includes(marker)) return tag;
      const integrity = integrityOf(href);
      if (integrity) hashes.add(integrity);
      if (!booting) return `<link rel="modulepreload" href="${href}"${attributes.replace(marker, integrity ? ` integrity="${integrity}"` : "")}>`;
      preloads.push(integrity ? [href, integrity] : [href]);
      return "";
    })
    .replace(/<script( [^>]*)?>([\s\S]*?)<\/script>/g, (tag, attributes: string | undefined, source: string) => {
      if (!attributes?.includes(marker)) return tag;
      const rest = attributes.replace(marker, "");
      if (rest === moduleAttributes) {
        const boot = bootAfterFirstPaint(preloads, source);
        allow(boot);
        return `<script>${boot}</script>`;
      }
      allow(source);
      return `<script${rest}>${source}</script>`;
    })
    .replaceAll(marker, "");
  return { html: sealed, hashes: [...hashes] };
}

/** How many module preloads the boot script adds in one task (each costs the browser about a millisecond). */
const PRELOADS_PER_TASK = 4;

/**
 * A classic script that adds the module script `source` to the page, and then the module
 * preloads a few per task, once the first frame is on the screen: a frame's callback runs before
 * it paints, a task queued from there after it. The module script fetches what it imports
 * directly at once; the preloads fetch the rest beside them rather than one level after another,
 * and in small tasks, none of which holds the page up. A page that is not visible paints no
 * frames and starts at once; a browser that paints no frame within a second starts then.
 */
function bootAfterFirstPaint(preloads: readonly [string, string?][], source: string): string {
  // String literals inside the page: no "</script" or "<!--" may appear in them.
  const literal = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");
  return [
    `(function(){var d=document,p=${literal(preloads)},i=0,started=0;`,
    "function preload(){for(var end=i+",
    String(PRELOADS_PER_TASK),
    ';i<end&&i<p.length;i++){var l=d.createElement("link");l.rel="modulepreload";l.href=p[i][0];if(p[i][1])l.integrity=p[i][1];d.head.appendChild(l)}if(i<p.length)setTimeout(preload,0)}',
    `function start(){if(started)return;started=1;var s=d.createElement("script");s.type="module";s.textContent=${literal(source)};d.head.appendChild(s);preload()}`,
    'if(d.visibilityState!=="visible")return start();requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})()',
  ].join("");
}

/** 16 random bytes in base64: a new nonce for each response. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
