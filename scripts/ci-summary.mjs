// Adds up the JSON reports of vitest and Playwright in a folder and prints one closing
// line, "N passed, N failed", so CI reads one total for the whole run. The failed tests are
// named right above it: CI's log keeps only its tail, and a failure far up in it is lost.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

const dir = process.argv[2] ?? "reports";
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

/** Playwright nests suites by file and describe; a spec holds one test per project. */
function playwrightFailures(suite, titles) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === "unexpected") {
        const project = test.projectName ? ` [${test.projectName}]` : "";
        failures.push(`${[...here, spec.title].join(" › ")}${project} (${spec.file}:${spec.line})`);
      }
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}

for (const file of (await readdir(dir)).filter((f) => f.endsWith(".json")).sort()) {
  const report = JSON.parse(await readFile(path.join(dir, file), "utf8"));
  if ("numPassedTests" in report) {
    // vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      const where = path.relative(process.cwd(), result.name);
      for (const assertion of result.assertionResults ?? []) {
        if (assertion.status === "failed") failures.push(`${assertion.fullName} (${where}, ${file})`);
      }
      // A file that failed without a failed test (it did not load, or a hook failed) counts as one failure.
      if (result.status === "failed" && !(result.assertionResults ?? []).some((assertion) => assertion.status === "failed")) {
        failed += 1;
        failures.push(`${where} failed outside its tests: ${(result.message ?? "").split("\n")[0]} (${file})`);
      }
    }
  } else if (report.stats) {
    // Playwright: flaky tests passed on retry
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    for (const suite of report.suites ?? []) playwrightFailures(suite, []);
    // Errors outside any test: a spec file that did not load, the global setup, a web server.
    for (const error of report.errors ?? []) {
      failed += 1;
      failures.push(`${(error.message ?? "").split("\n")[0]} (${file})`);
    }
  }
}
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
