/**
 * The admin screens' reads (docs/admin.md). One transport: the admin calls over HTTP, either to
 * a separate content service (CONTENT_API_URL) or in process, through the content service's own
 * Hono app (`app.request`), so both answer exactly what the API answers. Writes go from the
 * browser straight to /{locale}/admin-api/ with the CSRF header; the forms without JavaScript
 * post to their screen, whose action makes the same write here with the request's cookie and the
 * form's CSRF token in the header (docs/admin.md, "Without JavaScript").
 */
import type { Locale } from "../schemas/api";
import {
  type AdminEntitySchemaAnswer,
  type AdminHistory,
  type AdminItem,
  type AdminList,
  type AdminListQuery,
  adminEntitiesSchema,
  adminEntitySchemaAnswer,
  adminHistorySchema,
  adminItemSchema,
  adminListSchema,
  type AdminEntity,
  type AdminAudit,
  type AdminNotFound,
  adminAuditSchema,
  adminNotFoundSchema,
  type AdminOption,
  adminOptionsSchema,
} from "../schemas/admin";
import { type AdminNoticeAnswer, type AdminSettingsAnswer, adminNoticeAnswer, adminSettingsAnswer } from "../schemas/admin-settings";
import {
  type AdminMedia,
  type AdminMediaList,
  type AdminMediaUse,
  adminMediaListSchema,
  adminMediaSchema,
  adminMediaUsageSchema,
} from "../schemas/admin-media";
import { type EntityDraftStatus, entityDraftStatusSchema, type PendingPublication } from "../schemas/drafts";
import { csrfHeaderName } from "../server/api/csrf";
import { z } from "zod";
import { ContentError } from "./types";

export interface AdminClient {
  /** The areas the user may open; with `counts`, each with its number of entries (a count of every table: the overview only). */
  entities(locale: Locale, cookie: string | undefined, options?: { counts?: boolean }): Promise<AdminEntity[]>;
  list(locale: Locale, cookie: string | undefined, entity: string, query: AdminListQuery): Promise<AdminList>;
  schema(locale: Locale, cookie: string | undefined, entity: string): Promise<AdminEntitySchemaAnswer>;
  item(locale: Locale, cookie: string | undefined, entity: string, id: number): Promise<AdminItem>;
  history(locale: Locale, cookie: string | undefined, entity: string, id: number): Promise<AdminHistory>;
  /** The audit log of the entities the user may open, newest first. */
  audit(locale: Locale, cookie: string | undefined, page: number): Promise<AdminAudit>;
  /** The 404 log: missing paths without a redirect, most requested first. */
  notFound(locale: Locale, cookie: string | undefined, page: number): Promise<AdminNotFound>;
  /** The site settings with their schema (admins only: 403 for an editor). */
  settings(locale: Locale, cookie: string | undefined): Promise<AdminSettingsAnswer>;
  /** The site notice (null data without one) with its schema. */
  notice(locale: Locale, cookie: string | undefined): Promise<AdminNoticeAnswer>;
  /** The media library, newest first, searched by path and alt text. */
  media(locale: Locale, cookie: string | undefined, query: { page: number; q: string }): Promise<AdminMediaList>;
  mediaItem(locale: Locale, cookie: string | undefined, id: number): Promise<AdminMedia>;
  /** The pages, bodies and entries that use a media file. */
  mediaUsage(locale: Locale, cookie: string | undefined, id: number): Promise<AdminMediaUse[]>;
  /** Choices for a reference field: the first 50 rows by label, or exactly the rows `ids` names. */
  options(locale: Locale, cookie: string | undefined, entity: string, query?: { ids?: readonly number[] }): Promise<AdminOption[]>;
  /** `POST {entity}/`: a new row. */
  create(locale: Locale, staff: StaffCredentials, entity: string, body: unknown): Promise<AdminWriteResult>;
  /** `PUT {entity}/{id}/`. */
  update(locale: Locale, staff: StaffCredentials, entity: string, id: number, body: unknown): Promise<AdminWriteResult>;
  /** `DELETE {entity}/{id}/`. */
  remove(locale: Locale, staff: StaffCredentials, entity: string, id: number): Promise<AdminWriteResult>;
  /** Every pending scheduled publication the user's role may read, soonest first (`GET publications/`). */
  publications(locale: Locale, cookie: string | undefined): Promise<PendingPublication[]>;
  /** A record's draft, or null (`GET {entity}/{id}/draft/`). */
  draft(locale: Locale, cookie: string | undefined, entity: string, id: number): Promise<EntityDraftStatus | null>;
  /** A record's public data with its draft's values (`GET {entity}/{id}/draft/preview/`), for the staff preview; parsed by `schema`. */
  draftPreview<T>(locale: Locale, cookie: string | undefined, entity: string, id: number, schema: { parse(input: unknown): T }): Promise<T>;
  /** A step of a record's draft: start (POST), save (PUT, the form's body), publish, discard (DELETE), schedule ({ publish_at }). */
  draftStep(locale: Locale, staff: StaffCredentials, entity: string, id: number, step: DraftStep, body?: unknown): Promise<AdminWriteResult>;
  /** `PUT {entity}/{id}/schedule/`: when the row goes online and offline. */
  schedule(
    locale: Locale,
    staff: StaffCredentials,
    entity: string,
    id: number,
    body: { publish_at: string | null; unpublish_at: string | null },
  ): Promise<AdminWriteResult>;
  /** `PUT settings/`. */
  saveSettings(locale: Locale, staff: StaffCredentials, body: unknown): Promise<AdminWriteResult>;
  /** `PUT notice/`. */
  saveNotice(locale: Locale, staff: StaffCredentials, body: unknown): Promise<AdminWriteResult>;
  /** `DELETE notice/`. */
  removeNotice(locale: Locale, staff: StaffCredentials): Promise<AdminWriteResult>;
}

