/**
 * The browser bundle of the root and the given route modules, as esbuild's metafile (nothing is
 * written): what the bundle tests follow to see which code a page can reach.
 */
import path from "node:path";
import { build, type Metafile } from "esbuild";

export const root = path.resolve(__dirname, "../..");

export async function bundleRoutes(entries: string[]): Promise<Metafile> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    outdir: "out",
    write: false,
    metafile: true,
    jsx: "automatic",
    packages: "external",
    external: ["node:*"],
    loader: { ".css": "empty", ".svg": "empty", ".woff2": "empty", ".png": "empty", ".jpg": "empty" },
    logLevel: "silent",
  });
  return result.metafile;
}
