/**
 * The server half of the pinboard's form actions (docs/pinboard.md): read the post with a size
 * limit (the request guard has checked the origin: docs/security.md), hand the fields to the content client, and turn
 * every refusal into a message in the visitor's language with the values the visitor typed.
 */
import { data } from "react-router";
import type { PinboardWriteOutcome } from "../../schemas/pinboard";
import { createTranslate } from "../../i18n";
import type { Locale } from "../../schemas/api";
import { honeypotField } from "../../schemas/pinboard";
import { log } from "../../log.server";

/** The largest form body a pinboard action reads (the API has the same limit). */
export const maxFormBytes = 16 * 1024;

async function readLimited(request: Request, max: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > max) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The posted text fields, or null when the body is larger than allowed. */
export async function readForm(request: Request): Promise<Record<string, string> | null> {
  const body = await readLimited(request, maxFormBytes);
  if (!body) return null;
  const form = await new Response(body as BodyInit, { headers: { "content-type": request.headers.get("content-type") ?? "" } })
    .formData()
    .catch(() => new FormData());
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return fields;
}

/**
 * Runs one pinboard write from a form post. On success: the redirect target. Otherwise the form
 * comes back with its values (never the honeypot) and the reason.
 */
export async function pinboardWrite(
  request: Request,
  locale: Locale,
  keep: readonly string[],
  run: (fields: Record<string, string>) => Promise<PinboardWriteOutcome>,
) {
  const t = createTranslate(locale);
  const fields = await readForm(request);
  if (!fields) return { done: false as const, response: data({ error: t("pinboard.tooLarge"), errors: {}, values: {} }, { status: 413 }) };
  const values: Record<string, string> = {};
  for (const name of keep) if (typeof fields[name] === "string") values[name] = fields[name];
  const input: Record<string, string> = { ...values };
  if (fields[honeypotField] !== undefined) input[honeypotField] = fields[honeypotField];
  let outcome: PinboardWriteOutcome;
  try {
    outcome = await run(input);
  } catch (error) {
    log().error({ err: error }, "pinboard write failed");
    return { done: false as const, response: data({ error: t("pinboard.failed"), errors: {}, values }, { status: 503 }) };
  }
  if (outcome.ok) return { done: true as const };
  if (outcome.reason === "limited") return { done: false as const, response: data({ error: t("pinboard.limited"), errors: {}, values }, { status: 429 }) };
  if (outcome.reason === "notFound") throw data({ message: "404 Not Found" }, { status: 404 });
  return { done: false as const, response: data({ error: null, errors: outcome.errors, values }, { status: 400 }) };
}
