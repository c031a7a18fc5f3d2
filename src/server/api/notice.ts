/**
 * The site-wide notice (docs/notice.md):
 *
 * - GET /api/notification/?language=de|en and /{locale}/api/notification/: `{notification}`,
 *   the notice in that language or null; for everyone.
 * - Staff, below /{locale}/pageeditor-api: GET notification/ (the stored notice with both
 *   languages), POST notification/ (set it: text_de, text_en, url, level, ends_at) and DELETE
 *   notification/ (remove it). 401 without a session; the writes need the CSRF header (403).
 */
import type { Context, Hono } from "hono";
import type { Locale } from "../../schemas/api";
import { clearNotice, readStoredNotice, setNotice } from "../content/notice";
import { languageFromUrl } from "../programme/params";
import type { ContentService } from "../service";
import { staffCaller } from "./staff-guard";

type Api = Hono<{ Variables: { locale: Locale } }>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });

export function registerNoticeRoutes(app: Hono, api: Api, service: ContentService) {
  const answer = async (locale: Locale) => json(200, { notification: await service.notification(locale) });
  app.get("/api/notification", (c) => answer(languageFromUrl(new URL(c.req.url).searchParams)));
  app.get("/api/notification/", (c) => answer(languageFromUrl(new URL(c.req.url).searchParams)));
  app.get("/:locale{de|en}/api/notification", (c) => answer(c.req.param("locale") as Locale));
  app.get("/:locale{de|en}/api/notification/", (c) => answer(c.req.param("locale") as Locale));

  /** null for staff (and, for a write, with the session's CSRF token), else the refusal. */
  async function refuse(c: Context, write: boolean): Promise<Response | null> {
    const caller = await staffCaller(service, c, { write, role: "editor" });
    return caller instanceof Response ? caller : null;
  }
  const paths = ["/notification", "/notification/"];
  api.on("GET", paths, async (c) => (await refuse(c, false)) ?? json(200, { notification: await readStoredNotice(service.db) }));
  api.on("POST", paths, async (c) => {
    const refused = await refuse(c, true);
    if (refused) return refused;
    const body = await c.req.json().catch(() => undefined);
    const stored = await setNotice(service.db, body);
    service.invalidate();
    return json(200, { notification: stored });
  });
  api.on("DELETE", paths, async (c) => {
    const refused = await refuse(c, true);
    if (refused) return refused;
    await clearNotice(service.db);
    service.invalidate();
    return json(200, { notification: null });
  });
}
