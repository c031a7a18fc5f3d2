/**
 * Signed pinboard links (docs/pinboard.md): `{p}.{adId}.{signature}` with p = `p` (publish) or
 * `d` (delete), a signed link (src/server/signed-links.ts) over purpose, id and the author's
 * stored address. Verifying recomputes it from the row the id names, so a token works only for
 * its purpose and ad, and dies with the ad.
 */
import { linkId, linkParts, type SignedLink, signLink, verifyLink } from "../signed-links";

export type PinboardTokenPurpose = "publish" | "delete";
const prefixes: Record<PinboardTokenPurpose, string> = { publish: "p", delete: "d" };

const link = (purpose: PinboardTokenPurpose, id: number, email: string): SignedLink => ({
  parts: [prefixes[purpose], id],
  signed: ["pinboard", purpose, id, email],
});

export function signPinboardToken(secret: string, purpose: PinboardTokenPurpose, id: number, email: string): string {
  return signLink(secret, link(purpose, id, email));
}

/** The ad id a token names, if it has the right shape and purpose (not yet verified). */
export function pinboardTokenId(token: string | undefined | null, purpose: PinboardTokenPurpose): number | null {
  const parts = linkParts(token, [new RegExp(`^${prefixes[purpose]}$`), /^\d+$/]);
  return parts ? linkId(parts[1]) : null;
}

export function verifyPinboardToken(secret: string, token: string, purpose: PinboardTokenPurpose, id: number, email: string): boolean {
  return verifyLink(secret, token, link(purpose, id, email));
}
