/**
 * Lighthouse (the npm package, on the system Chromium) as the performance issue measures it:
 * mobile, with Lighthouse's default simulated throttling, the performance score and the metrics
 * behind it per page, the median of several runs (the machine is shared and noisy).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./cache";

export interface LighthouseRow {
  url: string;
  score: number;
  "FCP s": number;
  "LCP s": number;
  "TBT ms": number;
  CLS: number;
  "SI s": number;
}


export async function lighthouseRows(base: string, urls: readonly string[], runs = 3): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const rows: LighthouseRow[] = [];
    for (const url of urls) {
      const samples: LighthouseRow[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${base}${url}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const { lhr } = result;
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        samples.push({
          url,
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          "FCP s": Math.round(metric("first-contentful-paint") / 10) / 100,
          "LCP s": Math.round(metric("largest-contentful-paint") / 10) / 100,
          "TBT ms": Math.round(metric("total-blocking-time")),
          CLS: Math.round(metric("cumulative-layout-shift") * 1000) / 1000,
          "SI s": Math.round(metric("speed-index") / 10) / 100,
        });
      }
      const pick = (key: Exclude<keyof LighthouseRow, "url">) => median(samples.map((sample) => sample[key]));
      rows.push({ url, score: pick("score"), "FCP s": pick("FCP s"), "LCP s": pick("LCP s"), "TBT ms": pick("TBT ms"), CLS: pick("CLS"), "SI s": pick("SI s") });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
