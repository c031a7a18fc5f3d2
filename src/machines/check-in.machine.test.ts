import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { type CheckInAnswer, checkInMachine, normaliseCode } from "./check-in.machine";

const ticket = { production: "Die Stunde der Vögel", performance: "2026-08-21T20:00:00+02:00", seat: "Parkett, Reihe 3, Platz 12", category: "Vollpreis" };

function scanner(admit: (input: { code: string; door: string }) => Promise<CheckInAnswer>) {
  let clock = 1_000_000;
  const call = vi.fn(admit);
  const actor = createActor(checkInMachine.provide({ actors: { admit: fromPromise(({ input }) => call(input)) } }), {
    input: { door: "Haupteingang", now: () => clock },
  }).start();
  const settle = () => waitFor(actor, (s) => !s.matches("checking"));
  const pass = (ms: number) => {
    clock += ms;
  };
  return { actor, call, settle, pass, snapshot: () => actor.getSnapshot() };
}

describe("check-in machine", () => {
  it("admits a scanned ticket at this door and counts it", async () => {
    const { actor, call, settle, snapshot } = scanner(async () => ({ status: "admitted", ticket }));
    actor.send({ type: "checkin.code", code: " 7K3M-9QXD-2 ", source: "camera" });
    expect(snapshot().value).toBe("checking");
    await settle();
    expect(call).toHaveBeenCalledWith({ code: "7K3M-9QXD-2", door: "Haupteingang" });
    expect(snapshot().value).toBe("answered");
    expect(snapshot().context.answer).toEqual({ status: "admitted", ticket });
    expect(snapshot().context.admittedCount).toBe(1);
  });

  it("says when and where a ticket was first admitted", async () => {
    const already: CheckInAnswer = { status: "already", ticket, firstAt: "2026-08-21T19:31:00+02:00", firstDoor: "Seiteneingang" };
    const { actor, settle, snapshot } = scanner(async () => already);
    actor.send({ type: "checkin.code", code: "7K3M9QXD2", source: "typed" });
    await settle();
    expect(snapshot().context.answer).toEqual(already);
    expect(snapshot().context.admittedCount).toBe(0);
  });

  it("ignores the camera seeing the same code again for a moment, but not a typed code or a new one", async () => {
    const { actor, call, settle, pass } = scanner(async ({ code }) =>
      code === "7K3M9QXD2" ? { status: "admitted", ticket } : { status: "invalid", reason: "checksum" },
    );
    actor.send({ type: "checkin.code", code: "7K3M9QXD2", source: "camera" });
    await settle();
    pass(500);
    actor.send({ type: "checkin.code", code: "7k3m-9qxd-2", source: "camera" });
    expect(call).toHaveBeenCalledTimes(1);
    actor.send({ type: "checkin.code", code: "7K3M9QXD2", source: "typed" });
    await settle();
    expect(call).toHaveBeenCalledTimes(2);
    pass(3000);
    actor.send({ type: "checkin.code", code: "7K3M9QXD2", source: "camera" });
    await settle();
    expect(call).toHaveBeenCalledTimes(3);
    actor.send({ type: "checkin.code", code: "AAAA", source: "camera" });
    await settle();
    expect(call).toHaveBeenCalledTimes(4);
  });

  it("ignores codes while one is being checked, and empty input", async () => {
    let answer: (value: CheckInAnswer) => void = () => {};
    const { actor, call, settle, snapshot } = scanner(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    actor.send({ type: "checkin.code", code: "  - ", source: "typed" });
    expect(snapshot().value).toBe("ready");
    actor.send({ type: "checkin.code", code: "7K3M9QXD2", source: "camera" });
    actor.send({ type: "checkin.code", code: "BBBB", source: "camera" });
    expect(call).toHaveBeenCalledTimes(1);
    answer({ status: "invalid", reason: "signature" });
    await settle();
    expect(snapshot().context.answer).toEqual({ status: "invalid", reason: "signature" });
  });

  it("keeps the code when the server cannot be reached, and asks again on retry", async () => {
    let online = false;
    const { actor, call, settle, snapshot } = scanner(async () => {
      if (!online) throw new TypeError("Failed to fetch");
      return { status: "admitted", ticket };
    });
    actor.send({ type: "checkin.code", code: "7K3M9QXD2", source: "typed" });
    await settle();
    expect(snapshot().value).toBe("failed");
    expect(snapshot().context.code).toBe("7K3M9QXD2");
    online = true;
    actor.send({ type: "checkin.retry" });
    await settle();
    expect(call).toHaveBeenCalledTimes(2);
    expect(snapshot().value).toBe("answered");
    actor.send({ type: "checkin.clear" });
    expect(snapshot().value).toBe("ready");
    expect(snapshot().context.answer).toBeNull();
  });

  it("compares codes without case, spaces and hyphens", () => {
    expect(normaliseCode(" 7k3m-9qxd 2 ")).toBe("7K3M9QXD2");
    // The look-alikes as the server reads them: a camera's I and a typed 1 are one code.
    expect(normaliseCode("oil0-1")).toBe(normaliseCode("0110 1"));
  });
});
