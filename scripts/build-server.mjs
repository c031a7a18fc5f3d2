// Bundles the server process (server/main.ts and the content service it imports) into
// build/server-main/, so production runs on plain Node without a TypeScript loader. The entry
// (index.js) stays a separate, unbundled file: it must set NODE_ENV before React loads.
import { build } from "esbuild";

const common = { platform: "node", format: "esm", target: "node22", sourcemap: true, logLevel: "warning" };
await build({ ...common, entryPoints: ["server/main.ts"], outfile: "build/server-main/main.js", bundle: true, packages: "external" });
await build({ ...common, entryPoints: ["server/index.ts"], outfile: "build/server-main/index.js", bundle: false });
console.log("built build/server-main/");
