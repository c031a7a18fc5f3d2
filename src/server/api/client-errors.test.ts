import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { createErrorReporter } from "../error-reporting";
import { capturingLogger } from "../../../tests/setup/log-lines";
import { requestContext } from "../log";
import { clientErrorBodyLimit, clientErrorRateLimit, clientErrorRoutes, clientErrorsPath } from "./client-errors";
import { trustProxies } from "./client-ip";
import { requestGuard } from "./request-guard";

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let app: Hono;
/** The log lines of the requests, parsed. */
const { lines, logger } = capturingLogger();

beforeAll(async () => {
  // Tests stand in for one trusted proxy: their X-Forwarded-For is each request's client.
  trustProxies(1);
  handle = await openTestDatabase();
  // As the site mounts it: the request's id and logger first, the request guard before any route.
  const reporter = await createErrorReporter();
  app = new Hono();
  app.use(requestContext({ logger }));
  app.use(requestGuard({ publicUrl: "http://localhost:3000" }));
  app.route("/", clientErrorRoutes({ db: handle.db, report: reporter.report }));
});
afterAll(() => handle?.close());

let ipCounter = 0;
/** Every test posts from its own address, so the rate limit of one test does not hit another. */
const nextIp = () => `198.51.100.${++ipCounter}`;

const ownPage = { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" };

const valid = {
  message: "TypeError: x is undefined",
  page: "/de/kalender",
  source: "/assets/site-abc123.js",
  line: 3,
  column: 1402,
  stack: "TypeError: x is undefined\n    at f (http://localhost:3000/assets/site-abc123.js:3:1402)",
};

/** A beacon from one of the site's pages: a string body goes as text/plain. */
function post(
  body: unknown,
  { ip = nextIp(), from = ownPage, type = "text/plain;charset=UTF-8" }: { ip?: string; from?: Record<string, string>; type?: string } = {},
) {
  return app.request(clientErrorsPath, {
    method: "POST",
    headers: { "content-type": type, "x-forwarded-for": `10.0.0.1, ${ip}`, ...from },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("POST /api/client-errors", () => {
  it("answers 204 and reports the error as the browser's, in a log line with the request's id", async () => {
    const response = await post(valid);
    expect(response.status).toBe(204);
    const id = response.headers.get("x-request-id");
    const reported = lines.find((line) => line.msg === "[browser] failed");
    expect(reported).toMatchObject({
      level: "error",
      reqId: id,
      err: {
        type: "BrowserError",
        message: "TypeError: x is undefined",
        page: "/de/kalender",
        source: "/assets/site-abc123.js",
        line: 3,
        column: 1402,
        stack: expect.stringContaining("site-abc123.js:3:1402"),
      },
    });
    // A fetch with a JSON body is taken as well.
    expect((await post({ message: "boom", page: "/en" }, { type: "application/json" })).status).toBe(204);
  });

  it("refuses with 400 what is not a report of the expected shape", async () => {
    for (const body of [
      "not json",
      "[]",
      {},
      { ...valid, message: "" },
      { ...valid, page: "https://elsewhere.example/de" },
      { ...valid, page: "//elsewhere.example/de" },
      { ...valid, source: "https://cdn.example/x.js" },
      { ...valid, line: -1 },
      { ...valid, stack: "x".repeat(2001) },
      { ...valid, cookie: "sessionid=abc" },
    ]) {
      expect((await post(body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await post(valid, { type: "application/x-www-form-urlencoded" })).status).toBe(415);
  });

  it("refuses a body over the limit with 413 before reading it", async () => {
    const response = await post({ ...valid, stack: "x".repeat(clientErrorBodyLimit) });
    expect(response.status).toBe(413);
  });

  it("refuses a report from another site with 403", async () => {
    expect((await post(valid, { from: { origin: "https://elsewhere.example" } })).status).toBe(403);
    expect((await post(valid, { from: { "sec-fetch-site": "cross-site", "user-agent": "Mozilla/5.0" } })).status).toBe(403);
  });

  it("answers 429 once an address has sent its share, and other addresses still get through", async () => {
    const ip = nextIp();
    for (let i = 0; i < clientErrorRateLimit.limit; i++) expect((await post(valid, { ip })).status).toBe(204);
    const limited = await post(valid, { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe(String(clientErrorRateLimit.windowMs / 1000));
    expect((await post(valid)).status).toBe(204);
  });
});
