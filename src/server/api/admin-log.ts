/**
 * The 404 log's calls below /{locale}/admin-api (docs/admin.md), mounted before the entity calls:
 * - GET    not-found/?page=   the missing paths without a redirect, most requested first (50 a page)
 * - DELETE not-found/?path=   takes a path off the list; 204, or 404 when it is not there
 * Any staff role; DELETE needs the CSRF token.
 */
import { Hono } from "hono";
import { dismissNotFound, listNotFound } from "../admin/not-found";
import type { ContentService } from "../service";
import { jsonResponse } from "./json";
import { staffOnly, staffReads, staffWrites } from "./staff-guard";

export function adminLogRoutes(service: ContentService): Hono {
  const api = new Hono();
  const list = staffOnly(service, staffReads, async (c, caller) => {
    const page = c.req.query("page") ?? "1";
    if (!/^\d{1,6}$/.test(page) || Number(page) < 1) return jsonResponse(400, { status: 400, message: caller.t("admin.invalidPage") });
    return jsonResponse(200, await listNotFound(service.db, Number(page)));
  });
  const dismiss = staffOnly(service, staffWrites, async (c, caller) => {
    const path = c.req.query("path") ?? "";
    if (!path || path.length > 500) return jsonResponse(400, { status: 400, message: caller.t("admin.notFound") });
    return (await dismissNotFound(service.db, path)) ? jsonResponse(204, null) : jsonResponse(404, { status: 404, message: caller.t("admin.notFound") });
  });
  for (const path of ["/not-found", "/not-found/"]) {
    api.get(path, list);
    api.delete(path, dismiss);
  }
  return api;
}
