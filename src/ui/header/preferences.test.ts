import { describe, expect, it } from "vitest";
import { highContrastCookie, parseHighContrast, parseReducedMotion, preferenceAttributes, preferenceCookiesFromForm, reducedMotionCookie } from "./preferences";

describe("preference cookies", () => {
  it("high contrast is a session cookie", () => {
    expect(highContrastCookie(true)).toBe("highContrast=1; Path=/; SameSite=Lax");
    expect(highContrastCookie(false, true)).toBe("highContrast=0; Path=/; SameSite=Lax; Secure");
    expect(highContrastCookie(true)).not.toMatch(/Expires|Max-Age/i);
  });

  it("reduced motion lasts a year", () => {
    expect(reducedMotionCookie(true)).toBe("reducedMotion=1; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(reducedMotionCookie(false)).toMatch(/^reducedMotion=0;/);
  });

  it("parses the Cookie header: chosen on/off, or null when the media query decides", () => {
    expect(parseHighContrast("a=b; highContrast=1")).toBe(true);
    expect(parseHighContrast("highContrast=0")).toBe(false);
    expect(parseHighContrast("highContrast=yes")).toBeNull();
    expect(parseHighContrast(null)).toBeNull();
    expect(parseReducedMotion("reducedMotion=1; x=y")).toBe(true);
    expect(parseReducedMotion("")).toBeNull();
  });

  it("builds the <html> attributes", () => {
    expect(preferenceAttributes("highContrast=1; reducedMotion=1")).toEqual({ "data-contrast": "high", "data-motion": "reduced" });
    expect(preferenceAttributes("highContrast=0; reducedMotion=0")).toEqual({ "data-contrast": "standard", "data-motion": "full" });
    expect(preferenceAttributes(undefined)).toEqual({});
  });

  it("turns the posted switch forms into Set-Cookie values", () => {
    expect(preferenceCookiesFromForm(new URLSearchParams("contrast=high&redirectTo=/de"))).toEqual(["highContrast=1; Path=/; SameSite=Lax"]);
    expect(preferenceCookiesFromForm(new URLSearchParams("motion=full"), true)).toEqual(["reducedMotion=0; Max-Age=31536000; Path=/; SameSite=Lax; Secure"]);
    expect(preferenceCookiesFromForm(new URLSearchParams("contrast=bogus"))).toEqual([]);
  });
});