export type DraftStep = "start" | "save" | "publish" | "discard" | "schedule";

const draftCalls: Record<DraftStep, { method: "POST" | "PUT" | "DELETE"; path: string }> = {
  start: { method: "POST", path: "draft/" },
  save: { method: "PUT", path: "draft/" },
  publish: { method: "POST", path: "draft/publish/" },
  discard: { method: "DELETE", path: "draft/" },
  schedule: { method: "PUT", path: "draft/schedule/" },
};

const publicationsAnswer = z.object({
  results: z.array(
    z.object({
      entity: z.string(),
      id: z.number(),
      locale: z.enum(["de", "en"]).nullable(),
      action: z.enum(["publish", "unpublish", "publish-draft"]),
      at: z.string(),
      title: z.string(),
      url: z.string().nullable(),
    }),
  ),
});
const draftAnswer = z.object({ draft: entityDraftStatusSchema.nullable() });

/** What a staff write carries: the request's cookie and the CSRF token it repeats (X-CSRFToken). */
export interface StaffCredentials {
  cookie: string | undefined;
  csrfToken: string;
}

/**
 * A write's answer: accepted (with the answer's JSON, null for 204), or refused with the server's
 * message and field errors (JSON pointers), for the screen to show beside what was typed.
 */
export type AdminWriteResult =
  | { ok: true; status: number; body: unknown }
  | { ok: false; status: number; message: string | undefined; errors: Record<string, string[]> };

const segment = (value: string) => encodeURIComponent(value);

