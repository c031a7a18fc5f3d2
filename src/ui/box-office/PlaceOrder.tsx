/**
 * The end of the checkout (issue 20, point 7), as German law wants it (§ 312j Abs. 3 BGB): the
 * notice that a dated leisure event has no right of withdrawal (§ 312g Abs. 2 Nr. 9 BGB), an
 * unticked terms checkbox (its consent is stored with the terms' version, sent as
 * `terms_version`), then the total directly above the button "Zahlungspflichtig bestellen" /
 * "Buy now". The caller supplies the <form> and what comes before (buyer, delivery, payment).
 * The total is the server's; the order is placed only for exactly this total (`total_cents`), so
 * a price that changed meanwhile is refused instead of charged.
 */
import { useId } from "react";
import { useI18n } from "../../i18n";
import { formatEuro } from "../../lib/money";
import "./cart.css";

export interface PlaceOrderProps {
  totalCents: number;
  termsUrl: string;
  termsVersion: string;
  /** The terms box was not ticked on the last try (the server's answer, for the no-JS path). */
  termsMissing?: boolean;
}

export function PlaceOrder({ totalCents, termsUrl, termsVersion, termsMissing = false }: PlaceOrderProps) {
  const { t, locale } = useI18n();
  const id = useId();
  const errorId = `${id}-terms-error`;
  return (
    <div className="place-order">
      <p className="place-order__withdrawal">{t("shop.checkout.noWithdrawal")}</p>
      <div className="place-order__terms">
        <input
          id={`${id}-terms`}
          type="checkbox"
          name="terms"
          value="accepted"
          required
          aria-invalid={termsMissing || undefined}
          aria-describedby={termsMissing ? errorId : undefined}
        />
        <label htmlFor={`${id}-terms`}>
          {t("shop.checkout.termsBefore")} <a href={termsUrl}>{t("shop.checkout.termsLink")}</a> {t("shop.checkout.termsAfter")}
        </label>
        {termsMissing ? (
          <p id={errorId} className="place-order__error">
            {t("shop.checkout.termsMissing")}
          </p>
        ) : null}
      </div>
      <input type="hidden" name="terms_version" value={termsVersion} />
      <input type="hidden" name="total_cents" value={totalCents} />
      <p className="place-order__total">
        <span>{t("shop.checkout.total")}</span> <strong>{formatEuro(totalCents, locale)}</strong>{" "}
        <span className="cart-total__vat">{t("shop.cart.vatIncluded")}</span>
      </p>
      <button type="submit" className="button place-order__button">
        {t("shop.checkout.buy")}
      </button>
    </div>
  );
}
