// Compresses the built browser files once, at build time, so the server hands them out as they
// are (serveStatic with `precompressed`): brotli at its best level and gzip at level 9, next to
// each file as .br and .gz, kept only when smaller. Images and fonts are compressed already.
// It also writes the SHA-384 integrity of every script beside the directory
// (`asset-integrity.json`, by its address): a visitor's page allows its module preloads by these
// hashes (src/csp.server.ts), and the server reads them once instead of hashing files itself.
import { createHash } from "node:crypto";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { constants, brotliCompressSync, gzipSync } from "node:zlib";

const compressible = /\.(?:js|mjs|css|svg|json|html|txt|xml|map|webmanifest)$/i;

export async function precompress(dir) {
  const written = { files: 0, raw: 0, br: 0, gz: 0 };
  const integrity = {};
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (!compressible.test(file) || !(await stat(file)).isFile()) continue;
    const bytes = await readFile(file);
    if (file.endsWith(".js")) integrity[`/${entry.split(path.sep).join("/")}`] = `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: 9 });
    written.files++;
    written.raw += bytes.length;
    if (br.length < bytes.length) {
      await writeFile(`${file}.br`, br);
      written.br += br.length;
    }
    if (gz.length < bytes.length) {
      await writeFile(`${file}.gz`, gz);
      written.gz += gz.length;
    }
  }
  await writeFile(integrityFile(dir), `${JSON.stringify(integrity, null, 1)}\n`);
  return written;
}

/** Where the integrity of a built directory's scripts is kept (outside it: not served). */
export const integrityFile = (dir) => path.join(dir, "..", "asset-integrity.json");

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? "build/client";
  const { files, raw, br, gz } = await precompress(dir);
  const kib = (n) => `${Math.round(n / 102.4) / 10} KiB`;
  console.log(`precompressed ${files} files in ${dir}: ${kib(raw)} → brotli ${kib(br)}, gzip ${kib(gz)}`);
}
