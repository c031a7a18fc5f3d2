// Bundles the server process (server/main.ts and the content service it imports) into
// build/server-main/, so production runs on plain Node without a TypeScript loader. The entry
// (index.js) stays a separate, unbundled file: it must set NODE_ENV before React loads. What is
// imported with import() becomes a chunk of its own under chunks/, read only when called: the
// demo data and the seeding (src/server/seed/), which a start on a filled database never needs.
import { rmSync } from "node:fs";
import { build } from "esbuild";

// Chunks are named by their content: a fresh folder every build, so none of an older one stays.
rmSync("build/server-main", { recursive: true, force: true });

const common = { platform: "node", format: "esm", target: "node22", sourcemap: true, logLevel: "warning" };
await build({
  ...common,
  entryPoints: { main: "server/main.ts" },
  outdir: "build/server-main",
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  splitting: true,
  packages: "external",
});
await build({ ...common, entryPoints: ["server/index.ts"], outfile: "build/server-main/index.js", bundle: false });
console.log("built build/server-main/");
