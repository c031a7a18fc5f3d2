// @vitest-environment node
/**
 * The closing lines of CI (scripts/ci-summary.mjs): the total of every report, and above it
 * the name and place of each failed test, since CI's log keeps only its tail.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";

const run = promisify(execFile);
const script = path.resolve("scripts/ci-summary.mjs");
const folders: string[] = [];

async function summarise(reports: Record<string, unknown>) {
  const dir = await mkdtemp(path.join(tmpdir(), "ci-summary-"));
  folders.push(dir);
  for (const [name, report] of Object.entries(reports)) {
    await writeFile(path.join(dir, name), JSON.stringify(report));
  }
  try {
    const { stdout } = await run(process.execPath, [script, dir]);
    return { code: 0, lines: stdout.trim().split("\n") };
  } catch (error) {
    const failure = error as { code: number; stdout: string };
    return { code: failure.code, lines: failure.stdout.trim().split("\n") };
  }
}

afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const vitest = (failedName?: string) => ({
  numPassedTests: 3,
  numFailedTests: failedName ? 1 : 0,
  numPendingTests: 1,
  testResults: [
    {
      name: path.resolve("src/lib/dates.test.ts"),
      status: failedName ? "failed" : "passed",
      assertionResults: [{ fullName: "dates formats a day", status: "passed" }, ...(failedName ? [{ fullName: failedName, status: "failed" }] : [])],
    },
  ],
});

const playwright = (status: "expected" | "unexpected" | "flaky") => ({
  stats: {
    expected: status === "expected" ? 2 : 1,
    unexpected: status === "unexpected" ? 1 : 0,
    flaky: status === "flaky" ? 1 : 0,
    skipped: 0,
  },
  suites: [
    {
      title: "consent.spec.ts",
      specs: [],
      suites: [
        {
          title: "the consent dialog",
          specs: [
            {
              title: "stays open on Escape",
              file: "consent.spec.ts",
              line: 42,
              tests: [{ projectName: "chromium", status }],
            },
          ],
        },
      ],
    },
  ],
});

describe("the CI summary", () => {
  it("adds up every report and passes when nothing failed", async () => {
    const { code, lines } = await summarise({ "unit.json": vitest(), "e2e.json": playwright("flaky") });
    expect(lines).toEqual(["5 passed, 0 failed, 1 skipped"]);
    expect(code).toBe(0);
  });

  it("names each failed test above the total, and fails", async () => {
    const { code, lines } = await summarise({
      "unit.json": vitest("dates seeds a remembered day"),
      "e2e.json": playwright("unexpected"),
    });
    expect(lines).toEqual([
      "failed: consent.spec.ts › the consent dialog › stays open on Escape [chromium] (consent.spec.ts:42)",
      "failed: dates seeds a remembered day (src/lib/dates.test.ts, unit.json)",
      "4 passed, 2 failed, 1 skipped",
    ]);
    expect(code).toBe(1);
  });

  it("names a test file that could not run", async () => {
    const report = {
      numPassedTests: 0,
      numFailedTests: 0,
      numPendingTests: 0,
      testResults: [{ name: path.resolve("src/broken.test.ts"), status: "failed", message: "SyntaxError: x\nat y", assertionResults: [] }],
    };
    const { code, lines } = await summarise({ "unit.json": report, "e2e.json": playwright("expected") });
    expect(lines).toEqual(["failed: src/broken.test.ts failed outside its tests: SyntaxError: x (unit.json)", "2 passed, 1 failed"]);
    expect(code).toBe(1);
  });

  it("counts a test file whose tests passed but whose hook failed", async () => {
    const report = vitest();
    report.testResults[0].status = "failed";
    Object.assign(report.testResults[0], { message: "Error: afterAll hook timed out" });
    const { code, lines } = await summarise({ "unit.json": report });
    expect(lines).toEqual([
      "failed: src/lib/dates.test.ts failed outside its tests: Error: afterAll hook timed out (unit.json)",
      "3 passed, 1 failed, 1 skipped",
    ]);
    expect(code).toBe(1);
  });

  it("counts an error of Playwright's outside any test (a spec that did not load, a web server that did not start)", async () => {
    const report = { ...playwright("expected"), errors: [{ message: "Error: Timed out waiting 60000ms from config.webServer.\nmore" }] };
    const { code, lines } = await summarise({ "e2e.json": report });
    expect(lines).toEqual(["failed: Error: Timed out waiting 60000ms from config.webServer. (e2e.json)", "2 passed, 1 failed"]);
    expect(code).toBe(1);
  });
});
