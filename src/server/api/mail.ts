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
import { invalidRequest, jsonResponse } from "./json";
import { staffOnly } from "./staff-guard";

type Api = Hono<{ Variables: { locale: Locale } }>;

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  status: z.enum(mailStatuses).optional(),
});

/** Who may export the subscribers: whoever may list them in the admin, so the two never drift apart. */
const exportRole = adminSchemas["newsletter-subscriptions"]["x-admin"].role;

export function registerMailRoutes(api: Api, service: ContentService, options: { provider: NewsletterProvider }) {
  const admins = { write: false, role: "admin" } as const;
  api.on(
    "GET",
    ["/mail", "/mail/"],
    staffOnly(service, admins, async (c) => {
      const query = listQuery.safeParse(c.req.query());
      if (!query.success) return invalidRequest(query.error);
      return jsonResponse(200, await listMails(service.db, query.data.page, query.data.status));
    }),
  );

  api.get(
    "/mail/:id{[0-9]{1,9}}",
    staffOnly(service, admins, async (c) => {
      const mail = await getMail(service.db, Number(c.req.param("id")));
      return mail ? jsonResponse(200, mail) : jsonResponse(404, { status: 404, message: "404 Not Found" });
    }),
  );

  api.get(
    "/newsletter/export.csv",
    staffOnly(service, { write: false, role: exportRole }, async () => {
      const csv = subscribersCsv(await options.provider.subscribers(service.db));
      return new Response(csv, {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": 'attachment; filename="newsletter-subscribers.csv"',
          "cache-control": "no-store",
        },
      });
    }),
  );
}
