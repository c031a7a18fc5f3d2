/**
 * A dismissed site notice is remembered by its id in a first-party cookie (a functional cookie:
 * it only hides a message), for 30 days; a new notice has a new id and shows again.
 */
import { readCookie } from "../../lib/cookies";

export const noticeCookieName = "noticeDismissed";
const maxAgeSeconds = 30 * 24 * 60 * 60;

/** Ids are short URL-safe strings (docs/notice.md); anything else is not ours. */
export const isNoticeId = (value: unknown): value is string => typeof value === "string" && /^[\w-]{1,32}$/.test(value);

export function noticeCookie(id: string, secure = false): string {
  if (!isNoticeId(id)) throw new Error("not a notice id");
  return `${noticeCookieName}=${id}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function dismissedNotice(cookieHeader: string | null | undefined): string | null {
  const value = readCookie(cookieHeader, noticeCookieName);
  return isNoticeId(value) ? value : null;
}
