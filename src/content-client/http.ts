/** HTTP transport of the content client: the same calls over the service's public API. */
import { mailDetailSchema, mailListSchema } from "../schemas/mail";
import { MAX_MEDIA_META_PATHS, type MediaMetaMap, mediaMetaMapSchema } from "../schemas/media-meta";
import { noticeAnswerSchema } from "../schemas/notice";
import { type Locale, navSchema, pageSchema, redirectListSchema, redirectTargetSchema, sectionSchema, settingsSchema, staffUserSchema } from "../schemas/api";
import { z } from "zod";
import { readCookie } from "../lib/cookies";
import { csrfHeaderName, readCsrfCookie } from "../server/api/csrf";
import { createHttpPinboardClient } from "./http-pinboard";
import { createHttpProgrammeClient, queryString } from "./http-programme";
import { createHttpSearchClient } from "./http-search";
import { type ContentClient, ContentError, type LimitedOutcome, type PageRequest } from "./types";

const passwordLinkSchema = z.object({ email: z.string() });
const secondStepSchema = z.object({ pending: z.string() });

/** A token for the service's double-submit CSRF check (this client is not a browser). */
const serviceCsrfToken = () => {
  let binary = "";
  for (const byte of crypto.getRandomValues(new Uint8Array(32))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

/** Query strings of `?path=` lists, each short enough for any server's request line. */
function pathQueries(paths: string[], maxLength = 4000): string[] {
  const queries: string[] = [];
  let current = "";
  for (const path of paths.slice(0, MAX_MEDIA_META_PATHS)) {
    const part = `path=${encodeURIComponent(path)}`;
    if (current && current.length + part.length + 1 > maxLength) {
      queries.push(current);
      current = part;
    } else {
      current = current ? `${current}&${part}` : part;
    }
  }
  if (current) queries.push(current);
  return queries;
}

/** The refusal of a 429 answer, with the wait its Retry-After (in seconds) says. */
function limitedOutcome(response: Response): LimitedOutcome {
  const header = response.headers.get("retry-after") ?? "";
  if (!/^\d{1,9}$/.test(header)) throw new ContentError(502, "The content service sent a 429 without Retry-After seconds");
  return { ok: false, reason: "limited", retryAfterSeconds: Number(header) };
}

/** name=value of each Set-Cookie of a response, with its Expires. */
function setCookies(response: Response): Map<string, { value: string; expires?: Date }> {
  const found = new Map<string, { value: string; expires?: Date }>();
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(";");
    const index = pair.indexOf("=");
    const expires = attributes.map((a) => a.trim()).find((a) => /^expires=/i.test(a));
    found.set(pair.slice(0, index).trim(), { value: pair.slice(index + 1).trim(), expires: expires ? new Date(expires.slice(8)) : undefined });
  }
  return found;
}

export function createHttpContentClient(baseUrl: string, fetchImpl: typeof fetch = fetch): ContentClient {
  async function get<T>(path: string, schema: z.ZodType<T>, init?: RequestInit): Promise<T> {
    const response = await fetchImpl(new URL(path, baseUrl), init);
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new ContentError(response.status, body?.message ?? response.statusText);
    }
    return schema.parse(await response.json());
  }
  const pagePath = ({ locale, path, versionId }: PageRequest) => {
    const clean = path.replace(/^\/+/, "");
    const query = versionId ? `?version_id=${encodeURIComponent(versionId)}` : "";
    return `/${locale}/pageeditor-api/page/${clean}${query}`;
  };
  return {
    ...createHttpProgrammeClient(baseUrl, fetchImpl),
    ...createHttpSearchClient(baseUrl, fetchImpl),
    outbox: (locale, { cookie, page, status }) =>
      get(`/${locale}/pageeditor-api/mail/${queryString({ page, status })}`, mailListSchema, cookie ? { headers: { cookie } } : undefined),
    outboxMail: (locale, { cookie, id }) => get(`/${locale}/pageeditor-api/mail/${id}`, mailDetailSchema, cookie ? { headers: { cookie } } : undefined),
    notification: async (locale) => (await get(`/${locale}/api/notification/`, noticeAnswerSchema)).notification,
    ...createHttpPinboardClient(baseUrl, fetchImpl),
    page: (request) => get(pagePath(request), pageSchema, request.cookie ? { headers: { cookie: request.cookie } } : undefined),
    nav: (locale: Locale) => get(`/${locale}/pageeditor-api/nav`, navSchema),
    settings: () => get("/pageeditor-api/settings", settingsSchema),
    redirects: (locale) => get(`/${locale}/pageeditor-api/redirect`, redirectListSchema),
    redirect: async (locale, path) => {
      try {
        // The call takes the path below the language prefix: /de/anfahrt -> redirect/anfahrt
        const below = path.replace(new RegExp(`^/${locale}(?=/|$)`), "").replace(/^\/+/, "");
        return (await get(`/${locale}/pageeditor-api/redirect/${below}`, redirectTargetSchema)).new_path;
      } catch (error) {
        if (error instanceof ContentError && error.status === 404) return null;
        throw error;
      }
    },
    mediaMeta: async (locale, paths) => {
      const parts = await Promise.all(pathQueries(paths).map((query) => get(`/${locale}/pageeditor-api/media-meta?${query}`, mediaMetaMapSchema)));
      return Object.assign({}, ...parts) as MediaMetaMap;
    },
    container: (locale, slug, cookie) =>
      get(`/${locale}/pageeditor-api/container/by-slug/${encodeURIComponent(slug)}`, sectionSchema, cookie ? { headers: { cookie } } : undefined),
    user: async (locale, cookie) => {
      if (!cookie) return null;
      try {
        return await get(`/${locale}/pageeditor-api/user`, staffUserSchema, { headers: { cookie } });
      } catch (error) {
        if (error instanceof ContentError && error.status === 401) return null;
        throw error;
      }
    },
    login: async (locale, { email, password, ip }) => {
      const csrf = serviceCsrfToken();
      const response = await fetchImpl(new URL(`/${locale}/pageeditor-api/login`, baseUrl), {
        method: "POST",
        headers: { "content-type": "application/json", cookie: `csrftoken=${csrf}`, "x-csrftoken": csrf, "x-forwarded-for": ip },
        body: JSON.stringify({ email, password }),
      });
      if (response.status === 429) return limitedOutcome(response);
      if (response.status === 401 || response.status === 400) return { ok: false, reason: "invalid" };
      if (response.status === 202) return { ok: false, reason: "second-step", pending: secondStepSchema.parse(await response.json()).pending };
      if (!response.ok) throw new ContentError(response.status, response.statusText);
      const user = staffUserSchema.parse(await response.json());
      const session = setCookies(response).get("sessionid");
      if (!session?.value) throw new ContentError(502, "The content service set no session");
      return { ok: true, user, token: session.value, expiresAt: session.expires ?? new Date(Date.now() + 12 * 3600_000) };
    },
    passwordLink: async (locale, token) => {
      const response = await fetchImpl(new URL(`/${locale}/pageeditor-api/password-link?token=${encodeURIComponent(token)}`, baseUrl));
      if (response.status === 400) return null;
      if (!response.ok) throw new ContentError(response.status, response.statusText);
      return passwordLinkSchema.parse(await response.json());
    },
    setPassword: async (locale, { token, password, ip }) => {
      const csrf = serviceCsrfToken();
      const response = await fetchImpl(new URL(`/${locale}/pageeditor-api/set-password`, baseUrl), {
        method: "POST",
        headers: { "content-type": "application/json", cookie: `csrftoken=${csrf}`, "x-csrftoken": csrf, "x-forwarded-for": ip },
        body: JSON.stringify({ token, password }),
      });
      if (response.status === 429) return limitedOutcome(response);
      if (response.status === 400) {
        const body = (await response.json().catch(() => null)) as { reason?: string } | null;
        return { ok: false, reason: body?.reason === "weak" ? "weak" : "invalid" };
      }
      if (!response.ok) throw new ContentError(response.status, response.statusText);
      const user = staffUserSchema.parse(await response.json());
      const session = setCookies(response).get("sessionid");
      if (!session?.value) throw new ContentError(502, "The content service set no session");
      return { ok: true, user, token: session.value, expiresAt: session.expires ?? new Date(Date.now() + 12 * 3600_000) };
    },
    loginCode: async (locale, { pending, code, ip }) => {
      const csrf = serviceCsrfToken();
      const response = await fetchImpl(new URL(`/${locale}/pageeditor-api/login/code`, baseUrl), {
        method: "POST",
        headers: { "content-type": "application/json", cookie: `csrftoken=${csrf}`, "x-csrftoken": csrf, "x-forwarded-for": ip },
        body: JSON.stringify({ pending, code }),
      });
      if (response.status === 429) return limitedOutcome(response);
      if (response.status === 410) return { ok: false, reason: "expired" };
      if (response.status === 401 || response.status === 400) return { ok: false, reason: "invalid" };
      if (!response.ok) throw new ContentError(response.status, response.statusText);
      const user = staffUserSchema.parse(await response.json());
      const session = setCookies(response).get("sessionid");
      if (!session?.value) throw new ContentError(502, "The content service set no session");
      return { ok: true, user, token: session.value, expiresAt: session.expires ?? new Date(Date.now() + 12 * 3600_000) };
    },
    requestPasswordReset: async (locale, { email, ip }) => {
      const csrf = serviceCsrfToken();
      const response = await fetchImpl(new URL(`/${locale}/pageeditor-api/password-reset`, baseUrl), {
        method: "POST",
        headers: { "content-type": "application/json", cookie: `csrftoken=${csrf}`, "x-csrftoken": csrf, "x-forwarded-for": ip },
        body: JSON.stringify({ email }),
      });
      if (response.status === 429) return limitedOutcome(response);
      if (!response.ok) throw new ContentError(response.status, response.statusText);
      return { ok: true };
    },
    logout: async (locale, cookie) => {
      if (!readCookie(cookie, "sessionid")) return;
      // In a session the service wants the session's own token, which the browser's cookie carries.
      const response = await fetchImpl(new URL(`/${locale}/pageeditor-api/logout`, baseUrl), {
        method: "POST",
        headers: { cookie: cookie ?? "", [csrfHeaderName]: readCsrfCookie(cookie) ?? "" },
      });
      if (!response.ok) throw new ContentError(response.status, response.statusText);
    },
  };
}
