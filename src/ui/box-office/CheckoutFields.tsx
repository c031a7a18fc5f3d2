/**
 * The checkout's choices before the binding button (issue 20, points 3 and 6): the buyer's
 * details, the delivery (print-at-home PDF or pick-up at the box office, neither with a fee), the
 * payment method (those the box office offers for this total), and the voucher or promotion code.
 * Plain form fields for the caller's <form>: everything works without JavaScript, and a refused
 * field comes back with its message next to it (`errors`, by field name) and the values kept.
 */
import { useId } from "react";
import { type MessageKey, useI18n } from "../../i18n";
import { formatEuro } from "../../lib/money";
import "./checkout.css";

import type { Delivery, PaymentMethodId } from "../../schemas/box-office";

export type { Delivery, PaymentMethodId };

export interface BuyerValues {
  name: string;
  email: string;
}

export type FieldErrors = Partial<Record<"name" | "email" | "delivery" | "payment" | "voucher", string>>;

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="checkout-field__error">
      {message}
    </p>
  ) : null;
}

export function BuyerFields({ values, errors = {} }: { values: BuyerValues; errors?: FieldErrors }) {
  const { t } = useI18n();
  const id = useId();
  const field = (name: "name" | "email", label: MessageKey, type: string, autoComplete: string) => (
    <div className="checkout-field">
      <label htmlFor={`${id}-${name}`}>{t(label)}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={name === "name" ? 200 : 254}
        defaultValue={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      <FieldError id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  );
  return (
    <fieldset className="checkout-group">
      <legend>{t("shop.checkout.buyer")}</legend>
      {field("name", "shop.checkout.name", "text", "name")}
      {field("email", "shop.checkout.email", "email", "email")}
      <p className="checkout-group__note">{t("shop.checkout.emailNote")}</p>
    </fieldset>
  );
}

/** A group of radio buttons, each with its own description. */
function Choice<T extends string>({
  name,
  legend,
  options,
  value,
  error,
}: {
  name: string;
  legend: string;
  options: readonly { value: T; label: string; description: string }[];
  value: T | null;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset className="checkout-group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="checkout-choice">
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            required
            defaultChecked={value === option.value}
            aria-describedby={`${id}-${option.value}-description`}
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
          <p id={`${id}-${option.value}-description`} className="checkout-choice__description">
            {option.description}
          </p>
        </div>
      ))}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

export function DeliveryChoice({ value, error }: { value: Delivery | null; error?: string }) {
  const { t } = useI18n();
  return (
    <Choice
      name="delivery"
      legend={t("shop.checkout.delivery")}
      value={value}
      error={error}
      options={[
        { value: "print-at-home", label: t("shop.delivery.printAtHome"), description: t("shop.delivery.printAtHomeText") },
        { value: "box-office", label: t("shop.delivery.pickUp"), description: t("shop.delivery.pickUpText") },
      ]}
    />
  );
}

const paymentLabels: Record<PaymentMethodId, { label: MessageKey; description: MessageKey }> = {
  "bank-transfer": { label: "shop.payment.bankTransfer", description: "shop.payment.bankTransferText" },
  "box-office": { label: "shop.payment.boxOffice", description: "shop.payment.boxOfficeText" },
  free: { label: "shop.payment.free", description: "shop.payment.freeText" },
  stripe: { label: "shop.payment.card", description: "shop.payment.cardText" },
};

export function PaymentChoice({ methods, value, error }: { methods: readonly PaymentMethodId[]; value: PaymentMethodId | null; error?: string }) {
  const { t } = useI18n();
  return (
    <Choice
      name="payment"
      legend={t("shop.checkout.payment")}
      value={methods.length === 1 ? methods[0] : value}
      error={error}
      options={methods.map((method) => ({ value: method, label: t(paymentLabels[method].label), description: t(paymentLabels[method].description) }))}
    />
  );
}

export interface AppliedVoucher {
  code: string;
  /** What it takes off, in cents. */
  discountCents: number;
}

/**
 * The voucher or promotion code: a form of its own (`action`), so applying it never sends the
 * checkout. An applied voucher shows with what it saves and a button that removes it.
 */
export function VoucherForm({
  action,
  applied,
  error,
  children,
}: {
  action: string;
  applied: AppliedVoucher | null;
  error?: string;
  children?: React.ReactNode;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  return (
    <form method="post" action={action} className="checkout-voucher">
      {children}
      {applied ? (
        <>
          <p>{t("shop.voucher.applied", { code: applied.code, amount: formatEuro(applied.discountCents, locale) })}</p>
          <button type="submit" name="intent" value="remove-voucher" className="button">
            {t("shop.voucher.remove")}
          </button>
        </>
      ) : (
        <>
          <label htmlFor={`${id}-code`}>{t("shop.voucher.label")}</label>
          <div className="checkout-voucher__row">
            <input
              id={`${id}-code`}
              name="voucher"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <button type="submit" name="intent" value="apply-voucher" className="button">
              {t("shop.voucher.apply")}
            </button>
          </div>
          <FieldError id={`${id}-error`} message={error} />
        </>
      )}
    </form>
  );
}
