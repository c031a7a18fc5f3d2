/** What the admin routes share: the language of the URL, the staff check, and the admin client. */
import { data, redirect, type RouterContextProvider } from "react-router";
import { TWO_FACTOR_REQUIRED_STATUS } from "../../lib/two-factor";
import type { AdminClient, AdminWriteResult, StaffCredentials } from "../../content-client/admin";
import { isContentError } from "../../content-client/types";
import { createAdminTranslate } from "../../editor/admin/i18n";
import { appContext, staffContext } from "../../context";
import { screenUrl } from "../../i18n/routes-table";
import type { Locale } from "../../schemas/api";
import { csrfFieldName } from "../../server/api/csrf";
import type { SessionCsrf } from "../../server/auth/csrf-token";
import type { Data } from "./form-data";

type Context = Readonly<RouterContextProvider>;

export const adminPath = (locale: Locale, ...segments: (string | number)[]) =>
  ["", "admin", locale, ...segments.map((s) => encodeURIComponent(String(s)))].join("/");

/** The admin language of the URL (/admin/de, /admin/en); anything else is a 404. */
export function adminLocale(lang: string | undefined): Locale {
  if (lang === "de" || lang === "en") return lang;
  throw data({ message: "404 Not Found" }, { status: 404 });
}

/** An admin who must first turn on two-factor login goes to the login screen's account step, and back afterwards. */
const toEnrolment = (locale: Locale, url: URL) =>
  redirect(`${screenUrl("login", locale)}?two-factor=required&next=${encodeURIComponent(`${url.pathname}${url.search}`)}`);

const toLogin = (locale: Locale, url: URL) => redirect(`${screenUrl("login", locale)}?next=${encodeURIComponent(`${url.pathname}${url.search}`)}`);

/**
 * The admin client and the request's cookie, for a staff session; visitors go to the login,
 * which brings them back. The role is the server's to check on every call.
 */
export function adminAccess(
  context: Context,
  locale: Locale,
  url: URL,
  request: Request,
): { admin: AdminClient; cookie: string | undefined; reads: RequestReads } {
  const { admin } = context.get(appContext);
  if (!admin) throw data({ message: "404 Not Found" }, { status: 404 });
  if (!context.get(staffContext).user) throw toLogin(locale, url);
  const cookie = request.headers.get("cookie") ?? undefined;
  return { admin, cookie, reads: requestReads(context, admin, locale, cookie) };
}

/** An entity's schema and a record, each read at most once in one request (`requestReads`). */
export interface RequestReads {
  schema(entity: string): ReturnType<AdminClient["schema"]>;
  item(entity: string, id: number): ReturnType<AdminClient["item"]>;
}

const readsByRequest = new WeakMap<Context, Map<string, Promise<unknown>>>();

/**
 * The admin reads of one request, each made once: a post without JavaScript that is refused is
 * answered with the screen again, whose loader then finds what the action read (nothing was
 * written). An accepted post redirects, so the next screen is another request and reads anew.
 */
export function requestReads(context: Context, admin: AdminClient, locale: Locale, cookie: string | undefined): RequestReads {
  let reads = readsByRequest.get(context);
  if (!reads) {
    reads = new Map();
    readsByRequest.set(context, reads);
  }
  const memo = reads;
  const once = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    let found = memo.get(key) as Promise<T> | undefined;
    if (!found) {
      found = read();
      memo.set(key, found);
    }
    return found;
  };
  return {
    schema: (entity) => once(`schema ${locale} ${entity}`, () => admin.schema(locale, cookie, entity)),
    item: (entity, id) => once(`item ${locale} ${entity} ${id}`, () => admin.item(locale, cookie, entity, id)),
  };
}

/** A failed admin read as the screen answers it: the login for an ended session, else the same status. */
export function adminFailure(error: unknown, locale: Locale, url: URL): never {
  if (isContentError(error)) {
    if (error.status === 401) throw toLogin(locale, url);
    if (error.status === TWO_FACTOR_REQUIRED_STATUS) throw toEnrolment(locale, url);
    throw data({ message: error.message }, { status: error.status });
  }
  throw error;
}

/** The page of a paged admin screen (?page=), 1 when absent or not a page number. */
export const pageParam = (url: URL) => Math.max(1, Math.min(100_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));

/** An entity link's path (`x-admin.links`) with its `{locale}` and `{id}` filled in. */
export const fillLink = (href: string, locale: Locale, id?: number) =>
  href.replaceAll("{locale}", locale).replaceAll("{id}", id === undefined ? "" : String(id));

/**
 * The credentials of a post from a form without JavaScript: the request's cookie and the form's
 * CSRF field, or null when the field is not the session's token (the post is refused here; the
 * admin API checks it again).
 */
function plainPostCredentials(form: FormData, cookie: string | undefined, csrf: SessionCsrf): StaffCredentials | null {
  const csrfToken = form.get(csrfFieldName);
  if (typeof csrfToken !== "string" || !csrf.check(cookie, csrfToken)) return null;
  return { cookie, csrfToken };
}

/**
 * What every post without JavaScript starts with: the admin language and its texts, the admin
 * client with the request's cookie, the posted form, and its credentials (null when its CSRF field
 * is not the session's token: the post is refused).
 */
export async function plainPost({ params, url, request, context }: { params: { lang?: string }; url: URL; request: Request; context: Context }) {
  const locale = adminLocale(params.lang);
  const { admin, cookie, reads } = adminAccess(context, locale, url, request);
  const form = await request.formData();
  return { locale, t: createAdminTranslate(locale), admin, cookie, reads, form, staff: plainPostCredentials(form, cookie, context.get(appContext).csrf) };
}

/** What a screen shows again after a refused post: the typed values, the field errors and the message. */
export interface PlainActionAnswer {
  values: Data;
  errors: Record<string, string[]>;
  message: string;
}

/**
 * A refused write of a post without JavaScript as the screen's answer (the same status: 400, 409,
 * …), for the form to show again with what was typed; an ended session goes to the login.
 */
export function plainRefusal(result: Extract<AdminWriteResult, { ok: false }>, values: Data, fallback: string, locale: Locale, url: URL) {
  if (result.status === 401) throw toLogin(locale, url);
  return data<PlainActionAnswer>({ values, errors: result.errors, message: result.message ?? fallback }, { status: result.status });
}

/** The answer to a post whose CSRF field is missing or stale (403): the form again, with what was typed. */
export const plainCsrfRefusal = (values: Data, message: string) => data<PlainActionAnswer>({ values, errors: {}, message }, { status: 403 });
