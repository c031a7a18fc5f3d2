/**
 * Error reporting (spec section 8): failures of settings, home elements, highlights, hero and
 * teasers, and unexpected server errors, go to Sentry and show nothing to the visitor.
 *
 * The SDK (Sentry's own core package, without the OpenTelemetry instrumentation of its Node
 * package) is loaded only when SENTRY_DSN is set, and it runs on the server only: every one of
 * these calls happens in a loader, which runs on the server for client navigations too, so a
 * visitor's browser never talks to the reporting service and no consent is involved. Events
 * carry no request data, cookies or addresses; only the request's id (tag `request_id`), which
 * finds the request's lines in the server log (src/server/log.ts). Visitors' browsers report
 * their script errors to the site itself (src/server/api/client-errors.ts), which passes them on
 * here as area `browser`.
 */
import type { ReportArea, ReportError } from "../context";
import { currentRequestId, log } from "./log";

export interface ErrorReporter {
  report: ReportError;
  /** Sends what is queued; resolves false when the time limit passed first. */
  flush(timeoutMs?: number): Promise<boolean>;
}

export interface ErrorReporterOptions {
  dsn?: string;
  environment?: string;
  release?: string;
  /**
   * Where every report (and a failed send) is written; default the logger of the request it
   * happens in, so the line carries the request's id.
   */
  log?: (message: string, error: unknown) => void;
}

const defaultLog = (message: string, error: unknown) => log().error({ err: error }, message);

export async function createErrorReporter({ dsn, environment, release, log = defaultLog }: ErrorReporterOptions = {}): Promise<ErrorReporter> {
  if (!dsn) {
    return {
      report: (area, error) => log(`[${area}] failed`, error),
      flush: async () => true,
    };
  }

  const core = await import("@sentry/core");
  const { ServerRuntimeClient, nodeStackLineParser } = await import("@sentry/core/server");

  const client = new ServerRuntimeClient({
    dsn,
    environment,
    release,
    platform: "node",
    runtime: { name: "node", version: process.version },
    sendDefaultPii: false,
    stackParser: core.createStackParser(nodeStackLineParser()),
    integrations: [core.dedupeIntegration(), core.linkedErrorsIntegration(), core.eventFiltersIntegration()],
    transport: (options) =>
      core.createTransport(options, async (request) => {
        try {
          const response = await fetch(options.url, {
            method: "POST",
            body: request.body as BodyInit,
            headers: { "Content-Type": "application/x-sentry-envelope" },
            signal: AbortSignal.timeout(5_000),
          });
          return {
            statusCode: response.status,
            headers: {
              "x-sentry-rate-limits": response.headers.get("x-sentry-rate-limits"),
              "retry-after": response.headers.get("retry-after"),
            },
          };
        } catch (error) {
          log("error report not sent", error);
          throw error;
        }
      }),
  });
  client.init();

  return {
    report(area: ReportArea, error: unknown) {
      log(`[${area}] failed`, error);
      const scope = new core.Scope();
      scope.setTag("area", area);
      const requestId = currentRequestId();
      if (requestId) scope.setTag("request_id", requestId);
      client.captureException(error, undefined, scope);
    },
    flush: async (timeoutMs = 2_000) => client.flush(timeoutMs),
  };
}
