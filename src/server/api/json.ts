/**
 * The API's JSON answers, in one place: every call answers with `jsonResponse`, a request that
 * its zod schema refuses with `invalidRequest` (400, naming each refused field), and a public
 * call's failure through `errorHandler`.
 */
import type { z } from "zod";
import { isContentError } from "../../content-client/types";
import { log } from "../log";

export interface JsonResponseOptions {
  /** Appended in order, so several Set-Cookie lines stay apart. */
  headers?: Record<string, string> | [string, string][];
  /**
   * The Cache-Control header; null leaves it out for whoever serves the answer to decide (the
   * public reads' errors). Default `no-store`: answers that depend on the caller or change.
   */
  cacheControl?: string | null;
}

/** A JSON answer; a 204 carries no body. */
export function jsonResponse(status: number, body: unknown, { headers = [], cacheControl = "no-store" }: JsonResponseOptions = {}): Response {
  const response = new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...(cacheControl === null ? {} : { "cache-control": cacheControl }) },
  });
  for (const [name, value] of Array.isArray(headers) ? headers : Object.entries(headers)) response.headers.append(name, value);
  return response;
}

/** What a zod schema refused, field by field: `Invalid request: page: Too small; status: Invalid option`. */
export function invalidRequestMessage(error: z.ZodError): string {
  return `Invalid request: ${error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ")}`;
}

/** The 400 answer to a body or query its zod schema refused. */
export function invalidRequest(error: z.ZodError): Response {
  return jsonResponse(400, { status: 400, message: invalidRequestMessage(error) });
}

/** A Hono `onError` for public calls: a ContentError's status and message; anything else is logged and a 500. */
export function errorHandler(options: Pick<JsonResponseOptions, "cacheControl"> = {}): (error: Error) => Response {
  return (error) => {
    if (isContentError(error)) return jsonResponse(error.status, { status: error.status, message: error.message }, options);
    log().error({ err: error }, "unexpected error");
    return jsonResponse(500, { status: 500, message: "Internal Server Error" }, options);
  };
}
