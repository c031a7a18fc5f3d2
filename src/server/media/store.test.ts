/**
 * The media library's files live in the database; each server's disk holds only caches. Two
 * libraries on one database with separate folders stand for two servers on separate machines.
 */
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturingLogger } from "../../../tests/setup/log-lines";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { inRequest } from "../log";
import { commonRenditions, prepareRenditions, renditionFile, renditionsAhead } from "./renditions";
import { type MediaLibrary, mediaLibrary } from "./store";

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let root: string;
let serverA: MediaLibrary;
let serverB: MediaLibrary;

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

const server = async (name: string) => mediaLibrary(handle.db, path.join(root, name, "media"), path.join(root, name, "cache"));
const widthOf = async (file: string) => (await sharp(file).metadata()).width;

beforeAll(async () => {
  handle = await openTestDatabase();
  root = await mkdtemp(path.join(os.tmpdir(), "media-store-"));
  serverA = await server("a");
  serverB = await server("b");
});

afterAll(async () => {
  await handle.close();
  await rm(root, { recursive: true, force: true });
});

describe("the media store", () => {
  it("serves a file stored on one server from another that never had it on disk", async () => {
    expect(await serverA.store.create("uploads/2026/shared.png", await picture(40, 20))).toBe(true);
    // A second file under a taken path is refused; the first stays.
    expect(await serverA.store.create("uploads/2026/shared.png", await picture(1, 1))).toBe(false);
    expect(await readdir(path.join(root, "b")).catch(() => [])).toEqual([]);

    const copy = await serverB.store.file("uploads/2026/shared.png");
    expect(copy?.libraryPath).toBe("uploads/2026/shared.png");
    expect(await widthOf(copy?.file ?? "")).toBe(40);
    expect(await serverB.store.paths()).toContain("uploads/2026/shared.png");
  });

  it("gives the first candidate it holds, and nothing for paths outside the library", async () => {
    await serverA.store.create(
      "uploads/2026/pick.webp",
      await sharp(await picture(8, 8))
        .webp()
        .toBuffer(),
    );
    expect((await serverB.store.file("uploads/2026/pick.jpg", "uploads/2026/pick.webp"))?.libraryPath).toBe("uploads/2026/pick.webp");
    expect(await serverB.store.file("uploads/2026/none.jpg")).toBeNull();
    expect(await serverB.store.file("../escape.png")).toBeNull();
    expect(await serverA.store.create("../escape.png", await picture(1, 1))).toBe(false);
  });

  it("makes a replaced original's copies and renditions anew on every server", async () => {
    await serverA.store.create("uploads/2026/replaced.png", await picture(400, 200));
    const request = { variant: "full", width: 320, stem: "uploads/2026/replaced", format: "webp" };
    const before = await renditionFile(serverB.store, serverB.cacheDir, request);
    expect((await sharp(before ?? "").metadata()).height).toBe(160);

    await serverA.store.put("uploads/2026/replaced.png", await picture(400, 400));
    const after = await renditionFile(serverB.store, serverB.cacheDir, request);
    expect(after).toBe(before);
    expect((await sharp(after ?? "").metadata()).height).toBe(320);
    expect(await widthOf((await serverB.store.file("uploads/2026/replaced.png"))?.file ?? "")).toBe(400);
  });

  it("cuts a crop anew on every server when the focal point moves: the crop's file names its point", async () => {
    const halves = await sharp({ create: { width: 400, height: 100, channels: 3, background: { r: 255, g: 0, b: 0 } } })
      .composite([{ input: { create: { width: 200, height: 100, channels: 3, background: { r: 0, g: 0, b: 255 } } }, left: 200, top: 0 }])
      .png()
      .toBuffer();
    await serverA.store.create("uploads/2026/halves.png", halves);
    const middle = async (file: string | null) => {
      const { data, info } = await sharp(file ?? "")
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
      return data[at] > data[at + 2] ? "red" : "blue";
    };
    const crop = (x: number) =>
      renditionFile(serverB.store, serverB.cacheDir, { variant: "vertical", width: 320, stem: "uploads/2026/halves", format: "jpg" }, async () => ({
        x,
        y: 50,
      }));
    expect(await middle(await crop(10))).toBe("red");
    // Moved on server A: server B, whose old crop is still on its disk, cuts a new one.
    expect(await middle(await crop(90))).toBe("blue");
  });

  it("removes a file from the database and this server's copy", async () => {
    await serverA.store.create("uploads/2026/removed.png", await picture(10, 10));
    const copy = await serverA.store.file("uploads/2026/removed.png");
    await serverA.store.remove("uploads/2026/removed.png");
    expect(await stat(copy?.file ?? "").catch(() => null)).toBeNull();
    expect(await serverB.store.file("uploads/2026/removed.png")).toBeNull();
    expect(await serverA.store.paths()).not.toContain("uploads/2026/removed.png");
  });
});

describe("renditions made ahead", () => {
  it("makes the common renditions of the images given, and none of documents", async () => {
    await serverA.store.create("uploads/2026/ahead.png", await picture(1600, 900));
    await serverA.store.create("documents/2026/ahead.pdf", Buffer.from("%PDF-1.4\n"));
    await prepareRenditions(serverA, ["uploads/2026/ahead.png", "documents/2026/ahead.pdf"]);
    for (const { variant, width, format } of commonRenditions) {
      const file = path.join(serverA.cacheDir, variant, String(width), `uploads/2026/ahead.${format}`);
      expect(await widthOf(file), file).toBe(width);
    }
    expect(await readdir(path.join(serverA.cacheDir, "full", "320", "documents")).catch(() => [])).toEqual([]);
  });

  it("makes none where the library makes none ahead (RENDITIONS_AHEAD=false)", async () => {
    await serverB.store.create("uploads/2026/not-ahead.png", await picture(400, 300));
    await prepareRenditions({ ...serverB, ahead: false }, ["uploads/2026/not-ahead.png"]);
    await renditionsAhead();
    expect(await readdir(path.join(serverB.cacheDir, "full", "320", "uploads", "2026")).catch(() => [])).not.toContain("not-ahead.webp");
  });

  it("logs a failure and goes on with the next image", async () => {
    await serverA.store.create("uploads/2026/broken.png", Buffer.from("not an image"));
    await serverA.store.create("uploads/2026/after-broken.png", await picture(400, 300));
    const { lines, logger } = capturingLogger();
    await inRequest("req-renditions-1", logger, () => prepareRenditions(serverA, ["uploads/2026/broken.png", "uploads/2026/after-broken.png"]));
    const failures = lines.filter((line) => line.msg === "rendition failed");
    expect(failures).toHaveLength(commonRenditions.length);
    expect(failures[0]).toMatchObject({ level: "error", path: "uploads/2026/broken.png", reqId: "req-renditions-1" });
    expect(await widthOf(path.join(serverA.cacheDir, "full", "320", "uploads/2026/after-broken.webp"))).toBe(320);
  });
});
