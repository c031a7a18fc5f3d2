/**
 * Two-factor login (docs/staff.md): enrolment, the second step of the login with a TOTP code or a
 * recovery code, no replays, the per-account limit of wrong codes, and turning it off. Driven by
 * an injected clock; the codes are computed from the secret the enrolment shows, as an app would.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { auditLog, recoveryCodes, sessions, users } from "../db/schema";
import { attemptLogin } from "./login";
import { hashPassword } from "./passwords";
import { createSession, hashToken } from "./sessions";
import { base32Decode, hotp, totpStep } from "./totp";
import {
  attemptSecondStep,
  codeLimit,
  confirmEnrolment,
  disableTwoFactor,
  normaliseRecoveryCode,
  PENDING_LOGIN_TTL_MS,
  RECOVERY_CODE_COUNT,
  renewRecoveryCodes,
  startEnrolment,
  twoFactorStatus,
} from "./two-factor";
import { upsertUser } from "./users";

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
const serverSecret = "the test's server secret, thirty-two characters or more";
const password = "correct horse battery staple";
const issuer = "Festival der Künste";
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

const start = new Date("2031-05-01T09:00:00Z").getTime();
const at = (seconds: number) => new Date(start + seconds * 1000);
const codeAt = (secret: Buffer, when: Date) => hotp(secret, totpStep(when));

/** A user with two-factor login on: its id, the secret (as the app keeps it) and its recovery codes. */
async function enrolled(name: string) {
  const email = `${name}@festival.example`;
  const { id } = await upsertUser(handle.db, { email, username: name, password });
  const enrolment = await startEnrolment(handle.db, serverSecret, { userId: id, issuer });
  if (!enrolment) throw new Error("no enrolment");
  const secret = base32Decode(enrolment.secret) as Buffer;
  const confirmed = await confirmEnrolment(handle.db, serverSecret, { userId: id, code: codeAt(secret, at(0)) }, at(0));
  if (!confirmed.ok) throw new Error("not confirmed");
  return { id, email, secret, codes: confirmed.recoveryCodes, enrolment };
}

async function pendingLogin(email: string, when: Date) {
  const result = await attemptLogin(handle.db, { email, password, ip: nextIp() }, when, serverSecret);
  if (result.ok || result.reason !== "second-step") throw new Error(`expected the second step, got ${JSON.stringify(result)}`);
  return result.pending;
}

