import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

describe("codegen", () => {
  it("generated types, schema map and registry index match schemas/", () => {
    // --check exits non-zero and names the stale files when schemas/ changed without codegen.
    const output = execFileSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "codegen/generate.ts", "--check"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(output).toContain("up to date");
  });
});
