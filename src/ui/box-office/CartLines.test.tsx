import { cleanup, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Locale } from "../../schemas/api";
import { addsUp, type CartView } from "./cart-view";
import { CartLines } from "./CartLines";
import { PlaceOrder } from "./PlaceOrder";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

const cart: CartView = {
  performances: [
    {
      id: 11,
      production: "Die Stunde der Vögel",
      start: "2026-08-21T19:30:00+02:00",
      venue: "Jahrhunderthalle",
      lines: [
        { id: "l1", salesType: "Vollpreis", priceGroup: "Kategorie A", seat: "Parkett, Reihe 3, Platz 12", quantity: 1, unitCents: 3900 },
        { id: "l2", salesType: "Ermäßigt", priceGroup: "Kategorie A", seat: "Parkett, Reihe 3, Platz 13", quantity: 1, unitCents: 1950 },
      ],
    },
    {
      id: 12,
      production: "Wellen",
      start: "2026-08-23T18:00:00+02:00",
      venue: "Zeche Zollverein",
      lines: [{ id: "l3", salesType: "Vollpreis", priceGroup: "Einheitspreis", seat: null, quantity: 2, unitCents: 2500 }],
    },
  ],
  totalCents: 3900 + 1950 + 5000,
  count: 4,
};

const inLocale = (node: React.ReactNode, locale: Locale = "de") => <I18nProvider locale={locale}>{node}</I18nProvider>;

describe("CartLines", () => {
  it("groups the tickets by performance with date and venue, and totals as the server did", () => {
    expect(addsUp(cart)).toBe(true);
    expect(addsUp({ ...cart, totalCents: cart.totalCents + 1 })).toBe(false);
    render(inLocale(<CartLines cart={cart} />));
    const birds = screen.getByRole("region", { name: "Die Stunde der Vögel" });
    expect(birds.textContent).toContain("Fr., 21. Aug. 2026, 19:30, Jahrhunderthalle");
    const rows = within(within(birds).getByRole("table", { name: "Karten für Die Stunde der Vögel" })).getAllByRole("row");
    expect(rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.replace(/\s/g, " ")))).toEqual([
      ["Karte", "Platz", "Anzahl", "Preis"],
      ["Vollpreis, Kategorie A", "Parkett, Reihe 3, Platz 12", "1", "39,00 €"],
      ["Ermäßigt, Kategorie A", "Parkett, Reihe 3, Platz 13", "1", "19,50 €"],
    ]);
    const waves = screen.getByRole("region", { name: "Wellen" });
    expect(within(waves).getAllByRole("row")[1].textContent?.replace(/\s/g, " ")).toBe("Vollpreis, EinheitspreisFreie Platzwahl250,00 €");
    expect(document.querySelector(".cart-total")?.textContent?.replace(/\s/g, " ")).toBe("Gesamt für 4 Karten: 108,50 € inkl. MwSt.");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("on the cart page each line has a remove form of its own, named for what it removes (no JS needed)", () => {
    document.body.innerHTML = renderToString(
      inLocale(<CartLines cart={cart} removeAction="/webshop/cart/remove" formFields={<input type="hidden" name="csrf" value="t" />} />, "en"),
    );
    const remove = screen.getByRole("button", { name: "Remove: Vollpreis, Kategorie A, Parkett, Reihe 3, Platz 12" });
    const form = remove.closest("form") as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/webshop/cart/remove");
    expect(Object.fromEntries(new FormData(form))).toEqual({ csrf: "t", line: "l1" });
    expect(screen.getByRole("button", { name: "Remove: Vollpreis, Einheitspreis" })).toBeTruthy();
  });

  it("says when the cart is empty", () => {
    render(inLocale(<CartLines cart={{ performances: [], totalCents: 0, count: 0 }} />, "en"));
    expect(document.body.textContent).toBe("Your cart is empty.");
  });
});

describe("PlaceOrder", () => {
  it("has the withdrawal notice, an unticked required terms box, and the total right above 'Zahlungspflichtig bestellen'", () => {
    document.body.innerHTML = renderToString(
      inLocale(
        <form aria-label="order">
          <PlaceOrder totalCents={10850} termsUrl="/de/agb" termsVersion="2026-05" />
        </form>,
      ),
    );
    const terms = screen.getByRole("checkbox", { name: "Ich habe die Allgemeinen Geschäftsbedingungen gelesen und akzeptiere sie." }) as HTMLInputElement;
    expect(terms.checked).toBe(false);
    expect(terms.required).toBe(true);
    expect(screen.getByRole("link", { name: "Allgemeinen Geschäftsbedingungen" }).getAttribute("href")).toBe("/de/agb");
    expect(document.body.textContent).toContain("kein Widerrufsrecht (§ 312g Abs. 2 Nr. 9 BGB)");
    const button = screen.getByRole("button", { name: "Zahlungspflichtig bestellen" });
    const total = button.previousElementSibling as HTMLElement;
    expect(total.textContent?.replace(/\s/g, " ")).toBe("Gesamtbetrag: 108,50 € inkl. MwSt.");
    const form = screen.getByRole("form", { name: "order" }) as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({ terms_version: "2026-05", total_cents: "10850" });
  });

  it("reads 'Buy now' in English, and names a missing consent at the box", () => {
    render(inLocale(<PlaceOrder totalCents={0} termsUrl="/en/terms" termsVersion="2026-05" termsMissing />, "en"));
    expect(screen.getByRole("button", { name: "Buy now" })).toBeTruthy();
    const terms = screen.getByRole("checkbox", { name: "I have read the terms and conditions and accept them." });
    expect(terms.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(terms.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Please accept the terms and conditions to place your order.",
    );
  });
});
