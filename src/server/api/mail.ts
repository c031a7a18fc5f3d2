/**
 * Staff-only calls of the mail system (docs/mail.md), below /{locale}/pageeditor-api:
 *
 * - GET mail/          the outbox, newest first, 20 per page: count, next, previous, results
 *                      (`?page=n`, `?status=pending|sending|sent|failed|held`);
 * - GET mail/{id}      one mail with its headers, text and HTML part;
 * - GET newsletter/export.csv   the confirmed subscribers (email, locale, confirmed_at).
 *
 * 401 without a staff session. They only read, so they need no CSRF token.
 */
import type { Context, Hono } from "hono";
import { z } from "zod";
import { createTranslate } from "../../i18n";
import type { Locale } from "../../schemas/api";
import { sessionToken, sessionUser } from "../auth/sessions";
import { getMail, listMails, mailStatuses } from "../mail/outbox";
import { type NewsletterProvider, subscribersCsv } from "../newsletter/provider";
import type { ContentService } from "../service";

type Api = Hono<{ Variables: { locale: Locale } }>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  status: z.enum(mailStatuses).optional(),
});

export function registerMailRoutes(api: Api, service: ContentService, options: { provider: NewsletterProvider }) {
  /** null for staff, else the 401 answer. */
  async function refuseVisitors(c: Context<{ Variables: { locale: Locale } }>): Promise<Response | null> {
    const user = await sessionUser(service.db, sessionToken(c.req.header("cookie")));
    return user ? null : json(401, { status: 401, message: createTranslate(c.var.locale)("login.required") });
  }

  api.on("GET", ["/mail", "/mail/"], async (c) => {
    const refused = await refuseVisitors(c);
    if (refused) return refused;
    const query = listQuery.safeParse(c.req.query());
    if (!query.success) return json(400, { status: 400, message: `Invalid request: ${query.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}` });
    return json(200, await listMails(service.db, query.data.page, query.data.status));
  });

  api.get("/mail/:id{[0-9]{1,9}}", async (c) => {
    const refused = await refuseVisitors(c);
    if (refused) return refused;
    const mail = await getMail(service.db, Number(c.req.param("id")));
    return mail ? json(200, mail) : json(404, { status: 404, message: "404 Not Found" });
  });

  api.get("/newsletter/export.csv", async (c) => {
    const refused = await refuseVisitors(c);
    if (refused) return refused;
    const csv = subscribersCsv(await options.provider.subscribers(service.db));
    return new Response(csv, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": 'attachment; filename="newsletter-subscribers.csv"',
        "cache-control": "no-store",
      },
    });
  });
}
