import type { Locale, Nav, Page, Redirect, Section, Settings, StaffUser } from "../schemas/api";
import type { MailDetail, MailSummary } from "../schemas/mail";
import type { MediaMetaMap } from "../schemas/media-meta";
import type { SiteNotice } from "../schemas/notice";
import type { Paged } from "../schemas/programme";
import type { PinboardClient } from "./pinboard";
import type { ProgrammeClient } from "./programme";
import type { SearchClient } from "./search";

export interface PageRequest {
  locale: Locale;
  path: string;
  /** Page version (query `v`), staff only. */
  versionId?: string;
  /** The visitor's cookie header, forwarded so the service can recognise staff sessions. */
  cookie?: string;
}

/**
 * What the site needs from the content service. Two transports implement it: in-process
 * (direct calls, the default) and HTTP (when the service runs elsewhere).
 */
export interface ContentClient extends ProgrammeClient, SearchClient, PinboardClient {
  page(request: PageRequest): Promise<Page>;
  nav(locale: Locale): Promise<Nav>;
  settings(): Promise<Settings>;
  redirects(locale: Locale): Promise<Redirect[]>;
  /** The new path for a full old path (e.g. /de/anfahrt), or null. */
  redirect(locale: Locale, path: string): Promise<string | null>;
  /** One section by slug; 404 for visitors unless its page or item is public, all of them for staff (`cookie`). */
  container(locale: Locale, slug: string, cookie?: string): Promise<Section>;
  /** The staff user of the session in this Cookie header, or null. */
  user(locale: Locale, cookie: string | undefined): Promise<StaffUser | null>;
  /** Checks a staff login; on success a new session. */
  login(locale: Locale, credentials: LoginCredentials): Promise<LoginOutcome>;
  /** Ends the session in this Cookie header (if any). */
  logout(locale: Locale, cookie: string | undefined): Promise<void>;
  /** The address a set-password link is for, or null when it does not work (docs/admin.md, Users). */
  passwordLink(locale: Locale, token: string): Promise<{ email: string } | null>;
  /** Sets the password of a link's user; on success a new session (the user's others end). */
  setPassword(locale: Locale, input: SetPasswordInput): Promise<SetPasswordOutcome>;
  /** The login's second step (docs/staff.md, Two-factor login): the pending login and a code; on success a new session. */
  loginCode(locale: Locale, input: LoginCodeInput): Promise<LoginCodeOutcome>;
  /** "Forgot password?": mails a set-password link if the address has an account; the same answer either way. */
  requestPasswordReset(locale: Locale, input: { email: string; ip: string }): Promise<{ ok: true } | LimitedOutcome>;
  /** The mail outbox, newest first (admins only: 401 without a session in `cookie`, 403 for an editor). */
  outbox(locale: Locale, query: { cookie: string | undefined; page: number; status?: MailSummary["status"] }): Promise<Paged<MailSummary>>;
  /** One mail with its headers and bodies (admins only, as the list; 404 for an unknown id). */
  outboxMail(locale: Locale, query: { cookie: string | undefined; id: number }): Promise<MailDetail>;
  /** The site-wide notice in this language, or null (docs/notice.md). */
  notification(locale: Locale): Promise<SiteNotice | null>;
  /**
   * Focal point, copyright and alt text (in this language) of those library images among `paths`
   * that staff described in the media library (docs/admin.md, "Media library").
   */
  mediaMeta(locale: Locale, paths: string[]): Promise<MediaMetaMap>;
}

export interface LoginCredentials {
  email: string;
  password: string;
  /** The client's address, for the per-address limit of failed logins. */
  ip: string;
}

export interface SetPasswordInput {
  token: string;
  password: string;
  /** The client's address, for the limit of posts with links that do not work. */
  ip: string;
}

/** A refusal while failed attempts hold the caller back: how long they still do (Retry-After). */
export interface LimitedOutcome {
  ok: false;
  reason: "limited";
  retryAfterSeconds: number;
}

export type SetPasswordOutcome = { ok: true; user: StaffUser; token: string; expiresAt: Date } | { ok: false; reason: "invalid" | "weak" } | LimitedOutcome;

export type LoginOutcome =
  | { ok: true; user: StaffUser; token: string; expiresAt: Date }
  | { ok: false; reason: "invalid" }
  /** The password was right; the account has two-factor login: `loginCode` takes `pending` and a code. */
  | { ok: false; reason: "second-step"; pending: string }
  | LimitedOutcome;

export interface LoginCodeInput {
  /** The token of the login whose password was right. */
  pending: string;
  /** A code of the authenticator app or a recovery code. */
  code: string;
  /** The client's address. */
  ip: string;
}

/** `expired`: the pending login is no longer good (five minutes, or the password changed): log in again. */
export type LoginCodeOutcome = { ok: true; user: StaffUser; token: string; expiresAt: Date } | { ok: false; reason: "invalid" | "expired" } | LimitedOutcome;

/** A failed content call, with the HTTP status the site should answer with. */
export class ContentError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ContentError";
  }
}

/**
 * True for a ContentError from either copy of this module: the server process and the site
 * build each bundle their own, so `instanceof` cannot be trusted across them.
 */
export function isContentError(error: unknown): error is ContentError {
  return error instanceof Error && error.name === "ContentError" && typeof (error as ContentError).status === "number";
}

export const notFoundMessage = "404 Not Found";
