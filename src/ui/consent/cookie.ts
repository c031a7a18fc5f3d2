/** The first-party consent cookie, written by the dialog (browser) or the no-JavaScript form action (server). */
import { type StoredConsent, serializeConsent } from "../../machines/consent-rules";

export const consentCookieName = "consent";
const oneYear = 60 * 60 * 24 * 365;

export function consentCookie(consent: StoredConsent, secure: boolean): string {
  return `${consentCookieName}=${serializeConsent(consent)}; Max-Age=${oneYear}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export { readCookie } from "../../lib/cookies";