/** The query of a paged admin read as the API reads it: page (left out for 1), q, sort, dir, filter.<column>. */
export function adminListQueryString(query: AdminListQuery): string {
  const params = new URLSearchParams();
  if (query.page > 1) params.set("page", String(query.page));
  if (query.q) params.set("q", query.q);
  if (query.sort) params.set("sort", query.sort);
  if (query.dir) params.set("dir", query.dir);
  for (const [column, value] of Object.entries(query.filters ?? {})) if (value !== "") params.set(`filter.${column}`, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The two kinds of admin call over HTTP: a read (its answer parsed by `schema`; a refusal thrown
 * as a ContentError) and a write with the CSRF header (its answer or refusal as an AdminWriteResult).
 * The box office's staff client (./box-office-admin.ts) shares them.
 */
export function adminTransport(baseUrl: string, fetchImpl: (url: string, init?: RequestInit) => Promise<Response> = fetch) {
  async function get<T>(locale: Locale, path: string, cookie: string | undefined, schema: { parse(input: unknown): T }): Promise<T> {
    const response = await fetchImpl(new URL(`/${locale}/admin-api/${path}`, baseUrl).href, {
      headers: { accept: "application/json", ...(cookie ? { cookie } : {}) },
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      throw new ContentError(response.status, body.message ?? response.statusText);
    }
    return schema.parse(await response.json());
  }
  async function send(locale: Locale, path: string, method: "POST" | "PUT" | "DELETE", staff: StaffCredentials, body?: unknown): Promise<AdminWriteResult> {
    const response = await fetchImpl(new URL(`/${locale}/admin-api/${path}`, baseUrl).href, {
      method,
      headers: {
        accept: "application/json",
        [csrfHeaderName]: staff.csrfToken,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(staff.cookie ? { cookie: staff.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = response.status === 204 ? null : ((await response.json().catch(() => null)) as unknown);
    if (response.ok) return { ok: true, status: response.status, body: answer };
    const refusal = (answer ?? {}) as { message?: unknown; errors?: unknown };
    const errors: Record<string, string[]> = {};
    if (refusal.errors && typeof refusal.errors === "object") {
      for (const [pointer, messages] of Object.entries(refusal.errors)) if (Array.isArray(messages)) errors[pointer] = messages.map(String);
    }
    return { ok: false, status: response.status, message: typeof refusal.message === "string" ? refusal.message : undefined, errors };
  }
  return { get, send };
}

export function createHttpAdminClient(baseUrl: string, fetchImpl: (url: string, init?: RequestInit) => Promise<Response> = fetch): AdminClient {
  const { get, send } = adminTransport(baseUrl, fetchImpl);
  return {
    entities: async (locale, cookie, options) => (await get(locale, options?.counts ? "entities/?counts=1" : "entities/", cookie, adminEntitiesSchema)).results,
    list: (locale, cookie, entity, query) => get(locale, `${segment(entity)}/${adminListQueryString(query)}`, cookie, adminListSchema),
    schema: (locale, cookie, entity) => get(locale, `${segment(entity)}/schema/`, cookie, adminEntitySchemaAnswer),
    item: (locale, cookie, entity, id) => get(locale, `${segment(entity)}/${id}/`, cookie, adminItemSchema),
    history: async (locale, cookie, entity, id) => (await get(locale, `${segment(entity)}/${id}/history/`, cookie, adminHistorySchema)).results,
    audit: (locale, cookie, page) => get(locale, `audit/${adminListQueryString({ page })}`, cookie, adminAuditSchema),
    notFound: (locale, cookie, page) => get(locale, `not-found/${adminListQueryString({ page })}`, cookie, adminNotFoundSchema),
    media: (locale, cookie, query) => get(locale, `media/${adminListQueryString(query)}`, cookie, adminMediaListSchema),
    mediaItem: (locale, cookie, id) => get(locale, `media/${id}/`, cookie, adminMediaSchema),
    mediaUsage: async (locale, cookie, id) => (await get(locale, `media/${id}/usage/`, cookie, adminMediaUsageSchema)).results,
    settings: (locale, cookie) => get(locale, "settings/", cookie, adminSettingsAnswer),
    notice: (locale, cookie) => get(locale, "notice/", cookie, adminNoticeAnswer),
    options: async (locale, cookie, entity, query = {}) =>
      (await get(locale, `${segment(entity)}/options/${query.ids ? `?ids=${query.ids.join(",")}` : ""}`, cookie, adminOptionsSchema)).results,
    create: (locale, staff, entity, body) => send(locale, `${segment(entity)}/`, "POST", staff, body),
    update: (locale, staff, entity, id, body) => send(locale, `${segment(entity)}/${id}/`, "PUT", staff, body),
    remove: (locale, staff, entity, id) => send(locale, `${segment(entity)}/${id}/`, "DELETE", staff),
    publications: async (locale, cookie) => (await get(locale, "publications/", cookie, publicationsAnswer)).results,
    draft: async (locale, cookie, entity, id) => (await get(locale, `${segment(entity)}/${id}/draft/`, cookie, draftAnswer)).draft,
    draftPreview: (locale, cookie, entity, id, schema) => get(locale, `${segment(entity)}/${id}/draft/preview/`, cookie, schema),
    draftStep: (locale, staff, entity, id, step, body) =>
      send(locale, `${segment(entity)}/${id}/${draftCalls[step].path}`, draftCalls[step].method, staff, body),
    schedule: (locale, staff, entity, id, body) => send(locale, `${segment(entity)}/${id}/schedule/`, "PUT", staff, body),
    saveSettings: (locale, staff, body) => send(locale, "settings/", "PUT", staff, body),
    saveNotice: (locale, staff, body) => send(locale, "notice/", "PUT", staff, body),
    removeNotice: (locale, staff) => send(locale, "notice/", "DELETE", staff),
  };
}
