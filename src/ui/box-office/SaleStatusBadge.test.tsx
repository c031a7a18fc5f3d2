import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n";
import type { SaleFigures } from "../../lib/availability";
import type { Locale } from "../../schemas/api";
import { SaleStatusBadge } from "./SaleStatusBadge";

afterEach(cleanup);

const figures = (available: number, saleStartsAt: string | null = "2026-05-01T10:00:00+02:00"): SaleFigures => ({
  capacity: 400,
  available,
  saleStartsAt,
  saleEndsAt: "2026-08-21T19:30:00+02:00",
});

const badge = (value: SaleFigures, now: string, locale: Locale = "de") =>
  render(
    <I18nProvider locale={locale}>
      <SaleStatusBadge figures={value} now={now} />
    </I18nProvider>,
  ).container.textContent;

describe("SaleStatusBadge", () => {
  it("says the status in words in both languages", () => {
    const during = "2026-07-01T12:00:00+02:00";
    expect(badge(figures(200), during)).toBe("Im Vorverkauf");
    expect(badge(figures(12), during)).toBe("Nur noch wenige Karten");
    expect(badge(figures(0), during, "en")).toBe("Sold out");
    expect(badge(figures(200), "2026-08-22T00:00:00+02:00", "en")).toBe("Sale ended");
    expect(badge(figures(200), "2026-04-01T12:00:00+02:00")).toMatch(/^Vorverkauf ab Fr\., 1\. Mai 2026, 10:00$/);
    expect(badge(figures(200), "2026-04-01T12:00:00+02:00", "en")).toMatch(/^On sale from Fri, 1 May 2026, 10:00/);
  });
});
