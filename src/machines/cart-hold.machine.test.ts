import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { cartHoldMachine, formatHoldRemaining, HOLD_WARNING_MS, HoldExtendError } from "./cart-hold.machine";

const minute = 60_000;

function start(expiresIn: number, extendHold: () => Promise<number> = async () => Date.now() + 15 * minute) {
  const extend = vi.fn(extendHold);
  const actor = createActor(cartHoldMachine.provide({ actors: { extendHold: fromPromise(extend) } }), {
    input: { expiresAt: Date.now() + expiresIn },
  }).start();
  return { actor, extend, state: () => actor.getSnapshot().value };
}

describe("cart hold machine", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-08-20T18:00:00Z") });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("holds, warns two minutes before the end, then expires by the clock", async () => {
    const { state } = start(15 * minute);
    expect(state()).toBe("holding");
    await vi.advanceTimersByTimeAsync(13 * minute - 1);
    expect(state()).toBe("holding");
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toBe("warning");
    await vi.advanceTimersByTimeAsync(HOLD_WARNING_MS - 1);
    expect(state()).toBe("warning");
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toBe("expired");
  });

  it("starts in the state the clock says: a hold read late is already warning, or over", () => {
    expect(start(90_000).state()).toBe("warning");
    expect(start(0).state()).toBe("expired");
    expect(start(-5000).state()).toBe("expired");
  });

  it("extending asks the server and starts the countdown again from its new expiry", async () => {
    const { actor, extend, state } = start(15 * minute);
    await vi.advanceTimersByTimeAsync(14 * minute);
    expect(state()).toBe("warning");
    actor.send({ type: "hold.extend" });
    await vi.advanceTimersByTimeAsync(0);
    expect(extend).toHaveBeenCalledTimes(1);
    expect(state()).toBe("holding");
    expect(actor.getSnapshot().context.expiresAt).toBe(Date.now() + 15 * minute);
    // The old expiry passes without effect.
    await vi.advanceTimersByTimeAsync(2 * minute);
    expect(state()).toBe("holding");
  });

  it("keeps the server's refusal for the page to say, and the countdown runs on", async () => {
    const { actor, state } = start(90_000, async () => {
      throw new HoldExtendError("extend_limit");
    });
    actor.send({ type: "hold.extend" });
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe("warning");
    expect(actor.getSnapshot().context.extendError).toBe("extend_limit");
    await vi.advanceTimersByTimeAsync(90_000);
    expect(state()).toBe("expired");
  });

  it("a failure that is not the server's answer reads as unavailable", async () => {
    const { actor } = start(90_000, async () => {
      throw new TypeError("Failed to fetch");
    });
    actor.send({ type: "hold.extend" });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.extendError).toBe("unavailable");
  });

  it("a renewal from the server (another tab, a cart change) moves the expiry and clears an error", async () => {
    const { actor, state } = start(60_000);
    expect(state()).toBe("warning");
    actor.send({ type: "hold.renewed", expiresAt: Date.now() + 10 * minute });
    expect(state()).toBe("holding");
    await vi.advanceTimersByTimeAsync(8 * minute);
    expect(state()).toBe("warning");
  });

  it("an expired hold comes back when the server renews it (places still free), and ends when released", async () => {
    const { actor, state } = start(0);
    expect(state()).toBe("expired");
    actor.send({ type: "hold.renewed", expiresAt: Date.now() + 15 * minute });
    expect(state()).toBe("holding");
    actor.send({ type: "hold.released" });
    expect(state()).toBe("released");
    expect(actor.getSnapshot().status).toBe("done");
  });

  it("formats what is left as minutes and seconds, rounding up and never below zero", () => {
    expect(formatHoldRemaining(15 * minute)).toBe("15:00");
    expect(formatHoldRemaining(65_001)).toBe("1:06");
    expect(formatHoldRemaining(5000)).toBe("0:05");
    expect(formatHoldRemaining(-1)).toBe("0:00");
  });
});
