import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, frameSources, newNonce, permissionsPolicy, sealForSharing } from "./csp.server";

const directives = (policy: string) => new Map(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)] as const));

describe("the Content-Security-Policy of a page", () => {
  const visitor = directives(contentSecurityPolicy({ nonce: "abc123==", staff: false, tagManager: false, https: false }));

  it("runs scripts only with the page's nonce, and what they load", () => {
    expect(visitor.get("script-src")).toEqual(["'nonce-abc123=='", "'strict-dynamic'"]);
    expect(visitor.get("object-src")).toEqual(["'none'"]);
    expect(visitor.get("base-uri")).toEqual(["'none'"]);
    expect(visitor.get("form-action")).toEqual(["'self'"]);
    expect(visitor.get("frame-ancestors")).toEqual(["'self'"]);
    expect([...visitor.values()].flat()).not.toContain("'unsafe-eval'");
    expect(visitor.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("frames only the embed hosts the module schemas allow and the video players", () => {
    const frames = visitor.get("frame-src") ?? [];
    for (const source of ["https://www.youtube-nocookie.com", "https://player.vimeo.com", "https://soundcloud.com", "https://*.soundcloud.com", "https://*.instagram.com", "https://issuu.com"]) {
      expect(frames).toContain(source);
    }
    expect(frames).toEqual(frameSources);
    expect(frames.every((source) => source.startsWith("https://"))).toBe(true);
  });

  it("loads images and calls from the site only, unless a tag manager is configured", () => {
    expect(visitor.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(visitor.get("connect-src")).toEqual(["'self'"]);
    const tracked = directives(contentSecurityPolicy({ nonce: "n", staff: false, tagManager: true, https: false }));
    expect(tracked.get("connect-src")).toContain("https://*.google-analytics.com");
    expect(tracked.get("script-src")).toEqual(["'nonce-n'", "'strict-dynamic'"]);
  });

  it("allows eval only to staff sessions, whose forms compile their schemas", () => {
    const staff = directives(contentSecurityPolicy({ nonce: "n", staff: true, tagManager: false, https: false }));
    expect(staff.get("script-src")).toEqual(["'nonce-n'", "'strict-dynamic'", "'unsafe-eval'"]);
  });

  it("upgrades plain addresses on an https site", () => {
    expect(visitor.has("upgrade-insecure-requests")).toBe(false);
    expect(contentSecurityPolicy({ nonce: "n", staff: false, tagManager: false, https: true })).toMatch(/; upgrade-insecure-requests$/);
  });

  it("uses a new nonce for every page", () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("switches off the browser features the site never uses", () => {
    expect(permissionsPolicy).toContain("camera=()");
    expect(permissionsPolicy).toContain("geolocation=()");
    expect(permissionsPolicy).not.toContain("fullscreen");
  });
});

describe("sealForSharing", () => {
  const nonce = "bm9uY2UtZm9yLXRlc3Rz";
  const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
  const page = [
    `<html><head><link rel="modulepreload" href="/assets/entry.client-abc.js" nonce="${nonce}"/>`,
    `<link rel="modulepreload" href="/assets/elsewhere.js" nonce="${nonce}"/></head><body>`,
    `<script nonce="${nonce}">window.__context = {"a":"<\\u002fscript>"};</script>`,
    `<script nonce="${nonce}" type="module" async="">import * as route0 from "/assets/root-x.js";\nimport("/assets/entry.client-abc.js");</script>`,
    // Markup that got into the page by other means: it carries no nonce.
    `<p>text</p><script>alert("injected")</script>`,
    `<script type="application/ld+json">{"@type":"Event"}</script>`,
    "</body></html>",
  ].join("");
  const integrityOf = (path: string) => (path === "/assets/entry.client-abc.js" ? "sha384-ENTRY" : undefined);

  it("allows the page's own scripts by their hashes and takes the nonce out of the page", () => {
    const { html, hashes } = sealForSharing(page, nonce, integrityOf);
    expect(html).not.toContain(nonce);
    expect(hashes).toContain(sha256('window.__context = {"a":"<\\u002fscript>"};'));
    expect(html).toContain('<script>window.__context = {"a":"<\\u002fscript>"};</script>');
  });

  it("gives no hash to a script that came without the nonce", () => {
    const { html, hashes } = sealForSharing(page, nonce, integrityOf);
    expect(html).toContain('<script>alert("injected")</script>');
    expect(hashes).not.toContain(sha256('alert("injected")'));
    expect(hashes).toHaveLength(3);
  });

  it("starts the module script from a classic one, which adds it to the page with the same text", () => {
    const { html, hashes } = sealForSharing(page, nonce, integrityOf);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    const boot = /<script>(\(function\(\)\{var s=document\.createElement\("script"\);[\s\S]*?)<\/script>/.exec(html)?.[1] as string;
    expect(hashes).toContain(sha256(boot));
    const added: { type?: string; textContent?: string }[] = [];
    new Function("document", boot)({ createElement: () => ({}), head: { appendChild: (element: object) => added.push(element) } });
    expect(added).toEqual([{ type: "module", textContent: 'import * as route0 from "/assets/root-x.js";\nimport("/assets/entry.client-abc.js");' }]);
  });

  it("gives a module preload its file's integrity, which the policy lists", () => {
    const { html, hashes } = sealForSharing(page, nonce, integrityOf);
    expect(html).toContain('<link rel="modulepreload" href="/assets/entry.client-abc.js" integrity="sha384-ENTRY"/>');
    expect(hashes).toContain("sha384-ENTRY");
    expect(html).toContain('<link rel="modulepreload" href="/assets/elsewhere.js"/>');
    expect(contentSecurityPolicy({ hashes, staff: false, tagManager: false, https: false })).toContain("script-src 'sha256-");
  });
});
