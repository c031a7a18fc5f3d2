import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { bodyHasNul, bodyLimitFor, DEFAULT_BODY_LIMIT, EDITOR_BODY_LIMIT, isAllowedOrigin, isReadableTarget, requestGuard } from "./request-guard";

const site = "https://festival.example";
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

describe("isReadableTarget", () => {
  it.each([
    "/de",
    "/de/kalender?genres=tanz&page=2",
    "/de/k%C3%BCnstler?q=a+b&x=%2F",
    "/de/search/events/2?query=Tanz%20und%20Theater",
    "/en/news/",
    "/de?q=line%0Abreak",
    // A tracking link in Latin-1 or with a bare percent sign: read as it stands, not refused.
    "/de?utm_campaign=M%E4rz",
    "/de?q=100%",
  ])("reads %s", (target) => {
    expect(isReadableTarget(target)).toBe(true);
  });

  it.each([
    "/de/%00",
    "/de/seite%00.html",
    "/de?q=%00",
    "/de/kalender?genres=tanz%00",
    "/de/%0d%0aSet-Cookie:%20a=b",
    "/de/%09/evil",
    "/de/%7f",
    "/de/%E0%A4%A",
    "/de/%C3",
    "/de/%ZZ",
    "/de?q=a%2500b%00",
  ])("refuses %s", (target) => {
    expect(isReadableTarget(target)).toBe(false);
  });
});

describe("isAllowedOrigin", () => {
  const request = (method: string, headers: Record<string, string>) => ({ method, headers: new Headers(headers) });

  it("lets every safe method through, whatever its origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(isAllowedOrigin(request(method, { origin: "https://evil.example" }), site)).toBe(true);
  });

  it.each([
    [{ origin: site }, true],
    [{ origin: site, "sec-fetch-site": "same-origin" }, true],
    [{ origin: "https://evil.example", "sec-fetch-site": "same-origin" }, false],
    [{ origin: "http://festival.example" }, false],
    [{ origin: "https://festival.example:8443" }, false],
    [{ origin: "https://sub.festival.example" }, false],
    [{ origin: "https://festival.example.evil.example" }, false],
    [{ origin: "null" }, false],
    // A form on a page of ours that sends no referrer: the browser says "null", and same-origin.
    [{ origin: "null", "sec-fetch-site": "same-origin" }, true],
    [{ origin: "null", "sec-fetch-site": "cross-site" }, false],
    [{ origin: "null", "user-agent": "node" }, false],
    [{ origin: "" }, false],
    [{ "sec-fetch-site": "same-origin" }, true],
    [{ "sec-fetch-site": "none" }, true],
    [{ "sec-fetch-site": "same-site" }, false],
    [{ "sec-fetch-site": "cross-site" }, false],
    [{ "user-agent": browser }, false],
    [{ "user-agent": browser, cookie: "sessionid=x" }, false],
    [{ "user-agent": "node" }, true],
    [{}, true],
  ])("POST with %o: %s", (headers, allowed) => {
    expect(isAllowedOrigin(request("POST", headers), site)).toBe(allowed);
    expect(isAllowedOrigin(request("DELETE", headers), site)).toBe(allowed);
  });
});

describe("bodyLimitFor", () => {
  it.each([
    ["/de/anmelden", DEFAULT_BODY_LIMIT],
    ["/consent", DEFAULT_BODY_LIMIT],
    ["/preferences", DEFAULT_BODY_LIMIT],
    ["/notice", DEFAULT_BODY_LIMIT],
    ["/en/set-password", DEFAULT_BODY_LIMIT],
    ["/de/pageeditor-api/login", DEFAULT_BODY_LIMIT],
    ["/de/pageeditor-api/set-password", DEFAULT_BODY_LIMIT],
    ["/de/pageeditor-api/notification/", DEFAULT_BODY_LIMIT],
    ["/de/pageeditor-api/richtext/12", EDITOR_BODY_LIMIT],
    ["/de/api/newsletter", DEFAULT_BODY_LIMIT],
  ])("%s: %d bytes", (path, limit) => {
    expect(bodyLimitFor(path)).toBe(limit);
  });

  it("raises the limit only for uploads and the staff's JSON", () => {
    expect(bodyLimitFor("/de/api/temp-files/")).toBeGreaterThan(15 * 1024 * 1024);
    expect(bodyLimitFor("/en/admin-api/media/")).toBeGreaterThan(20 * 1024 * 1024);
    expect(bodyLimitFor("/en/admin-api/media")).toBeGreaterThan(20 * 1024 * 1024);
    expect(bodyLimitFor("/en/admin-api/media/4/replace")).toBeGreaterThan(20 * 1024 * 1024);
    expect(bodyLimitFor("/en/admin-api/media/4/replace/")).toBeGreaterThan(20 * 1024 * 1024);
    expect(bodyLimitFor("/en/admin-api/media/4/")).toBe(256 * 1024);
    expect(bodyLimitFor("/de/forms/anmeldung")).toBeGreaterThan(10 * 1024 * 1024);
    expect(bodyLimitFor("/admin/de/cities/new")).toBe(256 * 1024);
  });
});

