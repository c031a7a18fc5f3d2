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
    // The shop's checkout and an order's page post forms answered by a redirect to Stripe's payment page.
    const shop = directives(contentSecurityPolicy({ nonce: "abc123==", staff: false, tagManager: false, https: false, stripeForms: true }));
    expect(shop.get("form-action")).toEqual(["'self'", "https://checkout.stripe.com"]);
    expect([...visitor.values()].flat()).not.toContain("'unsafe-eval'");
    expect(visitor.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("frames only the embed hosts the module schemas allow and the video players", () => {
    const frames = visitor.get("frame-src") ?? [];
    for (const source of [
      "https://www.youtube-nocookie.com",
      "https://player.vimeo.com",
      "https://soundcloud.com",
      "https://*.soundcloud.com",
      "https://*.instagram.com",
      "https://issuu.com",
    ]) {
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

  it("works on the page's bytes: the hash of a script with umlauts is that of its UTF-8, and the bytes come back unchanged", () => {
    const source = 'window.__context = {"title":"Grüße – Bühne"};';
    const utf8Page = `<html><head></head><body><h1>Grüße</h1><script nonce="${nonce}">${source}</script></body></html>`;
    const { html, hashes } = sealForSharing(Buffer.from(utf8Page).toString("latin1"), nonce, integrityOf);
    expect(hashes).toEqual([`sha256-${createHash("sha256").update(Buffer.from(source)).digest("base64")}`]);
    expect(Buffer.from(html, "latin1").toString("utf8")).toBe(utf8Page.replace(` nonce="${nonce}"`, ""));
  });

  it("boots a module script with characters beyond ASCII, allowed by the hash of its bytes", () => {
    const utf8Page = `<html><head></head><body><script nonce="${nonce}" type="module" async="">import("/assets/über-x.js");</script></body></html>`;
    const { html, hashes } = sealForSharing(Buffer.from(utf8Page).toString("latin1"), nonce, integrityOf);
    const boot = /<script>([\s\S]*?)<\/script>/.exec(Buffer.from(html, "latin1").toString("utf8"))?.[1] as string;
    expect(boot).toContain('s.textContent="import(\\"/assets/über-x.js\\");"');
    expect(hashes).toContain(`sha256-${createHash("sha256").update(Buffer.from(boot)).digest("base64")}`);
  });

  it("gives no hash to a script that came without the nonce", () => {
    const { html, hashes } = sealForSharing(page, nonce, integrityOf);
    expect(html).toContain('<script>alert("injected")</script>');
    expect(hashes).not.toContain(sha256('alert("injected")'));
    expect(hashes).toHaveLength(3);
  });

  /** The boot script of a sealed page, run with a document that is `visibility`; frames and timers wait in lists. */
  function runBoot(html: string, visibility: "visible" | "hidden") {
    const boot = /<script>(\(function\(\)\{[\s\S]*?document[\s\S]*?)<\/script>/.exec(html)?.[1] as string;
    const added: Record<string, string>[] = [];
    const frames: (() => void)[] = [];
    const timers: { task: () => void; delay: number }[] = [];
    const document = {
      visibilityState: visibility,
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: Record<string, string>) => added.push(element) },
    };
    new Function("document", "requestAnimationFrame", "setTimeout", boot)(
      document,
      (callback: () => void) => frames.push(callback),
      (task: () => void, delay = 0) => timers.push({ task, delay }),
    );
    /** Runs the tasks queued so far (not those they queue), or those of them with the given delay. */
    const nextTasks = (delay?: number) => {
      const due = timers.filter((timer) => delay === undefined || timer.delay === delay);
      for (const timer of due) timers.splice(timers.indexOf(timer), 1);
      for (const { task } of due) task();
    };
    const drain = () => {
      while (timers.length) nextTasks();
      return added;
    };
    const delays = () => timers.map((timer) => timer.delay);
    return { boot, added, frames, nextTasks, drain, delays };
  }
  const moduleScript = { tag: "script", type: "module", textContent: 'import * as route0 from "/assets/root-x.js";\nimport("/assets/entry.client-abc.js");' };

  it("starts the module script from a classic one, which adds it to the page with the same text", () => {
    const { html, hashes } = sealForSharing(page, nonce, integrityOf);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    const { boot, added } = runBoot(html, "hidden");
    expect(hashes).toContain(sha256(boot));
    expect(added[0]).toEqual(moduleScript);
  });

  it("adds the module preloads from the boot script, each with its file's integrity, which the policy lists", () => {
    const { html, hashes } = sealForSharing(page, nonce, integrityOf);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(runBoot(html, "hidden").drain()).toEqual([
      moduleScript,
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client-abc.js", integrity: "sha384-ENTRY" },
      { tag: "link", rel: "modulepreload", href: "/assets/elsewhere.js" },
    ]);
    expect(hashes).toContain("sha384-ENTRY");
    const policy = contentSecurityPolicy({ hashes, staff: false, tagManager: false, https: false });
    expect(policy).toMatch(/script-src [^;]*'sha384-ENTRY'/);
    expect(policy).toMatch(/script-src [^;]*'sha256-/);
  });

  it("keeps the preloads in the page, with their integrity, when there is no module script to boot", () => {
    const { html, hashes } = sealForSharing(page.replace(/<script nonce="[^"]+" type="module"[\s\S]*?<\/script>/, ""), nonce, integrityOf);
    expect(html).toContain('<link rel="modulepreload" href="/assets/entry.client-abc.js" integrity="sha384-ENTRY"/>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/elsewhere.js"/>');
    expect(html).not.toContain(nonce);
    expect(hashes).toContain("sha384-ENTRY");
  });

  it("adds the preloads a few per task, so that no task is long, all of them in their order", () => {
    const files = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    const many = page.replace("</head>", `${files.map((file) => `<link rel="modulepreload" href="${file}" nonce="${nonce}"/>`).join("")}</head>`);
    const { html } = sealForSharing(many, nonce, integrityOf);
    const { added, nextTasks, drain } = runBoot(html, "hidden");
    const preloaded = () => added.filter((element) => element.tag === "link").length;
    expect(preloaded()).toBe(4);
    nextTasks();
    expect(preloaded()).toBe(8);
    expect(
      drain()
        .slice(1)
        .map((element) => element.href),
    ).toEqual(["/assets/entry.client-abc.js", "/assets/elsewhere.js", ...files]);
  });

  it("loads the scripts only after the first frame is painted, so that they never hold up the first paint", () => {
    const { html } = sealForSharing(page, nonce, integrityOf);
    const { added, frames, nextTasks, drain, delays } = runBoot(html, "visible");
    expect(added).toEqual([]);
    // Nothing but a frame callback and the fallback for a browser that paints no frame soon.
    expect(frames).toHaveLength(1);
    expect(delays()).toEqual([1000]);
    // The frame runs its callback before it paints; the task after it comes once it has painted.
    for (const frame of frames.splice(0)) frame();
    expect(added).toEqual([]);
    nextTasks(0);
    expect(added[0]).toEqual(moduleScript);
    // The fallback, when it comes, adds nothing a second time.
    expect(drain()).toHaveLength(3);
  });

  it("loads the scripts at once in a page that is not visible, where no frame is painted", () => {
    const { html } = sealForSharing(page, nonce, integrityOf);
    expect(runBoot(html, "hidden").added[0]).toEqual(moduleScript);
  });
});
