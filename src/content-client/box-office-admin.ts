/**
 * The box office's staff calls for the admin screens (src/server/api/admin-box-office.ts), over
 * the same transport as the admin's other reads and writes: in process through the content app,
 * or to a separate content service (CONTENT_API_URL).
 */
import type { Locale } from "../schemas/api";
import type { Admission } from "../server/box-office/tickets/admission";
import type { OrderDetail, OrderSummary, OrderStatusName, SalesRow } from "../server/box-office/staff";
import { type AdminWriteResult, adminTransport, type StaffCredentials } from "./admin";

export type { Admission, OrderDetail, OrderStatusName, OrderSummary, SalesRow };

export interface OrdersPage {
  count: number;
  next: number | null;
  previous: number | null;
  results: OrderSummary[];
}

export interface OrdersQuery {
  page: number;
  q?: string;
  status?: OrderStatusName;
}

export type OrderStep = "cancel" | "refund" | "confirm" | "resend";

export interface BoxOfficeAdminClient {
  /** Sales per performance (any staff role). */
  sales(locale: Locale, cookie: string | undefined): Promise<SalesRow[]>;
  /** The orders, newest first, 25 a page (admins). */
  orders(locale: Locale, cookie: string | undefined, query: OrdersQuery): Promise<OrdersPage>;
  order(locale: Locale, cookie: string | undefined, reference: string): Promise<OrderDetail>;
  /** `POST check-in/`: the answer is an Admission. */
  checkIn(locale: Locale, staff: StaffCredentials, body: { code: string; door: string }): Promise<AdminWriteResult>;
  /** `POST orders/{reference}/{step}/`. */
  orderStep(locale: Locale, staff: StaffCredentials, reference: string, step: OrderStep, body?: unknown): Promise<AdminWriteResult>;
}

/** The query of the orders list (and its CSV) as the API reads it: page (left out for 1), q, status. */
export function ordersQueryString(query: Partial<OrdersQuery>): string {
  const params = new URLSearchParams();
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Our own server's answers, typed as it sends them. */
const answerOf = <T>() => ({ parse: (input: unknown) => input as T });

export function createHttpBoxOfficeAdminClient(
  baseUrl: string,
  fetchImpl: (url: string, init?: RequestInit) => Promise<Response> = fetch,
): BoxOfficeAdminClient {
  const { get, send } = adminTransport(baseUrl, fetchImpl);
  return {
    sales: async (locale, cookie) => (await get(locale, "box-office/sales/", cookie, answerOf<{ results: SalesRow[] }>())).results,
    orders: (locale, cookie, query) => get(locale, `box-office/orders/${ordersQueryString(query)}`, cookie, answerOf<OrdersPage>()),
    order: (locale, cookie, reference) => get(locale, `box-office/orders/${encodeURIComponent(reference)}/`, cookie, answerOf<OrderDetail>()),
    checkIn: (locale, staff, body) => send(locale, "box-office/check-in/", "POST", staff, body),
    orderStep: (locale, staff, reference, step, body) => send(locale, `box-office/orders/${encodeURIComponent(reference)}/${step}/`, "POST", staff, body ?? {}),
  };
}
