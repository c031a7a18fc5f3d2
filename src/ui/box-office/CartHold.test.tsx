import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../i18n";
import { HoldExtendError } from "../../machines/cart-hold.machine";
import type { Locale } from "../../schemas/api";
import { CartHold } from "./CartHold";

const minute = 60_000;
// 18:00 in Berlin (summer time).
const start = new Date("2026-08-20T16:00:00Z");

function hold(extend: () => Promise<string>, { expiresIn = 15 * minute, locale = "de" as Locale } = {}) {
  return (
    <I18nProvider locale={locale}>
      <CartHold expiresAt={new Date(start.getTime() + expiresIn).toISOString()} extendMinutes={15} extend={extend} action="/webshop/cart/extend">
        <input type="hidden" name="csrf" value="token" />
      </CartHold>
    </I18nProvider>
  );
}

const status = () => screen.getByRole("status").textContent;
const extendButton = () => screen.getByRole("button", { name: /verlängern|Extend/ });

describe("CartHold without JavaScript (server HTML)", () => {
  it("says until when the places are held, and the extend button posts the form", () => {
    document.body.innerHTML = renderToString(hold(async () => ""));
    expect(document.body.textContent).toContain("Ihre Plätze sind bis 18:15 Uhr für Sie reserviert.");
    expect(screen.queryByRole("timer")).toBeNull();
    const form = extendButton().closest("form") as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/webshop/cart/extend");
    expect(form.method).toBe("post");
    expect(new FormData(form).get("csrf")).toBe("token");
    expect(extendButton().textContent).toBe("Reservierung um 15 Minuten verlängern");
    document.body.innerHTML = "";
  });
});

describe("CartHold with JavaScript", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: start });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("counts down, and warns in a polite status two minutes before the end", async () => {
    render(hold(async () => ""));
    await act(async () => {});
    expect(screen.getByRole("timer").textContent).toBe("15:00");
    expect(status()).toBe("");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(13 * minute + 1000);
    });
    expect(screen.getByRole("timer").textContent).toBe("1:59");
    expect(status()).toBe("Ihre Reservierung endet in weniger als 2 Minuten. Verlängern Sie sie, wenn Sie mehr Zeit brauchen.");
  });

  it("extends without leaving the page and says until when", async () => {
    const extend = vi.fn(async () => new Date(Date.now() + 15 * minute).toISOString());
    render(hold(extend, { expiresIn: 90_000 }));
    await act(async () => {});
    // The form's submit is taken over: the page stays.
    const submitted = fireEvent.submit(extendButton().closest("form") as HTMLFormElement);
    expect(submitted).toBe(false);
    await act(async () => {});
    expect(extend).toHaveBeenCalledTimes(1);
    expect(status()).toBe("Verlängert: Ihre Plätze sind jetzt bis 18:15 Uhr reserviert.");
    expect(screen.getByRole("timer").textContent).toBe("15:00");
  });

  it("says when the server refuses another extension, and when the hold has expired", async () => {
    render(
      hold(
        async () => {
          throw new HoldExtendError("extend_limit");
        },
        { expiresIn: 60_000, locale: "en" },
      ),
    );
    await act(async () => {});
    fireEvent.click(extendButton());
    await act(async () => {});
    expect(status()).toBe("The reservation cannot be extended any further. Please complete your order now.");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(status()).toMatch(/^Your reservation has expired/);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("timer")).toBeNull();
  });

  it("a failed call (offline) asks the visitor to try again", async () => {
    render(
      hold(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await act(async () => {});
    fireEvent.click(extendButton());
    await act(async () => {});
    expect(status()).toBe("Die Reservierung konnte gerade nicht verlängert werden. Bitte versuchen Sie es noch einmal.");
  });
});
