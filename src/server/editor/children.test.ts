import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { moduleNames } from "../../schemas/generated/modules";
import { projectRoot } from "../paths";
import { allowedChildren, columnModules, mayContain } from "./children";

// The registry entries import React, so they are read as text here rather than imported.
async function registryChildren(name: string): Promise<string[]> {
  const source = await readFile(path.join(projectRoot(), "src/registry", name, "entry.tsx"), "utf8");
  const match = /^\s*children:\s*\[([^\]]*)\]/m.exec(source);
  if (!match) throw new Error(`no children list in ${name}/entry.tsx`);
  return [...match[1].matchAll(/"([a-z0-9-]+)"/g)].map((m) => m[1]);
}

describe("allowed children", () => {
  it("match the registry's lists for every module", async () => {
    for (const name of moduleNames) expect([...allowedChildren[name]], name).toEqual(await registryChildren(name));
  });

  it("columns take content modules but no list items, sections or containers", () => {
    expect(columnModules).toContain("headline");
    expect(columnModules).toContain("teaser-list");
    expect(mayContain(null, "teaser-item")).toBe(false);
    expect(mayContain(null, "section")).toBe(false);
    expect(mayContain("teaser-list", "teaser-item")).toBe(true);
    expect(mayContain("teaser-list", "headline")).toBe(false);
    expect(mayContain("faq-item", "text")).toBe(true);
  });
});
