/**
 * Device information from the user agent (spec section 3, client state "Device info"): the kind
 * of device, iOS or Android, crawler, and which of four browsers. Read with a few patterns rather
 * than a parser library: the spec needs only these flags, and the common parsers are either
 * AGPL-licensed (ua-parser-js 2) or large. Crawlers are recognised by `isbot`.
 *
 * iPadOS Safari sends the user agent of a Mac by default ("request desktop website"); nothing in
 * it tells the two apart, so such an iPad counts as the desktop it asks to be treated as.
 */
import { isbot } from "isbot";
import { remembered } from "./remembered";

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

type BrowserFlag = "chrome" | "firefox" | "safari" | "edge";

/**
 * First match wins: browsers built on Chromium or WebKit name themselves in addition to
 * "Chrome" or "Safari", so they are asked for before those.
 */
const browsers: { name: string; test: (ua: string) => boolean; flag?: BrowserFlag }[] = [
  { name: "Edge", test: (ua) => /\b(?:Edg|EdgA|EdgiOS|Edge)\//.test(ua), flag: "edge" },
  { name: "Opera", test: (ua) => /\b(?:OPR|OPT|OPiOS)\/|\bOpera\b/.test(ua) },
  { name: "Samsung Internet", test: (ua) => /\bSamsungBrowser\//.test(ua) },
  { name: "Silk", test: (ua) => /\bSilk\//.test(ua) },
  { name: "Firefox", test: (ua) => /\b(?:Firefox|FxiOS)\//.test(ua), flag: "firefox" },
  { name: "Chrome", test: (ua) => /\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\//.test(ua), flag: "chrome" },
  // Apple's Safari carries its version as "Version/…"; in-app views on iOS leave out "Safari/".
  // Two tests, not one pattern with ".*" between them, which backtracks on a long user agent.
  { name: "Safari", test: (ua) => /\bVersion\/\d/.test(ua) && /\bSafari\//.test(ua), flag: "safari" },
];

// Parsing is cheap, but a handful of user agents make up most requests.
const parsed = remembered(1000, (ua: string) => ua, parse);

export function deviceInfo(userAgent: string | null): DeviceInfo {
  return parsed(userAgent ?? "");
}

function parse(ua: string): DeviceInfo {
  const windowsPhone = /\bWindows Phone\b/.test(ua);
  const ios = !windowsPhone && /\b(?:iPhone|iPad|iPod)\b/.test(ua);
  const android = !windowsPhone && /\bAndroid\b/.test(ua);
  // Android tablets leave "Mobile" out of the user agent (Chrome, Samsung, Silk); Firefox says
  // "Tablet". An iPad's UA in mobile mode does say "Mobile".
  const tablet = /\biPad\b/.test(ua) || /\bTablet\b/.test(ua) || (android && !/\bMobi/.test(ua));
  const mobile = !tablet && (/\bMobi/.test(ua) || /\b(?:iPhone|iPod)\b/.test(ua));
  // Old Android's own browser says "Safari" too; it is not Apple's.
  const found = browsers.find((b) => b.test(ua) && !(b.flag === "safari" && android));
  return {
    userAgent: ua,
    mobile,
    tablet,
    desktop: !mobile && !tablet,
    ios,
    android,
    crawler: ua !== "" && isbot(ua),
    browser: {
      name: found?.name ?? null,
      chrome: found?.flag === "chrome",
      firefox: found?.flag === "firefox",
      safari: found?.flag === "safari",
      edge: found?.flag === "edge",
    },
  };
}
