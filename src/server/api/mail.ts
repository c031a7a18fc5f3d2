/**
 * Staff calls of the mail system (docs/mail.md), below /{locale}/pageeditor-api:
 *
 * - GET mail/          the outbox, newest first, 20 per page: count, next, previous, results
 *                      (`?page=n`, `?status=pending|sending|sent|failed|held`);
 * - GET mail/{id}      one mail with its headers, text and HTML part;
 * - GET newsletter/export.csv   the confirmed subscribers (email, locale, confirmed_at).
 *
 * The outbox is for admins only (403 for an editor): it holds every mail the site writes,
 * among them other staff's invitations and password resets while their links still work
 * (held ones keep the link for as long as it is valid). The export needs the role of the
 * newsletter-subscriptions admin entity, whose list shows the same addresses. 401 without a
 * staff session. They only read, so they need no CSRF token.
 */
import type { Hono } from "hono";
import { z } from "zod";
import type { Locale } from "../../schemas/api";
import { adminSchemas } from "../../schemas/generated/admin-schemas";
import { getMail, listMails, mailStatuses } from "../mail/outbox";
import { type NewsletterProvider, subscribersCsv } from "../newsletter/provider";
import type { ContentService } from "../service";
import { staffCaller, staffJson } from "./staff-guard";

type Api = Hono<{ Variables: { locale: Locale } }>;

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  status: z.enum(mailStatuses).optional(),
});

/** Who may export the subscribers: whoever may list them in the admin, so the two never drift apart. */
const exportRole = adminSchemas["newsletter-subscriptions"]["x-admin"].role;

export function registerMailRoutes(api: Api, service: ContentService, options: { provider: NewsletterProvider }) {
  api.on("GET", ["/mail", "/mail/"], async (c) => {
    const caller = await staffCaller(service, c, { write: false, role: "admin" });
    if (caller instanceof Response) return caller;
    const query = listQuery.safeParse(c.req.query());
    if (!query.success) return staffJson(400, { status: 400, message: `Invalid request: ${query.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}` });
    return staffJson(200, await listMails(service.db, query.data.page, query.data.status));
  });

  api.get("/mail/:id{[0-9]{1,9}}", async (c) => {
    const caller = await staffCaller(service, c, { write: false, role: "admin" });
    if (caller instanceof Response) return caller;
    const mail = await getMail(service.db, Number(c.req.param("id")));
    return mail ? staffJson(200, mail) : staffJson(404, { status: 404, message: "404 Not Found" });
  });

  api.get("/newsletter/export.csv", async (c) => {
    const caller = await staffCaller(service, c, { write: false, role: exportRole });
    if (caller instanceof Response) return caller;
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
