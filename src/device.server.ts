/** Device information from the user agent (spec section 3, client state "Device info"). */
import { isbot } from "isbot";
import { UAParser } from "ua-parser-js";

export interface DeviceInfo {
  userAgent: string;
  mobile: boolean;
  tablet: boolean;
  desktop: boolean;
  ios: boolean;
  android: boolean;
  crawler: boolean;
  browser: { name: string | null; chrome: boolean; firefox: boolean; safari: boolean; edge: boolean };
}

// Parsing a user agent costs more than rendering a small page; visitors share a few hundred.
const cache = new Map<string, DeviceInfo>();
const cacheSize = 1000;

export function deviceInfo(userAgent: string | null): DeviceInfo {
  const ua = userAgent ?? "";
  const hit = cache.get(ua);
  if (hit) return hit;
  const info = parse(ua);
  if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
  cache.set(ua, info);
  return info;
}

function parse(ua: string): DeviceInfo {
  const result = UAParser(ua);
  const type = result.device.type;
  const os = result.os.name ?? "";
  const browser = result.browser.name ?? null;
  const mobile = type === "mobile";
  const tablet = type === "tablet";
  return {
    userAgent: ua,
    mobile,
    tablet,
    desktop: !mobile && !tablet,
    ios: os === "iOS",
    android: os === "Android",
    crawler: ua !== "" && isbot(ua),
    browser: {
      name: browser,
      chrome: /Chrom/.test(browser ?? ""),
      firefox: /Firefox/.test(browser ?? ""),
      safari: /Safari/.test(browser ?? ""),
      edge: /Edge/.test(browser ?? ""),
    },
  };
}
