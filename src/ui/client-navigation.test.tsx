import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { isRouteHref, useClientNavigation } from "./client-navigation";

describe("which links the router takes over", () => {
  it("takes site pages in both languages, with query or fragment", () => {
    for (const href of ["/de", "/en", "/de/programm", "/en/festival/about-us?x=1", "/de/faq#tickets"]) expect(isRouteHref(href), href).toBe(true);
  });
  it("leaves files, other paths and other sites to the browser", () => {
    for (const href of [
      "/media/demo/a.jpg",
      "/de/files/programm.pdf",
      "/webshop",
      "https://example.org/de",
      "//cdn.example/de",
      "mailto:x@y.z",
      "#top",
      "/deutsch",
    ]) {
      expect(isRouteHref(href), href).toBe(false);
    }
  });
});

describe("a click on a plain link", () => {
  afterEach(cleanup);

  function Page() {
    useClientNavigation();
    return (
      <>
        <a href="/de/programm">Programm</a>
        <a href="/de">Start</a>
        <a href="/de/files/plan.pdf">Plan</a>
        <a href="/de/presse" data-discover="prefetch">
          Presse
        </a>
        <a href="/de/faq" data-discover="true">
          FAQ
        </a>
      </>
    );
  }

  function renderAt(path: string) {
    const router = createMemoryRouter([{ path: "*", element: <Page /> }], { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    return router;
  }

  it("navigates in the app, and replaces the entry of the page on view instead of adding it again", async () => {
    const router = renderAt("/de");
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "Programm" }));
    });
    expect(router.state.location.pathname).toBe("/de/programm");
    expect(router.state.historyAction).toBe("PUSH");
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "Programm" }));
    });
    expect(router.state.location.pathname).toBe("/de/programm");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("leaves files and clicks with a modifier key to the browser", async () => {
    const router = renderAt("/de");
    const file = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole("link", { name: "Plan" }).dispatchEvent(file);
    const withCtrl = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    screen.getByRole("link", { name: "Programm" }).dispatchEvent(withCtrl);
    expect(file.defaultPrevented).toBe(false);
    expect(withCtrl.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe("/de");
  });

  it("takes a plain link the prefetcher marked for route discovery, and leaves React Router's own links to themselves", async () => {
    const router = renderAt("/de");
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "Presse" }));
    });
    expect(router.state.location.pathname).toBe("/de/presse");
    const own = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole("link", { name: "FAQ" }).dispatchEvent(own);
    expect(own.defaultPrevented).toBe(false);
  });
});
