/**
 * Signed newsletter links (docs/mail.md): `{purpose}.{subscriptionId}.{signature}`, a signed link
 * (src/server/signed-links.ts) over purpose, id and the stored address. Verifying recomputes it
 * from the row the id names, so a token dies with its row (an unsubscribed and re-subscribed
 * address gets a new id) and cannot be moved to another address.
 */
import { linkId, linkParts, type SignedLink, signLink, verifyLink } from "../signed-links";

export type TokenPurpose = "confirm" | "unsubscribe";
const prefixes: Record<TokenPurpose, string> = { confirm: "c", unsubscribe: "u" };

const link = (purpose: TokenPurpose, id: number, email: string): SignedLink => ({
  parts: [prefixes[purpose], id],
  signed: ["newsletter", purpose, id, email],
});

export function signToken(secret: string, purpose: TokenPurpose, id: number, email: string): string {
  return signLink(secret, link(purpose, id, email));
}

/** The subscription id a token names, if it has the right shape and purpose (not yet verified). */
export function tokenSubscriptionId(token: string | undefined, purpose: TokenPurpose): number | null {
  const parts = linkParts(token, [new RegExp(`^${prefixes[purpose]}$`), /^\d+$/]);
  return parts ? linkId(parts[1]) : null;
}

/** True when the token was signed with this secret for this purpose, id and address. */
export function verifyToken(secret: string, token: string, purpose: TokenPurpose, id: number, email: string): boolean {
  return verifyLink(secret, token, link(purpose, id, email));
}
