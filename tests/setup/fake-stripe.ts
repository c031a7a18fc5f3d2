/**
 * Stripe's Checkout Sessions as far as the box office uses them, a fake that keeps its sessions
 * and its idempotency keys as Stripe does: a repeated creation with the same idempotency key and
 * the same form answers the first session, with another form it is an error; a session runs out
 * at least 30 minutes ahead, as Stripe asks; a session is read by its id. For the box office's
 * tests (`{ fetch }` in place of the network's, src/server/box-office/pay-again.test.ts) and for a
 * server of an e2e spec (tests/e2e/fake-stripe.ts, which keeps the sessions in a file).
 */

export interface FakeStripeSession {
  id: string;
  url: string;
  status: "open" | "complete" | "expired";
  /** The form the session was made with. */
  form: Record<string, string>;
}

/** Where the fake keeps its sessions: a Map, or anything that reads and writes them by id. */
export interface FakeStripeSessions {
  get(id: string): FakeStripeSession | undefined;
  set(id: string, session: FakeStripeSession): unknown;
}

export function fakeStripe(sessions: FakeStripeSessions = new Map<string, FakeStripeSession>()) {
  const keys = new Map<string, { body: string; answer: unknown }>();
  const calls: { method: string; path: string }[] = [];
  let made = 0;
  let failing = false;
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? "GET";
    const path = url.pathname.replace(/^\/v1/, "");
    calls.push({ method, path });
    if (failing) return Response.json({ error: { message: "Stripe is down" } }, { status: 500 });
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
      const form = Object.fromEntries(new URLSearchParams(body));
      if (Number(form.expires_at) - Date.now() / 1000 < 30 * 60)
        return Response.json({ error: { message: "expires_at must be at least 30 minutes ahead" } }, { status: 400 });
      made += 1;
      const id = `cs_test_fake${made}`;
      const session: FakeStripeSession = { id, url: `https://checkout.stripe.com/c/pay/${id}`, status: "open", form };
      sessions.set(id, session);
      const answer = { id, object: "checkout.session", status: "open", url: session.url };
      keys.set(key, { body, answer });
      return Response.json(answer);
    }
    const sessionPath = /^\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === "GET" && sessionPath) {
      const session = sessions.get(decodeURIComponent(sessionPath[1]));
      if (!session) return Response.json({ error: { message: "No such checkout.session" } }, { status: 404 });
      return Response.json({ id: session.id, object: "checkout.session", status: session.status, url: session.status === "open" ? session.url : null });
    }
    return Response.json({ error: { message: `the fake Stripe has no ${method} ${path}` } }, { status: 404 });
  }) as typeof globalThis.fetch;
  return {
    fetch,
    /** Every call made to it, in order. */
    calls,
    /** From now on every call fails (500), or again works. */
    fail: (on: boolean) => {
      failing = on;
    },
  };
}
