import { describe, expect, it } from "vitest";
import { makeTicketCode } from "../server/box-office/tickets/code";
import { cleanTicketCode, groupTicketCode, normaliseTicketCode, ticketCodeShape } from "./ticket-code";

const secret = "s".repeat(40);

describe("the shape of a ticket code, without the secret", () => {
  it("reads a printed code as the server does, and finds its id", () => {
    const code = makeTicketCode(4711, secret);
    const shape = ticketCodeShape(code.toLowerCase().replace(/-/g, " "));
    expect(shape).toMatchObject({ ok: true, ticketId: 4711, code: code.replace(/-/g, "") });
    expect(groupTicketCode(code.replace(/-/g, ""))).toBe(code);
  });

  it("tells a typo (check character) from input that is no code at all (format)", () => {
    const code = makeTicketCode(4711, secret).replace(/-/g, "");
    const typo = `${code.slice(0, 10)}${code[10] === "A" ? "B" : "A"}${code.slice(11)}`;
    expect(ticketCodeShape(typo)).toEqual({ ok: false, reason: "checksum" });
    expect(ticketCodeShape(code.slice(1))).toEqual({ ok: false, reason: "format" });
    expect(ticketCodeShape(`U${code.slice(1)}`)).toEqual({ ok: false, reason: "format" });
    expect(normaliseTicketCode("x".repeat(65))).toBeNull();
  });

  it("cleans what was typed without judging its length", () => {
    expect(cleanTicketCode(" ab-cd io l ")).toBe("ABCD101");
  });
});
