/**
 * The form calls of the content client (docs/forms.md). The site's form route uses them for the
 * definition and for posts made without JavaScript; two transports implement them: in-process
 * (src/server/forms/client.ts) and HTTP (below).
 */
import { type FormDefinition, formDefinitionSchema } from "../forms/definition";
import type { Locale } from "../schemas/api";

export type UploadAnswer = { ok: true; token: string; name: string; size: number; content_type: string } | { ok: false; status: number; message: string };

export type EntryAnswer = { ok: true; id: number | null } | { ok: false; status: number; message: string; errors: Record<string, string[]> };

export interface FormsClient {
  /** The definition in the language, or null when there is none by that slug. */
  form(locale: Locale, slug: string): Promise<FormDefinition | null>;
  /** Stores a visitor's file; `ip` is the visitor's address (rate limit). */
  uploadFormFile(locale: Locale, input: { formId: number; file: File; ip: string }): Promise<UploadAnswer>;
  /** Validates and stores an entry (field_values by slug). */
  submitFormEntry(locale: Locale, input: { form: number; fieldValues: Record<string, unknown>; ip: string }): Promise<EntryAnswer>;
}

export function createHttpFormsClient(baseUrl: string, fetchImpl: typeof fetch = fetch): FormsClient {
  // The visitor's address, for the service's rate limits (it trusts this client as a proxy).
  const visitorHeaders = (ip: string) => ({ "x-forwarded-for": ip });
  return {
    async form(locale, slug) {
      const response = await fetchImpl(new URL(`/${locale}/api/forms/${encodeURIComponent(slug)}/`, baseUrl));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`forms: ${response.status}`);
      return formDefinitionSchema.parse(await response.json());
    },
    async uploadFormFile(locale, { formId, file, ip }) {
      const body = new FormData();
      body.set("file", file);
      const response = await fetchImpl(new URL(`/${locale}/api/temp-files/?form=${formId}`, baseUrl), { method: "POST", headers: visitorHeaders(ip), body });
      const answer = (await response.json()) as Record<string, unknown>;
      if (response.ok) return { ok: true, ...(answer as { token: string; name: string; size: number; content_type: string }) };
      return { ok: false, status: response.status, message: String(answer.message ?? response.statusText) };
    },
    async submitFormEntry(locale, { form, fieldValues, ip }) {
      const response = await fetchImpl(new URL(`/${locale}/api/forms-entries/`, baseUrl), {
        method: "POST",
        headers: { ...visitorHeaders(ip), "content-type": "application/json" },
        body: JSON.stringify({ form, field_values: fieldValues }),
      });
      const answer = (await response.json()) as { id?: number | null; message?: string; errors?: Record<string, string[]> };
      if (response.ok) return { ok: true, id: answer.id ?? null };
      return { ok: false, status: response.status, message: answer.message ?? response.statusText, errors: answer.errors ?? {} };
    },
  };
}
