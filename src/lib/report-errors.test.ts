import { describe, expect, it, vi } from "vitest";
import { clientErrorSchema } from "../server/api/client-errors";
import { clientErrorsUrl, reportErrors } from "./report-errors";

/** A page at https://festival.example/de/kalender whose beacons are recorded. */
function page() {
  const sendBeacon = vi.fn((_url: string, _body: string) => true);
  const target = Object.assign(new EventTarget(), {
    location: { origin: "https://festival.example", pathname: "/de/kalender" },
    navigator: { sendBeacon },
  });
  reportErrors(target as unknown as Window);
  const fire = (type: string, fields: Record<string, unknown>) => target.dispatchEvent(Object.assign(new Event(type), fields));
  const sent = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, body: JSON.parse(body) as Record<string, unknown> }));
  return { fire, sent };
}

describe("the page's error reporter", () => {
  it("sends an error with its place on the site, in the shape the endpoint takes", () => {
    const { fire, sent } = page();
    const error = new TypeError("x is undefined");
    fire("error", {
      message: "Uncaught TypeError: x is undefined",
      error,
      filename: "https://festival.example/assets/site-abc.js?v=1",
      lineno: 3,
      colno: 1402,
    });
    expect(sent()).toHaveLength(1);
    const [{ url, body }] = sent();
    expect(url).toBe(clientErrorsUrl);
    expect(body).toMatchObject({ message: "Uncaught TypeError: x is undefined", page: "/de/kalender", source: "/assets/site-abc.js", line: 3, column: 1402 });
    expect(body.stack).toContain("x is undefined");
    expect(clientErrorSchema.safeParse(body).success).toBe(true);
  });

  it("sends a rejected promise's reason, and names no script of another site", () => {
    const { fire, sent } = page();
    fire("unhandledrejection", { reason: new Error("load failed") });
    fire("error", { message: "Script error.", filename: "https://tags.example/gtm.js", lineno: 1, colno: 1 });
    expect(sent().map(({ body }) => body)).toEqual([
      expect.objectContaining({ message: "load failed", page: "/de/kalender" }),
      expect.not.objectContaining({ source: expect.anything() }),
    ]);
    for (const { body } of sent()) expect(clientErrorSchema.safeParse(body).success).toBe(true);
  });

  it("sends each message once and at most three per page view, each within the endpoint's limits", () => {
    const { fire, sent } = page();
    fire("error", { message: "same" });
    fire("error", { message: "same" });
    fire("error", { message: "m".repeat(5000), error: { stack: "s".repeat(10_000) } });
    fire("unhandledrejection", { reason: "plain reason" });
    fire("error", { message: "fourth" });
    expect(sent().map(({ body }) => String(body.message).slice(0, 12))).toEqual(["same", "m".repeat(12), "plain reason"]);
    for (const { body } of sent()) expect(clientErrorSchema.safeParse(body).success).toBe(true);
  });
});
