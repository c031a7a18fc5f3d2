/**
 * The site-wide notice (docs/notice.md):
 *
 * - GET /api/notification/?language=de|en and /{locale}/api/notification/: `{notification}`,
 *   the notice in that language or null; for everyone.
 * - Staff, below /{locale}/pageeditor-api: GET notification/ (the stored notice with both
 *   languages), POST notification/ (set it: text_de, text_en, url, level, ends_at) and DELETE
 *   notification/ (remove it). 401 without a session; the writes need the CSRF header (403).
 */
import type { Hono } from "hono";
import type { Locale } from "../../schemas/api";
import { clearNotice, readStoredNotice, setNotice } from "../content/notice";
import { languageFromUrl } from "../programme/params";
import type { ContentService } from "../service";
import { jsonResponse } from "./json";
import { staffOnly, staffReads, staffWrites } from "./staff-guard";

type Api = Hono<{ Variables: { locale: Locale } }>;

export function registerNoticeRoutes(app: Hono, api: Api, service: ContentService) {
  const answer = async (locale: Locale) => jsonResponse(200, { notification: await service.notification(locale) });
  app.get("/api/notification", (c) => answer(languageFromUrl(new URL(c.req.url).searchParams)));
  app.get("/api/notification/", (c) => answer(languageFromUrl(new URL(c.req.url).searchParams)));
  app.get("/:locale{de|en}/api/notification", (c) => answer(c.req.param("locale") as Locale));
  app.get("/:locale{de|en}/api/notification/", (c) => answer(c.req.param("locale") as Locale));

  const paths = ["/notification", "/notification/"];
  api.on(
    "GET",
    paths,
    staffOnly(service, staffReads, async () => jsonResponse(200, { notification: await readStoredNotice(service.db) })),
  );
  api.on(
    "POST",
    paths,
    staffOnly(service, staffWrites, async (c) => {
      const body = await c.req.json().catch(() => undefined);
      const stored = await setNotice(service.db, body);
      service.invalidate();
      return jsonResponse(200, { notification: stored });
    }),
  );
  api.on(
    "DELETE",
    paths,
    staffOnly(service, staffWrites, async () => {
      await clearNotice(service.db);
      service.invalidate();
      return jsonResponse(200, { notification: null });
    }),
  );
}
