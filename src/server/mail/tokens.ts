/**
 * Signed newsletter links (docs/mail.md): `{purpose}.{subscriptionId}.{signature}`, where the
 * signature is HMAC-SHA256 (base64url) with the server secret over purpose, id and the stored
 * address. Verifying recomputes it from the row the id names, so a token dies with its row (an
 * unsubscribed and re-subscribed address gets a new id) and cannot be moved to another address.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type TokenPurpose = "confirm" | "unsubscribe";
const prefixes: Record<TokenPurpose, string> = { confirm: "c", unsubscribe: "u" };

function signature(secret: string, purpose: TokenPurpose, id: number, email: string): string {
  return createHmac("sha256", secret).update(`newsletter:${purpose}:${id}:${email}`).digest("base64url");
}

export function signToken(secret: string, purpose: TokenPurpose, id: number, email: string): string {
  return `${prefixes[purpose]}.${id}.${signature(secret, purpose, id, email)}`;
}

/** The subscription id a token names, if it has the right shape and purpose (not yet verified). */
export function tokenSubscriptionId(token: string | undefined, purpose: TokenPurpose): number | null {
  const match = /^([cu])\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match || match[1] !== prefixes[purpose]) return null;
  const id = Number(match[2]);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** True when the token was signed with this secret for this purpose, id and address. */
export function verifyToken(secret: string, token: string, purpose: TokenPurpose, id: number, email: string): boolean {
  const expected = Buffer.from(signToken(secret, purpose, id, email));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
