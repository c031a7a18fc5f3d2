/**
 * The request guard on the running server (src/server/api/request-guard.ts, docs/security.md):
 * another site cannot change anything (not even through the resource routes React Router's own
 * check leaves out), bodies are limited before they are read, unreadable addresses get 400, and
 * behind a TLS proxy the checks and cookies follow PUBLIC_URL, not forwarded headers.
 */
import { test as plainTest, request as playwrightRequest } from "@playwright/test";
import { demoEditor } from "../../src/server/seed/demo-content";
import { expect, siteOrigin, test } from "./helpers";
import { ownServerForTests } from "./own-server";

const evil = "https://evil.example";

/** A page on another site that posts a form to this one as soon as it opens. */
function forgingPage(action: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join("");
  return `<!doctype html><title>Gewinnspiel</title><form method="post" action="${siteOrigin}${action}">${inputs}</form><script>document.forms[0].submit()</script>`;
}

plainTest.describe("another site's forms", () => {
  // A German browser: the refusal of a post from elsewhere speaks the browser's language.
  plainTest.use({ storageState: { cookies: [], origins: [] }, locale: "de-DE" });

  for (const [action, fields, cookie] of [
    ["/consent", { intent: "acceptAll", redirectTo: "/de" }, "consent"],
    ["/preferences", { highContrast: "on", redirectTo: "/de" }, "highContrast"],
    ["/notice", { dismiss: "n1", redirectTo: "/de" }, "noticeDismissed"],
  ] as const) {
    // The plain test: the forging page is not the site, so nothing waits for the site to hydrate.
    plainTest(`cannot post to ${action}: the browser's post is refused and no cookie is set`, async ({ page, context }) => {
      await page.route(`${evil}/`, (route) => route.fulfill({ contentType: "text/html", body: forgingPage(action, fields) }));
      const answer = page.waitForResponse((response) => response.url() === `${siteOrigin}${action}`);
      await page.goto(`${evil}/`);
      const response = await answer;
      expect(response.status()).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anfrage abgelehnt");
      expect((await context.cookies(siteOrigin)).map((c) => c.name)).not.toContain(cookie);
    });
  }

  plainTest("the site's own consent form still works", async ({ request }) => {
    const response = await request.post("/consent", { form: { intent: "acceptAll", redirectTo: "/de" }, headers: { origin: siteOrigin }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers()["set-cookie"]).toMatch(/^consent=/);
  });
});

test.describe("body limits and addresses", () => {
  const big = "x".repeat(10 * 1024 * 1024);

  for (const [url, contentType] of [
    ["/de/anmelden", "application/x-www-form-urlencoded"],
    ["/en/set-password?token=x", "application/x-www-form-urlencoded"],
    ["/consent", "application/x-www-form-urlencoded"],
    ["/preferences", "application/x-www-form-urlencoded"],
    ["/notice", "application/x-www-form-urlencoded"],
    ["/de/pageeditor-api/login", "application/json"],
    ["/de/pageeditor-api/set-password", "application/json"],
  ] as const) {
    test(`a 10 MB post to ${url} gets 413`, async ({ request }) => {
      const response = await request.post(url, { data: big, headers: { origin: siteOrigin, "content-type": contentType }, maxRedirects: 0 });
      expect(response.status()).toBe(413);
    });
  }

  test("a NUL byte or a broken encoding in the address gets 400, in the page's language", async ({ request }) => {
    for (const url of ["/de/%00", "/de/kalender?page=%00", "/en/search?query=a%00b", "/de/pageeditor-api/page/%00", "/de/%C3", "/en/%0d%0aSet-Cookie:%20x=y"]) {
      const response = await request.get(url, { headers: { accept: "text/html" } });
      expect(response.status(), url).toBe(400);
      expect(response.headers()["set-cookie"], url).toBeUndefined();
    }
    expect(await (await request.get("/en/%00", { headers: { accept: "text/html" } })).text()).toContain("Invalid address");
  });
});

test.describe("behind a TLS proxy", () => {
  const publicUrl = "https://festival.test";
  // No demo content (seeding takes long on a busy machine): a fresh database with one account.
  // The proxy speaks plain HTTP to the server, at its own address.
  const server = ownServerForTests({
    env: { PUBLIC_URL: publicUrl, TRUSTED_PROXIES: "127.0.0.1" },
    users: [{ email: demoEditor.email }],
    password: demoEditor.password,
    timeout: 100_000,
  });

  test("the login works with the public origin, its cookies are Secure and __Host-, and other origins are refused", async () => {
    const proxy = await playwrightRequest.newContext({
      baseURL: server.origin,
      extraHTTPHeaders: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.5" },
    });
    try {
      const form = await proxy.get("/de/anmelden");
      const setCookie = form.headers()["set-cookie"] ?? "";
      expect(setCookie).toMatch(/^__Host-csrftoken=[\w-]{43}; Path=\/; SameSite=Lax; Secure/);
      const token = /__Host-csrftoken=([\w-]{43})/.exec(setCookie)?.[1] ?? "";
      const login = (origin: string) =>
        proxy.post("/de/anmelden", {
          form: { email: demoEditor.email, password: demoEditor.password, csrfmiddlewaretoken: token, next: "/de/anmelden" },
          headers: { origin, cookie: `__Host-csrftoken=${token}` },
          maxRedirects: 0,
        });
      expect((await login(server.origin)).status()).toBe(403);
      expect((await login(evil)).status()).toBe(403);
      const done = await login(publicUrl);
      expect(done.status()).toBe(302);
      expect(done.headers().location).toBe("/de/anmelden");
      const cookies = done
        .headersArray()
        .filter((h) => h.name.toLowerCase() === "set-cookie")
        .map((h) => h.value);
      expect(cookies.find((c) => c.startsWith("sessionid="))).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
      expect(cookies.find((c) => c.startsWith("__Host-csrftoken="))).toMatch(/; Secure$/);
      // The page's links and canonical address are the public ones, whatever the socket saw.
      expect(await (await proxy.get("/en/login")).text()).toContain(`<link rel="canonical" href="${publicUrl}/en/login"`);
    } finally {
      await proxy.dispose();
    }
  });

  test("a plain-http site does not take Secure cookies from a forwarded header", async ({ request }) => {
    const response = await request.get("/de/anmelden", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers()["set-cookie"]).toMatch(/^csrftoken=[\w-]{43}; Path=\/; SameSite=Lax$/);
  });
});
