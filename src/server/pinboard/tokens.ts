/**
 * Signed pinboard links (docs/pinboard.md): `{p}.{adId}.{signature}` with p = `p` (publish) or
 * `d` (delete); the signature is HMAC-SHA256 (base64url) with the server secret over purpose, id
 * and the author's stored address. Verifying recomputes it from the row the id names, so a token
 * works only for its purpose and ad, and dies with the ad.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type PinboardTokenPurpose = "publish" | "delete";
const prefixes: Record<PinboardTokenPurpose, string> = { publish: "p", delete: "d" };

export function signPinboardToken(secret: string, purpose: PinboardTokenPurpose, id: number, email: string): string {
  const signature = createHmac("sha256", secret).update(`pinboard:${purpose}:${id}:${email}`).digest("base64url");
  return `${prefixes[purpose]}.${id}.${signature}`;
}

/** The ad id a token names, if it has the right shape and purpose (not yet verified). */
export function pinboardTokenId(token: string | undefined | null, purpose: PinboardTokenPurpose): number | null {
  const match = /^([pd])\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match || match[1] !== prefixes[purpose]) return null;
  const id = Number(match[2]);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export function verifyPinboardToken(secret: string, token: string, purpose: PinboardTokenPurpose, id: number, email: string): boolean {
  const expected = Buffer.from(signPinboardToken(secret, purpose, id, email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
