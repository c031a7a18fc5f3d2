import { describe, expect, it } from "vitest";
import { MAX_TICKET_ID, makeTicketCode, parseTicketCode } from "./code";

const secret = "s".repeat(40);
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

describe("ticket codes", () => {
  it("round-trips ids across the range, in five groups of four", () => {
    for (const id of [1, 2, 31, 32, 1000, 123_456, MAX_TICKET_ID]) {
      const code = makeTicketCode(id, secret);
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
      expect(parseTicketCode(code, secret)).toEqual({ ok: true, ticketId: id });
    }
  });

  it("reads lower case, spaces, no hyphens and the look-alikes I, L and O", () => {
    const code = makeTicketCode(4711, secret);
    const typed = code.toLowerCase().replace(/-/g, " ").replace(/1/g, "l").replace(/0/g, "o");
    expect(parseTicketCode(typed, secret)).toEqual({ ok: true, ticketId: 4711 });
    expect(parseTicketCode(code.replace(/-/g, ""), secret)).toEqual({ ok: true, ticketId: 4711 });
  });

  it("rejects wrong lengths and foreign characters as format errors", () => {
    const code = makeTicketCode(5, secret);
    expect(parseTicketCode(code.slice(0, -1), secret)).toEqual({ ok: false, reason: "format" });
    expect(parseTicketCode(`${code}0`, secret)).toEqual({ ok: false, reason: "format" });
    expect(parseTicketCode(`U${code.slice(1)}`, secret)).toEqual({ ok: false, reason: "format" });
    expect(parseTicketCode("", secret)).toEqual({ ok: false, reason: "format" });
    expect(parseTicketCode("x".repeat(10_000), secret)).toEqual({ ok: false, reason: "format" });
  });

  it("catches every single-character typo with the check character", () => {
    for (const id of [1, 987_654]) {
      const code = makeTicketCode(id, secret).replace(/-/g, "");
      for (let i = 0; i < code.length; i++) {
        for (const c of ALPHABET) {
          if (c === code[i]) continue;
          const typo = code.slice(0, i) + c + code.slice(i + 1);
          expect(parseTicketCode(typo, secret)).toEqual({ ok: false, reason: "checksum" });
        }
      }
    }
  });

  it("catches most swaps of neighbouring characters", () => {
    let swaps = 0;
    let caught = 0;
    for (let id = 1; id <= 200; id++) {
      const code = makeTicketCode(id * 7919, secret).replace(/-/g, "");
      for (let i = 0; i + 1 < code.length; i++) {
        if (code[i] === code[i + 1]) continue;
        swaps++;
        const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
        if (!parseTicketCode(swapped, secret).ok) caught++;
      }
    }
    // Luhn mod 32 misses only the swap of 0 and V (values 0 and 31); the signature catches nearly all of those.
    expect(caught / swaps).toBeGreaterThan(0.999);
  });

  it("rejects a tampered id or signature even with a correct check character", () => {
    const code = makeTicketCode(42, secret).replace(/-/g, "");
    for (const position of [3, 6, 7, 12, 18]) {
      const replaced = code[position] === "A" ? "B" : "A";
      const body = code.slice(0, position) + replaced + code.slice(position + 1, -1);
      // The one check character that passes the checksum: the signature must still fail.
      const passing = [...ALPHABET].map((check) => parseTicketCode(body + check, secret)).filter((result) => result.ok || result.reason !== "checksum");
      expect(passing).toEqual([{ ok: false, reason: "signature" }]);
    }
  });

  it("rejects a code signed with another key (signature, not checksum)", () => {
    const code = makeTicketCode(42, "t".repeat(40));
    expect(parseTicketCode(code, secret)).toEqual({ ok: false, reason: "signature" });
  });

  it("refuses ids outside the integer range", () => {
    expect(() => makeTicketCode(0, secret)).toThrow(RangeError);
    expect(() => makeTicketCode(MAX_TICKET_ID + 1, secret)).toThrow(RangeError);
    expect(() => makeTicketCode(1.5, secret)).toThrow(RangeError);
  });
});
