/**
 * The order page's "Pay now" post (src/routes/shop/order.tsx, `action`): only with the form token
 * its cookie repeats, only for the order whose access token the browser keeps (the page's own
 * check), and off the site only to Stripe's payment page. (The origin of every post is checked
 * before, by the request guard and React Router: docs/security.md 2.1.)
 */
import { describe, expect, it, vi } from "vitest";
import type { BoxOfficeClient } from "../../content-client/box-office";
import { ContentError } from "../../content-client/types";
import type { AppContext } from "../../context";
import { action } from "./order";

const reference = "ABCD234567";
const access = "o.signed-token_1";
const csrf = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
type PayAgain = BoxOfficeClient["payAgain"];

function post(options: { cookie?: string; token?: string | null; payAgain: PayAgain }) {
  const cookie = options.cookie ?? `__Host-order=${reference}~${access}; __Host-csrftoken=${csrf}`;
  const form = new FormData();
  if (options.token !== null) form.set("csrfmiddlewaretoken", options.token ?? csrf);
  // A browser-like test environment drops a Cookie header from a Request: the server's own is a plain one.
  const request = {
    url: `https://festival.example/webshop/order/${reference}?language=de`,
    method: "POST",
    headers: { get: (name: string) => (name === "cookie" ? cookie : null) },
    formData: async () => form,
  } as unknown as Request;
  const boxOffice = { payAgain: vi.fn(options.payAgain) };
  const app = { publicUrl: "https://festival.example", ticketShopUrl: "https://tickets.example", clientIp: "203.0.113.9", boxOffice } as unknown as AppContext;
  const run = action({ request, params: { reference }, context: { get: () => app } } as unknown as Parameters<typeof action>[0]);
  return { run, payAgain: boxOffice.payAgain };
}

/** What the action threw (a redirect, a 404) or answered (`data(…)`). */
async function outcome(run: Promise<unknown>): Promise<{ status: number; location?: string | null; body?: unknown }> {
  try {
    const answer = (await run) as { data: unknown; init: { status: number } };
    return { status: answer.init.status, body: answer.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    const answer = thrown as { data: unknown; init: { status: number } };
    return { status: answer.init.status, body: answer.data };
  }
}

describe("the order page's Pay now", () => {
  it("sends the buyer to the order's Stripe payment page", async () => {
    const { run, payAgain } = post({ payAgain: async () => ({ ok: true, url: "https://checkout.stripe.com/c/pay/cs_test_1" }) });
    expect(await outcome(run)).toEqual({ status: 303, location: "https://checkout.stripe.com/c/pay/cs_test_1" });
    // The visitor's address goes along: the content service limits how often one address asks.
    expect(payAgain).toHaveBeenCalledWith(reference, access, "203.0.113.9");
  });

  it("refuses a post without the form token its cookie repeats, asking nothing", async () => {
    for (const token of [null, "another-token-abcdefghijklmnopqrstuvwxyz0123"]) {
      const { run, payAgain } = post({ token, payAgain: async () => ({ ok: true, url: "https://checkout.stripe.com/c/pay/cs_test_1" }) });
      expect(await outcome(run)).toEqual({ status: 403, body: { error: "csrf" } });
      expect(payAgain).not.toHaveBeenCalled();
    }
  });

  it("has no such page for a browser that keeps no access token for this order", async () => {
    for (const cookie of [`__Host-csrftoken=${csrf}`, `__Host-order=ZZZZ234567~${access}; __Host-csrftoken=${csrf}`]) {
      const { run, payAgain } = post({ cookie, payAgain: async () => ({ ok: true, url: "https://checkout.stripe.com/c/pay/cs_test_1" }) });
      expect((await outcome(run)).status).toBe(404);
      expect(payAgain).not.toHaveBeenCalled();
    }
    const { run } = post({ payAgain: async () => ({ ok: false, error: "order_not_found" }) });
    expect((await outcome(run)).status).toBe(404);
  });

  it("answers a refusal as the page's message: paid, the hold ran out, or Stripe will not give the session again", async () => {
    for (const error of ["already_paid", "hold_expired", "payment_not_resumable"] as const) {
      const { run } = post({ payAgain: async () => ({ ok: false, error }) });
      expect(await outcome(run)).toEqual({ status: 409, body: { error } });
    }
  });

  it("answers an address that asked too often with 429 and the page's message to wait", async () => {
    const { run } = post({ payAgain: async () => ({ ok: false, error: "limited" }) });
    expect(await outcome(run)).toEqual({ status: 429, body: { error: "limited" } });
  });

  it("sends nobody to an address that is not Stripe's payment page", async () => {
    for (const url of ["https://evil.example/c/pay/cs_test_1", "http://checkout.stripe.com/c/pay/cs_test_1", "https://checkout.stripe.com.evil.example/x"]) {
      const { run } = post({ payAgain: async () => ({ ok: true, url }) });
      expect(await outcome(run)).toEqual({ status: 409, body: { error: "unknown" } });
    }
  });

  it("asks the buyer to try again when Stripe fails", async () => {
    const { run } = post({
      payAgain: async () => {
        throw new ContentError(502, "Bad Gateway");
      },
    });
    expect(await outcome(run)).toEqual({ status: 502, body: { error: "unknown" } });
  });
});
