import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { moduleContract, sectionContract } from "./module-contract";

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

  it("refuses section layouts that do not fill 12 columns or do not match the layout index", () => {
    const section = (layouts: unknown, maximum = 1) => ({
      properties: { layout: { minimum: 0, maximum, "x-layouts": layouts }, columns: { maxItems: 3 }, colour: { enum: ["white"] } },
    });
    expect(sectionContract(section([[12], [8, 4]]))).toEqual({ layouts: [[12], [8, 4]], colours: ["white"] });
    expect(() => sectionContract(section([[12], [8, 3]]))).toThrow(/out of 12/);
    expect(() => sectionContract(section([[12], [3, 3, 3, 3]]))).toThrow(/1 to 3/);
    expect(() => sectionContract(section([[12], [6, 6]], 2))).toThrow(/maximum/);
  });
});
