/**
 * "Forgot password?" (docs/staff.md): the reset mail in the language of the request with a
 * single-use, expiring set-password link; the same answer for unknown addresses; the limits per
 * client address and per typed address; the user's sessions end when the link is used.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { auditLog, mailOutbox, sessions, users } from "../db/schema";
import type { MailSettings } from "../mail/settings";
import { PASSWORD_LINK_TTL_MS, setPasswordWithLink } from "./password-links";
import { requestPasswordReset, resetLimits } from "./password-reset";
import { createSession, sessionUser } from "./sessions";
import { upsertUser } from "./users";

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
const settings: MailSettings = { publicUrl: "https://festival.example", from: "office@festival.example", secret: "r".repeat(40), hold: true };
const password = "correct horse battery staple";
let ipCounter = 0;
const nextIp = () => `192.0.2.${++ipCounter}`;
const start = new Date("2031-06-01T09:00:00Z").getTime();
const at = (seconds: number) => new Date(start + seconds * 1000);

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

const mailsTo = (email: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

async function request(email: string, locale: "de" | "en", ip = nextIp(), when = at(0)) {
  const result = await requestPasswordReset(handle.db, settings, { email, ip, locale }, when);
  return { result, delivered: result.ok ? await result.delivery : null };
}

describe("asking for a new password", () => {
  it("mails a known address a set-password link in the request's language, audited as the user's own", async () => {
    const { id } = await upsertUser(handle.db, { email: "forgot@festival.example", username: "Forgot", password });
    const { result, delivered } = await request(" Forgot@Festival.example ", "en");
    expect(result.ok).toBe(true);
    expect(delivered).toBe("sent");
    const [mail] = await mailsTo("forgot@festival.example");
    expect(mail).toMatchObject({ kind: "user.reset-password", locale: "en", subject: "A new password for the staff area" });
    expect(mail.text).toMatch(/https:\/\/festival\.example\/en\/set-password\?token=\S+/);
    expect(mail.secretsExpireAt?.getTime()).toBe(at(0).getTime() + PASSWORD_LINK_TTL_MS);
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "reset-password")));
    expect(entry).toMatchObject({ userId: id, userName: "Forgot", entity: "users" });
  });

  it("answers an unknown or inactive address exactly alike, and mails nothing", async () => {
    const { id } = await upsertUser(handle.db, { email: "inactive@festival.example", username: "Inactive", password });
    await handle.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    for (const email of ["nobody@festival.example", "inactive@festival.example"]) {
      const { result, delivered } = await request(email, "de");
      expect(Object.keys(result)).toEqual(["ok", "delivery"]);
      expect(result.ok).toBe(true);
      expect(delivered).toBe("none");
      expect(await mailsTo(email)).toEqual([]);
    }
  });

  it("the link works once, until it expires; using it ends the user's sessions", async () => {
    const { id } = await upsertUser(handle.db, { email: "reset-once@festival.example", username: "Once", password });
    const old = await createSession(handle.db, id, at(0));
    await request("reset-once@festival.example", "de");
    const [mail] = await mailsTo("reset-once@festival.example");
    const token = decodeURIComponent(/token=(\S+)/.exec(mail.text)?.[1] ?? "");
    const late = new Date(at(0).getTime() + PASSWORD_LINK_TTL_MS);
    expect(await setPasswordWithLink(handle.db, settings.secret, { token, password: "a brand new long password", ip: nextIp() }, late)).toEqual({
      ok: false,
      reason: "invalid",
    });
    const used = await setPasswordWithLink(handle.db, settings.secret, { token, password: "a brand new long password", ip: nextIp() }, at(60));
    expect(used.ok).toBe(true);
    expect(await sessionUser(handle.db, old.token, at(61))).toBeNull();
    expect((await handle.db.select().from(sessions).where(eq(sessions.userId, id))).length).toBe(1);
    expect(await setPasswordWithLink(handle.db, settings.secret, { token, password: "yet another long password", ip: nextIp() }, at(120))).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});

describe("limits", () => {
  it(`one typed address gets ${resetLimits.perAccount.limit} requests an hour, from any client, known or not`, async () => {
    await upsertUser(handle.db, { email: "flooded@festival.example", username: "Flooded", password });
    for (const email of ["flooded@festival.example", "never@festival.example"]) {
      for (let i = 0; i < resetLimits.perAccount.limit; i++) expect((await request(email, "de", nextIp(), at(i))).result.ok).toBe(true);
      expect((await request(email, "de", nextIp(), at(10))).result).toEqual({
        ok: false,
        reason: "limited",
        retryAfterSeconds: resetLimits.perAccount.windowMs / 1000 - 10,
      });
      expect((await request(email, "de", nextIp(), at(3600))).result.ok).toBe(true);
    }
    expect(await mailsTo("flooded@festival.example")).toHaveLength(resetLimits.perAccount.limit + 1);
  });

  it(`one client gets ${resetLimits.perAddress.limit} requests an hour, over any addresses`, async () => {
    const ip = nextIp();
    for (let i = 0; i < resetLimits.perAddress.limit; i++) expect((await request(`spray${i}@festival.example`, "de", ip, at(i))).result.ok).toBe(true);
    expect((await request("spray-more@festival.example", "de", ip, at(20))).result).toMatchObject({ ok: false, reason: "limited" });
    expect((await request("spray-more@festival.example", "de", nextIp(), at(20))).result.ok).toBe(true);
  });
});
