import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createErrorReporter } from "./error-reporting";
import { capturingLogger } from "../../tests/setup/log-lines";
import { inRequest } from "./log";

/** A stand-in for the Sentry ingestion endpoint: records every envelope it receives. */
const received: { url: string; headers: IncomingMessage["headers"]; body: string }[] = [];
const collector = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    received.push({ url: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
    response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
  });
});
let dsn = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
  dsn = `http://publickey@127.0.0.1:${(collector.address() as AddressInfo).port}/42`;
});
afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

/** The JSON items of an envelope (header line, then item header and payload pairs). */
const envelopeItems = (body: string) =>
  body
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("error reporter", () => {
  it("sends a failure to the DSN's project with its area, and nothing about the visitor", async () => {
    received.length = 0;
    const log = vi.fn();
    const reporter = await createErrorReporter({ dsn, environment: "test", log });
    reporter.report("settings", new Error("settings table unavailable"));
    expect(await reporter.flush(5_000)).toBe(true);

    expect(received).toHaveLength(1);
    expect(received[0].url).toMatch(/^\/api\/42\/envelope\//);
    const [, itemHeader, event] = envelopeItems(received[0].body);
    expect(itemHeader.type).toBe("event");
    expect(event.tags).toEqual({ area: "settings" });
    expect(event.environment).toBe("test");
    const exception = (event.exception as { values: { type: string; value: string; stacktrace?: unknown }[] }).values[0];
    expect(exception).toMatchObject({ type: "Error", value: "settings table unavailable" });
    expect(exception.stacktrace).toBeDefined();
    expect(event).not.toHaveProperty("request");
    expect(event).not.toHaveProperty("user");
    // The server log still shows it.
    expect(log).toHaveBeenCalledWith("[settings] failed", expect.any(Error));
  });

  it("without a DSN it only logs, and loads no SDK", async () => {
    received.length = 0;
    const log = vi.fn();
    const reporter = await createErrorReporter({ log });
    reporter.report("hero", new Error("hero list failed"));
    expect(await reporter.flush()).toBe(true);
    expect(log).toHaveBeenCalledWith("[hero] failed", expect.objectContaining({ message: "hero list failed" }));
    expect(received).toHaveLength(0);
  });

  it("a reporting service that cannot be reached costs a log line, never the request", async () => {
    const log = vi.fn();
    const reporter = await createErrorReporter({ dsn: "http://publickey@127.0.0.1:9/1", log });
    expect(() => reporter.report("teasers", new Error("teasers failed"))).not.toThrow();
    await reporter.flush(5_000);
    expect(log).toHaveBeenCalledWith("error report not sent", expect.anything());
  });

  it("names the request a failure happened in: in the event's tags and in the log line", async () => {
    received.length = 0;
    const { lines, logger } = capturingLogger();
    const reporter = await createErrorReporter({ dsn, environment: "test" });
    inRequest("edge-7f3a9c21", logger, () => reporter.report("server", new Error("render failed")));
    expect(await reporter.flush(5_000)).toBe(true);
    const [, , event] = envelopeItems(received[0].body);
    expect(event.tags).toEqual({ area: "server", request_id: "edge-7f3a9c21" });
    expect(lines).toEqual([
      expect.objectContaining({ level: "error", reqId: "edge-7f3a9c21", msg: "[server] failed", err: expect.objectContaining({ message: "render failed" }) }),
    ]);
  });
});
