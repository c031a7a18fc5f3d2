/**
 * An anonymous visitor downloads no editor code (quality bar "Lean"; ARCHITECTURE.md
 * boundaries). The browser build puts into a route's chunks exactly what the route module
 * reaches through static imports; a dynamic import() becomes a chunk of its own, requested only
 * when called. So: bundle root and every route module, follow static imports only, and no
 * module of src/editor may be among them, while the editor is still reachable on demand.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { bundleRoutes, root } from "./route-bundle";

const routeFiles = readdirSync(path.join(root, "src/routes")).filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."));
const entries = ["src/root.tsx", ...routeFiles.map((f) => `src/routes/${f}`)];

const bundle = () => bundleRoutes(entries);

/** Every input and package reached from an output chunk through static imports only. */
function staticInputs(meta: Metafile, output: string, seen = new Set<string>()): Set<string> {
  if (seen.has(output)) return new Set();
  seen.add(output);
  const chunk = meta.outputs[output];
  const inputs = new Set(Object.keys(chunk.inputs));
  for (const imported of chunk.imports) {
    if (imported.kind !== "import-statement") continue;
    if (imported.external) {
      inputs.add(imported.path);
      continue;
    }
    for (const input of staticInputs(meta, imported.path, seen)) inputs.add(input);
  }
  return inputs;
}

/**
 * The editor's own code, its forms' catalogue, the module schemas and their staff labels, and the
 * packages only the editor needs (forms, rich text, schema validation, the versions' word diff).
 */
const editorOnly = (input: string) =>
  /^(src\/editor\/|src\/i18n\/staff-forms\/|src\/schemas\/generated\/module-(schemas|labels)|src\/lib\/version-diff|@rjsf\/|@tiptap\/|ajv|ajv-formats|diff(\/|$))/.test(
    input,
  );

describe("the visitor bundle", () => {
  it("reaches no editor module or editor package from the root or any route without a dynamic import", async () => {
    const meta = await bundle();
    // esbuild also reports the targets of dynamic imports as entry points: keep the routes'.
    const entryOutputs = Object.entries(meta.outputs).filter(([, out]) => out.entryPoint && entries.includes(out.entryPoint));
    expect(entryOutputs.map(([, out]) => out.entryPoint).sort()).toEqual([...entries].sort());
    for (const [output, out] of entryOutputs) {
      const editorModules = [...staticInputs(meta, output)].filter(editorOnly);
      expect(editorModules, `${out.entryPoint} pulls editor code into the visitor bundle`).toEqual([]);
    }
    // The editor is still there, loaded on demand: the toolbar and the editable page are
    // dynamic imports of the site.
    const dynamicTargets = Object.values(meta.outputs).flatMap((out) =>
      out.imports.filter((i) => i.kind === "dynamic-import").map((i) => meta.outputs[i.path]?.entryPoint),
    );
    expect(dynamicTargets).toEqual(expect.arrayContaining(["src/editor/Toolbar.tsx", "src/editor/EditablePage.tsx"]));
  }, 60_000);
});