describe("requestGuard", () => {
  function guardedApp() {
    const reads: string[] = [];
    const app = new Hono();
    app.use(requestGuard({ publicUrl: `${site}/` }));
    app.post("*", async (c) => {
      const text = await c.req.text();
      reads.push(c.req.path);
      return c.json({ length: text.length });
    });
    app.get("*", (c) => c.text("ok"));
    return { app, reads };
  }

  /** A body of `kib` KiB that arrives in 1 KiB pieces, without a length known in advance. */
  function chunkedBody(kib: number) {
    const chunks = Array.from({ length: kib }, () => new Uint8Array(1024));
    return new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
  }

  /** A body that records whether anyone started reading it. */
  function watchedBody(bytes: number) {
    const state = { pulled: false };
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          state.pulled = true;
          controller.enqueue(new Uint8Array(bytes));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    return { body, state };
  }

  it("refuses an announced body over the limit with 413 before reading it", async () => {
    const { app, reads } = guardedApp();
    const { body, state } = watchedBody(16);
    const response = await app.request(`${site}/de/anmelden`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { origin: site, "content-length": String(10 * 1024 * 1024), accept: "text/html" },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(state.pulled).toBe(false);
    expect(reads).toEqual([]);
    const page = await response.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain("Die Einsendung ist zu groß");
  });

  it("gives a body without Content-Length only the default limit, even where uploads may be larger", async () => {
    const { app, reads } = guardedApp();
    const body = chunkedBody(80);
    const response = await app.request(`${site}/de/admin-api/media/`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { origin: site, "transfer-encoding": "chunked" },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(reads).toEqual([]);
  });

  it("counts a chunked body as it arrives and refuses it once over the limit", async () => {
    const { app, reads } = guardedApp();
    const body = chunkedBody(80);
    const response = await app.request(`${site}/en/pageeditor-api/login`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { origin: site, "transfer-encoding": "chunked" },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toContain("too large");
    expect(reads).toEqual([]);
  });

  it("lets a body within the limit through", async () => {
    const { app } = guardedApp();
    const response = await app.request(`${site}/de/pageeditor-api/richtext/1`, {
      method: "POST",
      body: "x".repeat(200 * 1024),
      headers: { origin: site, "content-length": String(200 * 1024) },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ length: 200 * 1024 });
  });

  it("refuses a state change from another site with 403, in the page's language", async () => {
    const { app, reads } = guardedApp();
    const response = await app.request(`${site}/consent`, {
      method: "POST",
      body: new URLSearchParams({ intent: "acceptAll", redirectTo: "/en" }),
      headers: { origin: "https://evil.example", accept: "text/html" },
    });
    expect(response.status).toBe(403);
    expect(reads).toEqual([]);
    const json = await app.request(`${site}/en/api/newsletter`, { method: "POST", body: "{}", headers: { "sec-fetch-site": "cross-site" } });
    expect(json.status).toBe(403);
    expect(((await json.json()) as { message: string }).message).toBe(
      "This request did not come from our website and was refused for your protection. Please submit the form again on our website.",
    );
  });

  it("answers 400 to a NUL character in a JSON, form or text body, in the visitor's language, before any route", async () => {
    const { app, reads } = guardedApp();
    const post = (path: string, body: BodyInit, type?: string, extra: Record<string, string> = {}) =>
      app.request(`${site}${path}`, { method: "POST", body, headers: { origin: site, ...(type ? { "content-type": type } : {}), ...extra } });
    const json = await post("/en/api/forms-entries/", JSON.stringify({ form: 1, field_values: { message: "a\u0000b" } }), "application/json");
    expect(json.status).toBe(400);
    expect(((await json.json()) as { message: string }).message).toMatch(/null character/);
    expect((await post("/de/api/pinnwand/", JSON.stringify({ "na\u0000me": "x" }), "application/json")).status).toBe(400);
    expect((await post("/de/forms/kontakt", new URLSearchParams({ message: "a\u0000b" }).toString(), "application/x-www-form-urlencoded")).status).toBe(400);
    const form = new FormData();
    form.set("message", "a\u0000b");
    form.set("file", new File([new Uint8Array([0, 1, 0])], "a.bin"));
    expect((await post("/de/forms/kontakt", form)).status).toBe(400);
    // The page a form without JavaScript gets, in the language of the page it was on.
    const page = await post("/consent", new URLSearchParams({ intent: "acceptAll\u0000" }).toString(), "application/x-www-form-urlencoded", {
      accept: "text/html",
      referer: `${site}/en/festival`,
    });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('<html lang="en">');
    expect(reads).toEqual([]);

    // Bytes of a file may be anything; text without NUL passes.
    const clean = new FormData();
    clean.set("message", "Grüße");
    clean.set("file", new File([new Uint8Array([0, 0, 0])], "a.bin"));
    expect((await post("/de/forms/kontakt", clean)).status).toBe(200);
    expect((await post("/de/api/newsletter/", JSON.stringify({ email: "a@example.org", note: "literally \\u0000" }), "application/json")).status).toBe(200);
  });

  it("finds no NUL in a body that does not parse, and leaves its refusal to the route", async () => {
    expect(await bodyHasNul(new Request(site, { method: "POST", body: "{not json", headers: { "content-type": "application/json" } }))).toBe(false);
  });

  it("refuses in the language of the page a form without a language in its address came from", async () => {
    const { app } = guardedApp();
    const refused = (headers: Record<string, string>) =>
      app.request(`${site}/preferences`, {
        method: "POST",
        body: "highContrast=on",
        headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...headers },
      });
    expect(await (await refused({ referer: `${site}/en/programme` })).text()).toContain("Request refused");
    expect(await (await refused({ "accept-language": "en-GB,en;q=0.8,de;q=0.5" })).text()).toContain("Request refused");
    expect(await (await refused({ "accept-language": "de-DE,de" })).text()).toContain("Anfrage abgelehnt");
  });

  it("answers 400 to a NUL byte in the path or the query, before any route", async () => {
    const { app } = guardedApp();
    for (const target of ["/de/%00", "/de/kalender?page=%00", "/en/search?query=a%00b"]) {
      const response = await app.request(`${site}${target}`);
      expect(response.status, target).toBe(400);
    }
    expect((await app.request(`${site}/de/kalender?page=2`)).status).toBe(200);
  });
});
