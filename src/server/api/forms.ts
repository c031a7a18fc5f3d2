/**
 * Form calls (spec section 7; docs/forms.md):
 *
 * - GET  /{locale}/api/forms/{slug}/      the definition in the language (404 unknown);
 * - POST /{locale}/api/temp-files/?form={id}  multipart with a `file` field → { token, name, size, content_type }
 *   for a form with a file field (404 unknown form, 400 none), 507 when the unclaimed uploads fill their quota;
 * - POST /{locale}/api/forms-entries/     JSON { form, field_values } → 201 { id };
 * - staff: GET /{locale}/pageeditor-api/forms/{id}/entries/, …/entries.csv and …/files/{token}
 *   (an entry's uploaded file; 401 without a session).
 *
 * Both posts come from the site's own pages (the request guard's origin check; no CSRF token, so
 * a form page needs no per-visitor cookie: docs/security.md), are rate-limited per client address
 * and body-size limited. A filled
 * honeypot field is answered like a success and nothing is stored. Every refusal carries a
 * message in the visitor's language.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { honeypotName, maxFileBytes } from "../../forms/definition";
import { createTranslate } from "../../i18n/messages";
import { type Locale, localeSchema } from "../../schemas/api";
import { checkUploadForm, entriesCsv, entryFile, getFormBySlug, listEntries, storeTempFile, submitEntry } from "../forms/forms";
import type { MailSettings } from "../mail/settings";
import type { ContentService } from "../service";
import { clientIp, type NodeBindings } from "./client-ip";
import { hit } from "./rate-limit";
import { invalidRequest, jsonResponse } from "./json";
import { staffOnly, staffReads } from "./staff-guard";

export const entryRateLimit = { limit: 10, windowMs: 10 * 60 * 1000 } as const;
export const uploadRateLimit = { limit: 20, windowMs: 10 * 60 * 1000 } as const;
export const maxEntryBytes = 64 * 1024;

const localeOf = (c: Context) => localeSchema.parse(c.req.param("locale"));

function refusal(c: Context, status: number, key: "form.rateLimited" | "form.tooLarge", headers: Record<string, string> = {}) {
  return jsonResponse(status, { status, message: createTranslate(localeOf(c))(key) }, { headers });
}

export function formsRoutes(service: Pick<ContentService, "db">, options: { mail: MailSettings; onMailQueued?: () => void }) {
  const app = new Hono<{ Bindings: NodeBindings }>();

  app.get("/:locale{de|en}/api/forms/:slug/", async (c) => {
    const form = await getFormBySlug(service.db, localeOf(c), c.req.param("slug"));
    return form ? jsonResponse(200, form) : jsonResponse(404, { status: 404, message: "404 Not Found" });
  });
  app.get("/:locale{de|en}/api/forms/:slug", (c) => c.redirect(`${c.req.path}/`, 301));

  // A visitor's upload names its form in the query (?form={id}); without it the post is the
  // editor's image upload at the same address (src/server/api/editor.ts), decided before the
  // body is read.
  const uploadLimit = bodyLimit({ maxSize: maxFileBytes + 64 * 1024, onError: (c) => refusal(c, 413, "form.tooLarge") });
  app.on("POST", ["/:locale{de|en}/api/temp-files/", "/:locale{de|en}/api/temp-files"], async (c, next) => {
    if (!c.req.query("form")) return next();
    return uploadLimit(c, async () => {
      c.res = await formUpload(c);
    });
  });
  async function formUpload(c: Context): Promise<Response> {
    const locale = localeOf(c);
    const t = createTranslate(locale);
    const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
    if (type !== "multipart/form-data") return jsonResponse(415, { status: 415, message: t("form.fileMissing") });
    // Decided before the body is read: a post naming no form that takes files costs no upload.
    const form = await checkUploadForm(service.db, locale, c.req.query("form"));
    if (!form.ok) return jsonResponse(form.status, { status: form.status, message: form.message });
    const body = await c.req.parseBody().catch(() => null);
    if (!body) return jsonResponse(400, { status: 400, message: t("form.fileMissing") });
    const { limit, windowMs } = uploadRateLimit;
    if (!(await hit(service.db, `forms-upload:${clientIp(c)}`, limit, windowMs))) {
      return refusal(c, 429, "form.rateLimited", { "retry-after": String(windowMs / 1000) });
    }
    const file = body.file;
    if (!(file instanceof File)) return jsonResponse(400, { status: 400, message: t("form.fileMissing") });
    const outcome = await storeTempFile(service.db, locale, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
    if (!outcome.ok) return jsonResponse(outcome.status, { status: outcome.status, message: outcome.message, errors: { file: [outcome.message] } });
    const { ok: _ok, ...answer } = outcome;
    return jsonResponse(201, answer);
  }

  app.on(
    "POST",
    ["/:locale{de|en}/api/forms-entries/", "/:locale{de|en}/api/forms-entries"],
    bodyLimit({ maxSize: maxEntryBytes, onError: (c) => refusal(c, 413, "form.tooLarge") }),
    async (c) => {
      const locale = localeOf(c);
      const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
      if (type !== "application/json") return jsonResponse(415, { status: 415, message: "Unsupported Media Type" });
      const body = (await c.req.json().catch(() => null)) as { form?: unknown; field_values?: unknown; [honeypotName]?: unknown } | null;
      if (!body || typeof body !== "object") return jsonResponse(400, { status: 400, message: "Bad Request" });
      const { limit, windowMs } = entryRateLimit;
      if (!(await hit(service.db, `forms-entry:${clientIp(c)}`, limit, windowMs))) {
        return refusal(c, 429, "form.rateLimited", { "retry-after": String(windowMs / 1000) });
      }
      const values = body.field_values as Record<string, unknown> | undefined;
      const trap = body[honeypotName] ?? values?.[honeypotName];
      // A bot filled the field people never see: answered like a success, nothing stored.
      if (typeof trap === "string" && trap.trim()) return jsonResponse(201, { id: null });
      const outcome = await submitEntry(service.db, options.mail, { locale, form: body.form, fieldValues: values });
      if (!outcome.ok) return jsonResponse(outcome.status, { status: outcome.status, message: outcome.message, errors: outcome.errors });
      if (outcome.mails) options.onMailQueued?.();
      return jsonResponse(201, { id: outcome.id });
    },
  );
  return app;
}

type Api = Hono<{ Variables: { locale: Locale } }>;
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) });

/** Staff-only entry list and CSV below /{locale}/pageeditor-api: any staff role, as the form-entries entity. */
export function registerFormEntryRoutes(api: Api, service: Pick<ContentService, "db" | "csrf">) {
  api.on(
    "GET",
    ["/forms/:id{[0-9]{1,9}}/entries/", "/forms/:id{[0-9]{1,9}}/entries"],
    staffOnly(service, staffReads, async (c) => {
      const query = pageQuery.safeParse(c.req.query());
      if (!query.success) return invalidRequest(query.error);
      const list = await listEntries(service.db, Number(c.req.param("id")), query.data.page);
      return list ? jsonResponse(200, list) : jsonResponse(404, { status: 404, message: "404 Not Found" });
    }),
  );
  api.get(
    "/forms/:id{[0-9]{1,9}}/entries.csv",
    staffOnly(service, staffReads, async (c) => {
      const id = Number(c.req.param("id"));
      const csv = await entriesCsv(service.db, id);
      if (csv === null) return jsonResponse(404, { status: 404, message: "404 Not Found" });
      return new Response(csv, {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="form-${id}-entries.csv"`,
          "cache-control": "no-store",
        },
      });
    }),
  );
  api.get(
    "/forms/:id{[0-9]{1,9}}/files/:token{[A-Za-z0-9_-]{32}}",
    staffOnly(service, staffReads, async (c) => {
      const file = await entryFile(service.db, Number(c.req.param("id")), c.req.param("token") ?? "");
      if (!file) return jsonResponse(404, { status: 404, message: "404 Not Found" });
      return new Response(new Uint8Array(file.data), {
        headers: {
          "content-type": file.contentType,
          "content-disposition": `attachment; filename="${file.name.replace(/[^\x20-\x7e]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          "x-content-type-options": "nosniff",
          "cache-control": "no-store",
        },
      });
    }),
  );
}
