/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) as authenticator apps make
 * them: HMAC-SHA-1, 30-second steps from the Unix epoch, 6 digits. A secret is 20 random bytes,
 * shown to the user in base32 (RFC 4648, no padding) and in an otpauth:// URI for the QR code.
 *
 * At rest the secret is sealed with AES-256-GCM under a key derived from the server secret
 * (SECRET_KEY or DATA_DIR/secret-key) by HKDF, so a copy of the database alone does not hold it.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now a code is taken from: a clock a little off, a code typed as it changed. */
export const TOTP_DRIFT_STEPS = 1;

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** The bytes of a base32 text (spaces, padding and case ignored), or null when it is not base32. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation for SHA-1). */
export const newTotpSecret = (): Buffer => randomBytes(20);

/** The time step of a moment. */
export const totpStep = (now: Date): number => Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS);

/** RFC 4226 HOTP: the code of one counter value, `digits` long (the algorithm defaults to SHA-1). */
export function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS, algorithm: "sha1" | "sha256" | "sha512" = "sha1"): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** RFC 6238 TOTP: the code at a moment. */
export const totp = (secret: Uint8Array, now: Date, digits = TOTP_DIGITS, algorithm: "sha1" | "sha256" | "sha512" = "sha1"): string =>
  hotp(secret, totpStep(now), digits, algorithm);

/** A typed code without spaces, if it is six digits. */
export function normaliseCode(input: string): string | null {
  const code = input.replace(/\s/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * The step whose code `input` is, among the steps around `now` after `afterStep` (the last one
 * used: a code is taken once), or null. Every candidate is compared in constant time.
 */
export function matchTotp(secret: Uint8Array, input: string, now: Date, afterStep: number | null): number | null {
  const code = normaliseCode(input);
  if (!code) return null;
  const current = totpStep(now);
  let found: number | null = null;
  for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step++) {
    const same = timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code));
    if (same && found === null && (afterStep === null || step > afterStep)) found = step;
  }
  return found;
}

/** The otpauth:// URI an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUri(secret: Uint8Array, input: { issuer: string; account: string }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  const query = new URLSearchParams({
    secret: base32Encode(secret),
    issuer: input.issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, "%20")}`;
}

/** The 32-byte key that seals TOTP secrets, derived from the server secret for this one purpose. */
function sealKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", serverSecret, "", "festival totp secret v1", 32));
}

/** `v1.{iv}.{ciphertext}.{tag}` (base64url): AES-256-GCM with the user id as associated data, so a sealed secret is good for its row only. */
export function sealTotpSecret(serverSecret: string, userId: number, secret: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(serverSecret), iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const ciphertext = Buffer.concat([cipher.update(secret), cipher.final()]);
  return ["v1", iv, ciphertext, cipher.getAuthTag()].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** The secret sealed for this user, or null when it is not one (another row's, another key's, tampered with). */
export function openTotpSecret(serverSecret: string, userId: number, sealed: string | null): Buffer | null {
  const parts = (sealed ?? "").split(".");
  if (parts.length !== 4 || parts[0] !== "v1") return null;
  try {
    const [iv, ciphertext, tag] = parts.slice(1).map((part) => Buffer.from(part, "base64url"));
    const decipher = createDecipheriv("aes-256-gcm", sealKey(serverSecret), iv);
    decipher.setAAD(Buffer.from(`user:${userId}`));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    return null;
  }
}
