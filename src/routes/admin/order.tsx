/**
 * One order of the box office (issue 20, point 9): what was bought, its payments, its tickets with
 * their admission, and what staff may do to it as it stands: confirm a bank transfer's or a desk
 * payment's receipt, cancel an unpaid order, refund a paid one (docs/box-office-payment.md,
 * "Staff"). Every step is a form posted to this screen's action (with or without JavaScript),
 * which makes the admin API's call; cancel and refund ask first (`?confirm=`). Admins only.
 */
import { data, Form, Link, redirect } from "react-router";
import type { OrderStep } from "../../content-client/box-office-admin";
import { createAdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import { formatDateTime } from "../../lib/dates";
import { formatEuro } from "../../lib/money";
import type { Route } from "./+types/order";
import { boxOfficeAccess, boxOfficeRefusal } from "./box-office-shared";
import { ScreenMessage, useCsrfToken } from "./change-history";
import { adminFailure, adminLocale, adminPath, plainCsrfRefusal, plainPost } from "./common";
import { IntentFields } from "./intent-form";

const doneOutcomes = ["cancelled", "refunded", "paid", "duplicate", "resent", "nothingToResend"] as const;
type Done = (typeof doneOutcomes)[number];

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = adminLocale(params.lang);
  const { boxOffice, cookie } = boxOfficeAccess(context, locale, url, request);
  const done = url.searchParams.get("done");
  const confirm = url.searchParams.get("confirm");
  try {
    return {
      locale,
      order: await boxOffice.order(locale, cookie, params.reference),
      done: (doneOutcomes as readonly string[]).includes(done ?? "") ? (done as Done) : null,
      ask: confirm === "cancel" || confirm === "refund" ? confirm : null,
      // One confirmation of a payment: the same form posted twice records one payment.
      confirmation: crypto.randomUUID(),
    };
  } catch (error) {
    adminFailure(error, locale, url);
  }
}

export async function action(args: Route.ActionArgs) {
  const { locale, t, form, staff } = await plainPost(args);
  if (!staff) return plainCsrfRefusal({}, t("admin.plain.csrf"));
  const { boxOffice } = boxOfficeAccess(args.context, locale, args.url, args.request);
  const intent = form.get("intent");
  if (intent !== "cancel" && intent !== "refund" && intent !== "confirm" && intent !== "resend") return data({ message: t("admin.failed") }, { status: 400 });
  const body = intent === "confirm" ? { method: form.get("method"), confirmation: form.get("confirmation") } : undefined;
  const result = await boxOffice.orderStep(locale, staff, args.params.reference, intent satisfies OrderStep, body);
  if (!result.ok) return boxOfficeRefusal(result, t("admin.failed"));
  const outcome = (result.body as { outcome: Done }).outcome;
  throw redirect(`${adminPath(locale, "orders", args.params.reference)}?done=${outcome}`);
}