describe("enrolment", () => {
  it("shows a secret as text, an otpauth URI and a QR code (SVG), the same until confirmed; a restart makes a new one", async () => {
    const { id } = await upsertUser(handle.db, { email: "enrol@festival.example", username: "Enrol", password });
    const first = await startEnrolment(handle.db, serverSecret, { userId: id, issuer });
    expect(first?.secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(first?.uri).toMatch(/^otpauth:\/\/totp\/Festival%20der%20K%C3%BCnste:enrol%40festival\.example\?secret=[A-Z2-7]{32}&/);
    expect(first?.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(await startEnrolment(handle.db, serverSecret, { userId: id, issuer })).toEqual(first);
    const restarted = await startEnrolment(handle.db, serverSecret, { userId: id, issuer, restart: true });
    expect(restarted?.secret).not.toBe(first?.secret);
    // Not in use before it is confirmed: the login needs no code.
    expect((await twoFactorStatus(handle.db, id)).enabled).toBe(false);
    expect((await attemptLogin(handle.db, { email: "enrol@festival.example", password, ip: nextIp() }, at(0), serverSecret)).ok).toBe(true);
  });

  it("is confirmed by a code of the app only: then on, ten recovery codes shown once and stored as HMACs, the other sessions ended", async () => {
    const { id } = await upsertUser(handle.db, { email: "confirm@festival.example", username: "Confirm", password });
    const kept = await createSession(handle.db, id, at(-60));
    const other = await createSession(handle.db, id, at(-60));
    const enrolment = await startEnrolment(handle.db, serverSecret, { userId: id, issuer });
    const secret = base32Decode(enrolment?.secret ?? "") as Buffer;
    expect(await confirmEnrolment(handle.db, serverSecret, { userId: id, code: "000000" === codeAt(secret, at(0)) ? "111111" : "000000" }, at(0))).toEqual({
      ok: false,
      reason: "invalid",
    });
    const confirmed = await confirmEnrolment(
      handle.db,
      serverSecret,
      { userId: id, code: codeAt(secret, at(0)), keepSessionHash: hashToken(kept.token) },
      at(0),
    );
    if (!confirmed.ok) throw new Error("not confirmed");
    expect(confirmed.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(confirmed.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of confirmed.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    const stored = await handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(confirmed.recoveryCodes.map((code) => normaliseRecoveryCode(code))).not.toContain(row.codeHash);
    }
    const left = await handle.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(left.map((row) => row.tokenHash)).toEqual([hashToken(kept.token)]);
    expect(other.token).not.toBe(kept.token);
    expect(await twoFactorStatus(handle.db, id)).toEqual({ enabled: true, enabledAt: at(0).toISOString(), recoveryCodesLeft: RECOVERY_CODE_COUNT });
    // Once on, the secret is not shown again.
    expect(await startEnrolment(handle.db, serverSecret, { userId: id, issuer })).toBeNull();
    expect(await confirmEnrolment(handle.db, serverSecret, { userId: id, code: codeAt(secret, at(30)) }, at(30))).toEqual({ ok: false, reason: "notStarted" });
  });

  it("keeps the secret sealed in the table and out of the audit log", async () => {
    const { id, secret, enrolment } = await enrolled("sealed");
    const [row] = await handle.db.select().from(users).where(eq(users.id, id));
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.totpSecret).not.toContain(enrolment.secret.replace(/ /g, ""));
    expect(row.totpSecret).not.toContain(secret.toString("base64url"));
    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.map((entry) => entry.action)).toContain("two-factor-on");
    expect(JSON.stringify(entries)).not.toContain(enrolment.secret.replace(/ /g, ""));
  });
});

describe("the login's second step", () => {
  it("a right password gives no session but a pending login; a code of the app then logs in, once", async () => {
    const { email, secret, id } = await enrolled("second");
    const before = (await handle.db.select().from(sessions).where(eq(sessions.userId, id))).length;
    const pending = await pendingLogin(email, at(60));
    expect((await handle.db.select().from(sessions).where(eq(sessions.userId, id))).length).toBe(before);
    const code = codeAt(secret, at(60));
    const result = await attemptSecondStep(handle.db, serverSecret, { pending, code }, at(61));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.user.email).toBe(email);
    // The same code again, within its window: refused.
    const again = await pendingLogin(email, at(62));
    expect(await attemptSecondStep(handle.db, serverSecret, { pending: again, code }, at(63))).toEqual({ ok: false, reason: "invalid" });
    // The next step's code works.
    expect((await attemptSecondStep(handle.db, serverSecret, { pending: again, code: codeAt(secret, at(90)) }, at(90))).ok).toBe(true);
  });

  it("a recovery code works once, with or without its dashes, in any case", async () => {
    const { email, codes, id } = await enrolled("recovery");
    const pending = await pendingLogin(email, at(60));
    const typed = codes[3].replace(/-/g, "").toUpperCase();
    expect((await attemptSecondStep(handle.db, serverSecret, { pending, code: typed }, at(61))).ok).toBe(true);
    expect(await attemptSecondStep(handle.db, serverSecret, { pending, code: codes[3] }, at(62))).toEqual({ ok: false, reason: "invalid" });
    expect((await twoFactorStatus(handle.db, id)).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries.filter((entry) => entry.action === "recovery-code-used")).toHaveLength(1);
  });

  it("the pending login dies after five minutes and when the password changes; it cannot be forged", async () => {
    const { email, secret, id } = await enrolled("pending");
    const pending = await pendingLogin(email, at(0));
    const late = new Date(at(0).getTime() + PENDING_LOGIN_TTL_MS);
    expect(await attemptSecondStep(handle.db, serverSecret, { pending, code: codeAt(secret, late) }, late)).toEqual({ ok: false, reason: "expired" });
    const forged = pending.replace(/^\d+/, String(id + 1));
    expect(await attemptSecondStep(handle.db, serverSecret, { pending: forged, code: codeAt(secret, at(30)) }, at(30))).toEqual({
      ok: false,
      reason: "expired",
    });
    const other = await pendingLogin(email, at(30));
    await handle.db
      .update(users)
      .set({ passwordHash: await hashPassword("another long password") })
      .where(eq(users.id, id));
    expect(await attemptSecondStep(handle.db, serverSecret, { pending: other, code: codeAt(secret, at(31)) }, at(31))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it(`refuses every code after ${codeLimit.limit} wrong ones in a window, the right one too, until the window ends`, async () => {
    const { email, secret } = await enrolled("limited");
    const pending = await pendingLogin(email, at(0));
    const wrong = (when: Date) => (codeAt(secret, when) === "123456" ? "654321" : "123456");
    for (let i = 0; i < codeLimit.limit; i++) {
      expect(await attemptSecondStep(handle.db, serverSecret, { pending, code: wrong(at(i)) }, at(i))).toEqual({ ok: false, reason: "invalid" });
    }
    const refused = await attemptSecondStep(handle.db, serverSecret, { pending, code: codeAt(secret, at(10)) }, at(10));
    expect(refused).toEqual({ ok: false, reason: "limited", retryAfterSeconds: codeLimit.windowMs / 1000 - 10 });
    const after = new Date(at(0).getTime() + codeLimit.windowMs);
    const fresh = await pendingLogin(email, after);
    expect((await attemptSecondStep(handle.db, serverSecret, { pending: fresh, code: codeAt(secret, after) }, after)).ok).toBe(true);
  });
});

describe("turning it off", () => {
  it("needs a current code, a recovery code or the password; wrong proofs count against the limit", async () => {
    const byCode = await enrolled("off-code");
    expect(await disableTwoFactor(handle.db, serverSecret, { userId: byCode.id, proof: "not the password" }, at(60))).toEqual({ ok: false, reason: "invalid" });
    expect(await disableTwoFactor(handle.db, serverSecret, { userId: byCode.id, proof: codeAt(byCode.secret, at(60)) }, at(60))).toEqual({ ok: true });
    expect(await twoFactorStatus(handle.db, byCode.id)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    const [row] = await handle.db.select().from(users).where(eq(users.id, byCode.id));
    expect(row.totpSecret).toBeNull();
    expect(await handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, byCode.id))).toEqual([]);
    expect(await disableTwoFactor(handle.db, serverSecret, { userId: byCode.id, proof: password }, at(61))).toEqual({ ok: false, reason: "notEnabled" });
    // Off again, the login needs no code.
    expect((await attemptLogin(handle.db, { email: byCode.email, password, ip: nextIp() }, at(62), serverSecret)).ok).toBe(true);

    const byPassword = await enrolled("off-password");
    expect(await disableTwoFactor(handle.db, serverSecret, { userId: byPassword.id, proof: password }, at(60))).toEqual({ ok: true });

    const byRecovery = await enrolled("off-recovery");
    expect(await disableTwoFactor(handle.db, serverSecret, { userId: byRecovery.id, proof: byRecovery.codes[0] }, at(60))).toEqual({ ok: true });
    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, byPassword.id));
    expect(entries.map((entry) => entry.action)).toContain("two-factor-off");

    const guessed = await enrolled("off-guessed");
    for (let i = 0; i < codeLimit.limit; i++) {
      expect((await disableTwoFactor(handle.db, serverSecret, { userId: guessed.id, proof: `wrong password ${i}` }, at(60))).ok).toBe(false);
    }
    expect(await disableTwoFactor(handle.db, serverSecret, { userId: guessed.id, proof: password }, at(61))).toMatchObject({ ok: false, reason: "limited" });
  });
});

