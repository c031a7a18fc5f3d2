/**
 * The box office's staff calls below /{locale}/admin-api/box-office (docs/box-office-payment.md,
 * "Staff"; docs/security.md 4.5). All go through `staffOnly` (session 401, CSRF on writes 403,
 * role 403); bodies are JSON of at most 8 KiB (413); writes are rate limited per user.
 *
 * - POST check-in `{code, door}`                       any staff: admits a ticket once
 * - GET  sales                                          any staff: figures per performance
 * - GET  orders?page=&q=&status=                        admin: the orders (personal data)
 * - GET  orders.csv?q=&status=                          admin: the same as CSV
 * - GET  orders/{reference}                             admin: lines, payments, tickets
 * - POST orders/{reference}/cancel                      admin
 * - POST orders/{reference}/refund                      admin
 * - POST orders/{reference}/confirm `{method, confirmation}` admin
 * - POST orders/{reference}/resend                      admin (the confirmation, and the tickets if paid, in the order's language)
 *
 * Who may do what: checking tickets at the door and the sales figures show no buyer, so every
 * staff role may; orders show buyers' names and addresses and move money, so only admins may.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { localeSchema } from "../../schemas/api";
import type { AdminActor } from "../admin/entities";
import { adminServerTranslate } from "../admin/i18n";
import {
  auditAdmission,
  BoxOfficeStaffError,
  auditOrderResend,
  cancelOrderByStaff,
  confirmableMethods,
  confirmPaymentByStaff,
  listOrders,
  orderDetail,
  orderStatuses,
  ordersCsv,
  type RefundDeps,
  refundOrderByStaff,
  salesOverview,
} from "../box-office/staff";
import { admitTicket } from "../box-office/tickets/admission";
import { type OrderMailDeps, queueRefundMail, queueTicketsMail, resendOrderMails } from "../box-office/mails";
import { parseTicketCode } from "../box-office/tickets/code";
import type { ContentService } from "../service";
import { jsonResponse } from "./json";
import { hit } from "./rate-limit";
import { type StaffCaller, staffOnly } from "./staff-guard";

/** A ticket code and a door name fit many times over. */
export const BOX_OFFICE_BODY_LIMIT = 8 * 1024;
/** Scans per user in ten minutes: four doors sharing one account at a scan a second stay below it. */
export const checkInRateLimit = { limit: 3000, windowMs: 10 * 60_000 };
/** Order changes (cancel, refund, confirm) per user in ten minutes. */
export const orderWriteRateLimit = { limit: 120, windowMs: 10 * 60_000 };

const staffRead = { write: false, role: "editor" } as const;
const staffWrite = { write: true, role: "editor" } as const;
const adminRead = { write: false, role: "admin" } as const;
const adminWrite = { write: true, role: "admin" } as const;

const checkInBody = z.object({
  code: z.string().max(64),
  door: z.string().trim().min(1).max(60),
  performance_id: z.number().int().positive().optional(),
});
const confirmBody = z.object({
  method: z.enum(confirmableMethods),
  /** One confirmation's own id (the screen's form carries it): sent twice, it is one payment. */
  confirmation: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});
const ordersQuery = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .refine((n) => n >= 1)
    .default(1),
  q: z.string().trim().max(200).optional(),
  status: z.enum(orderStatuses).or(z.literal("")).optional(),
});
const referencePattern = /^[0-9A-Z]{6,32}$/;

const actorOf = ({ user, t }: StaffCaller): AdminActor => ({ userId: user.id, userName: user.username, role: user.role, t });

export interface BoxOfficeRoutesOptions extends RefundDeps {
  /** The order mails (src/server/box-office/mails.ts): the tickets after a confirmed payment, the refund, re-sends. */
  mails?: OrderMailDeps;
}

