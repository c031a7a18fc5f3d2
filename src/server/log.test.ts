import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { capturingLogger } from "../../tests/setup/log-lines";
import { type Logger, currentRequestId, log, logLevelFrom, requestContext, requestIdFrom } from "./log";

/** Code far from the handler that knows nothing of the request: it only calls `log()`. */
async function deepInside(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1));
  await Promise.resolve().then(() => log().warn({ part: "deep" }, "something went wrong down here"));
}

function appWith(logger: Logger) {
  const app = new Hono();
  app.use(requestContext({ logger }));
  app.get("/deep", async (c) => {
    await deepInside();
    return c.json({ id: currentRequestId() });
  });
  app.get("/fail", () => {
    throw new Error("handler failed");
  });
  app.onError((error, c) => {
    log().error({ err: error }, "unexpected");
    return c.text("Internal Server Error", 500);
  });
  return app;
}

describe("request logging", () => {
  it("gives a line logged deep inside a handler the request's id, which the answer names", async () => {
    const { lines, logger } = capturingLogger();
    const response = await appWith(logger).request("/deep?token=secret-value");
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toEqual({ id });
    const deep = lines.find((line) => line.part === "deep");
    expect(deep).toMatchObject({ level: "warn", reqId: id, msg: "something went wrong down here" });
  });

  it("writes one access line per request, with the path but not its query", async () => {
    const { lines, logger } = capturingLogger();
    const app = appWith(logger);
    const response = await app.request("/deep?token=secret-value");
    await app.request("/fail");
    const access = lines.filter((line) => line.msg === "request");
    expect(access).toHaveLength(2);
    expect(access[0]).toMatchObject({ level: "info", reqId: response.headers.get("x-request-id"), method: "GET", path: "/deep", status: 200 });
    expect(access[0].ms).toEqual(expect.any(Number));
    expect(access[1]).toMatchObject({ path: "/fail", status: 500 });
    expect(JSON.stringify(lines)).not.toContain("secret-value");
    // The failure's line carries the id of its request too.
    expect(lines.find((line) => line.msg === "unexpected")).toMatchObject({ level: "error", reqId: access[1].reqId, err: { message: "handler failed" } });
  });

  it("keeps a proxy's request id of the safe shape and replaces any other", async () => {
    const { logger } = capturingLogger();
    const app = appWith(logger);
    const kept = await app.request("/deep", { headers: { "x-request-id": "varnish-1234abcd" } });
    expect(kept.headers.get("x-request-id")).toBe("varnish-1234abcd");
    for (const untrusted of ["short", "has space inside", "a".repeat(65), '"}{"admin":true', "caf\u00e9-au-lait-1", "../../etc/passwd"]) {
      const replaced = await app.request("/deep", { headers: { "x-request-id": untrusted } });
      expect(replaced.headers.get("x-request-id"), untrusted).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });

  it("leaves the header off the answers it is told to, and still logs their id", async () => {
    const { lines, logger } = capturingLogger();
    const app = new Hono();
    app.use(requestContext({ logger, answersId: (c) => !c.req.path.startsWith("/assets/") }));
    app.get("*", (c) => c.text("x"));
    const asset = await app.request("/assets/site-abc.js");
    expect(asset.headers.has("x-request-id")).toBe(false);
    expect(lines[0]).toMatchObject({ path: "/assets/site-abc.js", reqId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await app.request("/de")).headers.get("x-request-id")).toBe(lines[1].reqId);
  });

  it("outside a request, logs without an id", () => {
    expect(currentRequestId()).toBeUndefined();
  });
});

describe("the logger", () => {
  it("never writes a secret: cookies, authorization, passwords, tokens, CSRF tokens", () => {
    const { lines, logger } = capturingLogger();
    logger.info(
      {
        headers: { cookie: "sessionid=abc", authorization: "Bearer xyz", "user-agent": "Mozilla/5.0" },
        req: { headers: { "set-cookie": "sessionid=def", "x-csrftoken": "tok" } },
        body: { email: "a@example.org", password: "hunter22", token: "signed-link" },
        query: { token: "from-a-link" },
        secret: "key",
      },
      "posted",
    );
    const line = JSON.stringify(lines[0]);
    for (const secret of ["sessionid=abc", "Bearer xyz", "sessionid=def", '"tok"', "hunter22", "signed-link", "from-a-link", '"key"'])
      expect(line).not.toContain(secret);
    expect(lines[0]).toMatchObject({
      headers: { "user-agent": "Mozilla/5.0", cookie: "[redacted]" },
      body: { email: "a@example.org", password: "[redacted]" },
    });
  });

  it("is quiet under vitest unless LOG_LEVEL asks, and at info otherwise", () => {
    expect(logLevelFrom({ VITEST: "true" })).toBe("silent");
    expect(logLevelFrom({ VITEST: "true", LOG_LEVEL: "debug" })).toBe("debug");
    expect(logLevelFrom({})).toBe("info");
    expect(logLevelFrom({ LOG_LEVEL: "warn" })).toBe("warn");
  });
});
