/** The first-party consent cookie, written by the dialog (browser) or the no-JavaScript form action (server). */
import { type StoredConsent, serializeConsent } from "../../machines/consent.machine";

export const consentCookieName = "consent";
const oneYear = 60 * 60 * 24 * 365;

export function consentCookie(consent: StoredConsent, secure: boolean): string {
  return `${consentCookieName}=${serializeConsent(consent)}; Max-Age=${oneYear}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}