describe("new recovery codes", () => {
  it("need the same proof as turning it off; the old codes stop working, ten new ones work once; audited", async () => {
    const user = await enrolled("renew-codes");
    expect(await renewRecoveryCodes(handle.db, serverSecret, { userId: user.id, proof: "not the password" }, at(60))).toEqual({ ok: false, reason: "invalid" });
    const renewed = await renewRecoveryCodes(handle.db, serverSecret, { userId: user.id, proof: password }, at(61));
    if (!renewed.ok) throw new Error("not renewed");
    expect(renewed.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(renewed.recoveryCodes.some((code) => user.codes.includes(code))).toBe(false);
    expect(await twoFactorStatus(handle.db, user.id)).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    // Still on, with the same secret: the app's codes keep working.
    const old = await attemptSecondStep(handle.db, serverSecret, { pending: await pendingLogin(user.email, at(90)), code: user.codes[1] }, at(90));
    expect(old).toEqual({ ok: false, reason: "invalid" });
    const fresh = await attemptSecondStep(handle.db, serverSecret, { pending: await pendingLogin(user.email, at(91)), code: renewed.recoveryCodes[0] }, at(91));
    expect(fresh.ok).toBe(true);
    expect(
      (await attemptSecondStep(handle.db, serverSecret, { pending: await pendingLogin(user.email, at(120)), code: codeAt(user.secret, at(120)) }, at(120))).ok,
    ).toBe(true);
    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(entries.filter((entry) => entry.action === "recovery-codes-new")).toHaveLength(1);

    // A current code is proof too; a used code is not.
    const byCode = await renewRecoveryCodes(handle.db, serverSecret, { userId: user.id, proof: codeAt(user.secret, at(150)) }, at(150));
    expect(byCode.ok).toBe(true);
    expect(await renewRecoveryCodes(handle.db, serverSecret, { userId: user.id, proof: codeAt(user.secret, at(150)) }, at(151))).toEqual({
      ok: false,
      reason: "invalid",
    });

    const off = await upsertUser(handle.db, { email: "renew-off@festival.example", username: "Off", password });
    expect(await renewRecoveryCodes(handle.db, serverSecret, { userId: off.id, proof: password }, at(60))).toEqual({ ok: false, reason: "notEnabled" });

    const guessed = await enrolled("renew-guessed");
    for (let i = 0; i < codeLimit.limit; i++) {
      expect((await renewRecoveryCodes(handle.db, serverSecret, { userId: guessed.id, proof: `wrong password ${i}` }, at(60))).ok).toBe(false);
    }
    expect(await renewRecoveryCodes(handle.db, serverSecret, { userId: guessed.id, proof: password }, at(61))).toMatchObject({ ok: false, reason: "limited" });
  });
});

describe("the proof of both changes (turning it off, new recovery codes)", () => {
  const changes = [
    { name: "turning it off", action: "two-factor-off", change: disableTwoFactor },
    { name: "new recovery codes", action: "recovery-codes-new", change: renewRecoveryCodes },
  ] as const;

  it.each(changes)("$name: a wrong proof changes nothing and is not audited; a right one is, once, by the user", async ({ action, change }) => {
    const user = await enrolled(`proof-${action}`);
    const codesBefore = await handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    const wrong = [
      "not the password",
      // A code of another step, and a recovery code of nobody: checked as codes, then as the password.
      codeAt(user.secret, at(60 + 3600)),
      "aaaa-bbbb-cccc-dddd",
    ];
    for (const proof of wrong) expect(await change(handle.db, serverSecret, { userId: user.id, proof }, at(60))).toEqual({ ok: false, reason: "invalid" });
    expect(await twoFactorStatus(handle.db, user.id)).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect(await handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual(codesBefore);
    const audited = async () => (await handle.db.select().from(auditLog).where(eq(auditLog.entityId, user.id))).filter((entry) => entry.action === action);
    expect(await audited()).toEqual([]);

    expect((await change(handle.db, serverSecret, { userId: user.id, proof: password }, at(61))).ok).toBe(true);
    const entries = await audited();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ userId: user.id, userName: `proof-${action}`, entity: "users", at: at(61) });
  });

  it.each(changes)("$name: a password that looks like a recovery code still proves", async ({ action, change }) => {
    const codeLike = "abcd-efgh-ijkl-mnop";
    const { id } = await upsertUser(handle.db, { email: `code-like-${action}@festival.example`, username: "Codelike", password: codeLike });
    const enrolment = await startEnrolment(handle.db, serverSecret, { userId: id, issuer });
    if (!enrolment) throw new Error("no enrolment");
    expect((await confirmEnrolment(handle.db, serverSecret, { userId: id, code: codeAt(base32Decode(enrolment.secret) as Buffer, at(0)) }, at(0))).ok).toBe(
      true,
    );
    expect((await change(handle.db, serverSecret, { userId: id, proof: codeLike }, at(60))).ok).toBe(true);
  });

  it("counts the failures of both against one limit per account", async () => {
    const user = await enrolled("proof-shared-limit");
    for (let i = 0; i < codeLimit.limit; i++) {
      const change = i % 2 ? disableTwoFactor : renewRecoveryCodes;
      expect(await change(handle.db, serverSecret, { userId: user.id, proof: `wrong password ${i}` }, at(60))).toEqual({ ok: false, reason: "invalid" });
    }
    for (const change of [disableTwoFactor, renewRecoveryCodes]) {
      expect(await change(handle.db, serverSecret, { userId: user.id, proof: password }, at(61))).toEqual({
        ok: false,
        reason: "limited",
        retryAfterSeconds: codeLimit.windowMs / 1000 - 1,
      });
    }
    // The window over, the right proof works again.
    expect((await disableTwoFactor(handle.db, serverSecret, { userId: user.id, proof: password }, at(60 + codeLimit.windowMs / 1000))).ok).toBe(true);
  });
});
