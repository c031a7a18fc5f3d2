/**
 * The page editor's calls under /{locale}/pageeditor-api (docs/editor.md) and the image upload
 * at /{locale}/api/temp-files/. Every call needs a staff session (401), every POST and DELETE
 * the CSRF token (403); bodies and queries are checked with zod (400), module data with its
 * JSON Schema (400 with field errors); a stale section revision is a 409 with the current one.
 * Answers are never cached. Each write clears the service's read caches.
 */
import type { Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { ContentError } from "../../content-client/types";
import type { Locale } from "../../schemas/api";
import {
  containerCreateBodySchema,
  mediaQuerySchema,
  moduleCopyBodySchema,
  moduleCreateBodySchema,
  moduleDeleteQuerySchema,
  moduleMoveBodySchema,
  moduleUpdateBodySchema,
  pageQuerySchema,
  revisionBodySchema,
  revisionCompareQuerySchema,
  revisionQuerySchema,
  sectionCreateBodySchema,
  sectionMoveBodySchema,
  sectionQuerySchema,
  sectionUpdateBodySchema,
  undoBodySchema,
} from "../../schemas/editor";
import { adminServerTranslate } from "../admin/i18n";
import { addMediaRow, libraryImages } from "../admin/media";
import { ValidationError } from "../content/write";
import { isModuleName } from "../content/validate";
import * as editor from "../editor";
import * as drafts from "../drafts/pages";
import { draftBodySchema, scheduleBodySchema } from "../../schemas/drafts";
import { maxMegapixels } from "../media/decode-image";
import { prepareRenditions } from "../media/renditions";
import type { MediaLibrary } from "../media/store";
import type { ContentService } from "../service";
import { invalidRequestMessage, jsonResponse } from "./json";
import { staffOnly, staffWrites } from "./staff-guard";

type Env = { Variables: { locale: Locale } };
type Api = Hono<Env>;
type Ctx = Context<Env>;

function errorResponse(error: unknown): Response {
  if (error instanceof ValidationError) {
    return jsonResponse(400, { status: 400, message: error.message, errors: error.errors });
  }
  if (error instanceof editor.RevisionConflict) {
    // A block moved to another section meanwhile: that section, so the client can reload it.
    const moved = error instanceof editor.BlockMovedConflict ? { section_id: error.sectionId } : {};
    return jsonResponse(409, { status: 409, message: error.message, current_revision: error.currentRevision, ...moved });
  }
  // An undo that needs other sections' entries, which are not on top of their stacks.
  if (error instanceof editor.LinkedUndoConflict) return jsonResponse(409, { status: 409, reason: error.reason, message: error.message });
  if (error instanceof editor.NotAnImage) return jsonResponse(400, { status: 400, message: error.message });
  if (error instanceof ContentError) return jsonResponse(error.status, { status: error.status, message: error.message });
  throw error;
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new ContentError(400, invalidRequestMessage(parsed.error));
}

const body = async <S extends z.ZodType>(c: Context, schema: S) =>
  parse(
    schema,
    await c.req.json().catch(() => {
      throw new ContentError(400, "Invalid request: the body must be JSON");
    }),
  );
const query = <S extends z.ZodType>(c: Context, schema: S) => parse(schema, c.req.query());

function idParam(c: Context, name = "id"): number {
  const raw = c.req.param(name) ?? "";
  if (!/^\d{1,9}$/.test(raw)) throw new ContentError(404, "404 Not Found");
  return Number(raw);
}

/** The module name of the URL: a registry module other than section and container, else 404. */
function moduleParam(c: Context): string {
  const name = c.req.param("module") ?? "";
  if (!isModuleName(name) || name === "section" || name === "container") throw new ContentError(404, `Unknown module "${name}"`);
  return name;
}

type Handler = (c: Ctx, actor: editor.Actor) => Promise<Response>;

export function registerEditorRoutes(api: Api, app: Hono, service: ContentService, library: MediaLibrary) {
  const read = (handler: Handler) => guard(handler, false);
  const write = (handler: Handler) => guard(handler, true);
  // Any staff role: editors edit pages.
  const guard = (handler: Handler, isWrite: boolean) =>
    staffOnly(service, { write: isWrite, role: "editor" }, async (c: Ctx, caller) => {
      try {
        const response = await handler(c, { userId: caller.user.id, locale: caller.locale });
        if (isWrite) service.invalidate();
        return response;
      } catch (error) {
        return errorResponse(error);
      }
    });
  const db = service.db;

  // Sections --------------------------------------------------------------------------------
  api.get(
    "/section",
    read(async (c, actor) => jsonResponse(200, { results: await editor.listSections(db, actor, query(c, pageQuerySchema).page_id) })),
  );
  api.get(
    "/section/:id",
    read(async (c, actor) => jsonResponse(200, { section: await editor.showSection(db, actor, idParam(c)) })),
  );
  api.post(
    "/section",
    write(async (c, actor) => jsonResponse(201, { section: await editor.createSection(db, actor, await body(c, sectionCreateBodySchema)) })),
  );
  api.post(
    "/section/:id",
    write(async (c, actor) => jsonResponse(200, { section: await editor.updateSection(db, actor, idParam(c), await body(c, sectionUpdateBodySchema)) })),
  );
  api.delete(
    "/section/:id",
    write(async (c, actor) => jsonResponse(200, await editor.deleteSection(db, actor, idParam(c), query(c, revisionQuerySchema).revision))),
  );
  api.post(
    "/section/:id/copy",
    write(async (c, actor) => {
      const { revision } = await body(c, revisionBodySchema);
      return jsonResponse(200, { section: await editor.copySection(db, actor, idParam(c), revision) });
    }),
  );
  api.post(
    "/section/:id/move",
    write(async (c, actor) => jsonResponse(200, { results: await editor.moveSection(db, actor, idParam(c), await body(c, sectionMoveBodySchema)) })),
  );
  api.post(
    "/container",
    write(async (c, actor) => jsonResponse(201, { section: await editor.createContainer(db, actor, await body(c, containerCreateBodySchema)) })),
  );

  // Undo and versions -----------------------------------------------------------------------
  api.get(
    "/backup",
    read(async (c, actor) => jsonResponse(200, await editor.backupStacks(db, actor, query(c, pageQuerySchema).page_id))),
  );
  api.post(
    "/backup/undo",
    write(async (c, actor) => jsonResponse(200, await editor.undo(db, actor, (await body(c, undoBodySchema)).slug))),
  );
  api.get(
    "/revision",
    read(async (c, actor) => jsonResponse(200, { results: await editor.listRevisions(db, actor, query(c, pageQuerySchema).page_id) })),
  );
  api.get(
    "/revision/compare",
    read(async (c, actor) => {
      const { page_id, from, to } = query(c, revisionCompareQuerySchema);
      return jsonResponse(200, await editor.compareRevisions(db, actor, page_id, from, to));
    }),
  );
  api.post(
    "/revision/:id/restore",
    write(async (c, actor) => jsonResponse(200, { results: await editor.restoreRevision(db, actor, idParam(c)) })),
  );

  // Drafts and scheduled publishing (src/server/drafts) ---------------------------------------
  api.get(
    "/draft",
    read(async (c, actor) => jsonResponse(200, await drafts.draftStatus(db, query(c, pageQuerySchema).page_id, actor.locale))),
  );
  api.post(
    "/draft",
    write(async (c, actor) => jsonResponse(201, await drafts.startDraft(db, actor, (await body(c, draftBodySchema)).page_id))),
  );
  api.post(
    "/draft/publish",
    write(async (c, actor) => jsonResponse(200, await drafts.publishDraft(db, actor, (await body(c, draftBodySchema)).page_id))),
  );
  api.post(
    "/draft/discard",
    write(async (c, actor) => jsonResponse(200, await drafts.discardDraft(db, actor, (await body(c, draftBodySchema)).page_id))),
  );
  api.post(
    "/draft/schedule",
    write(async (c, actor) => {
      const input = await body(c, scheduleBodySchema);
      const at = (value: string | null) => (value ? new Date(value) : null);
      return jsonResponse(200, await drafts.schedulePage(db, actor, input.page_id, { publish_at: at(input.publish_at), unpublish_at: at(input.unpublish_at) }));
    }),
  );
  api.get(
    "/publication",
    read(async (_c, actor) => jsonResponse(200, { results: await drafts.pendingPublications(db, actor.locale) })),
  );

  // Media -----------------------------------------------------------------------------------
  api.get(
    "/media",
    read(async (c, actor) => {
      // Alt texts from the admin's media library: shown with each image and searched too.
      return jsonResponse(200, { results: await libraryImages(db, library, query(c, mediaQuerySchema).q ?? "", actor.locale) });
    }),
  );

  // Modules (generic resource convention; after every fixed name above) ----------------------
  api.get(
    "/:module",
    read(async (c, actor) => {
      const name = moduleParam(c);
      return jsonResponse(200, { results: await editor.listModules(db, actor, name, query(c, sectionQuerySchema).section) });
    }),
  );
  api.get(
    "/:module/:id",
    read(async (c, actor) => jsonResponse(200, await editor.showModule(db, actor, moduleParam(c), idParam(c)))),
  );
  api.post(
    "/:module",
    write(async (c, actor) => {
      const name = moduleParam(c);
      return jsonResponse(201, await editor.createModule(db, actor, name, await body(c, moduleCreateBodySchema)));
    }),
  );
  api.post(
    "/:module/:id",
    write(async (c, actor) => {
      const name = moduleParam(c);
      return jsonResponse(200, await editor.updateModule(db, actor, name, idParam(c), await body(c, moduleUpdateBodySchema)));
    }),
  );
  api.delete(
    "/:module/:id",
    write(async (c, actor) => {
      const name = moduleParam(c);
      const { revision, section_id } = query(c, moduleDeleteQuerySchema);
      return jsonResponse(200, await editor.deleteModule(db, actor, name, idParam(c), revision, section_id));
    }),
  );
  api.post(
    "/:module/:id/copy",
    write(async (c, actor) => {
      const name = moduleParam(c);
      const { revision, section_id } = await body(c, moduleCopyBodySchema);
      return jsonResponse(200, await editor.copyModule(db, actor, name, idParam(c), revision, section_id));
    }),
  );
  api.post(
    "/:module/:id/move",
    write(async (c, actor) => {
      const name = moduleParam(c);
      return jsonResponse(200, await editor.moveModule(db, actor, name, idParam(c), await body(c, moduleMoveBodySchema)));
    }),
  );

  // Image upload (spec section 7: temp-files) -----------------------------------------------
  const uploadLimit = bodyLimit({
    // The file may have 15 MB; the multipart envelope around it a little more.
    maxSize: editor.MAX_UPLOAD_BYTES + 64 * 1024,
    onError: () => jsonResponse(413, { status: 413, message: "The file is larger than 15 MB" }),
  });
  const upload = staffOnly(service, staffWrites, async (c: Context, actor) => {
    try {
      const form = await c.req.parseBody().catch(() => {
        throw new ContentError(400, "Invalid request: expected multipart/form-data with a file");
      });
      const file = form.file;
      if (!(file instanceof File)) throw new ContentError(400, "Invalid request: file is required");
      if (file.size > editor.MAX_UPLOAD_BYTES) return jsonResponse(413, { status: 413, message: "The file is larger than 15 MB" });
      const { path, url } = await editor.storeUpload(library.store, new Uint8Array(await file.arrayBuffer()));
      // Its row at once: the image picker lists rows, and shows the new image on top.
      await addMediaRow(db, library, path);
      void prepareRenditions(library, [path]);
      return jsonResponse(200, { path, url });
    } catch (error) {
      if (error instanceof editor.TooManyPixels) {
        const message = adminServerTranslate(actor.locale)("admin.media.pixels", { max: maxMegapixels });
        return jsonResponse(422, { status: 422, reason: "pixels", message });
      }
      return errorResponse(error);
    }
  });
  app.post("/:locale/api/temp-files/", uploadLimit, upload);
  app.post("/:locale/api/temp-files", uploadLimit, upload);
}
