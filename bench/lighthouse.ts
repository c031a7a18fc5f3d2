/**
 * Lighthouse (the npm package, on the system Chromium) as the performance issue measures it:
 * mobile, with Lighthouse's default simulated throttling, the performance score and the metrics
 * behind it per page, the median of several runs (the machine is shared and noisy), and the bytes
 * each page transferred by resource type (Lighthouse's `resource-summary` audit: a cold load, the
 * browser cache emptied before every run).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { median } from "./cache";

export interface LighthouseRow {
  url: string;
  /** How many runs the medians are of (a run Lighthouse could not measure is left out). */
  runs: number;
  score: number;
  "FCP s": number;
  "LCP s": number;
  "TBT ms": number;
  CLS: number;
  "SI s": number;
}

/** Lighthouse's resource types (`resource-summary`), in the order the bytes table shows them. */
const resourceTypes = ["document", "script", "stylesheet", "image", "font", "media", "other", "total"] as const;
type ResourceType = (typeof resourceTypes)[number];

/** Per resource type, bytes transferred (compressed, headers included) and requests. */
export interface BytesRow {
  url: string;
  types: Record<ResourceType, { bytes: number; requests: number }>;
}

/** What `resource-summary` reports of one run: its table's rows by resource type. */
function transferred(url: string, lhr: Result): BytesRow {
  const details = lhr.audits["resource-summary"]?.details;
  if (details?.type !== "table") throw new Error(`Lighthouse gave no resource summary for ${url}`);
  const types = Object.fromEntries(resourceTypes.map((type) => [type, { bytes: 0, requests: 0 }])) as BytesRow["types"];
  for (const item of details.items) {
    const type = item.resourceType as ResourceType;
    if (type in types) types[type] = { bytes: Number(item.transferSize), requests: Number(item.requestCount) };
  }
  return { url, types };
}

/** The bytes table as markdown, KiB (1,024 bytes) with the number of requests in brackets. */
export function bytesTable(rows: readonly BytesRow[]): string {
  const kib = (bytes: number) => (Math.round(bytes / 102.4) / 10).toFixed(1);
  return [
    `| page | ${resourceTypes.join(" | ")} |`,
    `|---|${resourceTypes.map(() => "---:").join("|")}|`,
    ...rows.map((row) => `| \`${row.url}\` | ${resourceTypes.map((type) => `${kib(row.types[type].bytes)} (${row.types[type].requests})`).join(" | ")} |`),
  ].join("\n");
}

export async function lighthouseRows(base: string, urls: readonly string[], runs = 3): Promise<{ scores: LighthouseRow[]; bytes: BytesRow[] }> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const rows: LighthouseRow[] = [];
    const bytes: BytesRow[] = [];
    for (const url of urls) {
      const samples: Omit<LighthouseRow, "runs">[] = [];
      const transfers: BytesRow[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${base}${url}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const { lhr } = result;
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const sample = {
          url,
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          "FCP s": Math.round(metric("first-contentful-paint") / 10) / 100,
          "LCP s": Math.round(metric("largest-contentful-paint") / 10) / 100,
          "TBT ms": Math.round(metric("total-blocking-time")),
          CLS: Math.round(metric("cumulative-layout-shift") * 1000) / 1000,
          "SI s": Math.round(metric("speed-index") / 10) / 100,
        };
        // A run Lighthouse could not measure (a trace it failed to read) says so rather than
        // turning the median into NaN; the row counts the runs it is the median of.
        const missing = Object.entries(sample).filter(([, value]) => typeof value === "number" && Number.isNaN(value));
        if (lhr.runtimeError || missing.length) {
          console.warn(`Lighthouse run ${i + 1} of ${url} left out: ${lhr.runtimeError?.code ?? `no ${missing.map(([key]) => key).join(", ")}`}`);
          continue;
        }
        samples.push(sample);
        transfers.push(transferred(url, lhr));
      }
      if (!samples.length) throw new Error(`Lighthouse measured none of the ${runs} runs of ${url}`);
      const pick = (key: Exclude<keyof LighthouseRow, "url" | "runs">) => median(samples.map((sample) => sample[key]));
      rows.push({
        url,
        runs: samples.length,
        score: pick("score"),
        "FCP s": pick("FCP s"),
        "LCP s": pick("LCP s"),
        "TBT ms": pick("TBT ms"),
        CLS: pick("CLS"),
        "SI s": pick("SI s"),
      });
      const types = Object.fromEntries(
        resourceTypes.map((type) => [
          type,
          { bytes: median(transfers.map((t) => t.types[type].bytes)), requests: median(transfers.map((t) => t.types[type].requests)) },
        ]),
      ) as BytesRow["types"];
      bytes.push({ url, types });
    }
    return { scores: rows, bytes };
  } finally {
    chrome.kill();
  }
}
