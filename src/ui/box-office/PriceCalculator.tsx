/**
 * The price calculator of a performance (issue 20, point 3): per sales type (full price, reduced,
 * festival pass, …) a fieldset, per price group a number field with its price. It renders the
 * fields of the caller's <form>: the form posts `qty.<sales type>.<price group>=n` and the server
 * checks and prices it. Without JavaScript the number fields are all there is; with it, − and +
 * buttons step each count (named "Eine Karte weniger: Vollpreis, Kategorie A"), a count never
 * passes what the order or the free places allow (and the page says why), and the total shows
 * as the visitor counts, in a polite live region.
 */
import { useId } from "react";
import { useI18n } from "../../i18n";
import { countedKey } from "../../i18n/counted";
import { useHydrated } from "../header/MainMenu";
import { type Offer, type PriceCalculatorView, type Quantities, quantityField, ticketLimit, totalCents, totalTickets, withQuantity } from "./price-calculator";
import { formatEuro } from "../../lib/money";
import "./price-calculator.css";

export interface PriceCalculatorProps {
  view: PriceCalculatorView;
  quantities: Quantities;
  onChange: (quantities: Quantities) => void;
}

/** The offers by sales type, in the order they come. */
function bySalesType(offers: readonly Offer[]): { salesType: Offer["salesType"]; offers: Offer[] }[] {
  const groups = new Map<string, { salesType: Offer["salesType"]; offers: Offer[] }>();
  for (const offer of offers) {
    const group = groups.get(offer.salesType.id) ?? { salesType: offer.salesType, offers: [] };
    group.offers.push(offer);
    groups.set(offer.salesType.id, group);
  }
  return [...groups.values()];
}

export function PriceCalculator({ view, quantities, onChange }: PriceCalculatorProps) {
  const { t, locale } = useI18n();
  const hydrated = useHydrated();
  const id = useId();
  const limit = ticketLimit(view);
  const count = totalTickets(quantities);
  const full = count >= limit;
  const fewerFree = view.available !== null && view.available < view.maxPerOrder;
  const limitId = `${id}-limit`;
  const set = (field: string, wanted: number) => onChange(withQuantity(view, quantities, field, wanted));

  return (
    <div className="price-calculator">
      <p className="price-calculator__hint" id={limitId}>
        {t(countedKey("shop.price.hint", view.maxPerOrder), { max: view.maxPerOrder })}
        {fewerFree ? <> {t(countedKey("shop.price.fewLeft", limit), { count: limit })}</> : null}
      </p>
      {bySalesType(view.offers).map(({ salesType, offers }) => (
        <fieldset key={salesType.id} className="price-calculator__type">
          <legend>{salesType.label}</legend>
          {offers.map((offer) => {
            const field = quantityField(offer);
            const inputId = `${id}-${field}`;
            const value = quantities[field] ?? 0;
            const names = { salesType: salesType.label, priceGroup: offer.priceGroup.label };
            return (
              <div key={field} className="price-calculator__offer">
                <label htmlFor={inputId}>
                  <span className="price-calculator__group">{offer.priceGroup.label}</span>{" "}
                  <span className="price-calculator__price">{formatEuro(offer.priceCents, locale)}</span>
                </label>
                <div className="stepper">
                  {hydrated ? (
                    <button
                      type="button"
                      className="stepper__button"
                      aria-label={t("shop.price.less", names)}
                      disabled={value === 0}
                      onClick={() => set(field, value - 1)}
                    >
                      <span aria-hidden="true">−</span>
                    </button>
                  ) : null}
                  <input
                    id={inputId}
                    className="stepper__input"
                    type="number"
                    inputMode="numeric"
                    name={field}
                    min={0}
                    max={limit}
                    step={1}
                    value={value}
                    aria-describedby={limitId}
                    onChange={(event) => set(field, event.currentTarget.valueAsNumber)}
                  />
                  {hydrated ? (
                    <button
                      type="button"
                      className="stepper__button"
                      aria-label={t("shop.price.more", names)}
                      disabled={full}
                      onClick={() => set(field, value + 1)}
                    >
                      <span aria-hidden="true">+</span>
                    </button>
                  ) : null}
                </div>
              </div>
            );
          })}
        </fieldset>
      ))}
      {hydrated ? (
        <p className="price-calculator__total" role="status">
          {count === 0
            ? t("shop.price.none")
            : t(countedKey("shop.price.total", count), { count, total: formatEuro(totalCents(view.offers, quantities), locale) })}
          {count > 0 && full ? <> {t(fewerFree ? "shop.price.limitAvailable" : "shop.price.limitOrder")}</> : null}
        </p>
      ) : null}
    </div>
  );
}
