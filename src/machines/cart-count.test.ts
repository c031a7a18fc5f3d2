import { describe, expect, it } from "vitest";
import { CART_COOKIE, CART_COOKIE_TTL_MS, cartCookie, parentDomain, parseCartCount } from "./cart-count";

describe("parseCartCount", () => {
  it.each([
    ["3", 3],
    ["0", 0],
    [" 12 ", 12],
    ["\n7\t", 7],
    ["007", 7],
    ["150", 150],
  ])("reads %j as %d", (value, expected) => {
    expect(parseCartCount(value)).toBe(expected);
  });

  it.each([undefined, null, "", "   ", "abc", "3 items", "-1", "-0", "+3", "2.5", "1e3", "0x10", "NaN", "Infinity", "١٢", "99999999999999999999"])(
    "reads %j as 0",
    (value) => {
      expect(parseCartCount(value)).toBe(0);
    },
  );
});

describe("parentDomain", () => {
  it.each([
    ["www.festival.example", "festival.example"],
    ["shop.festival.example", "festival.example"],
    ["WWW.Festival.Example", "festival.example"],
    ["www.festival.example:8443", "festival.example"],
    ["www.festival.example.", "festival.example"],
    ["a.b.festival.example", "b.festival.example"],
  ])("%s → %s", (host, expected) => {
    expect(parentDomain(host)).toBe(expected);
  });

  it.each([
    "localhost",
    "localhost:5173",
    "www.localhost",
    "festival.example",
    "festival.example:3000",
    "127.0.0.1",
    "127.0.0.1:8080",
    "192.168.1.20",
    "[::1]",
    "[::1]:3000",
    "::1",
    "",
    "www..example",
  ])("%j → null (host-only cookie)", (host) => {
    expect(parentDomain(host)).toBeNull();
  });
});

describe("cartCookie", () => {
  const now = new Date("2025-06-01T12:00:00.000Z");

  it("writes the count for the parent domain, expiring 15 minutes later", () => {
    expect(cartCookie(3, "www.festival.example", now)).toBe(
      "cartAmount=3; Expires=Sun, 01 Jun 2025 12:15:00 GMT; Path=/; Domain=festival.example; SameSite=Lax",
    );
    expect(CART_COOKIE).toBe("cartAmount");
    expect(CART_COOKIE_TTL_MS).toBe(900_000);
  });

  it("leaves out Domain when the host has no usable parent domain", () => {
    expect(cartCookie(2, "localhost:5173", now)).toBe("cartAmount=2; Expires=Sun, 01 Jun 2025 12:15:00 GMT; Path=/; SameSite=Lax");
    expect(cartCookie(2, "festival.example", now)).not.toContain("Domain=");
    expect(cartCookie(2, "10.0.0.1", now)).not.toContain("Domain=");
  });

  it("takes the badge text as it is: numeric text is the count, anything else 0", () => {
    expect(cartCookie(" 5 ", "shop.festival.example", now)).toMatch(/^cartAmount=5; /);
    expect(cartCookie("", "shop.festival.example", now)).toMatch(/^cartAmount=0; /);
    expect(cartCookie("Warenkorb", "shop.festival.example", now)).toMatch(/^cartAmount=0; /);
  });

  it("turns numbers that are not a count into 0", () => {
    for (const count of [Number.NaN, -1, 1.5, Number.POSITIVE_INFINITY]) {
      expect(cartCookie(count, "www.festival.example", now)).toMatch(/^cartAmount=0; /);
    }
    expect(cartCookie(0, "www.festival.example", now)).toMatch(/^cartAmount=0; /);
  });

  it("computes the expiry across midnight and month ends in UTC", () => {
    expect(cartCookie(1, "www.festival.example", new Date("2025-12-31T23:50:00.000Z"))).toContain("Expires=Thu, 01 Jan 2026 00:05:00 GMT;");
  });

  it("round-trips through parseCartCount and is accepted by document.cookie", () => {
    const cookie = cartCookie(4, "localhost", new Date());
    document.cookie = cookie;
    const value = document.cookie
      .split("; ")
      .find((part) => part.startsWith(`${CART_COOKIE}=`))
      ?.slice(CART_COOKIE.length + 1);
    expect(parseCartCount(value)).toBe(4);
    document.cookie = `${CART_COOKIE}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  });
});
