import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-ip";

describe("client address", () => {
  it("ignores X-Forwarded-For without trusted proxies, so nobody picks their own address", () => {
    expect(clientAddress("203.0.113.9", "192.0.2.1", 0)).toBe("192.0.2.1");
  });

  it("takes the entry the trusted proxy appended, not one the client wrote before it", () => {
    expect(clientAddress("203.0.113.9, 198.51.100.7", "10.0.0.2", 1)).toBe("198.51.100.7");
    expect(clientAddress("203.0.113.9, 198.51.100.7, 10.0.0.3", "10.0.0.2", 2)).toBe("198.51.100.7");
  });

  it("falls back to the socket when the chain is shorter than the proxies", () => {
    expect(clientAddress("198.51.100.7", "10.0.0.2", 2)).toBe("10.0.0.2");
    expect(clientAddress(undefined, undefined, 1)).toBe("unknown");
  });
});
