/**
 * Device info (spec section 3, client state): read in the browser from its own user agent, on
 * first use, so that pages are the same for every browser (the page cache, docs/caching.md) and
 * the patterns cost no visitor a byte until a screen asks for them.
 */
import { useEffect, useState } from "react";
import type { DeviceInfo } from "../lib/device";

/** The browser's device info; null while it loads, and on the server. */
export function useDeviceInfo(): DeviceInfo | null {
  const [info, setInfo] = useState<DeviceInfo | null>(null);
  useEffect(() => {
    let current = true;
    void import("../lib/device").then(({ deviceInfo }) => {
      if (current) setInfo(deviceInfo(navigator.userAgent));
    });
    return () => {
      current = false;
    };
  }, []);
  return info;
}
