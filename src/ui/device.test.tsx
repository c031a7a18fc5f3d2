import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDeviceInfo } from "./device";

afterEach(() => vi.unstubAllGlobals());

describe("useDeviceInfo", () => {
  it("reads the browser's own user agent after mount, none on the first render", async () => {
    vi.stubGlobal("navigator", {
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    });
    const { result } = renderHook(() => useDeviceInfo());
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).toMatchObject({ mobile: true, ios: true, browser: { name: "Safari", safari: true } });
  });
});
