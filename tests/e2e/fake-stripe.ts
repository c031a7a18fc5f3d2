/**
 * Stripe's API for a server of an e2e spec (box-office-pay-again.spec.ts), loaded into it with
 * `node --import tsx --import ./tests/e2e/fake-stripe.ts`: every `fetch` to api.stripe.com is
 * answered by the fake Stripe of the unit tests (tests/setup/fake-stripe.ts), nothing reaches the
 * network. Each session is written to the JSON file `FAKE_STRIPE_FILE` (its id, address, state
 * and form), where the spec finds the addresses Stripe's page would lead back to, and where it
 * changes a session's state as Stripe's webhook says.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { type FakeStripeSession, fakeStripe } from "../setup/fake-stripe";

const file = process.env.FAKE_STRIPE_FILE;
if (!file) throw new Error("fake-stripe.ts needs FAKE_STRIPE_FILE");
writeFileSync(file, "{}");

const read = (): Record<string, FakeStripeSession> => JSON.parse(readFileSync(file, "utf8"));
const stripe = fakeStripe({
  get: (id) => read()[id],
  set: (id, session) => writeFileSync(file, JSON.stringify({ ...read(), [id]: session })),
});
const realFetch = globalThis.fetch;

globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  return url.origin === "https://api.stripe.com" ? stripe.fetch(input, init) : realFetch(input, init);
}) as typeof fetch;
