/**
 * Every image the service decodes goes through decodeImage, which caps the pixels libvips will
 * decode (docs/editor.md, "Image uploads"). The scan keeps a new call from using sharp directly.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { largePng } from "../../../tests/setup/large-png";
import { decodeImage, isPixelLimitError, MAX_INPUT_PIXELS } from "./decode-image";

const root = path.resolve(import.meta.dirname, "../../..");
const scanned = ["src", "server", "scripts", "codegen", "bench"];
const wrapper = "src/server/media/decode-image.ts";

async function sourceFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const dir of scanned) {
    const entries = await readdir(path.join(root, dir), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || !/\.(?:[cm]?[jt]sx?)$/.test(entry.name) || /\.test\.[jt]sx?$/.test(entry.name)) continue;
      files.push(path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
    }
  }
  return files;
}

/** A value import of sharp (not `import type`), a dynamic import or any require of it, or a direct call. */
const usesSharp = (source: string) =>
  /^\s*import\s+(?!type\b)[^;]*?from\s*["']sharp["']/m.test(source) || /\(\s*["']sharp["']\s*\)/.test(source) || /\bsharp\s*\(/.test(source);

describe("decoding images", () => {
  it("loads sharp, and libvips with it, only when the first image is decoded", async () => {
    vi.resetModules();
    const fresh = await import("./decode-image");
    expect(fresh.sharpLoaded()).toBe(false);
    expect((await fresh.decodeImage(largePng(4, 3)).metadata()).width).toBe(4);
    expect(fresh.sharpLoaded()).toBe(true);
  });

  it("happens only through decodeImage: no other source file uses sharp directly", async () => {
    const files = await sourceFiles();
    expect(files).toContain(wrapper);
    const offenders: string[] = [];
    for (const file of files) {
      if (file === wrapper) continue;
      if (usesSharp(await readFile(path.join(root, file), "utf8"))) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });

  it("the scan recognises the ways a file could reach sharp", () => {
    expect(usesSharp('import sharp from "sharp";')).toBe(true);
    expect(usesSharp("import { default as s } from 'sharp';")).toBe(true);
    expect(usesSharp('const s = await import("sharp");')).toBe(true);
    expect(usesSharp('const s = require("sharp");')).toBe(true);
    expect(usesSharp('const s = createRequire(import.meta.url)("sharp");')).toBe(true);
    expect(usesSharp("await sharp(bytes).metadata();")).toBe(true);
    expect(usesSharp('import type { Sharp } from "sharp";')).toBe(false);
    expect(usesSharp("await decodeImage(bytes).metadata();")).toBe(false);
  });

  it("refuses an image over the pixel limit before decoding it, and takes the largest camera images", async () => {
    expect(MAX_INPUT_PIXELS).toBeGreaterThanOrEqual(8064 * 6048); // a 48 MP phone camera
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const error = await decodeImage(largePng(side, side))
      .metadata()
      .then(
        () => null,
        (refused: unknown) => refused,
      );
    expect(isPixelLimitError(error)).toBe(true);
    // Only the header is read for the size: a 48 MP image passes without being decoded.
    expect((await decodeImage(largePng(8064, 6048)).metadata()).width).toBe(8064);
    expect(isPixelLimitError(new Error("Input file has corrupt header"))).toBe(false);
  });
});
