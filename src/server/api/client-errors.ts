/**
 * `POST /api/client-errors`: a script error in a visitor's page (src/lib/report-errors.ts) goes
 * to the server's error reporting, as area `browser`, under the id of this request
 * (docs/operations.md). The browser never talks to the reporting service itself.
 *
 * Sent with `navigator.sendBeacon`, which cannot carry a header, so there is no CSRF token: the
 * request guard's origin check keeps other sites out, a route limit of 4 KiB and a rate limit per
 * client address bound what one visitor can send, and nothing is stored but the rate-limit count:
 * a forged report can only add a line to the log (docs/security.md, 4.3).
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { ReportError } from "../../context";
import type { Database } from "../db/client";
import { clientIp, type NodeBindings } from "./client-ip";
import { hit } from "./rate-limit";

export const clientErrorsPath = "/api/client-errors";

/** The largest report: the reporter cuts its fields well below this. */
export const clientErrorBodyLimit = 4 * 1024;

/** Reports per client address and window; a page sends at most a few (src/lib/report-errors.ts). */
export const clientErrorRateLimit = { limit: 20, windowMs: 10 * 60 * 1000 };

/** A path on this site: no scheme, no host, no `//` that would name another one. */
const sitePath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)\S*$/);
const position = z.number().int().min(0).max(10_000_000);

export const clientErrorSchema = z.strictObject({
  message: z.string().min(1).max(500),
  /** The page's path (without its query) when the error happened. */
  page: sitePath,
  /** The script's path, when it is one of the site's own. */
  source: sitePath.optional(),
  line: position.optional(),
  column: position.optional(),
  stack: z.string().max(2000).optional(),
});

export type ClientErrorReport = z.infer<typeof clientErrorSchema>;

/** A browser's error as the reporter takes it: its message, its stack as the browser wrote it, and where. */
export class BrowserError extends Error {
  override name = "BrowserError";
  constructor(report: ClientErrorReport) {
    super(report.message);
    this.stack = `BrowserError: ${report.message}\n${report.stack ?? `    at ${report.source ?? "?"}:${report.line ?? 0}:${report.column ?? 0}`}`;
    Object.assign(this, { page: report.page, source: report.source, line: report.line, column: report.column });
  }
}

const noContent = () => new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
const refusal = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ status, message }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });

/** What a beacon sends (`text/plain` for a string) or a fetch of JSON. */
const acceptedTypes = new Set(["text/plain", "application/json"]);

export function clientErrorRoutes({ db, report }: { db: Database; report: ReportError }): Hono<{ Bindings: NodeBindings }> {
  const app = new Hono<{ Bindings: NodeBindings }>();
  app.post(clientErrorsPath, bodyLimit({ maxSize: clientErrorBodyLimit, onError: () => refusal(413, "Payload Too Large") }), async (c) => {
    const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
    if (!acceptedTypes.has(type)) return refusal(415, "Unsupported Media Type");
    // Every post counts, well-formed or not: the limit is on what reaches the log.
    const { limit, windowMs } = clientErrorRateLimit;
    if (!(await hit(db, `client-errors:${clientIp(c)}`, limit, windowMs))) {
      return refusal(429, "Too Many Requests", { "retry-after": String(windowMs / 1000) });
    }
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return refusal(400, "Bad Request");
    }
    const parsed = clientErrorSchema.safeParse(body);
    if (!parsed.success) return refusal(400, "Bad Request");
    report("browser", new BrowserError(parsed.data));
    return noContent();
  });
  return app;
}
