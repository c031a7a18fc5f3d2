/**
 * Editor benchmark (issue: big pages stay fast): a page of 300 modules in a real browser; prints
 * the time to enter edit mode, open a settings form, save, reorder and undo, each measured from
 * the click to the moment the page shows the result. Figures only, never asserted.
 */
import { chromium, type Page } from "@playwright/test";
import { demoEditor } from "../src/server/db/demo-content";

const MODULES = 300;
const SECTIONS = 10;

/** Logs in through the API and builds the big page on /de/festival: 10 sections of 30 headlines and texts. */
async function seedBigPage(base: string): Promise<{ cookie: string }> {
  const first = await fetch(`${base}/de`);
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get("set-cookie") ?? "")?.[1] ?? "";
  let cookie = `csrftoken=${csrf}`;
  const login = await fetch(`${base}/de/pageeditor-api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, "X-CSRFToken": csrf },
    body: JSON.stringify({ email: demoEditor.email, password: demoEditor.password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const set = login.headers.getSetCookie();
  const session = set.find((c) => c.startsWith("sessionid="))?.split(";")[0] ?? "";
  const newCsrf = set.find((c) => c.startsWith("csrftoken="))?.split(";")[0].split("=")[1] ?? csrf;
  cookie = `${session}; csrftoken=${newCsrf}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}/de/pageeditor-api/${path}`, {
      method,
      headers: { "content-type": "application/json", cookie, "X-CSRFToken": newCsrf },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const page = await call("GET", "page/festival");
  for (let s = 0; s < SECTIONS; s++) {
    let { section } = await call("POST", "section", { page_id: page.id, position: 100 + s, model: { layout: 0, colour: "white" } });
    for (let m = 0; m < MODULES / SECTIONS; m++) {
      const model = m % 2 ? { content: `<p>Absatz ${s}.${m}: Ein Text des Festivals.</p>` } : { headline_level: 3, content: `Überschrift ${s}.${m}` };
      ({ section } = await call("POST", m % 2 ? "text" : "headline", { section_id: section.id, revision: section.revision, column: 0, parent: null, position: m, model }));
    }
  }
  return { cookie };
}

async function timed(page: Page, action: () => Promise<void>, done: () => Promise<void>): Promise<number> {
  const start = Date.now();
  await action();
  await done();
  return Date.now() - start;
}

export async function editorBenchmark(base: string) {
  const { cookie } = await seedBigPage(base);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const context = await browser.newContext();
  const host = new URL(base).hostname;
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, value] = pair.split("=");
      return { name, value, domain: host, path: "/" };
    }),
  );
  const page = await context.newPage();
  await page.goto(`${base}/de/festival`, { waitUntil: "networkidle" });
  const count = () => page.locator("[data-editor-module]").count();
  const rows: Record<string, number | string>[] = [];
  for (let round = 0; round < 3; round++) {
    const toggle = page.getByRole("button", { name: "Bearbeiten", exact: true });
    // The first round includes loading the editor chunk; later rounds have it cached.
    const enter = await timed(page, () => toggle.click(), async () => {
      await page.locator(`[data-editor-module]`).nth(MODULES - 1).waitFor();
    });
    const modules = await count();
    const lastHeadline = page.locator('[data-editor-module="headline"]').last();
    const editButton = lastHeadline.getByRole("button", { name: "Überschrift bearbeiten" });
    const openForm = await timed(page, () => editButton.click(), () => page.getByRole("dialog").waitFor());
    const field = page.getByRole("dialog").getByRole("textbox").first();
    await field.fill(`Geändert ${round}`);
    const save = await timed(
      page,
      () => page.getByRole("dialog").getByRole("button", { name: "Speichern" }).click(),
      () => page.locator('.editor-alert[data-alert="save"]').waitFor(),
    );
    await page.getByRole("dialog").waitFor({ state: "detached" });
    const firstOfLast = page.locator("[data-editor-section]").last().locator("[data-editor-module]").first();
    const firstId = await firstOfLast.getAttribute("data-module-id");
    const reorder = await timed(
      page,
      () => firstOfLast.getByRole("button", { name: /nach unten$/ }).click(),
      () => page.waitForFunction((id) => document.querySelector("[data-editor-section]:last-of-type [data-editor-module]")?.getAttribute("data-module-id") !== id, firstId).then(() => undefined),
    );
    await page.locator('.editor-alert[data-alert="save"]').waitFor();
    const undo = await timed(
      page,
      () => page.getByRole("button", { name: "Letzte Änderung rückgängig", exact: true }).click(),
      () => page.waitForFunction((id) => document.querySelector("[data-editor-section]:last-of-type [data-editor-module]")?.getAttribute("data-module-id") === id, firstId).then(() => undefined),
    );
    rows.push({ round: round + 1, modules, "enter edit mode ms": enter, "open settings form ms": openForm, "save ms": save, "reorder ms": reorder, "undo ms": undo });
    await toggle.click();
    await page.locator("[data-editing]").waitFor({ state: "detached" });
  }
  await browser.close();
  console.log(`\nEditor on a page of ${MODULES} modules (real Chromium; click to result on screen, incl. the server round trip):`);
  console.table(rows);
}
