import { describe, expect, it } from "vitest";
import { deviceInfo } from "./device.server";

describe("device info from the user agent", () => {
  it("recognises an iPhone", () => {
    const info = deviceInfo("Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1");
    expect(info).toMatchObject({ mobile: true, tablet: false, desktop: false, ios: true, android: false, crawler: false });
    expect(info.browser.safari).toBe(true);
  });

  it("recognises an Android tablet and a desktop Firefox", () => {
    const tablet = deviceInfo("Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36");
    expect(tablet).toMatchObject({ tablet: true, android: true, desktop: false });
    const desktop = deviceInfo("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0");
    expect(desktop).toMatchObject({ desktop: true, mobile: false });
    expect(desktop.browser.firefox).toBe(true);
  });

  it("recognises crawlers and copes with no user agent", () => {
    expect(deviceInfo("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)").crawler).toBe(true);
    expect(deviceInfo(null)).toMatchObject({ userAgent: "", desktop: true, crawler: false });
  });
});
