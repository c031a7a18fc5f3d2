/**
 * Throttling of failed logins (docs/staff.md, Failed logins), driven by an injected clock: the
 * failures of one account from one client address slow that pair down with growing waits, one
 * address is limited across accounts, and many addresses on one account slow down the addresses
 * that failed on it; the account's owner at an address of their own is never kept out.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { attemptLogin, type LoginResult, loginLimits } from "./login";
import { upsertUser } from "./users";

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
const password = "correct horse battery staple";
const owners = ["owner", "waits", "sprayed", "resets", "alike", "crowded", "parallel"].map((name) => `${name}@festival.example`);
const [owner, waits, sprayed, resets, alike, crowded, parallel] = owners;

beforeAll(async () => {
  handle = await openTestDatabase();
  for (const email of owners) await upsertUser(handle.db, { email, username: email.split("@")[0], password });
});
afterAll(() => handle?.close());

const start = new Date("2031-03-01T09:00:00Z").getTime();
const second = 1000;
const minute = 60 * second;

function attempt(email: string, ip: string, at: number, given = "wrong password") {
  return attemptLogin(handle.db, { email, password: given, ip }, new Date(at));
}

/**
 * Fails on `email` from `ip` until `failures` answers were "invalid", waiting out every refusal
 * (and checking that it still holds a moment before its end, for the right password too), on a
 * clock that moves on as far as each refusal says. Returns the waits in seconds, in order.
 */
async function failPatiently(email: string, ip: string, failures: number, clock: { now: number }): Promise<number[]> {
  const waited: number[] = [];
  for (let failed = 0; failed < failures; ) {
    const result = await attempt(email, ip, clock.now);
    if (result.ok) throw new Error("a wrong password was accepted");
    if (result.reason === "invalid") {
      failed++;
      continue;
    }
    if (result.reason !== "limited") throw new Error("a wrong password passed to the second step");
    waited.push(result.retryAfterSeconds);
    const almost = await attempt(email, ip, clock.now + result.retryAfterSeconds * second - 1, password);
    expect(almost).toEqual({ ok: false, reason: "limited", retryAfterSeconds: 1 });
    clock.now += result.retryAfterSeconds * second;
  }
  return waited;
}

