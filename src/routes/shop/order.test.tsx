/**
 * The order page of a pending card or SEPA order (src/routes/shop/order.tsx): only the buyer who
 * comes back by Stripe's cancel address is told that the payment was not completed (the page's
 * alert). Any other view (the return from Stripe after paying, before the webhook arrived; a SEPA
 * debit on its way; the mail's link) says neutrally until when the order can still be paid, with
 * the same Pay now button.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Locale } from "../../schemas/api";
import ShopOrder from "./order";

afterEach(cleanup);

const until = "2026-08-21T15:31:00.000Z";

function show(locale: Locale, { paymentCancelled }: { paymentCancelled: boolean }) {
  const loaderData = {
    locale,
    payAgain: { until, csrfToken: "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG" },
    publicUrl: "https://festival.example",
    alternates: { de: "/webshop/order/ABCD234567?language=de", en: "/webshop/order/ABCD234567?language=en" },
    here: `/webshop/order/ABCD234567?language=${locale}`,
    paymentCancelled,
    ticketsHref: "/webshop/order/ABCD234567/tickets?access=o.x",
    accountHref: `/webshop/account?language=${locale}`,
    order: {
      reference: "ABCD234567",
      status: "pending",
      name: "Ada Lovelace",
      email: "ada@example.org",
      createdAt: "2026-08-21T15:00:00.000Z",
      totalCents: 5000,
      delivery: "print-at-home",
      paymentMethod: "stripe",
    },
    payment: null,
    bank: null,
    view: { performances: [], totalCents: 5000, count: 0 },
  };
  const props = { loaderData, actionData: undefined } as unknown as Parameters<typeof ShopOrder>[0];
  return render(
    <MemoryRouter initialEntries={[loaderData.here]}>
      <I18nProvider locale={locale}>
        <ShopOrder {...props} />
      </I18nProvider>
    </MemoryRouter>,
  );
}

describe("the order page of a pending card payment", () => {
  it("says the payment was not completed only to a buyer back from Stripe's cancel address", () => {
    show("de", { paymentCancelled: true });
    expect(screen.getByRole("alert").textContent).toMatch(/^Die Zahlung wurde nicht abgeschlossen\. Ihre Plätze sind bis \d{1,2}:\d{2} Uhr/);
    expect(screen.queryByText(/Falls Sie noch nicht bezahlt haben/)).toBeNull();
    expect(screen.getByRole("button", { name: "Jetzt bezahlen" })).toBeTruthy();
  });

  for (const [locale, neutral, definite, payNow] of [
    ["de", /^Falls Sie noch nicht bezahlt haben, können Sie bis \d{1,2}:\d{2} Uhr bezahlen\.$/, /nicht abgeschlossen/, "Jetzt bezahlen"],
    ["en", /^If you have not paid yet, you can pay until \d{1,2}:\d{2}\s[AP]M\.$/, /not completed/, "Pay now"],
  ] as const) {
    it(`${locale}: on any other view (back from paying, a SEPA debit on its way) says neutrally until when it can be paid`, () => {
      show(locale, { paymentCancelled: false });
      expect(screen.queryByRole("alert")).toBeNull();
      expect(screen.getByText(neutral)).toBeTruthy();
      expect(screen.queryByText(definite)).toBeNull();
      expect(screen.getByRole("button", { name: payNow })).toBeTruthy();
    });
  }
});
