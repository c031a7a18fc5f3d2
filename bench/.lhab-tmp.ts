// Temporary: Lighthouse on two builds, interleaved run by run.
import { lighthouseRows } from "./lighthouse";
const [a, b] = [process.env.A as string, process.env.B as string];
const urls = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 5);
const out: Record<string, Record<string, { score: number; tbt: number; cls: number }[]>> = {};
for (let i = 0; i < runs; i++) {
  for (const [name, base] of i % 2 ? [["B", b], ["A", a]] : [["A", a], ["B", b]]) {
    const { scores } = await lighthouseRows(base, urls, 1);
    for (const row of scores) ((out[row.url] ??= {})[name] ??= []).push({ score: row.score, tbt: row["TBT ms"], cls: row.CLS });
  }
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
for (const [url, byName] of Object.entries(out)) {
  for (const [name, xs] of Object.entries(byName).sort()) {
    console.log(url, name, "score", median(xs.map((x) => x.score)), "TBT", median(xs.map((x) => x.tbt)), "CLS", median(xs.map((x) => x.cls)), JSON.stringify(xs.map((x) => [x.score, x.tbt, x.cls])));
  }
}
