import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { moduleContract } from "./module-contract";

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

  it("refuses a module schema whose contract keywords are missing or name no module", () => {
    const names = ["faq", "faq-item", "text"];
    expect(moduleContract("faq", { "x-addable": true, "x-children": ["faq-item"] }, names)).toEqual({ addable: true, children: ["faq-item"] });
    expect(() => moduleContract("faq", { "x-children": [] }, names)).toThrow(/x-addable/);
    expect(() => moduleContract("faq", { "x-addable": true }, names)).toThrow(/x-children/);
    expect(() => moduleContract("faq", { "x-addable": true, "x-children": ["faq-itme"] }, names)).toThrow(/names no module: faq-itme/);
    expect(() => moduleContract("faq", { "x-addable": true, "x-children": ["faq"] }, names)).toThrow(/itself/);
  });
});
