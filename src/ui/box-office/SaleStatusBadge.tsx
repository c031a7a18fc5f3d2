/** A performance's sale status in words (src/lib/availability.ts), never in colour alone. */
import { useI18n } from "../../i18n";
import { type SaleFigures, saleStatus } from "../../lib/availability";
import { formatDateTime } from "../../lib/dates";
import "./sale-status.css";

export function SaleStatusBadge({ figures, now }: { figures: SaleFigures; now: Date | string }) {
  const { t, locale } = useI18n();
  const status = saleStatus(figures, now);
  const labels = { "on-sale": "shop.status.onSale", "few-left": "shop.status.fewLeft", "sold-out": "shop.status.soldOut", ended: "shop.status.ended" } as const;
  // "Not yet" is only ever the status of a sale with a start.
  const text = status === "not-yet" ? t("shop.status.notYet", { date: formatDateTime(figures.saleStartsAt ?? now, locale) }) : t(labels[status]);
  return (
    <span className="sale-status" data-status={status}>
      {text}
    </span>
  );
}
