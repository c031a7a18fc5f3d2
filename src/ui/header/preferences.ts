/**
 * Display preferences chosen in the header's accessibility panel (high contrast, reduced
 * motion). Each is one first-party cookie holding "1" (on) or "0" (off, overriding the
 * operating system's wish); without a cookie the CSS media queries `prefers-contrast: more`
 * and `prefers-reduced-motion: reduce` apply. The server renders the choice as attributes on
 * <html> (`data-contrast="high|standard"`, `data-motion="reduced|full"`), the browser
 * updates them directly. Used in the browser (switches) and on the server (root loader,
 * /preferences form action), so nothing here touches the DOM at import time.
 */
import { readCookie } from "../consent/cookie";

export const highContrastCookieName = "highContrast";
export const reducedMotionCookieName = "reducedMotion";
const oneYear = 60 * 60 * 24 * 365;

export type ContrastPreference = "high" | "standard";
export type MotionPreference = "reduced" | "full";

/** Session cookie (no Expires / Max-Age): high contrast lasts until the browser closes. */
export function highContrastCookie(on: boolean, secure = false): string {
  return `${highContrastCookieName}=${on ? "1" : "0"}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Kept for one year. */
export function reducedMotionCookie(on: boolean, secure = false): string {
  return `${reducedMotionCookieName}=${on ? "1" : "0"}; Max-Age=${oneYear}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

function parseFlag(value: string | undefined): boolean | null {
  if (value === "1") return true;
  if (value === "0") return false;
  return null;
}

/** true / false when the visitor chose, null when the media query decides. */
export const parseHighContrast = (cookieHeader: string | null | undefined): boolean | null => parseFlag(readCookie(cookieHeader, highContrastCookieName));

export const parseReducedMotion = (cookieHeader: string | null | undefined): boolean | null => parseFlag(readCookie(cookieHeader, reducedMotionCookieName));

export const contrastAttribute = (on: boolean): ContrastPreference => (on ? "high" : "standard");
export const motionAttribute = (on: boolean): MotionPreference => (on ? "reduced" : "full");

export interface PreferenceAttributes {
  "data-contrast"?: ContrastPreference;
  "data-motion"?: MotionPreference;
}

/** The attributes for <html> from a request's Cookie header: spread them onto the element. */
export function preferenceAttributes(cookieHeader: string | null | undefined): PreferenceAttributes {
  const contrast = parseHighContrast(cookieHeader);
  const motion = parseReducedMotion(cookieHeader);
  const attributes: PreferenceAttributes = {};
  if (contrast !== null) attributes["data-contrast"] = contrastAttribute(contrast);
  if (motion !== null) attributes["data-motion"] = motionAttribute(motion);
  return attributes;
}

/** Names of the fields the switches post to /preferences (they work without JavaScript). */
export const preferenceFields = { contrast: "contrast", motion: "motion", redirectTo: "redirectTo" } as const;

/**
 * For the /preferences action: the Set-Cookie values for a posted form
 * (`contrast=high|standard` and/or `motion=reduced|full`). Unknown values are ignored.
 */
export function preferenceCookiesFromForm(form: FormData | URLSearchParams, secure = false): string[] {
  const cookies: string[] = [];
  const contrast = form.get(preferenceFields.contrast);
  if (contrast === "high" || contrast === "standard") cookies.push(highContrastCookie(contrast === "high", secure));
  const motion = form.get(preferenceFields.motion);
  if (motion === "reduced" || motion === "full") cookies.push(reducedMotionCookie(motion === "reduced", secure));
  return cookies;
}

/** Browser: stores the choice and applies it to <html> without a reload. */
export function applyHighContrast(on: boolean, doc: Document = document): void {
  doc.cookie = highContrastCookie(on, doc.location?.protocol === "https:");
  doc.documentElement.dataset.contrast = contrastAttribute(on);
}

export function applyReducedMotion(on: boolean, doc: Document = document): void {
  doc.cookie = reducedMotionCookie(on, doc.location?.protocol === "https:");
  doc.documentElement.dataset.motion = motionAttribute(on);
}

/** Browser: the state a switch shows — the attribute on <html>, else the media query. */
export function currentHighContrast(doc: Document = document): boolean {
  const value = doc.documentElement.dataset.contrast;
  if (value) return value === "high";
  return doc.defaultView?.matchMedia?.("(prefers-contrast: more)").matches ?? false;
}

export function currentReducedMotion(doc: Document = document): boolean {
  const value = doc.documentElement.dataset.motion;
  if (value) return value === "reduced";
  return doc.defaultView?.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}
