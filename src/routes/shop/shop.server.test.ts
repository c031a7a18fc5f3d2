import { describe, expect, it } from "vitest";
import type { AppContext } from "../../context";
import { cartCookies, customerCookie, formTokenRepeated, shopOf } from "./shop.server";

const contextOf = (app: Partial<AppContext>) => ({
  get: () => ({ publicUrl: "https://festival.example", ticketShopUrl: "https://tickets.example", ...app }) as AppContext,
});
const withBoxOffice = contextOf({ boxOffice: {} as AppContext["boxOffice"] });

describe("the shop's pages on the server", () => {
  it("send the visitor to the external shop's page where the site does not sell (BOX_OFFICE=link-out)", () => {
    let thrown: unknown;
    try {
      shopOf(new Request("https://festival.example/webshop/cart?language=en"), contextOf({}));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("https://tickets.example/cart?language=en");
  });

  it("keep the cart's and the customer's tokens in httpOnly __Host- cookies on https, and the badge's count readable", () => {
    const shop = shopOf(new Request("https://festival.example/webshop/cart"), withBoxOffice);
    const [cart, badge] = cartCookies(shop, new Request("https://festival.example/webshop/cart"), { token: "t".repeat(32), count: 3 });
    expect(cart).toMatch(/^__Host-cart=t{32}; Max-Age=10800; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    expect(badge).toMatch(/^cartAmount=3;/);
    expect(cartCookies(shop, new Request("https://festival.example/"), null)[0]).toMatch(/^__Host-cart=; Max-Age=0;/);
    expect(customerCookie(shop, "c.abc.1.sig")).toMatch(/^__Host-customer=c\.abc\.1\.sig; Max-Age=1800; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it("take a post only with the form token its cookie repeats", () => {
    // A browser-like test environment drops a Cookie header from a Request: the server's own is a plain one.
    const cookie = "__Host-csrftoken=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
    const request = {
      url: "https://festival.example/webshop/cart",
      headers: { get: (name: string) => (name === "cookie" ? cookie : null) },
    } as unknown as Request;
    const shop = shopOf(request, withBoxOffice);
    const form = new FormData();
    expect(formTokenRepeated(shop, form)).toBe(false);
    form.set("csrfmiddlewaretoken", "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG");
    expect(formTokenRepeated(shop, form)).toBe(true);
  });
});
