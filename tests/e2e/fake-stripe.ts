/**
 * Stripe's API for a server of an e2e spec (box-office-pay-again.spec.ts), loaded into it with
 * `node --import tsx --import ./tests/e2e/fake-stripe.ts`: every `fetch` to api.stripe.com is
 * answered here, nothing reaches the network. Checkout Sessions are kept as Stripe keeps them:
 * a repeated creation with the same idempotency key and the same form answers the first session,
 * with another form it is an error; a session is read by its id. Each session is written to the
 * JSON file `FAKE_STRIPE_FILE` (its id, address, state and form), where the spec finds the
 * addresses Stripe's page would lead back to.
 */
import { readFileSync, writeFileSync } from "node:fs";

export interface FakeSession {
  id: string;
  url: string;
  status: "open" | "complete" | "expired";
  form: Record<string, string>;
}

const file = process.env.FAKE_STRIPE_FILE;
if (!file) throw new Error("fake-stripe.ts needs FAKE_STRIPE_FILE");
writeFileSync(file, "{}");

const read = (): Record<string, FakeSession> => JSON.parse(readFileSync(file, "utf8"));
const keys = new Map<string, { body: string; answer: unknown }>();
const realFetch = globalThis.fetch;

globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.origin !== "https://api.stripe.com") return realFetch(input, init);
  const method = init?.method ?? "GET";
  const path = url.pathname.replace(/^\/v1/, "");
  if (method === "POST" && path === "/checkout/sessions") {
    const key = new Headers(init?.headers).get("idempotency-key") ?? "";
    const body = String(init?.body);
    const seen = keys.get(key);
    if (seen && seen.body !== body)
      return Response.json(
        { error: { type: "idempotency_error", message: "Keys for idempotent requests can only be used with the same parameters" } },
        { status: 400 },
      );
    if (seen) return Response.json(seen.answer);
    const sessions = read();
    const id = `cs_test_fake${Object.keys(sessions).length + 1}`;
    const session: FakeSession = { id, url: `https://checkout.stripe.com/c/pay/${id}`, status: "open", form: Object.fromEntries(new URLSearchParams(body)) };
    writeFileSync(file, JSON.stringify({ ...sessions, [id]: session }));
    const answer = { id, object: "checkout.session", status: "open", url: session.url };
    keys.set(key, { body, answer });
    return Response.json(answer);
  }
  const sessionPath = /^\/checkout\/sessions\/([^/]+)$/.exec(path);
  if (method === "GET" && sessionPath) {
    const session = read()[decodeURIComponent(sessionPath[1])];
    if (!session) return Response.json({ error: { message: "No such checkout.session" } }, { status: 404 });
    return Response.json({ id: session.id, object: "checkout.session", status: session.status, url: session.status === "open" ? session.url : null });
  }
  return Response.json({ error: { message: `the fake Stripe has no ${method} ${path}` } }, { status: 404 });
}) as typeof fetch;