export const meta: Route.MetaFunction = ({ params }) => {
  const t = createAdminTranslate(params.lang === "en" ? "en" : "de");
  return [{ title: `${t("admin.orders.title", { reference: params.reference })} – ${t("admin.title")}` }, { name: "robots", content: "noindex" }];
};

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminI18n();
  const { locale, order, done, ask, confirmation } = loaderData;
  const csrfToken = useCsrfToken();
  const here = adminPath(locale, "orders", order.reference);
  const refusal = actionData && "message" in actionData ? String(actionData.message) : null;
  const message = refusal ? { text: refusal, kind: "alert" as const } : done ? { text: t(`admin.orders.done.${done}`), kind: "status" as const } : null;
  const paidByStripe = order.payments.some((payment) => payment.kind === "paid" && payment.provider === "stripe");
  const { actions } = order;

  const stepForm = (intent: "cancel" | "refund", label: string) => (
    <Form method="post" action={here} className="admin-actions">
      <IntentFields intent={intent} csrfToken={csrfToken} />
      <Link className="admin-button" to={here}>
        {t("admin.delete.cancel")}
      </Link>
      <button type="submit" className="admin-button admin-button--danger">
        {label}
      </button>
    </Form>
  );

  return (
    <>
      <p>
        <Link to={adminPath(locale, "orders")}>{t("admin.orders.back")}</Link>
      </p>
      <h1>{t("admin.orders.title", { reference: order.reference })}</h1>
      <ScreenMessage message={message} />
      <dl className="admin-readonly">
        <div>
          <dt>{t("admin.orders.status")}</dt>
          <dd>
            {t(`admin.orders.status.${order.status}`)}
            {order.refunded ? `, ${t("admin.orders.refunded")}` : ""}
          </dd>
        </div>
        <div>
          <dt>{t("admin.orders.name")}</dt>
          <dd>{order.name}</dd>
        </div>
        <div>
          <dt>{t("admin.orders.email")}</dt>
          <dd>{order.email}</dd>
        </div>
        <div>
          <dt>{t("admin.orders.created")}</dt>
          <dd>{formatDateTime(order.created_at, locale)}</dd>
        </div>
        <div>
          <dt>{t("admin.orders.total")}</dt>
          <dd>{formatEuro(order.total_cents, locale)}</dd>
        </div>
        <div>
          <dt>{t("admin.orders.method")}</dt>
          <dd>{t(`admin.orders.method.${order.payment_method}`)}</dd>
        </div>
        <div>
          <dt>{t("admin.orders.delivery")}</dt>
          <dd>{order.delivery === "box-office" ? t("admin.orders.delivery.box-office") : t("admin.orders.delivery.print-at-home")}</dd>
        </div>
        <div>
          <dt>{t("admin.orders.paidAt")}</dt>
          <dd>{order.paid_at ? formatDateTime(order.paid_at, locale) : "–"}</dd>
        </div>
        <div>
          <dt>{t("admin.orders.invoice")}</dt>
          <dd>{order.invoice_number ?? "–"}</dd>
        </div>
        <div>
          <dt>{t("admin.orders.terms")}</dt>
          <dd>
            {order.terms_version}, {formatDateTime(order.terms_accepted_at, locale)}
          </dd>
        </div>
      </dl>

      <section aria-labelledby="order-actions">
        <h2 id="order-actions">{t("admin.orders.actions")}</h2>
        {ask === "cancel" && actions.cancel ? (
          <div className="admin-confirm">
            <p>{t("admin.orders.cancel.confirm")}</p>
            {stepForm("cancel", t("admin.orders.cancel"))}
          </div>
        ) : null}
        {ask === "refund" && actions.refund ? (
          <div className="admin-confirm">
            <p>{paidByStripe ? t("admin.orders.refund.confirmStripe") : t("admin.orders.refund.confirmByHand")}</p>
            {stepForm("refund", t("admin.orders.refund"))}
          </div>
        ) : null}
        {!actions.cancel && !actions.refund && !actions.confirm && order.status === "cancelled" ? <p>{t("admin.orders.actions.none")}</p> : null}
        {actions.confirm ? (
          <Form method="post" action={here} className="admin-search">
            <IntentFields intent="confirm" csrfToken={csrfToken} />
            <input type="hidden" name="confirmation" value={confirmation} />
            <div className="admin-search__field">
              <label htmlFor="order-confirm-method">{t("admin.orders.confirm.method")}</label>
              <select id="order-confirm-method" name="method" defaultValue={order.payment_method === "box-office" ? "box-office" : "bank-transfer"}>
                <option value="bank-transfer">{t("admin.orders.method.bank-transfer")}</option>
                <option value="box-office">{t("admin.orders.method.box-office")}</option>
              </select>
            </div>
            <button type="submit" className="admin-button admin-button--primary">
              {t("admin.orders.confirm")}
            </button>
          </Form>
        ) : null}
        {order.status !== "cancelled" ? (
          <Form method="post" action={here} className="admin-search">
            <IntentFields intent="resend" csrfToken={csrfToken} />
            <p className="admin-muted">{t("admin.orders.resend.note")}</p>
            <button type="submit" className="admin-button">
              {t("admin.orders.resend")}
            </button>
          </Form>
        ) : null}
        {(actions.cancel && ask !== "cancel") || (actions.refund && ask !== "refund") ? (
          <p className="admin-actions">
            {actions.cancel && ask !== "cancel" ? (
              <Link className="admin-button admin-button--danger" to={`${here}?confirm=cancel`}>
                {t("admin.orders.cancel")}
              </Link>
            ) : null}
            {actions.refund && ask !== "refund" ? (
              <Link className="admin-button admin-button--danger" to={`${here}?confirm=refund`}>
                {t("admin.orders.refund")}
              </Link>
            ) : null}
          </p>
        ) : null}
      </section>

      <h2>{t("admin.orders.lines")}</h2>
      <table className="admin-table">
        <caption className="visually-hidden">{t("admin.orders.lines")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.sales.performance")}</th>
            <th scope="col">{t("admin.orders.line.type")}</th>
            <th scope="col">{t("admin.orders.line.seat")}</th>
            <th scope="col" className="admin-number">
              {t("admin.orders.line.quantity")}
            </th>
            <th scope="col" className="admin-number">
              {t("admin.orders.line.unit")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            // A line is one rate at one price (and one seat) of one performance.
            <tr key={`${line.performance_id}:${line.sales_type}:${line.price_group}:${line.seat ?? ""}:${line.unit_cents}`}>
              <td>
                {line.production}
                <br />
                <span className="admin-muted">
                  {formatDateTime(line.starts_at, locale)}
                  {line.venue ? `, ${line.venue}` : ""}
                </span>
              </td>
              <td>
                {line.sales_type}, {line.price_group}
              </td>
              <td>{line.seat ?? t("admin.orders.freeSeating")}</td>
              <td className="admin-number">{line.quantity}</td>
              <td className="admin-number">{formatEuro(line.unit_cents, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>{t("admin.orders.payments")}</h2>
      {order.payments.length === 0 ? (
        <p>{t("admin.orders.payments.none")}</p>
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">{t("admin.orders.payments")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.orders.payment.at")}</th>
              <th scope="col">{t("admin.orders.payment.kind")}</th>
              <th scope="col">{t("admin.orders.method")}</th>
              <th scope="col">{t("admin.orders.payment.event")}</th>
              <th scope="col" className="admin-number">
                {t("admin.orders.total")}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.payments.map((payment) => (
              <tr key={`${payment.provider}:${payment.event_id}`}>
                <td>{formatDateTime(payment.created_at, locale)}</td>
                <td>{paymentKind(payment.kind, t)}</td>
                <td>{paymentMethod(payment.provider, t)}</td>
                <td className="admin-code">{payment.event_id}</td>
                <td className="admin-number">{formatEuro(payment.amount_cents, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>{t("admin.orders.ticketList")}</h2>
      {order.tickets.length === 0 ? (
        <p>{t("admin.orders.ticketList.none")}</p>
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">{t("admin.orders.ticketList")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.orders.ticket.code")}</th>
              <th scope="col">{t("admin.sales.performance")}</th>
              <th scope="col">{t("admin.orders.line.seat")}</th>
              <th scope="col">{t("admin.orders.ticket.admission")}</th>
            </tr>
          </thead>
          <tbody>
            {order.tickets.map((ticket) => (
              <tr key={ticket.code}>
                <td className="admin-code">{ticket.code}</td>
                <td>
                  {ticket.production}, {formatDateTime(ticket.starts_at, locale)}
                </td>
                <td>{ticket.seat ?? t("admin.orders.freeSeating")}</td>
                <td>
                  {ticket.admitted_at
                    ? t("admin.orders.ticket.admitted", { date: formatDateTime(ticket.admitted_at, locale), door: ticket.admitted_door ?? "" })
                    : t("admin.orders.ticket.notAdmitted")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

type Translate = ReturnType<typeof useAdminI18n>["t"];

const paymentKinds = ["paid", "refunded", "failed", "expired"] as const;
const paymentKind = (kind: string, t: Translate) =>
  (paymentKinds as readonly string[]).includes(kind) ? t(`admin.orders.payment.kind.${kind as (typeof paymentKinds)[number]}`) : kind;

const paymentMethods = ["bank-transfer", "box-office", "free", "stripe"] as const;
const paymentMethod = (method: string, t: Translate) =>
  (paymentMethods as readonly string[]).includes(method) ? t(`admin.orders.method.${method as (typeof paymentMethods)[number]}`) : method;
