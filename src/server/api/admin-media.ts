/**
 * The media library's calls below /{locale}/admin-api (docs/admin.md, "Media library"), mounted
 * before the entity calls. Role editor; POST, PUT and DELETE need the CSRF token.
 * - GET    media/?page=&q=        {count, next, previous, results: [media]} newest first, 24 a page
 * - POST   media/                 multipart `file`: an image (≤ 15 MB, ≤ 50 megapixels, else 422) or a PDF (≤ 20 MB); 201 media
 * - GET    media/by-path/?path=   the media of a library path; 404
 * - GET    media/{id}/            media; 404
 * - PUT    media/{id}/            JSON {alt_de, alt_en, copyright_de, copyright_en, focus_x, focus_y} (each optional); a new focal point deletes the cached crops
 * - POST   media/{id}/replace/    multipart `file`: a new file for the same path; renditions are cleared
 * - GET    media/{id}/usage/      {results: [{kind, label, link, table, id}]}
 * - DELETE media/{id}/            204; 409 {message, used_by: [use]} while the path is used
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  type Actor,
  deleteMedia,
  listMediaRows,
  MAX_DOCUMENT_BYTES,
  MediaRefused,
  mediaAnswer,
  mediaById,
  mediaByPath,
  mediaUsage,
  replaceMedia,
  updateMedia,
  uploadMedia,
} from "../admin/media";
import { adminServerTranslate } from "../admin/i18n";
import { maxMegapixels } from "../media/decode-image";
import type { ContentService } from "../service";
import type { MediaLibrary } from "../media/store";
import { jsonResponse } from "./json";
import { type StaffCaller, staffOnly, staffReads, staffWrites } from "./staff-guard";

const JSON_LIMIT = 256 * 1024;
const text = z.string().max(1000);
const percent = z.number().int().min(0).max(100);
export const mediaUpdateSchema = z
  .object({ alt_de: text, alt_en: text, copyright_de: text, copyright_en: text, focus_x: percent, focus_y: percent })
  .partial()
  .strict();

const actorOf = (caller: StaffCaller): Actor => ({ userId: caller.user.id, userName: caller.user.username });

export function adminMediaRoutes(service: ContentService, library: MediaLibrary): Hono {
  const api = new Hono();
  const db = service.db;
  const notFound = (caller: StaffCaller) => jsonResponse(404, { status: 404, message: caller.t("admin.notFound") });
  const idOf = (c: Context) => {
    const raw = c.req.param("id") ?? "";
    return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  };
  const refused = (caller: StaffCaller, error: MediaRefused) =>
    jsonResponse(error.status, {
      status: error.status,
      reason: error.reason,
      message: caller.t(`admin.media.${error.reason}` as const, { max: maxMegapixels }),
    });

  /** The uploaded file of a multipart body, or the answer refusing the body. */
  async function fileOf(c: Context, caller: StaffCaller): Promise<Uint8Array | Response> {
    const form = await c.req.parseBody().catch(() => null);
    const file = form?.file;
    if (!(file instanceof File)) return jsonResponse(400, { status: 400, reason: "missing", message: caller.t("admin.media.missing") });
    if (file.size > MAX_DOCUMENT_BYTES) return refused(caller, new MediaRefused(413, "tooLarge"));
    return new Uint8Array(await file.arrayBuffer());
  }

  const fileLimit = bodyLimit({
    // The largest file (a 20 MB PDF) and the multipart envelope around it.
    maxSize: MAX_DOCUMENT_BYTES + 64 * 1024,
    onError: (c) =>
      jsonResponse(413, {
        status: 413,
        reason: "tooLarge",
        message: adminServerTranslate(c.req.param("locale") === "en" ? "en" : "de")("admin.media.tooLarge"),
      }),
  });
  const jsonLimit = bodyLimit({
    maxSize: JSON_LIMIT,
    onError: (c) => jsonResponse(413, { status: 413, message: adminServerTranslate(c.req.param("locale") === "en" ? "en" : "de")("admin.tooLarge") }),
  });

  const list = staffOnly(service, staffReads, async (c: Context, caller) => {
    const page = c.req.query("page") ?? "1";
    if (!/^\d{1,6}$/.test(page) || Number(page) < 1) return jsonResponse(400, { status: 400, message: caller.t("admin.invalidPage") });
    const q = c.req.query("q") ?? "";
    if (q.length > 200) return jsonResponse(400, { status: 400, message: caller.t("admin.invalidSearch") });
    return jsonResponse(200, await listMediaRows(db, library, { page: Number(page), q }));
  });

  const upload = staffOnly(service, staffWrites, async (c: Context, caller) => {
    const bytes = await fileOf(c, caller);
    if (bytes instanceof Response) return bytes;
    try {
      return jsonResponse(201, mediaAnswer(await uploadMedia(db, library, actorOf(caller), bytes)));
    } catch (error) {
      if (error instanceof MediaRefused) return refused(caller, error);
      throw error;
    }
  });

  const byPath = staffOnly(service, staffReads, async (c: Context, caller) => {
    const row = await mediaByPath(db, library, c.req.query("path") ?? "");
    return row ? jsonResponse(200, mediaAnswer(row)) : notFound(caller);
  });

  const read = staffOnly(service, staffReads, async (c: Context, caller) => {
    const id = idOf(c);
    const row = id === null ? null : await mediaById(db, id);
    return row ? jsonResponse(200, mediaAnswer(row)) : notFound(caller);
  });

  const update = staffOnly(service, staffWrites, async (c: Context, caller) => {
    const id = idOf(c);
    if (id === null) return notFound(caller);
    const body = await c.req.json().catch(() => undefined);
    if (body === undefined) return jsonResponse(400, { status: 400, message: caller.t("admin.invalidJson") });
    const parsed = mediaUpdateSchema.safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = `/${issue.path.join("/") || (issue.code === "unrecognized_keys" ? issue.keys.join(",") : "")}`;
        (errors[key] ??= []).push(
          caller.t(issue.code === "too_big" ? "admin.error.maximum" : issue.code === "too_small" ? "admin.error.minimum" : "admin.error.type", {
            limit: "maximum" in issue ? String(issue.maximum) : "minimum" in issue ? String(issue.minimum) : "",
          }),
        );
      }
      return jsonResponse(400, { status: 400, message: caller.t("admin.invalid"), errors });
    }
    // The site's cached reads go first; then a new focal point deletes the cached crops, which
    // are cut around it on the next request.
    const row = await updateMedia(db, actorOf(caller), id, parsed.data, { cacheDir: library.cacheDir, forget: () => service.invalidate() });
    return row ? jsonResponse(200, mediaAnswer(row)) : notFound(caller);
  });

  const replace = staffOnly(service, staffWrites, async (c: Context, caller) => {
    const id = idOf(c);
    if (id === null || !(await mediaById(db, id))) return notFound(caller);
    const bytes = await fileOf(c, caller);
    if (bytes instanceof Response) return bytes;
    try {
      const row = await replaceMedia(db, library, actorOf(caller), id, bytes);
      return row ? jsonResponse(200, mediaAnswer(row)) : notFound(caller);
    } catch (error) {
      if (error instanceof MediaRefused) return refused(caller, error);
      throw error;
    }
  });

  const usage = staffOnly(service, staffReads, async (c: Context, caller) => {
    const id = idOf(c);
    const row = id === null ? null : await mediaById(db, id);
    if (!row) return notFound(caller);
    return jsonResponse(200, { results: await mediaUsage(db, row.path, caller.locale) });
  });

  const remove = staffOnly(service, staffWrites, async (c: Context, caller) => {
    const id = idOf(c);
    const row = id === null ? null : await mediaById(db, id);
    if (!row) return notFound(caller);
    const uses = await mediaUsage(db, row.path, caller.locale);
    if (uses.length) return jsonResponse(409, { status: 409, message: caller.t("admin.media.inUse", { count: String(uses.length) }), used_by: uses });
    await deleteMedia(db, library, actorOf(caller), row);
    return jsonResponse(204, null);
  });

  for (const slash of ["", "/"]) {
    api.get(`/media${slash}`, list);
    api.post(`/media${slash}`, fileLimit, upload);
    api.get(`/media/by-path${slash}`, byPath);
    api.get(`/media/:id${slash}`, read);
    api.put(`/media/:id${slash}`, jsonLimit, update);
    api.delete(`/media/:id${slash}`, remove);
    api.post(`/media/:id/replace${slash}`, fileLimit, replace);
    api.get(`/media/:id/usage${slash}`, usage);
  }
  // Never fall through to the entity calls (there is no "media" entity).
  api.all(
    "/media/*",
    staffOnly(service, staffReads, async (_c, caller) => notFound(caller)),
  );
  return api;
}
