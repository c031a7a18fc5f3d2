/**
 * A small file that decodes to more pixels than the limit (src/server/media/decode-image.ts) is
 * refused by every upload and import with a clear message and stored nowhere; a rendition of such
 * a file already in the library answers 404 instead of decoding it.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { largePng } from "../../../tests/setup/large-png";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { media, mediaFiles } from "../db/schema";
import { MAX_INPUT_PIXELS } from "../media/decode-image";
import { mediaLibrary } from "../media/store";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let app: Opened["app"];
let mediaDir: string;
let editor: StaffSession;

const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
const bomb = () => largePng(side, side);
const small = () => largePng(40, 30);

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), "pixel-limit-"));
  await mkdir(path.join(mediaDir, "legacy"), { recursive: true });
  await writeFile(path.join(mediaDir, "legacy", "huge.png"), bomb());
  await writeFile(path.join(mediaDir, "legacy", "fine.png"), small());
  let cacheDir: string;
  ({ handle, app, cacheDir } = await openTestContentApp({ mediaDir }));
  // In the library already (stored before the limit): an import refuses it, as an upload does.
  await mediaLibrary(handle.db, mediaDir, cacheDir).store.create("legacy/stored-huge.png", bomb());
  editor = await staffSession(app, handle.db, { email: "pixels@festival.example", role: "editor" });
});
afterAll(async () => {
  await handle?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

function post(url: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
  return app.request(url, { method: "POST", headers: { cookie: editor.cookie, "X-CSRFToken": editor.csrf }, body: form });
}

const uploads = async () => (await handle.db.select({ path: mediaFiles.path }).from(mediaFiles)).map((row) => row.path).filter((p) => p.startsWith("uploads/"));
const served = async (libraryPath: string) => Buffer.from(await (await app.request(`/media/${libraryPath}`)).arrayBuffer());

describe("the pixel limit", () => {
  it("refuses the page editor's upload with 422 and a message in the editor's language", async () => {
    const de = await post("/de/api/temp-files/", bomb(), "riesig.png");
    expect(de.status).toBe(422);
    const body = (await de.json()) as { reason: string; message: string };
    expect(body.reason).toBe("pixels");
    expect(body.message).toMatch(/50 Megapixel/);
    const en = await post("/en/api/temp-files/", bomb(), "huge.png");
    expect(((await en.json()) as { message: string }).message).toMatch(/50 megapixels/);
    expect(await uploads()).toEqual([]);
  });

  it("refuses the media library's upload and replace with 422, keeping the file replaced", async () => {
    const upload = await post("/de/admin-api/media/", bomb(), "riesig.png");
    expect(upload.status).toBe(422);
    expect(((await upload.json()) as { reason: string; message: string }).message).toMatch(/50 Megapixel/);
    expect(await uploads()).toEqual([]);

    const created = await post("/de/admin-api/media/", small(), "klein.png");
    expect(created.status).toBe(201);
    const { id, path: stored } = (await created.json()) as { id: number; path: string };
    const before = await served(stored);
    const replaced = await post(`/en/admin-api/media/${id}/replace/`, bomb(), "huge.png");
    expect(replaced.status).toBe(422);
    expect(((await replaced.json()) as { reason: string; message: string }).reason).toBe("pixels");
    expect(await served(stored)).toEqual(before);
  });

  it("answers a rendition of a too large original with 404, and goes on serving the others", async () => {
    expect((await app.request("/media/legacy/stored-huge.png")).status).toBe(200);
    const huge = await app.request("/media/r/full/320/legacy/stored-huge.webp");
    expect(huge.status).toBe(404);
    const crop = await app.request("/media/r/vertical/320/legacy/stored-huge.jpg");
    expect(crop.status).toBe(404);
    // One in the import folder is not imported at all.
    expect((await app.request("/media/legacy/huge.png")).status).toBe(404);
    const fine = await app.request("/media/r/full/320/legacy/fine.webp");
    expect(fine.status).toBe(200);
    // The library does not list it as an image it could show.
    const listed = await app.request("/de/admin-api/media/?q=legacy", { headers: { cookie: editor.cookie } });
    const paths = ((await listed.json()) as { results: { path: string }[] }).results.map((r) => r.path);
    expect(paths).toContain("legacy/fine.png");
    expect(paths).not.toContain("legacy/huge.png");
    expect((await handle.db.select({ path: media.path }).from(media)).map((r) => r.path)).not.toContain("legacy/huge.png");
  });
});
