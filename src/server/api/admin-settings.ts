/**
 * The site settings and the site notice in the admin (docs/admin.md, Settings and notice), below
 * /{locale}/admin-api, mounted before the generic entity calls:
 * - GET    settings/  {schema, data, overridden, history}; role admin
 * - PUT    settings/  body = the data; 200 {data, overridden}; 400 {message, errors: {"/FIELD": [message]}}
 * - GET    notice/    {schema, data (null without a notice), id, updated_at, history}; role editor
 * - PUT    notice/    body = the data; 200 {data, id, updated_at}; 400 as above
 * - DELETE notice/    204; 404 when there is none
 * Staff session (401), the CSRF token on writes (403), the role (403). Every change writes an
 * audit row and clears the service's caches, so the site shows it at once.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ContentError } from "../../content-client/types";
import { localeSchema } from "../../schemas/api";
import { adminServerTranslate } from "../admin/i18n";
import {
  type Actor,
  historyOf,
  NOTICE_ENTITY,
  noticeFormSchema,
  overriddenSettings,
  readNoticeForm,
  readSettingsForm,
  removeNotice,
  SETTINGS_ENTITY,
  SiteSettingsError,
  settingsFormSchema,
  writeNotice,
  writeSettings,
} from "../admin/site-settings";
import type { UserRole } from "../auth/roles";
import type { ContentService } from "../service";
import { jsonResponse } from "./json";
import { type StaffCaller, staffOnly } from "./staff-guard";

/** Far above any settings or notice; the entity calls allow 256 KB. */
const BODY_LIMIT = 64 * 1024;

export function adminSettingsRoutes(service: ContentService): Hono {
  const api = new Hono();
  const db = service.db;

  const limit = bodyLimit({
    maxSize: BODY_LIMIT,
    onError: (c) => jsonResponse(413, { status: 413, message: adminServerTranslate(localeSchema.catch("de").parse(c.req.param("locale")))("admin.tooLarge") }),
  });

  /** Runs `handler` for a caller with `role`; a write also needs the CSRF token and clears the caches. */
  const guarded = (role: UserRole, write: boolean, handler: (c: Context, caller: StaffCaller, actor: Actor) => Promise<Response>) =>
    staffOnly(service, { write, role }, async (c: Context, caller) => {
      const actor: Actor = { userId: caller.user.id, userName: caller.user.username, t: caller.t };
      try {
        const response = await handler(c, caller, actor);
        if (write) service.invalidate();
        return response;
      } catch (error) {
        if (error instanceof SiteSettingsError)
          return jsonResponse(error.status, { status: error.status, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
        if (error instanceof ContentError && error.status === 400)
          return jsonResponse(400, { status: 400, message: caller.t("admin.invalid"), errors: { "": [error.message] } });
        throw error;
      }
    });

  /** The body as JSON, or the 400 to answer. */
  const body = async (c: Context, caller: StaffCaller): Promise<{ value: unknown } | Response> => {
    try {
      return { value: await c.req.json() };
    } catch {
      return jsonResponse(400, { status: 400, message: caller.t("admin.invalidJson") });
    }
  };

  const overridden = async (stored: Awaited<ReturnType<typeof readSettingsForm>>) => overriddenSettings(stored, await service.settings());

  const getSettings = guarded("admin", false, async () => {
    const data = await readSettingsForm(db);
    return jsonResponse(200, { schema: settingsFormSchema, data, overridden: await overridden(data), history: await historyOf(db, SETTINGS_ENTITY) });
  });
  const putSettings = guarded("admin", true, async (c, caller, actor) => {
    const read = await body(c, caller);
    if (read instanceof Response) return read;
    const data = await writeSettings(db, read.value, actor);
    service.invalidate();
    return jsonResponse(200, { data, overridden: await overridden(data) });
  });

  const getNotice = guarded("editor", false, async () =>
    jsonResponse(200, { schema: noticeFormSchema, ...(await readNoticeForm(db)), history: await historyOf(db, NOTICE_ENTITY) }),
  );
  const putNotice = guarded("editor", true, async (c, caller, actor) => {
    const read = await body(c, caller);
    if (read instanceof Response) return read;
    return jsonResponse(200, await writeNotice(db, read.value, actor));
  });
  const deleteNotice = guarded("editor", true, async (_c, _caller, actor) => {
    await removeNotice(db, actor);
    return jsonResponse(204, null);
  });

  for (const path of ["/settings", "/settings/"]) {
    api.get(path, getSettings);
    api.put(path, limit, putSettings);
  }
  for (const path of ["/notice", "/notice/"]) {
    api.get(path, getNotice);
    api.put(path, limit, putNotice);
    api.delete(path, deleteNotice);
  }
  return api;
}
