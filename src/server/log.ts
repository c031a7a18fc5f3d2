/**
 * The server's logs (docs/operations.md): pino, one JSON line per event on stdout, at the level
 * LOG_LEVEL names. During a request every line carries its `reqId`: `requestContext` binds a
 * child logger to the request with AsyncLocalStorage, and `log()` returns it wherever the code
 * runs (a handler, a loader, the server rendering, the error reporter); outside a request the
 * process's own logger.
 *
 * Secrets never reach a line: authorization and cookie headers, passwords, tokens and secrets are
 * replaced by pino's redaction, at the top of a logged object or in its headers, body or query.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Context, MiddlewareHandler } from "hono";
import { type DestinationStream, type Logger, type LoggerOptions, pino } from "pino";
import { z } from "zod";

export type { Logger };

/** LOG_LEVEL's values; `silent` writes nothing. */
export const logLevelSchema = z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

/**
 * The level of this process: LOG_LEVEL, else `info`; under vitest `silent` unless LOG_LEVEL asks
 * for more. A bad value is refused by the environment's schema at start (src/server/env.ts); until
 * then (and in tools that never parse it) the default applies.
 */
export function logLevelFrom(source: Record<string, string | undefined>): z.infer<typeof logLevelSchema> {
  const parsed = logLevelSchema.safeParse(source.LOG_LEVEL);
  if (parsed.success) return parsed.data;
  return source.VITEST ? "silent" : "info";
}

const secretKeys = ["authorization", "cookie", "set-cookie", "password", "token", "secret", "csrf", "csrfmiddlewaretoken", "x-csrftoken"];

/** Where logged objects hold headers, bodies and queries. */
const secretHolders = ["headers", "req.headers", "res.headers", "request.headers", "body", "fields", "query"];

/**
 * Where a secret may stand in a logged object: at its top, or in one of `secretHolders`. Named
 * paths rather than pino's wildcards (`*.password`): those cost a line three times as much
 * (measured: 23 µs a line with them, 7 µs with named paths, 5.5 µs with none), on every request.
 */
export const redactedPaths = secretKeys.flatMap((key) => {
  const name = /^[a-z]+$/.test(key) ? `.${key}` : `["${key}"]`;
  return [name.replace(/^\./, ""), ...secretHolders.map((holder) => `${holder}${name}`)];
});

/** A logger with the site's settings, writing to `destination` (stdout when omitted). */
export function createLogger(options: Pick<LoggerOptions, "level"> = {}, destination?: DestinationStream): Logger {
  const settings: LoggerOptions = {
    level: options.level ?? logLevelFrom(process.env),
    // The process: several workers (WEB_CONCURRENCY) write to one stream; the host is the collector's to add.
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: redactedPaths, censor: "[redacted]" },
  };
  return destination ? pino(settings, destination) : pino(settings);
}

/**
 * The process's logger and the request binding. The server process (build/server-main) and React
 * Router's server build (build/server, where src/entry.server.tsx and the loaders run) each carry
 * a copy of this module; kept on the global object, both copies share one stdout stream and one
 * request binding, so a line logged while rendering carries the request's id too.
 */
interface Shared {
  root: Logger;
  requests: AsyncLocalStorage<{ id: string; logger: Logger }>;
}
const sharedKey = Symbol.for("festival-website.log");
const globalSlot = globalThis as { [sharedKey]?: Shared };
if (!globalSlot[sharedKey]) globalSlot[sharedKey] = { root: createLogger(), requests: new AsyncLocalStorage() };
const shared: Shared = globalSlot[sharedKey];

/** The logger of the current request (its lines carry `reqId`), else the process's. */
export function log(): Logger {
  return shared.requests.getStore()?.logger ?? shared.root;
}

/** The id of the current request, if code runs inside one. */
export function currentRequestId(): string | undefined {
  return shared.requests.getStore()?.id;
}

/** Runs `work` as part of request `id`, logging with `logger`: what it logs carries the id (for tests of code that logs). */
export function inRequest<T>(id: string, logger: Logger, work: () => T): T {
  return shared.requests.run({ id, logger: logger.child({ reqId: id }) }, work);
}

export const requestIdHeader = "X-Request-Id";

/** An incoming id is taken only in this shape (a proxy's UUID or hex id): nothing a line or header could be confused by. */
const trustedRequestId = /^[A-Za-z0-9][A-Za-z0-9._-]{7,63}$/;

/** The request's id: a proxy's `X-Request-Id` when it has the safe shape, else a new UUID. */
export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && trustedRequestId.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * Logs one answered request: method, path (never the query: it may hold a token), status, time
 * taken; `reqId` when the logger does not carry it already.
 */
export function logAccess(logger: Logger, method: string, target: string, status: number, startedAt: number, reqId?: string): void {
  const queryStart = target.indexOf("?");
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  logger.info({ ...(reqId ? { reqId } : {}), method, path, status, ms: Math.round(performance.now() - startedAt) }, "request");
}

export interface RequestContextOptions {
  /** Where the lines go; default the process's logger. */
  logger?: Logger;
  /** Whether an answer names its id in `X-Request-Id`; default every answer (the access line always does). */
  answersId?: (c: Context) => boolean;
}

/**
 * Middleware, first of all: gives the request its id (answered in `X-Request-Id`), binds the
 * request's logger for everything after it, and writes the access line once the answer is made.
 */
export function requestContext({ logger = shared.root, answersId }: RequestContextOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    const startedAt = performance.now();
    const id = requestIdFrom(c.req.header(requestIdHeader));
    const requestLogger = logger.child({ reqId: id });
    await shared.requests.run({ id, logger: requestLogger }, next);
    if (answersId?.(c) ?? true) {
      try {
        c.res.headers.set(requestIdHeader, id);
      } catch {
        // An answer with immutable headers (a fetched one, passed on) is copied to carry it.
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set(requestIdHeader, id);
      }
    }
    logAccess(requestLogger, c.req.method, c.req.path, c.res.status, startedAt);
  };
}
