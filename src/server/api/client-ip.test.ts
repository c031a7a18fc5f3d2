import { describe, expect, it } from "vitest";
import { clientAddress, parseTrustedProxies, rateLimitKey } from "./client-ip";

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

describe("trusted proxies by address", () => {
  const proxies = parseTrustedProxies("10.0.0.0/8, 192.0.2.10, ::1");

  it("reads X-Forwarded-For only when the socket's peer is a trusted proxy", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.50", proxies)).toBe("198.51.100.50");
    expect(clientAddress("203.0.113.9", "10.1.2.3", proxies)).toBe("203.0.113.9");
    expect(clientAddress("203.0.113.9", "::ffff:10.1.2.3", proxies)).toBe("203.0.113.9");
    expect(clientAddress("203.0.113.9", "::1", proxies)).toBe("203.0.113.9");
  });

  it("skips the trusted proxies in the chain and never believes what the client wrote before them", () => {
    expect(clientAddress("6.6.6.6, 203.0.113.9, 10.0.0.7", "192.0.2.10", proxies)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.7", "10.0.0.2", proxies)).toBe("10.0.0.7");
  });

  it("keeps the socket's peer when the chain's last untrusted entry is not an address", () => {
    expect(clientAddress("<script>", "10.0.0.2", proxies)).toBe("10.0.0.2");
  });

  it("parses counts and lists, and refuses anything else", () => {
    expect(parseTrustedProxies("2")).toEqual({ hops: 2 });
    for (const bad of ["11", "10.0.0.0/33", "proxy.example", "10.0.0.1/8/2", "::1/129", "1.2.3.4/x"]) {
      expect(() => parseTrustedProxies(bad), bad).toThrow();
    }
  });
});

describe("what rate limits count by", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s counts as %s", (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });

  it("puts every address of one IPv6 /64 under one key", () => {
    expect(new Set(["2001:db8:a:b::1", "2001:db8:a:b:ffff:ffff:ffff:ffff", "2001:db8:a:b:1::"].map(rateLimitKey)).size).toBe(1);
    expect(rateLimitKey("2001:db8:a:c::1")).not.toBe(rateLimitKey("2001:db8:a:b::1"));
  });
});
