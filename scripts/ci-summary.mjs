// Adds up the JSON reports of vitest and Playwright in a folder and prints one closing
// line, "N passed, N failed", so CI reads one total for the whole run.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

const dir = process.argv[2] ?? "reports";
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of (await readdir(dir)).filter((f) => f.endsWith(".json"))) {
  const report = JSON.parse(await readFile(path.join(dir, file), "utf8"));
  if ("numPassedTests" in report) {
    // vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    // Playwright: flaky tests passed on retry
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
