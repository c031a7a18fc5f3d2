import { describe, expect, it } from "vitest";
import { isStripeCheckout, sendsToStripe } from "./stripe-checkout";

describe("Stripe's payment page", () => {
  it("is an https address on checkout.stripe.com exactly", () => {
    expect(isStripeCheckout("https://checkout.stripe.com/c/pay/cs_test_1")).toBe(true);
    for (const url of [
      "http://checkout.stripe.com/c/pay/cs_test_1",
      "https://checkout.stripe.com.evil.example/",
      "https://evil.example/?https://checkout.stripe.com",
      "/webshop/cart",
      "not a url",
    ])
      expect(isStripeCheckout(url)).toBe(false);
  });

  it("is where the forms of the checkout and of an order's page may end, and no other page's", () => {
    expect(sendsToStripe("/webshop/checkout")).toBe(true);
    expect(sendsToStripe("/webshop/order/ABCD234567")).toBe(true);
    for (const path of ["/webshop/cart", "/webshop/order/ABCD234567/tickets", "/de/kontakt", "/webshop/account"]) expect(sendsToStripe(path)).toBe(false);
  });
});
