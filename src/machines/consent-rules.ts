/**
 * The plain parts of cookie consent (spec): the stored shape and its cookie encoding, the
 * events and context of the consent machine, and the legal pages. No XState here, so the site
 * can read a stored choice without loading the machine (see src/ui/consent/ConsentProvider.tsx).
 */
export interface ConsentChoices {
  tracking: boolean;
  marketing: boolean;
  externalMedia: boolean;
}

/** What the consent cookie holds (see serializeConsent / parseStoredConsent). */
export interface StoredConsent extends ConsentChoices {
  version: 1;
  decidedAt: string;
}

export interface ConsentInput {
  /** The stored consent, or null when the visitor never chose. */
  stored: StoredConsent | null;
  /** The current path, e.g. /de/festival. */
  path: string;
  /** Clock for decidedAt; default new Date().toISOString(). */
  now?: () => string;
}

export interface ConsentContext extends ConsentChoices {
  /** Always true: required cookies cannot be refused. */
  required: true;
  path: string;
  /** Whether the consent dialog is open. */
  dialog: boolean;
  /** When the current choice was made; null while undecided. */
  decidedAt: string | null;
  now: () => string;
}

export type ConsentEvent =
  | { type: "consent.acceptAll" }
  | { type: "consent.rejectAll" }
  | ({ type: "consent.save" } & ConsentChoices)
  | { type: "consent.open" }
  | { type: "consent.close" }
  | { type: "route.changed"; path: string };

/** Delay between turning tracking on and starting the tag manager. */
export const TAG_MANAGER_DELAY_MS = 200;

/** The privacy policy in each language (the seeded legal pages): linked from the consent dialog, embeds and forms. */
export const PRIVACY_PATHS = { de: "/de/datenschutz", en: "/en/privacy" } as const;

export const LEGAL_PATHS = ["/de/impressum", "/en/imprint", PRIVACY_PATHS.de, PRIVACY_PATHS.en] as const;

/** Imprint and privacy policy, with or without a trailing slash (query and hash ignored). */
export function isLegalPath(path: string): boolean {
  const bare = path.split(/[?#]/, 1)[0].replace(/\/+$/, "");
  return (LEGAL_PATHS as readonly string[]).includes(bare);
}

/** The cookie value for a stored consent (URI-encoded JSON, only the known fields). */
export function serializeConsent(consent: StoredConsent): string {
  const { tracking, marketing, externalMedia, decidedAt } = consent;
  return encodeURIComponent(JSON.stringify({ version: 1, tracking, marketing, externalMedia, decidedAt }));
}

/** The stored consent from a cookie value; null when missing, unreadable or of another version. */
export function parseStoredConsent(cookieValue: string | undefined): StoredConsent | null {
  if (!cookieValue) return null;
  let text = cookieValue;
  try {
    text = decodeURIComponent(cookieValue);
  } catch {
    // Not encoded (or badly encoded): try it as it is.
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const { version, tracking, marketing, externalMedia, decidedAt } = data as Record<string, unknown>;
  if (version !== 1) return null;
  if (typeof tracking !== "boolean" || typeof marketing !== "boolean" || typeof externalMedia !== "boolean") return null;
  if (typeof decidedAt !== "string") return null;
  return { version: 1, tracking, marketing, externalMedia, decidedAt };
}
