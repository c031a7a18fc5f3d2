import { describe, expect, it } from "vitest";
import { type DeviceInfo, deviceInfo } from "./device";

type Kind = "mobile" | "tablet" | "desktop";
type Browser = "chrome" | "firefox" | "safari" | "edge" | null;

/** Real user agents of current browsers (2025/26), and what the site should make of them. */
const agents: [label: string, ua: string, kind: Kind, os: "ios" | "android" | null, name: string | null, flag: Browser][] = [
  [
    "iPhone Safari",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Mobile/15E148 Safari/604.1",
    "mobile",
    "ios",
    "Safari",
    "safari",
  ],
  [
    "iPhone Chrome",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/133.0.6943.84 Mobile/15E148 Safari/604.1",
    "mobile",
    "ios",
    "Chrome",
    "chrome",
  ],
  [
    "iPhone Firefox",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/135.0 Mobile/15E148 Safari/605.1.15",
    "mobile",
    "ios",
    "Firefox",
    "firefox",
  ],
  [
    "iPhone Edge",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 EdgiOS/133.0.3065.54 Mobile/15E148 Safari/605.1.15",
    "mobile",
    "ios",
    "Edge",
    "edge",
  ],
  [
    "iPhone in-app (Instagram)",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 361.0.0.35.82 (iPhone14,5; iOS 17_6; de_DE; de; scale=3.00; 1170x2532; 674117118)",
    "mobile",
    "ios",
    null,
    null,
  ],
  // iPadOS Safari asks for desktop sites with the UA of a Mac: nothing in it tells the two apart,
  // so the server serves it as the desktop it asks to be treated as.
  [
    "iPad Safari (desktop mode, the default)",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Safari/605.1.15",
    "desktop",
    null,
    "Safari",
    "safari",
  ],
  [
    "iPad Safari (mobile mode)",
    "Mozilla/5.0 (iPad; CPU OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
    "tablet",
    "ios",
    "Safari",
    "safari",
  ],
  [
    "iPad Chrome",
    "Mozilla/5.0 (iPad; CPU OS 18_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/133.0.6943.84 Mobile/15E148 Safari/604.1",
    "tablet",
    "ios",
    "Chrome",
    "chrome",
  ],
  [
    "Android Chrome (reduced UA)",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Mobile Safari/537.36",
    "mobile",
    "android",
    "Chrome",
    "chrome",
  ],
  [
    "Android Chrome (Pixel)",
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36",
    "mobile",
    "android",
    "Chrome",
    "chrome",
  ],
  [
    "Android WebView",
    "Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/127.0.6533.103 Mobile Safari/537.36",
    "mobile",
    "android",
    "Chrome",
    "chrome",
  ],
  [
    "Android tablet Chrome",
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
    "tablet",
    "android",
    "Chrome",
    "chrome",
  ],
  [
    "Android tablet Chrome (reduced UA)",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Safari/537.36",
    "tablet",
    "android",
    "Chrome",
    "chrome",
  ],
  [
    "Samsung Internet",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36",
    "mobile",
    "android",
    "Samsung Internet",
    null,
  ],
  [
    "Samsung Internet on a tablet",
    "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Safari/537.36",
    "tablet",
    "android",
    "Samsung Internet",
    null,
  ],
  ["Android Firefox", "Mozilla/5.0 (Android 14; Mobile; rv:135.0) Gecko/135.0 Firefox/135.0", "mobile", "android", "Firefox", "firefox"],
  ["Android Firefox on a tablet", "Mozilla/5.0 (Android 14; Tablet; rv:135.0) Gecko/135.0 Firefox/135.0", "tablet", "android", "Firefox", "firefox"],
  [
    "Android Edge",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Mobile Safari/537.36 EdgA/133.0.0.0",
    "mobile",
    "android",
    "Edge",
    "edge",
  ],
  [
    "Android Opera",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Mobile Safari/537.36 OPR/87.0.0.0",
    "mobile",
    "android",
    "Opera",
    null,
  ],
  [
    "Kindle Fire Silk",
    "Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/131.4.1 like Chrome/131.0.6778.260 Safari/537.36",
    "tablet",
    "android",
    "Silk",
    null,
  ],
  ["Firefox on Linux", "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "desktop", null, "Firefox", "firefox"],
  ["Firefox on Windows", "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:135.0) Gecko/20100101 Firefox/135.0", "desktop", null, "Firefox", "firefox"],
  ["Firefox on a Mac", "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:135.0) Gecko/20100101 Firefox/135.0", "desktop", null, "Firefox", "firefox"],
  [
    "Edge on Windows",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Safari/537.36 Edg/133.0.0.0",
    "desktop",
    null,
    "Edge",
    "edge",
  ],
  [
    "Edge (EdgeHTML)",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045",
    "desktop",
    null,
    "Edge",
    "edge",
  ],
  [
    "Chrome on Windows",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Safari/537.36",
    "desktop",
    null,
    "Chrome",
    "chrome",
  ],
  [
    "Chrome on a Mac",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Safari/537.36",
    "desktop",
    null,
    "Chrome",
    "chrome",
  ],
  [
    "Chrome on Linux",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Safari/537.36",
    "desktop",
    null,
    "Chrome",
    "chrome",
  ],
  [
    "Chromebook",
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Safari/537.36",
    "desktop",
    null,
    "Chrome",
    "chrome",
  ],
  [
    "Opera on Windows",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36 OPR/117.0.0.0",
    "desktop",
    null,
    "Opera",
    null,
  ],
  [
    "Safari on a Mac",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Safari/605.1.15",
    "desktop",
    null,
    "Safari",
    "safari",
  ],
];

const kindOf = (info: DeviceInfo): Kind[] => (["mobile", "tablet", "desktop"] as const).filter((kind) => info[kind]);

describe("device info from the user agent", () => {
  it.each(agents)("%s", (_label, ua, kind, os, name, flag) => {
    const info = deviceInfo(ua);
    expect(info.userAgent).toBe(ua);
    expect(kindOf(info)).toEqual([kind]);
    expect({ ios: info.ios, android: info.android }).toEqual({ ios: os === "ios", android: os === "android" });
    expect(info.crawler).toBe(false);
    expect(info.browser.name).toBe(name);
    const flags = (["chrome", "firefox", "safari", "edge"] as const).filter((f) => info.browser[f]);
    expect(flags).toEqual(flag ? [flag] : []);
  });

  it("recognises crawlers, with the device they pretend to be", () => {
    const crawlers = [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.6943.53 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
      "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/133.0.0.0 Safari/537.36",
      "curl/8.5.0",
    ];
    for (const ua of crawlers) expect(deviceInfo(ua).crawler, ua).toBe(true);
    expect(deviceInfo(crawlers[0])).toMatchObject({ desktop: true, browser: { name: null } });
    expect(deviceInfo(crawlers[1])).toMatchObject({ mobile: true, android: true });
  });

  it("copes with no user agent and with nonsense", () => {
    expect(deviceInfo(null)).toEqual({
      userAgent: "",
      mobile: false,
      tablet: false,
      desktop: true,
      ios: false,
      android: false,
      crawler: false,
      browser: { name: null, chrome: false, firefox: false, safari: false, edge: false },
    });
    // Not a browser's user agent: a script, counted as a crawler.
    expect(deviceInfo("x".repeat(10_000))).toMatchObject({ desktop: true, crawler: true, browser: { name: null } });
    const started = performance.now();
    deviceInfo(`Mozilla/5.0 Version/1${" Mobi Version/2.".repeat(20_000)}`);
    expect(performance.now() - started).toBeLessThan(200);
    // Old Android's own browser says "Safari" but is not Apple's.
    const stock = deviceInfo(
      "Mozilla/5.0 (Linux; U; Android 4.0.3; de-de; GT-I9100 Build/IML74K) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30",
    );
    expect(stock).toMatchObject({ mobile: true, android: true, browser: { name: null, safari: false } });
  });
});
