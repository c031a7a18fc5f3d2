/**
 * The content service stands on its own (ARCHITECTURE.md boundaries, docs/architecture.md): its
 * code reaches nothing of the site's user interface, neither the React tree (src/ui, src/routes,
 * src/renderer, src/registry) nor the editor (src/editor), nor React itself. What it shares with
 * them is React-free: src/lib, src/schemas and the catalogues' core (src/i18n/messages.ts). So:
 * bundle every module of src/server, follow every import, and look at what is reached, as the
 * visitor-bundle test does for the browser.
 *
 * And the demo data is not the product: the production start (server/main.ts, bundled as
 * scripts/build-server.mjs does) reaches src/server/seed/ only through the import() it calls when
 * it seeds an empty database.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { root } from "./route-bundle";

/** Every production module of the content service (tests and their helpers left out). */
const serverModules = (readdirSync(path.join(root, "src/server"), { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|test-helper|\.d\.ts$/.test(file))
  .map((file) => `src/server/${file.split(path.sep).join("/")}`);

/** Folders of the user interface: the content service must reach none of them. */
const interfaceCode = /^src\/(ui|routes|renderer|registry|editor)\//;
/** React and what builds on it. */
const reactPackages = /^(react|react-dom|react-router|@react-router\/.*|@xstate\/react|@rjsf\/.*|@tiptap\/.*|react-hook-form)(\/|$)/;

describe("the content service's bundle", () => {
  it("reaches no module of the user interface and no React package, from any of its modules", async () => {
    expect(serverModules.length).toBeGreaterThan(50);
    const { metafile } = await build({
      absWorkingDir: root,
      entryPoints: serverModules,
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "node",
      outdir: "out",
      write: false,
      metafile: true,
      packages: "external",
      loader: { ".sql": "text" },
      logLevel: "silent",
    });
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toContain("src/server/service.ts");
    expect(inputs.filter((input) => interfaceCode.test(input))).toEqual([]);
    const packages = new Set(Object.values(metafile.inputs).flatMap((input) => input.imports.filter((i) => i.external).map((i) => i.path)));
    expect([...packages].filter((name) => reactPackages.test(name))).toEqual([]);
  }, 60_000);
});

/** Every input reached from an output chunk through static imports only. */
function staticInputs(meta: Metafile, output: string, seen = new Set<string>()): Set<string> {
  if (seen.has(output)) return new Set();
  seen.add(output);
  const chunk = meta.outputs[output];
  const inputs = new Set(Object.keys(chunk.inputs));
  for (const imported of chunk.imports) {
    if (imported.kind !== "import-statement" || imported.external) continue;
    for (const input of staticInputs(meta, imported.path, seen)) inputs.add(input);
  }
  return inputs;
}

describe("the production start", () => {
  it("loads the demo data and the seeding only when it seeds", async () => {
    const { metafile } = await build({
      absWorkingDir: root,
      entryPoints: { main: "server/main.ts" },
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "node",
      outdir: "out",
      write: false,
      metafile: true,
      packages: "external",
      logLevel: "silent",
    });
    const [main] = Object.entries(metafile.outputs).filter(([, output]) => output.entryPoint === "server/main.ts");
    const started = staticInputs(metafile, main[0]);
    expect(started).toContain("src/server/service.ts");
    expect([...started].filter((input) => input.startsWith("src/server/seed/"))).toEqual([]);
    // Still there, behind the import() of an empty database's first start.
    const seeding = Object.values(metafile.outputs).find((output) => output.entryPoint === "src/server/seed/seed.ts");
    expect(seeding && Object.keys(seeding.inputs)).toEqual(expect.arrayContaining(["src/server/seed/demo-content.ts", "src/server/seed/demo-programme.ts"]));
  }, 60_000);
});
