/** TOTP (RFC 6238) and its parts, against the RFCs' own test vectors; the sealing of secrets at rest. */
import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, matchTotp, openTotpSecret, otpauthUri, sealTotpSecret, totp, totpStep } from "./totp";

const ascii = (text: string) => Buffer.from(text, "ascii");

describe("RFC 6238 test vectors (appendix B: 8 digits, T0 = 0, X = 30)", () => {
  // The seeds of the RFC's reference code: 20, 32 and 64 bytes for SHA-1, SHA-256 and SHA-512.
  const seeds = {
    sha1: ascii("12345678901234567890"),
    sha256: ascii("12345678901234567890123456789012"),
    sha512: ascii("1234567890123456789012345678901234567890123456789012345678901234"),
  };
  const vectors: [number, string, string, string][] = [
    [59, "94287082", "46119246", "90693936"],
    [1111111109, "07081804", "68084774", "25091201"],
    [1111111111, "14050471", "67062674", "99943326"],
    [1234567890, "89005924", "91819424", "93441116"],
    [2000000000, "69279037", "90698825", "38618901"],
    [20000000000, "65353130", "77737706", "47863826"],
  ];
  for (const [seconds, sha1, sha256, sha512] of vectors) {
    it(`T = ${seconds}`, () => {
      const at = new Date(seconds * 1000);
      expect(totp(seeds.sha1, at, 8)).toBe(sha1);
      expect(totp(seeds.sha256, at, 8, "sha256")).toBe(sha256);
      expect(totp(seeds.sha512, at, 8, "sha512")).toBe(sha512);
    });
  }

  it("the app's own setting: SHA-1, six digits, the last six of the eight", () => {
    expect(totp(seeds.sha1, new Date(59_000))).toBe("287082");
    expect(totp(seeds.sha1, new Date(1111111109_000))).toBe("081804");
  });
});

describe("RFC 4226 HOTP test vectors (appendix D)", () => {
  const expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"];
  it.each(expected.map((code, counter) => [counter, code] as const))("counter %i gives %s", (counter, code) => {
    expect(hotp(ascii("12345678901234567890"), counter)).toBe(code);
  });
});

describe("base32 (RFC 4648 section 10, without padding)", () => {
  const vectors = [
    ["", ""],
    ["f", "MY"],
    ["fo", "MZXQ"],
    ["foo", "MZXW6"],
    ["foob", "MZXW6YQ"],
    ["fooba", "MZXW6YTB"],
    ["foobar", "MZXW6YTBOI"],
  ];
  it.each(vectors)("%j ↔ %s", (text, encoded) => {
    expect(base32Encode(ascii(text))).toBe(encoded);
    expect(base32Decode(encoded)?.toString("ascii")).toBe(text);
  });
  it("reads a key as people type it (spaces, lower case, padding) and refuses other letters", () => {
    expect(base32Decode("mzxw 6ytb oi==")?.toString("ascii")).toBe("foobar");
    expect(base32Decode("MZXW1")).toBeNull();
  });
});

describe("matching a typed code", () => {
  const secret = ascii("12345678901234567890");
  const now = new Date("2031-03-01T09:00:10Z");
  const step = totpStep(now);

  it("takes the code of now and of one step either side, with spaces, and tells its step", () => {
    expect(matchTotp(secret, hotp(secret, step), now, null)).toBe(step);
    expect(matchTotp(secret, hotp(secret, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, hotp(secret, step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, `${hotp(secret, step).slice(0, 3)} ${hotp(secret, step).slice(3)}`, now, null)).toBe(step);
  });

  it("refuses codes two steps away, wrong codes and anything not six digits", () => {
    expect(matchTotp(secret, hotp(secret, step - 2), now, null)).toBeNull();
    expect(matchTotp(secret, hotp(secret, step + 2), now, null)).toBeNull();
    expect(
      matchTotp(
        secret,
        hotp(secret, step).replace(/.$/, (d) => String((Number(d) + 1) % 10)),
        now,
        null,
      ),
    ).toBeNull();
    expect(matchTotp(secret, "12345", now, null)).toBeNull();
    expect(matchTotp(secret, "abcdef", now, null)).toBeNull();
  });

  it("takes no code of the last used step or before it (no replay within the window)", () => {
    expect(matchTotp(secret, hotp(secret, step), now, step)).toBeNull();
    expect(matchTotp(secret, hotp(secret, step - 1), now, step - 1)).toBeNull();
    expect(matchTotp(secret, hotp(secret, step + 1), now, step)).toBe(step + 1);
  });
});

describe("the otpauth URI of the QR code", () => {
  it("names the issuer, the account and the algorithm, digits and period the server uses", () => {
    const text = otpauthUri(ascii("12345678901234567890"), { issuer: "Festival der Künste", account: "pia@festival.example" });
    expect(text.startsWith("otpauth://totp/Festival%20der%20K%C3%BCnste:pia%40festival.example?")).toBe(true);
    const uri = new URL(text);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ",
      issuer: "Festival der Künste",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });
});

describe("the secret at rest", () => {
  const key = "a server secret of at least thirty-two characters";
  const secret = ascii("12345678901234567890");

  it("is sealed: the stored text shows neither the bytes nor their base32, and opens for its row only with the server's key", () => {
    const sealed = sealTotpSecret(key, 7, secret);
    expect(sealed).not.toContain(base32Encode(secret));
    expect(sealed).not.toContain(secret.toString("base64url"));
    expect(openTotpSecret(key, 7, sealed)).toEqual(secret);
    expect(openTotpSecret(key, 8, sealed)).toBeNull();
    expect(openTotpSecret(`${key}!`, 7, sealed)).toBeNull();
    const parts = sealed.split(".");
    const flipped = Buffer.from(parts[2], "base64url");
    flipped[0] ^= 1;
    parts[2] = flipped.toString("base64url");
    expect(openTotpSecret(key, 7, parts.join("."))).toBeNull();
    expect(openTotpSecret(key, 7, null)).toBeNull();
  });

  it("is sealed anew each time (a fresh nonce)", () => {
    expect(sealTotpSecret(key, 7, secret)).not.toBe(sealTotpSecret(key, 7, secret));
  });
});
