/**
 * The cart's lines grouped by performance (issue 20, point 3): per performance a heading (the
 * production) with its date and venue, and a table of its tickets (what, seat, number, price).
 * On the cart page each line has a remove button: a POST form of its own, so it works without
 * JavaScript. The total follows, as the server computed it.
 */
import type { ReactNode } from "react";
import { useI18n } from "../../i18n";
import { countedKey } from "../../i18n/counted";
import { formatDateTime } from "../../lib/dates";
import { type CartView, lineCents } from "./cart-view";
import { formatEuro } from "../../lib/money";
import "./cart.css";

export interface CartLinesProps {
  cart: CartView;
  /** Where a line's remove form posts (the line id goes as `line`); none on the checkout's summary. */
  removeAction?: string;
  /** The remove forms' hidden fields (the CSRF token). */
  formFields?: ReactNode;
  /** The heading level of each performance. */
  headingLevel?: 2 | 3;
}

export function CartLines({ cart, removeAction, formFields, headingLevel = 2 }: CartLinesProps) {
  const { t, locale } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (cart.performances.length === 0) return <p className="cart-empty">{t("shop.cart.empty")}</p>;
  return (
    <div className="cart-lines">
      {cart.performances.map((performance) => {
        const headingId = `cart-performance-${performance.id}`;
        return (
          <section key={performance.id} className="cart-performance" aria-labelledby={headingId}>
            <Heading id={headingId} className="cart-performance__title">
              {performance.production}
            </Heading>
            <p className="cart-performance__when">
              {formatDateTime(performance.start, locale)}, {performance.venue}
            </p>
            <table className="cart-table">
              <caption className="visually-hidden">{t("shop.cart.caption", { production: performance.production })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("shop.cart.ticket")}</th>
                  <th scope="col">{t("shop.cart.seat")}</th>
                  <th scope="col" className="cart-table__number">
                    {t("shop.cart.quantity")}
                  </th>
                  <th scope="col" className="cart-table__number">
                    {t("shop.cart.price")}
                  </th>
                  {removeAction ? (
                    <th scope="col">
                      <span className="visually-hidden">{t("shop.cart.actions")}</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {performance.lines.map((line) => {
                  const what = `${line.salesType}, ${line.priceGroup}`;
                  return (
                    <tr key={line.id}>
                      <td>{what}</td>
                      <td>{line.seat ?? t("shop.cart.freeSeating")}</td>
                      <td className="cart-table__number">{line.quantity}</td>
                      <td className="cart-table__number">{formatEuro(lineCents(line), locale)}</td>
                      {removeAction ? (
                        <td>
                          <form method="post" action={removeAction}>
                            {formFields}
                            <input type="hidden" name="line" value={line.id} />
                            <button
                              type="submit"
                              className="button cart-table__remove"
                              aria-label={t("shop.cart.removeNamed", { what: line.seat ? `${what}, ${line.seat}` : what })}
                            >
                              {t("shop.cart.remove")}
                            </button>
                          </form>
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        );
      })}
      <p className="cart-total">
        <span>{t(countedKey("shop.cart.totalLabel", cart.count), { count: cart.count })}</span>{" "}
        <strong className="cart-total__amount">{formatEuro(cart.totalCents, locale)}</strong>
        <span className="cart-total__vat"> {t("shop.cart.vatIncluded")}</span>
      </p>
    </div>
  );
}
