/**
 * The browser has a route catalogue's texts only on the routes that load it (src/i18n/index.tsx:
 * `routeCatalogue`), and the server catalogue's never. So no code that names one of their keys
 * may be reachable from the root or from a route that does not load it; otherwise a page would
 * hydrate into message keys. Bundle the root and every route module, follow their imports
 * (static and dynamic; not into `*.server.*` modules, which never reach the browser, nor into the
 * editor, whose own catalogues reuse some key names), and look for the keys in what they reach.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { bundleRoutes, root } from "./route-bundle";

const routeFiles = readdirSync(path.join(root, "src/routes"), { recursive: true, encoding: "utf8" })
  .map((file) => file.split(path.sep).join("/"))
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|server)\.tsx?$/.test(file) && !file.startsWith("+"));
const entries = ["src/root.tsx", ...routeFiles.map((file) => `src/routes/${file}`)];

const bundle = () => bundleRoutes(entries);

const skipped = (input: string) => /\.server\.tsx?$/.test(input) || input.startsWith("src/editor/");

/** The source files an entry reaches through static and dynamic imports. */
function reached(meta: Metafile, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (input: string) => {
    if (seen.has(input) || skipped(input) || !meta.inputs[input]) return;
    seen.add(input);
    for (const imported of meta.inputs[input].imports) {
      if (!imported.external && (imported.kind === "import-statement" || imported.kind === "dynamic-import")) visit(imported.path);
    }
  };
  visit(entry);
  return seen;
}

/** The route catalogues and the server's: name → German keys. */
const catalogues = Object.fromEntries(
  readdirSync(path.join(root, "src/i18n"))
    .map((file) => /^([\w-]+)\.de\.json$/.exec(file)?.[1])
    .filter((name): name is string => name !== undefined)
    .map((name) => [name, Object.keys(JSON.parse(readFileSync(path.join(root, `src/i18n/${name}.de.json`), "utf8")))]),
);

const text = (file: string) => readFileSync(path.join(root, file), "utf8");
const names = (source: string, key: string) => source.includes(`"${key}"`) || source.includes(`\`${key}\``);

describe("route catalogues", () => {
  it("are loaded by every route that reaches code naming their keys, and by no other page", async () => {
    expect(Object.keys(catalogues)).toEqual(expect.arrayContaining(["pinboard", "forms", "staff", "server"]));
    const meta = await bundle();
    const sources = new Map<string, string>();
    const missing: string[] = [];
    for (const entry of entries) {
      const loads = new Set([...text(entry).matchAll(/routeCatalogue\("([\w-]+)"\)/g)].map((match) => match[1]));
      for (const input of reached(meta, entry)) {
        if (!/^src\/.*\.tsx?$/.test(input)) continue;
        if (!sources.has(input)) sources.set(input, text(input));
        const source = sources.get(input) as string;
        for (const [name, keys] of Object.entries(catalogues)) {
          const key = keys.find((candidate) => names(source, candidate));
          if (key && !loads.has(name)) missing.push(`${entry} reaches ${input}, which names ${key} (${name}), without loading ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  }, 60_000);
});
