/**
 * A staff member's own two-factor login (docs/staff.md, "Two-factor login"): the login screen's
 * account step reads and changes it over the admin API's account calls (src/server/api/account.ts),
 * by the admin transport, with the request's cookie and the session's CSRF token.
 */
import type { Locale } from "../schemas/api";
import { type AdminWriteResult, adminTransport, type StaffCredentials } from "./admin";

export interface TwoFactorState {
  enabled: boolean;
  enabled_at: string | null;
  recovery_codes_left: number;
}

export interface AccountClient {
  twoFactor(locale: Locale, cookie: string | undefined): Promise<TwoFactorState>;
  /** Starts the enrolment or shows the one started: {secret, uri, qr_svg}; `restart` makes a new secret. */
  startTwoFactor(locale: Locale, staff: StaffCredentials, options?: { restart?: boolean }): Promise<AdminWriteResult>;
  /** Turns it on with a first code: {recovery_codes}. */
  confirmTwoFactor(locale: Locale, staff: StaffCredentials, code: string): Promise<AdminWriteResult>;
  /** Turns it off with a current code, a recovery code or the password. */
  disableTwoFactor(locale: Locale, staff: StaffCredentials, proof: string): Promise<AdminWriteResult>;
  /** Ten new recovery codes in place of the old ones, with the same proof: {recovery_codes}. */
  renewRecoveryCodes(locale: Locale, staff: StaffCredentials, proof: string): Promise<AdminWriteResult>;
}

export function createHttpAccountClient(baseUrl: string, fetchImpl: (url: string, init?: RequestInit) => Promise<Response> = fetch): AccountClient {
  const { get, send } = adminTransport(baseUrl, fetchImpl);
  return {
    twoFactor: (locale, cookie) => get(locale, "account/two-factor", cookie, { parse: (input: unknown) => input as TwoFactorState }),
    startTwoFactor: (locale, staff, options) => send(locale, "account/two-factor/start", "POST", staff, { restart: options?.restart ?? false }),
    confirmTwoFactor: (locale, staff, code) => send(locale, "account/two-factor/confirm", "POST", staff, { code }),
    disableTwoFactor: (locale, staff, proof) => send(locale, "account/two-factor/disable", "POST", staff, { proof }),
    renewRecoveryCodes: (locale, staff, proof) => send(locale, "account/two-factor/recovery-codes", "POST", staff, { proof }),
  };
}
