import { describe, expect, it } from "vitest";
import { cartUrl } from "./cart";

describe("cart link", () => {
  it("points to the shop's shopping cart with the site language", () => {
    expect(cartUrl("https://tickets.example", "de")).toBe("https://tickets.example/webticket/shoppingcart?language=de");
    expect(cartUrl("https://tickets.example/shop/", "en")).toBe("https://tickets.example/webticket/shoppingcart?language=en");
  });
});
