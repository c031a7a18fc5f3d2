/** A returning visitor's stored consent (external media refused), as a browser's storage state. */
import { serializeConsent } from "../../src/machines/consent-rules";

export function decidedConsent(tracking: boolean) {
  return {
    cookies: [
      {
        name: "consent",
        value: serializeConsent({ version: 1, tracking, marketing: false, externalMedia: false, decidedAt: "2026-01-01T00:00:00.000Z" }),
        domain: "127.0.0.1",
        path: "/",
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: "Lax" as const,
      },
    ],
    origins: [],
  };
}
