import { describe, expect, it } from "vitest";
import { bankTransferMethod } from "./bank-transfer";
import { boxOfficeMethod } from "./box-office";
import { freeMethod } from "./free";
import { formatIban, isValidIban } from "./iban";
import { assertLinesMatchTotal, type PaymentOrder } from "./types";

const order: PaymentOrder = {
  id: "ord_1",
  number: "FDK-2026-00042",
  totalCents: 4500,
  currency: "EUR",
  language: "de",
  lines: [
    { name: "Konzert", quantity: 2, unitCents: 1800 },
    { name: "Ermäßigt", quantity: 1, unitCents: 900 },
  ],
};

describe("IBAN check", () => {
  it("accepts valid IBANs with or without spaces and rejects a wrong check digit or shape", () => {
    expect(isValidIban("DE89370400440532013000")).toBe(true);
    expect(isValidIban("GB82 WEST 1234 5698 7654 32")).toBe(true);
    expect(isValidIban("DE89370400440532013001")).toBe(false);
    expect(isValidIban("DE8937")).toBe(false);
    expect(isValidIban("1289370400440532013000")).toBe(false);
    expect(formatIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
  });
});

describe("built-in payment methods", () => {
  it("bank transfer gives the account, the order number as reference and the unchanged total", async () => {
    const method = bankTransferMethod({ iban: "de89 3704 0044 0532 0130 00", bic: "COBADEFFXXX", holder: "Festival e.V." });
    expect(method.availableFor(4500)).toBe(true);
    expect(method.availableFor(0)).toBe(false);
    expect(await method.start(order)).toEqual({
      kind: "instructions",
      method: "bank-transfer",
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      holder: "Festival e.V.",
      reference: "FDK-2026-00042",
      amountCents: 4500,
      currency: "EUR",
    });
  });

  it("pay at the box office reserves without charging", async () => {
    const method = boxOfficeMethod();
    expect(method.availableFor(4500)).toBe(true);
    expect(await method.start(order)).toEqual({ kind: "pay-at-box-office" });
  });

  it("free orders are paid at once, and only a total of 0 is free", async () => {
    const method = freeMethod();
    expect(method.availableFor(0)).toBe(true);
    expect(method.availableFor(1)).toBe(false);
    expect(await method.start({ ...order, totalCents: 0, lines: [{ name: "Eintritt frei", quantity: 2, unitCents: 0 }] })).toEqual({ kind: "paid" });
    await expect(method.start(order)).rejects.toThrow(/not free/);
  });

  it("refuses an order whose lines do not add up to its total, or with fractional cents", () => {
    expect(() => assertLinesMatchTotal(order)).not.toThrow();
    expect(() => assertLinesMatchTotal({ ...order, totalCents: 4600 })).toThrow(/add up to 4500 cents, the total is 4600/);
    expect(() => assertLinesMatchTotal({ ...order, lines: [{ name: "x", quantity: 1, unitCents: 45.5 }] })).toThrow(/invalid unit price/);
  });
});
