import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { EditorCommand } from "../schemas/editor";
import { ALERT_MS, EditorRequestError, editingMachine } from "./editing.machine";

const update: EditorCommand = { action: "module.update", module: "headline", id: 7, slug: "intro", revision: 3, body: { model: { content: "Neu" } } };
const remove: EditorCommand = { action: "module.delete", module: "text", id: 8, slug: "intro", revision: 3 };
const answer = (slug: string, revision: number) => ({ section: { slug, revision } });

/** Starts the machine with a fake `send` whose answers are queued per call. */
function start(answers: Array<() => Promise<unknown>>) {
  const send = vi.fn(async (_command: EditorCommand) => {
    const next = answers.shift();
    if (!next) throw new Error("no answer queued");
    return next();
  });
  const machine = editingMachine.provide({ actors: { send: fromPromise(({ input }) => send(input)) } });
  const actor = createActor(machine).start();
  return { actor, send };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("editing machine", () => {
  it("a successful save sets the alert to save, keeps the result, and hides the alert after 4000 ms", async () => {
    const { actor, send } = start([async () => answer("intro", 4)]);
    expect(actor.getSnapshot().value).toBe("idle");
    actor.send({ type: "request.send", command: update });
    expect(actor.getSnapshot().value).toBe("saving");
    await flush();
    expect(send).toHaveBeenCalledWith(update);
    expect(actor.getSnapshot().value).toBe("saved");
    expect(actor.getSnapshot().context).toMatchObject({ alert: "save", result: { command: update, data: answer("intro", 4) }, revisions: { intro: 4 } });
    await vi.advanceTimersByTimeAsync(ALERT_MS - 1);
    expect(actor.getSnapshot().context.alert).toBe("save");
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it("a failure sets the alert to error for 4000 ms; a 409 is a conflict, a 400 brings field errors", async () => {
    const { actor } = start([
      async () => Promise.reject(new EditorRequestError(409, "Someone else saved this section")),
      async () => Promise.reject(new EditorRequestError(400, "Invalid", [{ path: "/content", message: "required" }])),
      async () => Promise.reject(new Error("network down")),
    ]);
    actor.send({ type: "request.send", command: update });
    await flush();
    expect(actor.getSnapshot().value).toBe("error");
    expect(actor.getSnapshot().context).toMatchObject({ alert: "error", failure: { command: update, kind: "conflict" } });

    // A new command while the error shows replaces it.
    actor.send({ type: "request.send", command: update });
    await flush();
    expect(actor.getSnapshot().context.failure).toMatchObject({ kind: "invalid", fieldErrors: [{ path: "/content", message: "required" }] });

    actor.send({ type: "request.send", command: update });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ alert: "error", failure: { kind: "failed", fieldErrors: [] } });
    await vi.advanceTimersByTimeAsync(ALERT_MS);
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it("queues a command sent while another is in flight and sends it after, with the section's revision from the answer", async () => {
    const { actor, send } = start([async () => answer("intro", 4), async () => answer("intro", 5)]);
    actor.send({ type: "request.send", command: update });
    actor.send({ type: "request.send", command: remove });
    expect(actor.getSnapshot().context.queue).toEqual([remove]);
    expect(send).toHaveBeenCalledTimes(1);
    await flush();
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1][0]).toEqual({ ...remove, revision: 4 });
    expect(actor.getSnapshot().value).toBe("saved");
    expect(actor.getSnapshot().context).toMatchObject({ queue: [], revisions: { intro: 5 }, result: { command: { ...remove, revision: 4 } } });
  });

  it("sends the next queued command after a failure too, and takes revisions the session saw", async () => {
    const { actor, send } = start([async () => Promise.reject(new EditorRequestError(409, "conflict")), async () => answer("intro", 9)]);
    actor.send({ type: "request.send", command: update });
    actor.send({ type: "request.send", command: remove });
    actor.send({ type: "sections.seen", sections: [{ slug: "intro", revision: 8 }, { slug: "other" }] });
    await flush();
    await flush();
    expect(send.mock.calls[1][0]).toEqual({ ...remove, revision: 8 });
    expect(actor.getSnapshot().context.revisions).toEqual({ intro: 9 });
  });

  it("a 401 asks for a login and sends the same command again afterwards; commands sent meanwhile wait", async () => {
    const { actor, send } = start([
      async () => Promise.reject(new EditorRequestError(401, "Please log in.")),
      async () => answer("intro", 4),
      async () => answer("intro", 5),
    ]);
    actor.send({ type: "request.send", command: update });
    await flush();
    expect(actor.getSnapshot().value).toBe("loginRequired");
    expect(actor.getSnapshot().context).toMatchObject({ inFlight: update, alert: null });
    actor.send({ type: "request.send", command: remove });

    actor.send({ type: "login.succeeded" });
    await flush();
    await flush();
    expect(send.mock.calls.map(([command]) => command)).toEqual([update, update, { ...remove, revision: 4 }]);
    expect(actor.getSnapshot().value).toBe("saved");
  });

  it("a cancelled login ends in the error alert and drops the command", async () => {
    const { actor } = start([async () => Promise.reject(new EditorRequestError(401, "Please log in."))]);
    actor.send({ type: "request.send", command: update });
    await flush();
    actor.send({ type: "login.cancelled" });
    expect(actor.getSnapshot().value).toBe("error");
    expect(actor.getSnapshot().context).toMatchObject({ alert: "error", inFlight: null, failure: { command: update, kind: "failed" } });
    actor.send({ type: "alert.dismiss" });
    expect(actor.getSnapshot().value).toBe("idle");
  });
});
