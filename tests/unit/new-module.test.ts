/**
 * The README's promise, kept literally: adding a content module is one schema and one registry
 * folder. In a copy of the tree, the quote module is copied under a new name (its schema with a
 * new name for staff, its registry folder with the new module name) and nothing else is touched;
 * then codegen runs, the typecheck passes, and every test that reads the module set (each test
 * file importing the generated module list, contract, schemas, labels or registry: validation and
 * refusal on the server and in the editor's form, rendering, the generated settings form with its
 * labels, the names for staff in both languages, creating it through the content service, the
 * demo content's checks) passes with the new module among them.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
/** Left out of the copy: installed packages, build output, data, reports, git. */
const skipped = new Set(["node_modules", "build", "data", "reports", "test-results", ".git", ".react-router"]);

let workspace = "";
let tree = "";
afterAll(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

/** The test files that read the module set: they import the generated module list, contract, schemas, labels or registry. */
function moduleTests(): { unit: string[]; service: string[] } {
  const reads = /generated\/(modules|module-contract|module-schemas|module-labels)"|registry\.generated"/;
  const files = ["src", "codegen", "tests/unit", "server"].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => path.join(dir, file))
      .filter((file) => reads.test(readFileSync(path.join(root, file), "utf8"))),
  );
  const service = files.filter((file) => /^(src\/server|src\/content-client|server)\//.test(file));
  return { unit: ["codegen/codegen.test.ts", ...files.filter((file) => !service.includes(file))], service };
}

/** Runs a package's command in the copy, with no trace of the running test's environment. */
function run(script: string, args: string[], timeout = 300_000): string {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST") && !["CI", "DATABASE_URL", "NODE_OPTIONS", "NODE_ENV"].includes(key)),
  );
  try {
    return execFileSync(process.execPath, [path.join(tree, "node_modules", script), ...args], {
      cwd: tree,
      env,
      encoding: "utf8",
      stdio: "pipe",
      maxBuffer: 64 * 1024 * 1024,
      timeout,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${script} ${args.join(" ")} failed:\n${stdout ?? ""}\n${stderr ?? ""}`);
  }
}

/** Runs test files of one vitest project in the copy, one worker at a time beside the suite that runs this; every test must pass; answers the passed tests' names, sorted. */
function tests(project: string, args: string[]): string[] {
  const report = path.join(workspace, `${project}.json`);
  run("vitest/vitest.mjs", ["run", "--project", project, "--maxWorkers", "1", "--reporter", "json", "--outputFile", report, ...args], 600_000);
  const { numFailedTests, testResults } = JSON.parse(readFileSync(report, "utf8")) as {
    numFailedTests: number;
    testResults: { assertionResults: { fullName: string; status: string }[] }[];
  };
  expect(numFailedTests).toBe(0);
  return testResults.flatMap((file) => file.assertionResults.filter((test) => test.status === "passed").map((test) => test.fullName)).sort();
}

describe("adding a content module", () => {
  it("takes one schema and one registry folder: codegen, typecheck and the module tests pass with it", () => {
    workspace = mkdtempSync(path.join(os.tmpdir(), "festival-new-module-"));
    tree = path.join(workspace, "main");
    cpSync(root, tree, { recursive: true, filter: (source) => !skipped.has(path.relative(root, source).split(path.sep)[0]) });
    symlinkSync(path.join(root, "node_modules"), path.join(tree, "node_modules"), "dir");
    // Tests that read the specification find it beside the tree, as in the checkout.
    if (existsSync(path.join(root, "../shared"))) symlinkSync(path.join(root, "../shared"), path.join(workspace, "shared"), "dir");

    // The schema: the quote's, under a new name.
    const schema = JSON.parse(readFileSync(path.join(tree, "schemas/modules/quote.schema.json"), "utf8"));
    schema.$id = schema.$id.replace("quote.schema.json", "pull-quote.schema.json");
    schema.title = "Pull quote";
    schema["x-label"] = { de: "Hervorgehobenes Zitat", en: "Pull quote" };
    writeFileSync(path.join(tree, "schemas/modules/pull-quote.schema.json"), JSON.stringify(schema, null, 2));
    // The registry folder: the quote's, with the new module name.
    const folder = path.join(tree, "src/registry/pull-quote");
    mkdirSync(folder);
    cpSync(path.join(tree, "src/registry/quote"), folder, { recursive: true, filter: (source) => !source.endsWith(".test.tsx") });
    const entry = path.join(folder, "entry.tsx");
    writeFileSync(entry, readFileSync(entry, "utf8").replace('name: "quote"', 'name: "pull-quote"'));

    expect(run("tsx/dist/cli.mjs", ["codegen/generate.ts"])).toContain("wrote src/registry/registry.generated.ts");
    const generated = (file: string) => readFileSync(path.join(tree, "src", file), "utf8");
    expect(generated("schemas/generated/modules.ts")).toContain('"pull-quote": PullQuoteData;');
    expect(generated("schemas/generated/module-contract.ts")).toMatch(/addableModules: readonly ModuleName\[\] = \[[^\]]*"pull-quote"/);
    expect(generated("schemas/generated/module-labels.ts")).toContain('"name.pull-quote": "Hervorgehobenes Zitat"');
    expect(generated("registry/registry.generated.ts")).toContain('import pullQuote from "./pull-quote/entry";');

    run("@react-router/dev/bin.cjs", ["typegen"]);
    run("typescript/bin/tsc", ["--noEmit"]);

    const files = moduleTests();
    expect(files.unit).toEqual(expect.arrayContaining(["src/registry/examples.test.tsx", "src/editor/forms/SchemaForm.test.tsx", "src/editor/i18n.test.ts"]));
    expect(files.service).toEqual(expect.arrayContaining(["src/server/content/validate.test.ts", "src/server/api/editor.test.ts"]));
    const unit = tests("unit", files.unit);
    expect(unit.filter((name) => name.includes("pull-quote"))).toEqual(
      [
        "every module form pull-quote: renders a visible label for each top-level field",
        "the form validator pull-quote: accepts and refuses what the server does",
        "the pull-quote module, from its schema accepts its examples on the server and in the editor's form",
        "the pull-quote module, from its schema refuses its invalid examples on the server, at the field they name, and in the editor's form",
        "the pull-quote module, from its schema renders its examples for visitors in both languages, with an example of each module it holds",
        "the pull-quote module, from its schema is named for staff in German and English",
      ].sort(),
    );
    const service = tests("content-service", files.service);
    expect(service.filter((name) => name.includes("pull-quote"))).toEqual(
      [
        "module writes stores a new pull-quote from its schema's first example, shows it on the page and deletes it",
        "module schemas pull-quote accepts its valid examples",
        "module schemas pull-quote rejects its invalid examples at the right field",
      ].sort(),
    );
  }, 1_500_000);
});
