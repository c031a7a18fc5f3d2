import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Locale } from "../../schemas/api";
import { BuyerFields, DeliveryChoice, PaymentChoice, VoucherForm } from "./CheckoutFields";

afterEach(() => {
  document.body.innerHTML = "";
});

const serve = (node: React.ReactNode, locale: Locale = "de") => {
  document.body.innerHTML = renderToString(<I18nProvider locale={locale}>{node}</I18nProvider>);
};
const posted = (name: string) => Object.fromEntries(new FormData(screen.getByRole("form", { name }) as HTMLFormElement));

describe("checkout fields (server HTML, no JavaScript)", () => {
  it("keeps the buyer's values and names a refused field next to it", () => {
    serve(
      <form aria-label="checkout">
        <BuyerFields values={{ name: "Ada Lovelace", email: "ada@" }} errors={{ email: "Bitte eine gültige E-Mail-Adresse." }} />
      </form>,
    );
    const email = screen.getByRole("textbox", { name: "E-Mail-Adresse" }) as HTMLInputElement;
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Bitte eine gültige E-Mail-Adresse.");
    expect(posted("checkout")).toEqual({ name: "Ada Lovelace", email: "ada@" });
    expect((screen.getByRole("textbox", { name: "Vor- und Nachname" }) as HTMLInputElement).autocomplete).toBe("name");
  });

  it("offers print at home and pick-up, each without a fee, and the payment methods given", () => {
    serve(
      <form aria-label="checkout">
        <DeliveryChoice value="box-office" />
        <PaymentChoice methods={["bank-transfer", "stripe", "box-office"]} value={null} error="Bitte wählen Sie, wie Sie bezahlen." />
      </form>,
      "en",
    );
    const delivery = screen.getByRole("group", { name: "Delivery" });
    expect(delivery.textContent).toContain("No fee.");
    expect((screen.getByRole("radio", { name: "Pick-up at the box office" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole("radio").map((radio) => (radio as HTMLInputElement).value)).toEqual([
      "print-at-home",
      "box-office",
      "bank-transfer",
      "stripe",
      "box-office",
    ]);
    const card = screen.getByRole("radio", { name: "Card or SEPA direct debit" });
    expect(document.getElementById(card.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "You pay on the secure page of our payment provider Stripe. No fee.",
    );
    expect(posted("checkout")).toEqual({ delivery: "box-office" });
  });

  it("chooses the only payment method there is (a free order)", () => {
    serve(
      <form aria-label="checkout">
        <PaymentChoice methods={["free"]} value={null} />
      </form>,
    );
    expect(posted("checkout")).toEqual({ payment: "free" });
  });

  it("the voucher is a form of its own: apply a code, or remove the one applied", () => {
    serve(<VoucherForm action="/webshop/cart/voucher" applied={null} error="Diesen Gutscheincode kennen wir nicht." />);
    const code = screen.getByRole("textbox", { name: "Gutschein- oder Aktionscode" });
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("button", { name: "Einlösen" }).getAttribute("value")).toBe("apply-voucher");
    serve(<VoucherForm action="/webshop/cart/voucher" applied={{ code: "FREUNDE", discountCents: 1000 }} />, "en");
    expect(document.body.textContent).toContain("Voucher FREUNDE redeemed: €10.00 off.");
    expect(screen.getByRole("button", { name: "Remove voucher" }).getAttribute("value")).toBe("remove-voucher");
  });
});
