/**
 * Editor benchmark (issue: big pages stay fast): a page of 300 modules in a real browser; prints
 * the time to enter edit mode, select a block (its toolbar shows: the quiet canvas), open a settings
 * form, save, reorder and undo, each measured from
 * the click to the moment the page shows the result. Figures only, never asserted.
 */
import { chromium, type Locator, type Page } from "@playwright/test";
import { staffLogin } from "./staff";

const MODULES = 300;
const SECTIONS = 10;
/** Round 1 loads the editor chunk; the others show it warm (their median is printed too). */
const ROUNDS = 5;

/** Logs in through the API and builds the big page on /de/festival: 10 sections of 30 headlines and texts. */
export async function seedBigPage(base: string): Promise<{ cookie: string }> {
  const { cookie, csrf } = await staffLogin(base);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}/de/pageeditor-api/${path}`, {
      method,
      headers: { "content-type": "application/json", cookie, "X-CSRFToken": csrf, origin: new URL(base).origin },
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
      ({ section } = await call("POST", m % 2 ? "text" : "headline", {
        section_id: section.id,
        revision: section.revision,
        column: 0,
        parent: null,
        position: m,
        model,
      }));
    }
  }
  return { cookie };
}

type Until =
  | { kind: "modules"; count: number }
  | { kind: "controls"; id: string }
  | { kind: "dialog" }
  | { kind: "saved" }
  | { kind: "firstIs" | "firstIsNot"; id: string };

const inPage = `async (until) => {
  const element = document.querySelector("[data-bench-target]");
  if (!element) throw new Error("no target");
  element.removeAttribute("data-bench-target");
  const firstOfLastSection = () =>
    [...document.querySelectorAll("[data-editor-section]")].at(-1)?.querySelector("[data-editor-module]")?.getAttribute("data-module-id");
  const done = () => {
    switch (until.kind) {
      case "modules": return document.querySelectorAll("[data-editor-module]").length >= until.count;
      case "controls": return document.querySelector('[data-module-id="' + until.id + '"][aria-current] > .editor-controls [data-control="edit"]') !== null;
      case "dialog": return document.querySelector("dialog.editor-modal[open] input, dialog.editor-modal[open] select") !== null;
      case "saved": return document.querySelector('.editor-alert[data-alert="save"]') !== null && document.querySelector("dialog.editor-modal[open]") === null;
      case "firstIs": return firstOfLastSection() === until.id;
      case "firstIsNot": return firstOfLastSection() !== until.id;
    }
  };
  const start = performance.now();
  element.click();
  return new Promise((resolve) => {
    const check = () => (done() ? resolve(performance.now() - start) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });
}`;

/**
 * Clicks `target` inside the page and returns the milliseconds until `until` holds, checked on
 * every animation frame: the time a person waits, without the test driver's own round trips.
 */
async function measure(page: Page, target: Locator, until: Until): Promise<number> {
  await target.evaluate((element) => element.setAttribute("data-bench-target", ""));
  // A string, not a function: the TypeScript runner would wrap a function with helpers the page lacks.
  const ms = (await page.evaluate(`(${inPage})(${JSON.stringify(until)})`)) as number;
  return Math.round(ms);
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
  // Only the necessary cookies: the consent dialog is out of the way and nothing else loads.
  await page.getByRole("button", { name: "Nur notwendige" }).click();
  const count = () => page.locator("[data-editor-module]").count();
  const rows: Record<string, number | string>[] = [];
  const alertGone = () => page.locator(".editor-alert[data-alert]").waitFor({ state: "detached", timeout: 10_000 });
  for (let round = 0; round < ROUNDS; round++) {
    const toggle = page.getByRole("button", { name: "Bearbeiten", exact: true });
    // The first round includes loading the editor chunk; later rounds have it cached. Entering
    // edit mode is a navigation (?edit): the page is loaded again with the staff session.
    const enter = await measure(page, toggle, { kind: "modules", count: MODULES });
    const modules = await count();
    await alertGone();
    const lastHeadline = page.locator('[data-editor-module="headline"]').last();
    await lastHeadline.scrollIntoViewIfNeeded();
    // A click on the block selects it: its toolbar is rendered then, for this block only.
    const select = await measure(page, lastHeadline.locator("h3"), { kind: "controls", id: (await lastHeadline.getAttribute("data-module-id")) ?? "" });
    const openForm = await measure(page, lastHeadline.getByRole("button", { name: "Überschrift bearbeiten" }), { kind: "dialog" });
    await page.getByRole("dialog").getByRole("textbox").first().fill(`Geändert ${round}`);
    const save = await measure(page, page.getByRole("dialog").getByRole("button", { name: "Speichern" }), { kind: "saved" });
    await page.getByRole("dialog").waitFor({ state: "detached" });
    const firstOfLast = page.locator("[data-editor-section]").last().locator("[data-editor-module]").first();
    const firstId = (await firstOfLast.getAttribute("data-module-id")) ?? "";
    await firstOfLast.locator("h3").click();
    const reorder = await measure(page, firstOfLast.getByRole("button", { name: /nach unten$/ }), { kind: "firstIsNot", id: firstId });
    await page.locator('.editor-alert[data-alert="save"]').waitFor();
    const undo = await measure(page, page.getByRole("button", { name: "Letzte Änderung rückgängig", exact: true }), { kind: "firstIs", id: firstId });
    rows.push({
      round: round + 1,
      modules,
      "enter edit mode ms": enter,
      "select block ms": select,
      "open settings form ms": openForm,
      "save ms": save,
      "reorder ms": reorder,
      "undo ms": undo,
    });
    await alertGone();
    await toggle.click();
    await page.locator("[data-editing]").waitFor({ state: "detached" });
  }
  await browser.close();
  console.log(`\nEditor on a page of ${MODULES} modules (real Chromium; from the click to the frame that shows the result, incl. the server round trip):`);
  console.table(rows);
  const warm = rows.slice(1);
  const median = (key: string) => {
    const values = warm.map((row) => Number(row[key])).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  };
  const keys = ["enter edit mode ms", "select block ms", "open settings form ms", "save ms", "reorder ms", "undo ms"];
  console.log(`Median of rounds 2-${ROUNDS} (editor loaded):`);
  console.table([Object.fromEntries(keys.map((key) => [key, median(key)]))]);
}
