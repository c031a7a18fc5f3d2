/**
 * The site as deploy/start.sh runs it: two server instances on one PostgreSQL, behind Varnish
 * (docs/cdn.md). A visitor's page comes from Varnish; a save in the editor on one instance is
 * seen through Varnish and on the other instance within a second (each instance hears the
 * change from PostgreSQL and purges the page's surrogate keys); the instances share no disk, and
 * a file uploaded on one is served by the other; a killed instance costs no visitor a failed
 * request.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { decidedConsent } from "./consent-state";
import sharp from "sharp";
import { createTestPage, expect, logIn, saveHeadline, staffCallHeaders, test } from "./helpers";
import { type PrivatePostgres, startPostgres } from "./private-postgres";

const port = Number(process.env.E2E_PORT ?? 3100);
// Varnish's purge socket is the port after its own (deploy/start.sh).
const sharedCachePorts = { varnish: port + 70, a: port + 72, b: port + 73 };
const varnishUrl = `http://127.0.0.1:${sharedCachePorts.varnish}`;
const instanceA = `http://127.0.0.1:${sharedCachePorts.a}`;
const instanceB = `http://127.0.0.1:${sharedCachePorts.b}`;

let postgres: PrivatePostgres | undefined;
let deployment: ChildProcess | undefined;
let runDir = "";
let dataDir = "";
let output = "";

test.describe.configure({ mode: "serial" });
test.use({ baseURL: varnishUrl, storageState: decidedConsent(false) });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  postgres = await startPostgres();
  runDir = mkdtempSync(path.join(tmpdir(), "festival-deploy-"));
  dataDir = mkdtempSync(path.join(tmpdir(), "festival-deploy-data-"));
  deployment = spawn("deploy/start.sh", {
    env: {
      ...process.env,
      // What deploy/start.sh sets itself (a test below checks it), not the runner's.
      MALLOC_ARENA_MAX: undefined,
      DATABASE_URL: postgres.url,
      INSTANCES: "2",
      BASE_PORT: String(sharedCachePorts.a),
      VARNISH_PORT: String(sharedCachePorts.varnish),
      RUN_DIR: runDir,
      DATA_DIR: dataDir,
      // Each instance a disk of its own, as on separate machines.
      DATA_DIR_PER_INSTANCE: "true",
      SECRET_KEY: "shared-cache-e2e-secret-key-of-the-two-instances",
      SEED_DEMO: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  deployment.stdout?.on("data", (chunk) => (output += chunk));
  deployment.stderr?.on("data", (chunk) => (output += chunk));
  const ready = async (url: string) => (await fetch(url).catch(() => null))?.status === 200;
  const deadline = Date.now() + 150_000;
  while (!((await ready(`${varnishUrl}/de`)) && (await ready(`${instanceA}/healthz`)) && (await ready(`${instanceB}/healthz`)))) {
    if (Date.now() > deadline || deployment.exitCode !== null) throw new Error(`deploy/start.sh did not come up:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook asks for from its first parameter's pattern.
test.afterEach(async ({}, testInfo) => {
  // What the instances and Varnish said, next to a failure.
  if (testInfo.status !== testInfo.expectedStatus) console.log(`deploy/start.sh said:\n${output}`);
});

test.afterAll(() => {
  // The script stops its instances and Varnish on SIGTERM.
  if (deployment?.pid) {
    try {
      process.kill(-deployment.pid, "SIGTERM");
    } catch {
      // Gone already.
    }
  }
  postgres?.stop();
  for (const dir of [runDir, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

test("a save in the editor on one instance is seen through Varnish and on the other instance within a second", async ({ page, playwright }) => {
  test.setTimeout(120_000);
  // This editor's browser talks to instance A only, at the site's public address (as a proxy
  // that keeps a staff member on one server would send it).
  let sentToA = 0;
  await page.route(`${varnishUrl}/**`, async (route) => {
    sentToA += 1;
    const response = await route.fetch({ url: route.request().url().replace(varnishUrl, instanceA), maxRedirects: 0 });
    await route.fulfill({ response });
  });
  const { slug, remove } = await createTestPage(page, { name: "shared", title: { de: "Geteilter Zwischenspeicher", en: "Shared cache" }, online: true });
  const visitor = await playwright.request.newContext({ storageState: decidedConsent(false) });
  try {
    const viaVarnish = `${varnishUrl}/de/${slug}`;
    // Instance B may still be hearing of the new page when the first request reaches it: that
    // answer is not kept ("no-cache"). The first shareable answer comes right after.
    let first = await visitor.get(viaVarnish);
    await expect
      .poll(async () => {
        first = await visitor.get(viaVarnish);
        return `${first.status()} ${first.headers()["cache-control"]}`;
      })
      .toMatch(/^200 public, max-age=0, s-maxage=\d+, stale-if-error=86400$/);
    // The surrogate keys are for Varnish only.
    expect(first.headers().xkey).toBeUndefined();
    await expect.poll(async () => (await visitor.get(viaVarnish)).headers()["x-shared-cache"]).toBe("hit");
    expect(await (await visitor.get(`${instanceB}/de/${slug}`)).text()).toContain("Geteilter Zwischenspeicher");
    // Another page, held by Varnish as well.
    const otherPage = `${varnishUrl}/de/festival`;
    await expect.poll(async () => (await visitor.get(otherPage)).headers()["x-shared-cache"]).toBe("hit");

    await saveHeadline(page, slug, "Auf allen Servern");
    expect(sentToA).toBeGreaterThan(0);

    // Seen by the next visitor, through Varnish and on instance B, within a second of the save.
    await expect.poll(async () => (await (await visitor.get(viaVarnish)).text()).includes("Auf allen Servern"), { timeout: 1000, intervals: [50] }).toBe(true);
    await expect
      .poll(async () => (await (await visitor.get(`${instanceB}/de/${slug}`)).text()).includes("Auf allen Servern"), { timeout: 1000, intervals: [50] })
      .toBe(true);
    // And kept by Varnish again.
    await expect.poll(async () => (await visitor.get(viaVarnish)).headers()["x-shared-cache"]).toBe("hit");
    // The save purged the page it changed, not every page: after both of its purges (the second a
    // second later), the other page is still the copy Varnish held before the save.
    const held = Number((await visitor.get(otherPage)).headers().age);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await visitor.get(otherPage);
    expect(after.headers()["x-shared-cache"]).toBe("hit");
    expect(Number(after.headers().age)).toBeGreaterThanOrEqual(held + 1);
  } finally {
    await visitor.dispose();
    await remove();
  }
});

test("an image uploaded on one instance is served by the other, which shares no disk with it", async ({ page, playwright }) => {
  await page.route(`${varnishUrl}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(varnishUrl, instanceA), maxRedirects: 0 });
    await route.fulfill({ response });
  });
  await logIn(page);
  const bytes = await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 30, g: 140, b: 200 } } })
    .png()
    .toBuffer();
  const uploaded = await page.request.post(`${instanceA}/de/admin-api/media/`, {
    headers: await staffCallHeaders(page),
    multipart: { file: { name: "geteilt.png", mimeType: "image/png", buffer: bytes } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { id, path: libraryPath } = (await uploaded.json()) as { id: number; path: string };
  const diskOfB = path.join(dataDir, "instance-2");
  const visitor = await playwright.request.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    expect(existsSync(path.join(diskOfB, "media", libraryPath))).toBe(false);
    expect(existsSync(path.join(diskOfB, "cache", "renditions", "originals", libraryPath))).toBe(false);
    const original = await visitor.get(`${instanceB}/media/${libraryPath}`);
    expect(original.status()).toBe(200);
    expect((await sharp(await original.body()).metadata()).width).toBe(400);
    const rendition = await visitor.get(`${instanceB}/media/r/full/320/${libraryPath.replace(/\.png$/, ".webp")}`);
    expect(rendition.status()).toBe(200);
    expect((await sharp(await rendition.body()).metadata()).width).toBe(320);

    // Deleted on A, it is gone on B too, although B still holds a copy.
    const deleted = await page.request.delete(`${instanceA}/de/admin-api/media/${id}/`, { headers: await staffCallHeaders(page) });
    expect(deleted.status()).toBe(204);
    expect((await visitor.get(`${instanceB}/media/${libraryPath}`)).status()).toBe(404);
  } finally {
    await visitor.dispose();
  }
});

test("the instances are the built server, started by scripts/serve.sh with glibc's allocator set to hand memory back", () => {
  for (const n of [1, 2]) {
    const pid = Number(readFileSync(path.join(runDir, `instance-${n}.pid`), "utf8"));
    const environment = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
    expect(environment).toContain("MALLOC_ARENA_MAX=2");
    expect(environment).toContain("MALLOC_MMAP_THRESHOLD_=65536");
    expect(readFileSync(`/proc/${pid}/cmdline`, "utf8")).toContain("build/server-main/index.js");
  }
});

test("Varnish keeps only what the servers mark as shareable, passes staff, and takes purges only on its own socket", async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    // A page Varnish holds (after the repeated purges of the test before have come)…
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect.poll(async () => (await visitor.get(`${varnishUrl}/de/festival`)).headers()["x-shared-cache"]).toBe("hit");
    // …stays after a purge through the visitors' socket, which is refused, whoever sends it.
    const purge = await visitor.fetch(`${varnishUrl}/`, { method: "PURGE", headers: { "xkey-purge": "site" } });
    expect(purge.status()).toBe(403);
    expect((await visitor.get(`${varnishUrl}/de/festival`)).headers()["x-shared-cache"]).toBe("hit");
    // …is never given to a staff session (or a login form's CSRF cookie).
    expect((await visitor.get(`${varnishUrl}/de/festival`, { headers: { Cookie: "sessionid=not-a-session" } })).headers()["x-shared-cache"]).toBe("miss");
    expect((await visitor.get(`${varnishUrl}/de/festival`, { headers: { Cookie: "csrftoken=abc" } })).headers()["x-shared-cache"]).toBe("miss");
    // A buyer's own shop pages go past it with their cookies: a cart token that reaches the
    // server is one it finds no cart for, so the answer deletes it (reduced away, it would not).
    for (const url of ["/webshop/cart?language=de", "/webshop/cart.data?language=de"]) {
      const cart = await visitor.get(`${varnishUrl}${url}`, { headers: { Cookie: "cart=abcdefghijklmnopqrstuvwxyz012345" }, maxRedirects: 0 });
      expect(
        cart
          .headersArray()
          .filter((header) => header.name.toLowerCase() === "set-cookie")
          .map((header) => header.value),
        url,
      ).toContainEqual(expect.stringMatching(/^cart=; Max-Age=0/));
    }
    // Nothing without surrogate keys is kept: a missing page, the JSON API.
    for (const url of ["/de/gibt-es-nicht", "/de/api/productions"]) {
      await visitor.get(`${varnishUrl}${url}`);
      const again = await visitor.get(`${varnishUrl}${url}`);
      expect(again.headers()["x-shared-cache"], url).toBe("miss");
    }
  } finally {
    await visitor.dispose();
  }
});

test("a killed instance costs no visitor a failed request", async ({ playwright }) => {
  test.setTimeout(60_000);
  const visitor = await playwright.request.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const pidOfB = Number(readFileSync(path.join(runDir, "instance-2.pid"), "utf8"));
    const statuses: number[] = [];
    let n = 0;
    // Four visitors at a time, each asking for a page no cache holds (a new query every time),
    // so that every request goes to a server; instance B is killed after the first round.
    const visit = async () => {
      while (n < 80) {
        n += 1;
        const response = await visitor.get(`${varnishUrl}/de?visit=${n}`);
        statuses.push(response.status());
        if (n === 8) process.kill(pidOfB, "SIGKILL");
      }
    };
    await Promise.all([visit(), visit(), visit(), visit()]);
    expect(statuses).toHaveLength(80);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    // The script starts the instance again.
    await expect.poll(async () => (await fetch(`${instanceB}/healthz`).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);
  } finally {
    await visitor.dispose();
  }
});

test("a page's surrogate keys name the tables it read and the sections it shows, whether its parts came from the database or from memory", async ({
  playwright,
}) => {
  // Instance B was started again by the test before: its content caches are cold.
  const server = await playwright.request.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const programme = await (await server.get(`${instanceB}/de/programm`)).text();
    const production = /href="(\/de\/programm\/[^"]+\/\d+)"/.exec(programme)?.[1] as string;
    const expected: Record<string, string[]> = {
      "/de": ["t:home_blocks", "t:pages", "t:settings"],
      "/de/kalender": ["t:bookings", "t:productions", "t:venues"],
      [production]: ["t:bookings", "t:productions"],
      "/de/festival": ["t:page_translations"],
    };
    // Sections and modules read by their page or production: keys per page and section, not the tables.
    const rows: Record<string, RegExp> = { "/de/festival": /^page:\d+$/, [production]: /^production:\d+$/ };
    for (const [url, tables] of Object.entries(expected)) {
      // Each address new to the page cache: the first renders with cold content caches, the second
      // (another query) finds navigation, settings and page data in memory.
      const cold = (await server.get(`${instanceB}${url}?keys=cold`)).headers().xkey.split(" ");
      const warm = (await server.get(`${instanceB}${url}?keys=warm`)).headers().xkey.split(" ");
      expect(warm, url).toEqual(cold);
      expect(cold, url).toEqual(expect.arrayContaining(["site", ...tables]));
      if (!rows[url]) continue;
      expect(cold, url).not.toEqual(expect.arrayContaining(["t:sections"]));
      expect(cold, url).not.toEqual(expect.arrayContaining(["t:modules"]));
      expect(
        cold.filter((key) => rows[url].test(key)),
        url,
      ).toHaveLength(1);
      expect(cold.filter((key) => /^section:\d+$/.test(key)).length, url).toBeGreaterThan(0);
    }
  } finally {
    await server.dispose();
  }
});
