/**
 * The page cache (docs/caching.md) as visitors and editors meet it: a visitor's page is rendered
 * once and then answered from memory, a browser that has it is told so with a 304, and a save in
 * the editor is on the visitor's next request at once. Staff pages never come from it.
 */
import { createTestPage, expect, saveHeadline, test } from "./helpers";

test("a visitor's page comes from the cache until an editor saves it, and then shows the save at once", async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const { slug, remove } = await createTestPage(page, { name: "cache", title: { de: "Zwischenspeicher", en: "Page cache" }, online: true });
  // A first-time visitor: no cookie at all.
  const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const first = await visitor.get(`/de/${slug}`);
    expect(first.status()).toBe(200);
    expect(first.headers()["x-page-cache"]).toBe("miss");
    // Tests running alongside change content too, and every change empties the cache: ask until
    // two requests meet no change in between.
    let second = await visitor.get(`/de/${slug}`);
    await expect.poll(async () => (second = await visitor.get(`/de/${slug}`)).headers()["x-page-cache"]).toBe("hit");
    expect(second.headers().etag).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers()["set-cookie"]).toBeUndefined();
    expect(await second.text()).toContain("Zwischenspeicher");
    const notModified = await visitor.get(`/de/${slug}`, { headers: { "If-None-Match": second.headers().etag } });
    expect(notModified.status()).toBe(304);

    // The staff member's own request for the page is never answered from the cache.
    const staffView = await page.request.get(`/de/${slug}`);
    expect(staffView.headers()["x-page-cache"]).toBe("bypass");
    expect(staffView.headers()["cache-control"]).toBe("private, no-store");

    await saveHeadline(page, slug, "Frisch gespeichert");

    // The save changed the content version: the next visitor's request renders the page again.
    const changed = await visitor.get(`/de/${slug}`);
    expect(changed.headers()["x-page-cache"]).toBe("miss");
    expect(changed.headers().etag).not.toBe(first.headers().etag);
    expect(await changed.text()).toContain("Frisch gespeichert");
    expect((await visitor.get(`/de/${slug}`, { headers: { "If-None-Match": first.headers().etag } })).status()).toBe(200);
  } finally {
    await visitor.dispose();
    await remove();
  }
});

test("every answer names its request, a stored page too: a proxy's id of the safe shape, else a new one", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const asked = (id?: string) => visitor.get("/de/festival", { headers: id ? { "X-Request-Id": id } : {} });
    await expect.poll(async () => (await asked()).headers()["x-page-cache"]).toBe("hit");
    const stored = await asked("proxy-5f2c9a10");
    expect(stored.headers()["x-page-cache"]).toBe("hit");
    expect(stored.headers()["x-request-id"]).toBe("proxy-5f2c9a10");
    const [one, other] = [await asked("not a safe id"), await asked()];
    expect(one.headers()["x-request-id"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(other.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(other.headers()["x-request-id"]).not.toBe(one.headers()["x-request-id"]);
  } finally {
    await visitor.dispose();
  }
});

test("the same page for visitors who see it alike, another for those who see it differently", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    // An analytics cookie changes nothing on the page: the same entry (asked until no change of
    // content by a test alongside came in between).
    await expect
      .poll(async () => {
        await visitor.get("/en/festival");
        return (await visitor.get("/en/festival", { headers: { Cookie: "_ga=GA1.1.123.456" } })).headers()["x-page-cache"];
      })
      .toBe("hit");
    // High contrast is rendered on the server: a page of its own, which says so.
    const contrast = await visitor.get("/en/festival", { headers: { Cookie: "_ga=GA1.1.123.456; highContrast=1" } });
    expect(await contrast.text()).toContain('data-contrast="high"');
    let again = await visitor.get("/en/festival", { headers: { Cookie: "highContrast=1" } });
    await expect.poll(async () => (again = await visitor.get("/en/festival", { headers: { Cookie: "highContrast=1" } })).headers()["x-page-cache"]).toBe("hit");
    expect(await again.text()).toContain('data-contrast="high"');
    expect(await (await visitor.get("/en/festival")).text()).not.toContain('data-contrast="high"');
  } finally {
    await visitor.dispose();
  }
});
