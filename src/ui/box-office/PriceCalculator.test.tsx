import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Locale } from "../../schemas/api";
import { type PriceCalculatorView, type Quantities, readQuantity, ticketLimit, totalCents, withQuantity } from "./price-calculator";
import { PriceCalculator } from "./PriceCalculator";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

const full = { id: "full", label: "Vollpreis" };
const reduced = { id: "reduced", label: "Ermäßigt" };
const a = { id: "a", label: "Kategorie A" };
const b = { id: "b", label: "Kategorie B" };

const view: PriceCalculatorView = {
  performanceId: 7,
  offers: [
    { salesType: full, priceGroup: a, priceCents: 3900 },
    { salesType: full, priceGroup: b, priceCents: 2900 },
    { salesType: reduced, priceGroup: a, priceCents: 1950 },
  ],
  maxPerOrder: 4,
  available: 120,
};

function Page({ calculator = view, locale = "de" }: { calculator?: PriceCalculatorView; locale?: Locale }) {
  const [quantities, setQuantities] = useState<Quantities>({});
  return (
    <I18nProvider locale={locale}>
      <form aria-label="tickets" method="post">
        <PriceCalculator view={calculator} quantities={quantities} onChange={setQuantities} />
      </form>
    </I18nProvider>
  );
}

const posted = () => Object.fromEntries(new FormData(screen.getByRole("form", { name: "tickets" }) as HTMLFormElement));

describe("price calculator rules", () => {
  it("reads counts as the server does, totals in cents, and keeps every count within the limit", () => {
    expect([readQuantity("2"), readQuantity(" 3 "), readQuantity("-1"), readQuantity("1.5"), readQuantity("x"), readQuantity(null)]).toEqual([
      2, 3, 0, 0, 0, 0,
    ]);
    expect(totalCents(view.offers, { "qty.full.a": 2, "qty.reduced.a": 1 })).toBe(2 * 3900 + 1950);
    expect(withQuantity(view, { "qty.full.a": 3 }, "qty.reduced.a", 5)).toEqual({ "qty.full.a": 3, "qty.reduced.a": 1 });
    expect(withQuantity(view, {}, "qty.full.a", -2)).toEqual({ "qty.full.a": 0 });
    expect(withQuantity(view, {}, "qty.full.a", Number.NaN)).toEqual({ "qty.full.a": 0 });
    expect(ticketLimit({ ...view, available: 2 })).toBe(2);
    expect(ticketLimit({ ...view, available: null })).toBe(4);
  });
});

describe("PriceCalculator without JavaScript (server HTML)", () => {
  it("is a number field per offer in a fieldset per sales type, posting qty.<type>.<group>", () => {
    document.body.innerHTML = renderToString(<Page />);
    expect(screen.getByRole("group", { name: "Vollpreis" })).toBeTruthy();
    const fullA = screen.getByRole("spinbutton", { name: /^Kategorie A 39,00\s€$/ }) as HTMLInputElement;
    expect(fullA.name).toBe("qty.full.a");
    expect(fullA.max).toBe("4");
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(screen.queryByRole("status")).toBeNull();
    expect(posted()).toEqual({ "qty.full.a": "0", "qty.full.b": "0", "qty.reduced.a": "0" });
    expect(document.body.textContent).toContain("Höchstens 4 Karten pro Bestellung.");
  });
});

describe("PriceCalculator with JavaScript", () => {
  it("steps counts with named buttons and shows the total as the visitor counts", async () => {
    render(<Page />);
    await act(async () => {});
    expect(screen.getByRole("status").textContent).toBe("Noch keine Karte gewählt.");
    const more = screen.getByRole("button", { name: "Eine Karte mehr: Vollpreis, Kategorie A" });
    fireEvent.click(more);
    expect(screen.getByRole("status").textContent).toMatch(/^1 Karte, zusammen 39,00\s€$/);
    fireEvent.click(more);
    fireEvent.click(screen.getByRole("button", { name: "Eine Karte mehr: Ermäßigt, Kategorie A" }));
    expect(screen.getByRole("status").textContent).toMatch(/^3 Karten, zusammen 97,50\s€$/);
    expect(posted()).toMatchObject({ "qty.full.a": "2", "qty.reduced.a": "1" });
    const less = screen.getByRole("button", { name: "Eine Karte weniger: Vollpreis, Kategorie B" }) as HTMLButtonElement;
    expect(less.disabled).toBe(true);
  });

  it("stops at the order's limit and says why; a typed count beyond it is cut to what is left", async () => {
    render(<Page />);
    await act(async () => {});
    const field = screen.getByRole("spinbutton", { name: /^Kategorie B/ }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: "9" } });
    expect(field.value).toBe("4");
    for (const button of screen.getAllByRole("button", { name: /^Eine Karte mehr/ }) as HTMLButtonElement[]) expect(button.disabled).toBe(true);
    expect(screen.getByRole("status").textContent).toContain("Mehr Karten passen nicht in eine Bestellung.");
  });

  it("says how few places are left when that is less than an order may hold, in English too", async () => {
    render(<Page calculator={{ ...view, available: 1 }} locale="en" />);
    await act(async () => {});
    expect(document.body.textContent).toContain("At most 4 tickets per order. Only 1 place left.");
    fireEvent.click(screen.getByRole("button", { name: "One ticket more: Vollpreis, Kategorie A" }));
    expect(screen.getByRole("status").textContent).toMatch(/^1 ticket, €39\.00 in total No more places are free\.$/);
  });
});
