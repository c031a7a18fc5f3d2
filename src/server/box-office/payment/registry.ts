/**
 * Which payment methods the box office offers: the configured ones (docs/box-office-payment.md),
 * narrowed per order total. Box office always; bank transfer with an account; Stripe with both
 * of its keys; free only, and always, for a total of 0.
 */
import type { MessageKey } from "../../../i18n/messages";
import type { Env } from "../../env";
import { type BankAccount, bankTransferMethod } from "./bank-transfer";
import { boxOfficeMethod } from "./box-office";
import { freeMethod } from "./free";
import { type StripeCheckoutContext, type StripeDeps, stripeMethod } from "./stripe";
import type { PaymentMethod, PaymentMethodId } from "./types";

export interface PaymentConfig {
  bank?: BankAccount;
  stripe?: { secretKey: string; webhookSecret: string };
}

type PaymentEnv = Pick<Env, "BANK_IBAN" | "BANK_BIC" | "BANK_HOLDER" | "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET">;

/** The payment settings from the environment; half a setting (an IBAN without holder, one Stripe key) is an error. */
export function paymentConfigFromEnv(env: PaymentEnv): PaymentConfig {
  const config: PaymentConfig = {};
  if (env.BANK_IBAN || env.BANK_HOLDER || env.BANK_BIC) {
    if (!env.BANK_IBAN || !env.BANK_HOLDER) throw new Error("Bank transfer needs both BANK_IBAN and BANK_HOLDER");
    config.bank = { iban: env.BANK_IBAN, holder: env.BANK_HOLDER, ...(env.BANK_BIC ? { bic: env.BANK_BIC } : {}) };
  }
  if (env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET) {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) throw new Error("Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
    config.stripe = { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET };
  }
  return config;
}

export const methodLabelKeys: Record<PaymentMethodId, MessageKey> = {
  "bank-transfer": "payment.method.bankTransfer",
  "box-office": "payment.method.boxOffice",
  free: "payment.method.free",
  stripe: "payment.method.stripe",
};

export interface PaymentRegistry {
  /** The configured methods, in the order they are offered. */
  enabled: readonly PaymentMethod[];
  /** The methods a buyer may choose for an order of this total. */
  methodsFor(totalCents: number): PaymentMethod[];
  /** A method by id if it is configured and allowed for the total. */
  get(id: PaymentMethodId, totalCents: number): PaymentMethod | undefined;
}

export function createPaymentRegistry(config: PaymentConfig, stripe?: { context: StripeCheckoutContext; deps: StripeDeps }): PaymentRegistry {
  const enabled: PaymentMethod[] = [freeMethod()];
  if (config.stripe) {
    if (!stripe) throw new Error("Stripe is configured, but the registry was given no checkout context");
    enabled.push(stripeMethod(config.stripe.secretKey, stripe.context, stripe.deps));
  }
  if (config.bank) enabled.push(bankTransferMethod(config.bank));
  enabled.push(boxOfficeMethod());
  const methodsFor = (totalCents: number) => {
    if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new Error(`Invalid order total: ${totalCents}`);
    return enabled.filter((method) => method.availableFor(totalCents));
  };
  return {
    enabled,
    methodsFor,
    get: (id, totalCents) => methodsFor(totalCents).find((method) => method.id === id),
  };
}