export function adminBoxOfficeRoutes(service: ContentService, options: BoxOfficeRoutesOptions = {}): Hono {
  const api = new Hono();
  const db = service.db;
  const secret = service.mail.secret;

  api.use(
    "/box-office/*",
    bodyLimit({
      maxSize: BOX_OFFICE_BODY_LIMIT,
      onError: (c) => {
        const locale = localeSchema.safeParse(c.req.param("locale"));
        return jsonResponse(413, { status: 413, message: adminServerTranslate(locale.success ? locale.data : "de")("admin.tooLarge") });
      },
    }),
  );

  const refuse = (status: number, message: string, extra: Record<string, unknown> = {}) => jsonResponse(status, { status, message, ...extra });
  const limited = async (key: string, { limit, windowMs }: { limit: number; windowMs: number }) => !(await hit(db, key, limit, windowMs));
  const body = async (c: Context): Promise<unknown> => c.req.json().catch(() => undefined);
  const stepFailed = (error: unknown, caller: StaffCaller) => {
    if (error instanceof BoxOfficeStaffError) return refuse(error.status, caller.t(error.key));
    throw error;
  };

  /** Registers a call with and without the trailing slash. */
  const route = (method: "get" | "post", path: string, handler: (c: Context) => Promise<Response>) => {
    api[method](`/box-office/${path}`, handler);
    api[method](`/box-office/${path}/`, handler);
  };

  route(
    "post",
    "check-in",
    staffOnly(service, staffWrite, async (c, caller) => {
      const parsed = checkInBody.safeParse(await body(c));
      if (!parsed.success) return refuse(400, caller.t("admin.checkIn.invalidInput"));
      if (await limited(`box-office:check-in:${caller.user.id}`, checkInRateLimit)) return refuse(429, caller.t("admin.boxOffice.rateLimited"));
      const { code, door, performance_id } = parsed.data;
      const answer = await admitTicket(db, { code, door, performanceId: performance_id }, secret, caller.locale);
      if (answer.status === "admitted") {
        const parsedCode = parseTicketCode(code, secret);
        if (parsedCode.ok) await auditAdmission(db, parsedCode.ticketId, door, actorOf(caller));
      }
      return jsonResponse(200, answer);
    }),
  );

  route(
    "get",
    "sales",
    staffOnly(service, staffRead, async (_c, caller) => jsonResponse(200, { results: await salesOverview(db, caller.locale) })),
  );

  const listQuery = (c: Context, caller: StaffCaller) => {
    const parsed = ordersQuery.safeParse(c.req.query());
    if (!parsed.success) return refuse(400, caller.t("admin.orders.invalidQuery"));
    return { page: parsed.data.page, q: parsed.data.q || undefined, status: parsed.data.status || undefined };
  };

  route(
    "get",
    "orders",
    staffOnly(service, adminRead, async (c, caller) => {
      const query = listQuery(c, caller);
      return query instanceof Response ? query : jsonResponse(200, await listOrders(db, query));
    }),
  );

  route(
    "get",
    "orders.csv",
    staffOnly(service, adminRead, async (c, caller) => {
      const query = listQuery(c, caller);
      if (query instanceof Response) return query;
      const { t } = caller;
      const csv = await ordersCsv(
        db,
        query,
        {
          reference: t("admin.orders.csv.reference"),
          status: t("admin.orders.csv.status"),
          invoice: t("admin.orders.csv.invoice"),
          created: t("admin.orders.csv.created"),
          paid: t("admin.orders.csv.paid"),
          name: t("admin.orders.csv.name"),
          email: t("admin.orders.csv.email"),
          method: t("admin.orders.csv.method"),
          delivery: t("admin.orders.csv.delivery"),
          tickets: t("admin.orders.csv.tickets"),
          total: t("admin.orders.csv.total"),
        },
        caller.locale,
      );
      return new Response(csv, {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${t("admin.orders.csv.file")}.csv"`,
          "cache-control": "no-store",
          "x-content-type-options": "nosniff",
        },
      });
    }),
  );

  const reference = (c: Context) => {
    const value = c.req.param("reference") ?? "";
    return referencePattern.test(value) ? value : null;
  };

  route(
    "get",
    "orders/:reference",
    staffOnly(service, adminRead, async (c, caller) => {
      const ref = reference(c);
      const detail = ref ? await orderDetail(db, ref, caller.locale, secret) : null;
      return detail ? jsonResponse(200, detail) : refuse(404, caller.t("admin.orders.notFound"));
    }),
  );

  /** An order change: the reference (404), the rate limit (429), then the step; answers the order as it is now. */
  const orderStep = (step: (ref: string, c: Context, caller: StaffCaller) => Promise<Record<string, unknown> | Response>) =>
    staffOnly(service, adminWrite, async (c, caller) => {
      const ref = reference(c);
      if (!ref) return refuse(404, caller.t("admin.orders.notFound"));
      if (await limited(`box-office:orders:${caller.user.id}`, orderWriteRateLimit)) return refuse(429, caller.t("admin.boxOffice.rateLimited"));
      try {
        const outcome = await step(ref, c, caller);
        if (outcome instanceof Response) return outcome;
        return jsonResponse(200, { ...outcome, order: await orderDetail(db, ref, caller.locale, secret) });
      } catch (error) {
        return stepFailed(error, caller);
      }
    });

  route(
    "post",
    "orders/:reference/cancel",
    orderStep(async (ref, _c, caller) => {
      await cancelOrderByStaff(db, ref, actorOf(caller));
      return { outcome: "cancelled" };
    }),
  );
  route(
    "post",
    "orders/:reference/refund",
    orderStep(async (ref, _c, caller) => {
      const refunded = await refundOrderByStaff(db, ref, actorOf(caller), options);
      if (options.mails) await queueRefundMail(options.mails, ref, refunded.amountCents, "staff");
      return { outcome: "refunded", provider: refunded.provider };
    }),
  );
  route(
    "post",
    "orders/:reference/confirm",
    orderStep(async (ref, c, caller) => {
      const parsed = confirmBody.safeParse(await body(c));
      if (!parsed.success) return refuse(400, caller.t("admin.orders.invalidConfirmation"));
      const confirmed = await confirmPaymentByStaff(db, ref, parsed.data, actorOf(caller));
      if (confirmed.outcome === "paid" && options.mails) await queueTicketsMail(options.mails, ref);
      return confirmed;
    }),
  );
  route(
    "post",
    "orders/:reference/resend",
    orderStep(async (ref, _c, caller) => {
      if (!options.mails) return refuse(503, caller.t("admin.orders.mailsMissing"));
      const resent = await resendOrderMails(options.mails, ref);
      if (!resent) return refuse(404, caller.t("admin.orders.notFound"));
      await auditOrderResend(db, ref, resent.queued, actorOf(caller));
      return { outcome: resent.queued.length > 0 ? "resent" : "nothingToResend" };
    }),
  );

  return api;
}
