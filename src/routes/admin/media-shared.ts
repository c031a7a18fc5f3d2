/** What the media library's two screens share (docs/admin.md, "Media library"): file checks and writes. */
import { csrfHeaderName, readCsrfCookie } from "../../server/api/csrf";
import type { Locale } from "../../schemas/api";
import type { AdminMedia } from "../../schemas/admin-media";

export const imageTypes = ["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif"];
export const documentTypes = ["application/pdf"];
const maxImageBytes = 15 * 1024 * 1024;
const maxDocumentBytes = 20 * 1024 * 1024;

export type MediaError = "type" | "tooLarge" | "session" | "failed" | "missing";

/** Checked in the browser before sending (the server checks again, by the file's content). */
export function checkFile(file: File | undefined, accept: "any" | "image" | "document" = "any"): MediaError | null {
  if (!file) return "missing";
  const isImage = imageTypes.includes(file.type);
  const isDocument = documentTypes.includes(file.type);
  if (file.type && !(accept === "image" ? isImage : accept === "document" ? isDocument : isImage || isDocument)) return "type";
  if (file.size > (isDocument ? maxDocumentBytes : maxImageBytes)) return "tooLarge";
  return null;
}

const csrf = (fallback?: string) => ({ [csrfHeaderName]: readCsrfCookie(document.cookie) ?? fallback ?? "" });

type MediaWrite<T> = { ok: true; value: T } | { ok: false; status: number; error: MediaError; message?: string; body: Record<string, unknown> };

async function answer<T>(response: Response): Promise<MediaWrite<T>> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, value: body as T };
  const error: MediaError =
    response.status === 401 || response.status === 403 ? "session" : response.status === 413 ? "tooLarge" : response.status === 415 ? "type" : "failed";
  return { ok: false, status: response.status, error, message: typeof body.message === "string" ? body.message : undefined, body };
}

export async function sendFile(locale: Locale, target: string, file: File, token?: string): Promise<MediaWrite<AdminMedia>> {
  const form = new FormData();
  form.append("file", file);
  try {
    return answer(
      await fetch(`/${locale}/admin-api/${target}`, {
        method: "POST",
        credentials: "same-origin",
        headers: { accept: "application/json", ...csrf(token) },
        body: form,
      }),
    );
  } catch {
    return { ok: false, status: 0, error: "failed", body: {} };
  }
}

export async function sendJson<T>(locale: Locale, target: string, method: "PUT" | "DELETE", body?: unknown, token?: string): Promise<MediaWrite<T>> {
  try {
    return answer(
      await fetch(`/${locale}/admin-api/${target}`, {
        method,
        credentials: "same-origin",
        headers: { "content-type": "application/json", accept: "application/json", ...csrf(token) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  } catch {
    return { ok: false, status: 0, error: "failed", body: {} };
  }
}

export const formatBytes = (size: number, locale: Locale) =>
  size >= 1024 * 1024
    ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(size / 1024 / 1024)} MB`
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, size / 1024))} KB`;
