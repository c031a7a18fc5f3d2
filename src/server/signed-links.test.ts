import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { linkId, linkParts, type SignedLink, signLink, verifyLink } from "./signed-links";

const secret = "s".repeat(40);
const link: SignedLink = { parts: ["c", 42], signed: ["newsletter", "confirm", 42, "a@example.org"] };

describe("signed links", () => {
  it("write the parts, then HMAC-SHA256 in base64url over the signed values joined by colons", () => {
    // The format of links already sent: changing it would break every one in a mailbox.
    const expected = createHmac("sha256", secret).update("newsletter:confirm:42:a@example.org").digest("base64url");
    expect(signLink(secret, link)).toBe(`c.42.${expected}`);
  });

  it("verify only the untouched token, for the same secret and values", () => {
    const token = signLink(secret, link);
    expect(verifyLink(secret, token, link)).toBe(true);
    expect(verifyLink("t".repeat(40), token, link)).toBe(false);
    expect(verifyLink(secret, token, { ...link, signed: ["newsletter", "confirm", 42, "b@example.org"] })).toBe(false);
    expect(verifyLink(secret, token, { ...link, parts: ["c", 43] })).toBe(false);
    const signature = token.split(".")[2];
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    expect(verifyLink(secret, `c.42.${flipped}`, link)).toBe(false);
    expect(verifyLink(secret, `${token}x`, link)).toBe(false);
    expect(verifyLink(secret, token.slice(0, -1), link)).toBe(false);
  });

  it("refuse a link from the second it expires", () => {
    const expires = Date.UTC(2026, 0, 1) / 1000;
    const expiring: SignedLink = { parts: [7, expires], signed: ["password", 7, expires, "a@example.org", "hash"], expires };
    const token = signLink(secret, expiring);
    expect(verifyLink(secret, token, expiring, new Date(expires * 1000 - 1))).toBe(true);
    expect(verifyLink(secret, token, expiring, new Date(expires * 1000))).toBe(false);
  });

  it("read a token's parts only when each has its shape and a signature follows", () => {
    const token = signLink(secret, link);
    expect(linkParts(token, [/^c$/, /^\d+$/])).toEqual(["c", "42"]);
    expect(linkParts(token, [/^u$/, /^\d+$/])).toBeNull();
    expect(linkParts(token, [/^c$/])).toBeNull();
    expect(linkParts("c.42.short", [/^c$/, /^\d+$/])).toBeNull();
    expect(linkParts(undefined, [/^c$/, /^\d+$/])).toBeNull();
    expect(linkParts(null, [])).toBeNull();
  });

  it("take row ids from 1 to 2^31 - 1 only", () => {
    expect(linkId("1")).toBe(1);
    expect(linkId("2147483647")).toBe(2_147_483_647);
    for (const bad of ["0", "2147483648", "99999999999", "-1", "1e3", ""]) expect(linkId(bad)).toBeNull();
  });
});
