import { beforeAll, describe, expect, it } from "vitest";
import { createTranslate, loadCatalogue } from "../../../i18n/messages";
import { bankTransferDetails } from "./bank-transfer";
import { boxOfficeIntro } from "./box-office";
import { createPaymentRegistry, methodLabelKeys, paymentConfigFromEnv } from "./registry";
import type { StripeCheckoutContext } from "./stripe";
import type { PaymentOrder } from "./types";

const bankEnv = { BANK_IBAN: "DE89370400440532013000", BANK_BIC: "COBADEFFXXX", BANK_HOLDER: "Festival der Künste e.V." };
const stripeEnv = { STRIPE_SECRET_KEY: "sk_test_festival", STRIPE_WEBHOOK_SECRET: "whsec_festival_test_secret" };
const now = 1785000000;
const context: StripeCheckoutContext = {
  nowSeconds: () => now,
  checkoutFor: async () => ({
    attempt: 1,
    createdAtSeconds: now,
    expiresAtSeconds: now + 1800,
    successUrl: "https://festival.example/ok",
    cancelUrl: "https://festival.example/cancel",
    sessionId: null,
  }),
  rememberSession: async () => {},
};
const order: PaymentOrder = {
  id: "ord_9",
  number: "FDK-2026-00009",
  totalCents: 2400,
  currency: "EUR",
  language: "de",
  lines: [{ name: "Lesung", quantity: 2, unitCents: 1200 }],
};

describe("payment registry", () => {
  it("offers only the box office, or free for a total of 0, when nothing is configured", () => {
    const registry = createPaymentRegistry(paymentConfigFromEnv({}));
    expect(registry.methodsFor(2400).map((method) => method.id)).toEqual(["box-office"]);
    expect(registry.methodsFor(0).map((method) => method.id)).toEqual(["free"]);
    expect(registry.get("bank-transfer", 2400)).toBeUndefined();
  });

  it("adds bank transfer with an account and Stripe with both keys", () => {
    const registry = createPaymentRegistry(paymentConfigFromEnv({ ...bankEnv, ...stripeEnv }), { context, deps: { fetch: globalThis.fetch } });
    expect(registry.enabled.map((method) => method.id)).toEqual(["free", "stripe", "bank-transfer", "box-office"]);
    expect(registry.methodsFor(2400).map((method) => method.id)).toEqual(["stripe", "bank-transfer", "box-office"]);
    expect(registry.methodsFor(0).map((method) => method.id)).toEqual(["free"]);
    expect(registry.get("free", 2400)).toBeUndefined();
    expect(registry.get("stripe", 2400)?.id).toBe("stripe");
    expect(() => registry.methodsFor(-1)).toThrow(/Invalid order total/);
    expect(() => registry.methodsFor(1.5)).toThrow(/Invalid order total/);
  });

  it("refuses half a configuration", () => {
    expect(() => paymentConfigFromEnv({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(() => paymentConfigFromEnv({ STRIPE_WEBHOOK_SECRET: "whsec_x" })).toThrow(/both/);
    expect(() => paymentConfigFromEnv({ BANK_IBAN: bankEnv.BANK_IBAN })).toThrow(/both BANK_IBAN and BANK_HOLDER/);
    expect(() => createPaymentRegistry(paymentConfigFromEnv(stripeEnv))).toThrow(/no checkout context/);
  });

  it("the Stripe method opens a Checkout Session for the order through the given fetch", async () => {
    const urls: string[] = [];
    const fetch = (async (url: string | URL | Request) => {
      urls.push(String(url));
      return Response.json({ id: "cs_test_9", url: "https://checkout.stripe.com/c/pay/cs_test_9" });
    }) as typeof globalThis.fetch;
    const registry = createPaymentRegistry(paymentConfigFromEnv(stripeEnv), { context, deps: { fetch } });
    expect(await registry.get("stripe", order.totalCents)?.start(order)).toEqual({
      kind: "redirect",
      url: "https://checkout.stripe.com/c/pay/cs_test_9",
      sessionId: "cs_test_9",
    });
    expect(urls).toEqual(["https://api.stripe.com/v1/checkout/sessions"]);
  });
});

describe("payment texts", () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogue("de", "server"), loadCatalogue("en", "server")]);
  });

  it("names every method in both languages", () => {
    for (const locale of ["de", "en"] as const) {
      const t = createTranslate(locale);
      for (const key of Object.values(methodLabelKeys)) expect(t(key)).not.toBe(key);
    }
    expect(createTranslate("de")(methodLabelKeys["bank-transfer"])).toBe("Überweisung");
    expect(createTranslate("en")(methodLabelKeys["box-office"])).toBe("Pay at the box office");
  });

  it("lays out the bank-transfer instructions with labels, the grouped IBAN and the amount in the buyer's language", async () => {
    const registry = createPaymentRegistry(paymentConfigFromEnv(bankEnv));
    const instructions = await registry.get("bank-transfer", order.totalCents)?.start(order);
    if (instructions?.kind !== "instructions") throw new Error("expected instructions");
    const de = bankTransferDetails(instructions, "de");
    expect(de.intro).toMatch(/Verwendungszweck/);
    expect(de.lines).toEqual([
      { label: "Kontoinhaber", value: "Festival der Künste e.V." },
      { label: "IBAN", value: "DE89 3704 0044 0532 0130 00" },
      { label: "BIC", value: "COBADEFFXXX" },
      { label: "Verwendungszweck", value: "FDK-2026-00009" },
      { label: "Betrag", value: "24,00\u00a0€" },
    ]);
    const en = bankTransferDetails({ ...instructions, bic: undefined }, "en");
    expect(en.lines.map((line) => line.label)).toEqual(["Account holder", "IBAN", "Payment reference", "Amount"]);
    expect(en.lines.at(-1)?.value).toBe("€24.00");
  });

  it("tells a box-office buyer to pay on collection", () => {
    expect(boxOfficeIntro("de")).toMatch(/an der Kasse/);
    expect(boxOfficeIntro("en")).toMatch(/at the box office/);
  });
});
