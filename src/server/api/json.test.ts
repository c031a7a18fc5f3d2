import { capturingLogger } from "../../../tests/setup/log-lines";
import { inRequest } from "../log";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ContentError } from "../../content-client/types";
import { errorHandler, invalidRequest, invalidRequestMessage, jsonResponse } from "./json";

describe("jsonResponse", () => {
  it("answers JSON that no one keeps, unless told otherwise", async () => {
    const response = jsonResponse(201, { id: 7 });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ id: 7 });
    expect(jsonResponse(404, {}, { cacheControl: null }).headers.has("cache-control")).toBe(false);
  });

  it("sends no body with a 204 and keeps several Set-Cookie lines apart", async () => {
    const response = jsonResponse(204, null, {
      headers: [
        ["Set-Cookie", "a=1"],
        ["Set-Cookie", "b=2"],
      ],
    });
    expect(await response.text()).toBe("");
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(jsonResponse(429, {}, { headers: { "retry-after": "60" } }).headers.get("retry-after")).toBe("60");
  });
});

describe("invalidRequest", () => {
  const schema = z.object({ page: z.number().min(1), status: z.enum(["sent", "held"]) });

  it("answers 400 naming every refused field", async () => {
    const parsed = schema.safeParse({ page: 0, status: "lost" });
    if (parsed.success) throw new Error("the schema let a bad query through");
    const response = invalidRequest(parsed.error);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { status: number; message: string };
    expect(body.status).toBe(400);
    expect(body.message).toMatch(/^Invalid request: page: .+; status: .+$/);
  });

  it("names the body when the whole input was refused", () => {
    const parsed = schema.safeParse("text");
    if (parsed.success) throw new Error("the schema let text through");
    expect(invalidRequestMessage(parsed.error)).toMatch(/^Invalid request: body: /);
  });
});

describe("errorHandler", () => {
  it("answers a ContentError with its status and message, anything else with a logged 500", async () => {
    const handle = errorHandler();
    const refused = handle(new ContentError(404, "404 Not Found"));
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ status: 404, message: "404 Not Found" });
    const { lines, logger } = capturingLogger();
    const failed = inRequest("req-json-test-1", logger, () => errorHandler({ cacheControl: null })(new Error("database gone")));
    expect(failed.status).toBe(500);
    expect(failed.headers.has("cache-control")).toBe(false);
    expect(await failed.json()).toEqual({ status: 500, message: "Internal Server Error" });
    expect(lines).toMatchObject([{ level: "error", reqId: "req-json-test-1", msg: "unexpected error", err: { message: "database gone" } }]);
  });
});
