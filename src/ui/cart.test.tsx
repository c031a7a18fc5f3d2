import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { cartCountEvent, cartUrl, useCartCount } from "./cart";

afterEach(() => {
  document.cookie = "cartAmount=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/";
});

function Badge() {
  return <output>{useCartCount(0)}</output>;
}

describe("cart link", () => {
  it("points to the shop's shopping cart with the site language", () => {
    expect(cartUrl("https://tickets.example", "de")).toBe("https://tickets.example/webticket/shoppingcart?language=de");
    expect(cartUrl("https://tickets.example/shop/", "en")).toBe("https://tickets.example/webticket/shoppingcart?language=en");
  });
});

describe("cart badge", () => {
  it("reads the cookie at mount, and again when the page says it wrote it (content that hydrates after the header)", async () => {
    document.cookie = "cartAmount=2; Path=/";
    render(<RouterProvider router={createMemoryRouter([{ path: "/", element: <Badge /> }])} />);
    expect(await screen.findByText("2")).toBeTruthy();
    document.cookie = "cartAmount=5; Path=/";
    // Written without a word: the badge keeps what it read.
    expect(screen.getByRole("status").textContent).toBe("2");
    act(() => {
      window.dispatchEvent(new Event(cartCountEvent));
    });
    expect(screen.getByRole("status").textContent).toBe("5");
  });
});
