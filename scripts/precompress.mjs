// Compresses the built browser files once, at build time, so the server hands them out as they
// are (serveStatic with `precompressed`): brotli at its best level and gzip at level 9, next to
// each file as .br and .gz, kept only when smaller. Images and fonts are compressed already.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { constants, brotliCompressSync, gzipSync } from "node:zlib";

const compressible = /\.(?:js|mjs|css|svg|json|html|txt|xml|map|webmanifest)$/i;

export async function precompress(dir) {
  const written = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (!compressible.test(file) || !(await stat(file)).isFile()) continue;
    const bytes = await readFile(file);
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
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
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? "build/client";
  const { files, raw, br, gz } = await precompress(dir);
  const kib = (n) => `${Math.round(n / 102.4) / 10} KiB`;
  console.log(`precompressed ${files} files in ${dir}: ${kib(raw)} → brotli ${kib(br)}, gzip ${kib(gz)}`);
}
