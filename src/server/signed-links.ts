/**
 * Links that carry their own authorisation (docs/security.md): a newsletter confirmation or
 * unsubscription, a pinboard ad's publish and delete links, a staff user's set-password link.
 * A token is its readable parts joined by dots, then a signature: HMAC-SHA256 under the server
 * secret, in base64url, over `signed` joined by colons. `signed` names the link's kind and
 * purpose and holds the row's current values (the stored address, a password hash), so that a
 * link works for one purpose and one row only and dies when those values change. Verifying
 * recomputes the token from the row the token names and compares in constant time; a link with
 * an expiry (Unix seconds, also one of its parts) is refused from that second on.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

type Part = string | number;

export interface SignedLink {
  /** What the token shows, in order (a purpose letter, a row id, an expiry). */
  parts: readonly Part[];
  /** What the signature covers besides: the link's kind and purpose and the row's values. */
  signed: readonly Part[];
  /** Unix seconds from which the link is refused; none: it lives as long as what it is signed over. */
  expires?: number;
}

/** A signature's length: 32 bytes of HMAC-SHA256 in base64url without padding. */
const signaturePattern = /^[A-Za-z0-9_-]{43}$/;

/** The largest row id a link may name (PostgreSQL's integer). */
const MAX_ID = 2_147_483_647;

function signature(secret: string, signed: readonly Part[]): string {
  return createHmac("sha256", secret).update(signed.join(":")).digest("base64url");
}

export function signLink(secret: string, link: SignedLink): string {
  return [...link.parts, signature(secret, link.signed)].join(".");
}

/** True when `token` is exactly the link signed with this secret over these values, and not expired at `now`. */
export function verifyLink(secret: string, token: string, link: SignedLink, now: Date = new Date()): boolean {
  if (link.expires !== undefined && link.expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signLink(secret, link));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The readable parts of a token that has `count` of them before a well-formed signature, each
 * matching its pattern; else null. Says nothing yet about the signature.
 */
export function linkParts(token: string | null | undefined, patterns: readonly RegExp[]): string[] | null {
  const pieces = (token ?? "").split(".");
  if (pieces.length !== patterns.length + 1 || !signaturePattern.test(pieces[patterns.length])) return null;
  const parts = pieces.slice(0, -1);
  return parts.every((part, index) => patterns[index].test(part)) ? parts : null;
}

/** A row id in a token (1 to 2^31 - 1, at most ten digits), or null. */
export function linkId(part: string): number | null {
  if (!/^\d{1,10}$/.test(part)) return null;
  const id = Number(part);
  return id >= 1 && id <= MAX_ID ? id : null;
}
