import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { ALERT_MS, type EditorRequest, EditorRequestError, editingMachine } from "./editing.machine";

const update: EditorRequest = { method: "POST", path: "headline/7", body: { revision: 3, model: { content: "Neu" } }, action: "module.update" };

/** Starts the machine with a fake `send` whose answers are queued per call. */
function start(answers: Array<() => Promise<unknown>>, editing = true) {
  const send = vi.fn(async (_request: EditorRequest) => {
    const next = answers.shift();
    if (!next) throw new Error("no answer queued");
    return next();
  });
  const machine = editingMachine.provide({ actors: { send: fromPromise(({ input }) => send(input)) } });
  const actor = createActor(machine, { input: { editing } }).start();
  return { actor, send };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("editing machine", () => {
  it("follows the edit query parameter: view without it, editing with it, and switches both ways", () => {
    const viewing = start([], false).actor;
    expect(viewing.getSnapshot().value).toBe("view");
    viewing.send({ type: "edit.enter" });
    expect(viewing.getSnapshot().value).toEqual({ editing: "idle" });
    viewing.send({ type: "edit.leave" });
    expect(viewing.getSnapshot().value).toBe("view");
    expect(start([]).actor.getSnapshot().value).toEqual({ editing: "idle" });
  });

  it("a successful save sets the alert to save, keeps the result, and hides the alert after 4000 ms", async () => {
    const { actor, send } = start([async () => ({ section: { id: 1 } })]);
    actor.send({ type: "request.send", request: update });
    expect(actor.getSnapshot().value).toEqual({ editing: "saving" });
    await flush();
    expect(send).toHaveBeenCalledWith(update);
    expect(actor.getSnapshot().value).toEqual({ editing: "saved" });
    expect(actor.getSnapshot().context).toMatchObject({ alert: "save", result: { request: update, data: { section: { id: 1 } } } });
    await vi.advanceTimersByTimeAsync(ALERT_MS - 1);
    expect(actor.getSnapshot().context.alert).toBe("save");
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toEqual({ editing: "idle" });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it("a failure sets the alert to error for 4000 ms; a 409 is a conflict, a 400 brings field errors", async () => {
    const { actor } = start([
      async () => Promise.reject(new EditorRequestError(409, "Someone else saved this section")),
      async () => Promise.reject(new EditorRequestError(400, "Invalid", [{ path: "/content", message: "required" }])),
      async () => Promise.reject(new Error("network down")),
    ]);
    actor.send({ type: "request.send", request: update });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: "error" });
    expect(actor.getSnapshot().context).toMatchObject({ alert: "error", errorKind: "conflict" });

    // A new request while the error shows replaces it.
    actor.send({ type: "request.send", request: update });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ errorKind: "invalid", fieldErrors: [{ path: "/content", message: "required" }] });

    actor.send({ type: "request.send", request: update });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ alert: "error", errorKind: "failed", fieldErrors: [] });
    await vi.advanceTimersByTimeAsync(ALERT_MS);
    expect(actor.getSnapshot().value).toEqual({ editing: "idle" });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it("a 401 asks for a login and sends the same request again afterwards", async () => {
    const { actor, send } = start([
      async () => Promise.reject(new EditorRequestError(401, "Please log in.")),
      async () => ({ ok: true }),
    ]);
    actor.send({ type: "request.send", request: update });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ editing: "loginRequired" });
    expect(actor.getSnapshot().context.request).toEqual(update);
    expect(actor.getSnapshot().context.alert).toBeNull();

    actor.send({ type: "login.succeeded" });
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1][0]).toEqual(update);
    expect(actor.getSnapshot().value).toEqual({ editing: "saved" });
  });

  it("a cancelled login ends in the error alert and drops the request", async () => {
    const { actor } = start([async () => Promise.reject(new EditorRequestError(401, "Please log in."))]);
    actor.send({ type: "request.send", request: update });
    await flush();
    actor.send({ type: "login.cancelled" });
    expect(actor.getSnapshot().value).toEqual({ editing: "error" });
    expect(actor.getSnapshot().context).toMatchObject({ alert: "error", request: null });
  });

  it("ignores a second request while one is in flight, and leaving edit mode returns to view", async () => {
    const { actor, send } = start([async () => ({ ok: 1 })]);
    actor.send({ type: "request.send", request: update });
    actor.send({ type: "request.send", request: { ...update, action: "other" } });
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    actor.send({ type: "alert.dismiss" });
    expect(actor.getSnapshot().value).toEqual({ editing: "idle" });
    actor.send({ type: "edit.leave" });
    expect(actor.getSnapshot().value).toBe("view");
  });
});