describe("throttling failed logins", () => {
  it("a stranger's 50 failures at another address never keep the account's owner out", async () => {
    const clock = { now: start };
    await failPatiently(owner, "198.51.100.66", 50, clock);
    const own = "192.0.2.10";
    const result = await attempt(owner, own, clock.now, password);
    expect(result.ok).toBe(true);
    // A typo of the owner's own is an ordinary wrong password, not a refusal.
    expect(await attempt(owner, own, clock.now, "correct horse battery stapel")).toEqual({ ok: false, reason: "invalid" });
    expect((await attempt(owner, own, clock.now, password)).ok).toBe(true);
  });

  it("slows the stranger's pair down: free tries, then 1 second doubling up to 5 minutes", async () => {
    const { perPair } = loginLimits;
    expect(perPair).toMatchObject({ freeFailures: 3, firstDelayMs: second, maxDelayMs: 5 * minute });
    const clock = { now: start };
    const waited = await failPatiently(waits, "198.51.100.67", 13, clock);
    expect(waited).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300]);
    // Refused at once, even with the right password, until the wait is over…
    expect(await attempt(waits, "198.51.100.67", clock.now, password)).toEqual({ ok: false, reason: "limited", retryAfterSeconds: 300 });
    // …while the owner at their own address gets in.
    expect((await attempt(waits, "192.0.2.11", clock.now, password)).ok).toBe(true);
    // The pair forgets its failures a day after the last one.
    expect(await attempt(waits, "198.51.100.67", clock.now + perPair.memoryMs, "wrong again")).toEqual({ ok: false, reason: "invalid" });
  });

  it("still limits one address across accounts (password spraying), with the window's remaining time", async () => {
    const ip = "198.51.100.68";
    const { limit, windowMs } = loginLimits.perAddress;
    for (let i = 0; i < limit; i++) {
      expect(await attempt(`spray${i}@festival.example`, ip, start + i * second)).toEqual({ ok: false, reason: "invalid" });
    }
    expect(await attempt(sprayed, ip, start + limit * second, password)).toEqual({
      ok: false,
      reason: "limited",
      retryAfterSeconds: windowMs / second - limit,
    });
    expect(await attempt(sprayed, ip, start + 10 * minute, password)).toEqual({ ok: false, reason: "limited", retryAfterSeconds: windowMs / second - 10 * 60 });
    expect((await attempt(sprayed, "192.0.2.12", start + 10 * minute, password)).ok).toBe(true);
    expect((await attempt(sprayed, ip, start + windowMs, password)).ok).toBe(true);
  });

  it("a successful login clears its pair: the free tries are back", async () => {
    const ip = "198.51.100.69";
    for (let i = 0; i < 3; i++) expect(await attempt(resets, ip, start)).toEqual({ ok: false, reason: "invalid" });
    expect(await attempt(resets, ip, start, password)).toEqual({ ok: false, reason: "limited", retryAfterSeconds: 1 });
    expect((await attempt(resets, ip, start + second, password)).ok).toBe(true);
    for (let i = 0; i < 3; i++) expect(await attempt(resets, ip, start + second)).toEqual({ ok: false, reason: "invalid" });
    expect(await attempt(resets, ip, start + second)).toEqual({ ok: false, reason: "limited", retryAfterSeconds: 1 });
  });

  it("answers alike for an account that exists and one that does not", async () => {
    const script = async (email: string, ip: string) => {
      const answers: LoginResult[] = [];
      for (let i = 0; i < 3; i++) answers.push(await attempt(email, ip, start));
      answers.push(await attempt(email, ip, start + 500, email === alike ? password : "whatever"));
      answers.push(await attempt(email, ip, start + second));
      answers.push(await attempt(email, ip, start + second));
      return answers;
    };
    const known = await script(alike, "198.51.100.70");
    expect(known.map((answer) => (answer.ok ? "ok" : answer.reason))).toEqual(["invalid", "invalid", "invalid", "limited", "invalid", "limited"]);
    expect(await script("nobody-at-all@festival.example", "198.51.100.71")).toEqual(known);
  });

  it("many addresses on one account slow down each address that failed, never the owner's clean one", async () => {
    const { limit, delayMs } = loginLimits.perAccount;
    expect(limit).toBeGreaterThan(loginLimits.perAddress.limit);
    const crowd = (i: number) => `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    // Below the ceiling an address's second try is as free as its first.
    expect(await attempt(crowded, crowd(0), start)).toEqual({ ok: false, reason: "invalid" });
    expect(await attempt(crowded, crowd(0), start)).toEqual({ ok: false, reason: "invalid" });
    for (let i = 1; i < limit; i++) expect(await attempt(crowded, crowd(i), start + i * 10)).toEqual({ ok: false, reason: "invalid" });
    const now = start + 2 * minute;
    expect((await attempt(crowded, "192.0.2.13", now, password)).ok).toBe(true);
    // An address that failed on the account waits, also with the right password, and then gets in.
    const lastFailure = start + (limit - 1) * 10;
    const wait = Math.ceil((lastFailure + delayMs - (start + limit * 10)) / second);
    expect(await attempt(crowded, crowd(limit - 1), start + limit * 10, password)).toEqual({ ok: false, reason: "limited", retryAfterSeconds: wait });
    expect((await attempt(crowded, crowd(limit - 1), lastFailure + delayMs, password)).ok).toBe(true);
    // A newcomer gets one try, then waits as well.
    expect(await attempt(crowded, "203.0.9.9", now)).toEqual({ ok: false, reason: "invalid" });
    expect(await attempt(crowded, "203.0.9.9", now)).toEqual({ ok: false, reason: "limited", retryAfterSeconds: delayMs / second });
  });

  it("counts an attempt before the password check, so parallel tries get no more than the free ones", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => attempt(parallel, "198.51.100.72", start)));
    const reasons = results.map((result) => (result.ok ? "ok" : result.reason));
    expect(reasons.filter((reason) => reason === "invalid")).toHaveLength(loginLimits.perPair.freeFailures);
    expect(reasons.filter((reason) => reason === "limited")).toHaveLength(8 - loginLimits.perPair.freeFailures);
  });

  it("holds the address limit under parallel tries over many account names", async () => {
    const { limit } = loginLimits.perAddress;
    const results = await Promise.all(Array.from({ length: 2 * limit }, (_, i) => attempt(`spray${i}@festival.example`, "198.51.100.73", start)));
    const reasons = results.map((result) => (result.ok ? "ok" : result.reason));
    expect(reasons.filter((reason) => reason === "invalid")).toHaveLength(limit);
    expect(reasons.filter((reason) => reason === "limited")).toHaveLength(limit);
    // A right password from there waits for the window too; the owner elsewhere is not held up.
    expect(await attempt(owner, "198.51.100.73", start, password)).toMatchObject({ ok: false, reason: "limited" });
    expect(await attempt(owner, "198.51.100.74", start, password)).toMatchObject({ ok: true });
  });
});
