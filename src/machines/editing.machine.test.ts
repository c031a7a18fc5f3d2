import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { EditorCommand } from "../schemas/editor";
import { ALERT_MS, EditorRequestError, editingMachine } from "./editing.machine";

const update: EditorCommand = {
  action: "module.update",
  module: "headline",
  id: 7,
  sectionId: 1,
  slug: "intro",
  revision: 3,
  body: { model: { content: "Neu" } },
};
const remove: EditorCommand = { action: "module.delete", module: "text", id: 8, sectionId: 1, slug: "intro", revision: 3 };
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
    expect(actor.getSnapshot().context).toMatchObject({
      alert: "save",
      result: { command: update, data: answer("intro", 4) },
      chains: { intro: { base: 3, head: 4 } },
    });
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

  it("queues commands sent while another is in flight; one built on its own earlier save goes out on that save's revision", async () => {
    const { actor, send } = start([async () => answer("intro", 4), async () => answer("intro", 5), async () => answer("intro", 6)]);
    actor.send({ type: "request.send", command: update });
    actor.send({ type: "request.send", command: remove });
    actor.send({ type: "request.send", command: { ...remove, id: 9 } });
    expect(actor.getSnapshot().context.queue).toEqual([remove, { ...remove, id: 9 }]);
    expect(send).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 3; i++) await flush();
    expect(send.mock.calls.map(([command]) => "revision" in command && command.revision)).toEqual([3, 4, 5]);
    expect(actor.getSnapshot().value).toBe("saved");
    expect(actor.getSnapshot().context).toMatchObject({
      queue: [],
      chains: { intro: { base: 3, head: 6 } },
      result: { command: { ...remove, id: 9, revision: 5 } },
    });
  });

  it("never moves a command onto a revision someone else made: after a conflict, queued commands go as built and are refused too", async () => {
    const { actor, send } = start([
      async () => answer("intro", 4),
      async () => Promise.reject(new EditorRequestError(409, "conflict")),
      async () => Promise.reject(new EditorRequestError(409, "conflict")),
    ]);
    actor.send({ type: "request.send", command: update });
    await flush();
    expect(actor.getSnapshot().context.chains).toEqual({ intro: { base: 3, head: 4 } });
    // Another editor saved the section (revision 5) before the next command went out.
    actor.send({ type: "request.send", command: { ...update, revision: 4 } });
    actor.send({ type: "request.send", command: remove });
    await flush();
    // The session reloads the section after the conflict: its revision 8 is not this editor's.
    actor.send({ type: "sections.seen", sections: [{ slug: "intro", revision: 8 }] });
    await flush();
    expect(send.mock.calls.map(([command]) => "revision" in command && command.revision)).toEqual([3, 4, 3]);
    expect(actor.getSnapshot().context).toMatchObject({ chains: {}, failure: { kind: "conflict", command: remove } });
  });

  it("a block moved to another section goes out on both sections' own newest revisions, moves both chains on, and a conflict ends both", async () => {
    const across: EditorCommand = {
      action: "module.move",
      module: "text",
      id: 8,
      sectionId: 1,
      slug: "intro",
      revision: 3,
      target: { slug: "more", revision: 5 },
      body: { column: 0, parent: null, position: 0, section_id: 2 },
    };
    const { actor, send } = start([
      async () => answer("intro", 4),
      async () => answer("more", 6),
      async () => ({ section: { slug: "intro", revision: 5 }, target: { slug: "more", revision: 7 } }),
      async () => Promise.reject(new EditorRequestError(409, "conflict")),
    ]);
    actor.send({ type: "request.send", command: update });
    actor.send({ type: "request.send", command: { ...update, slug: "more", revision: 5 } });
    actor.send({ type: "request.send", command: across });
    for (let i = 0; i < 3; i++) await flush();
    // Built on revisions 3 and 5, sent on this editor's saves 4 and 6 of them.
    expect(send.mock.calls[2][0]).toEqual({ ...across, revision: 4, target: { slug: "more", revision: 6 } });
    expect(actor.getSnapshot().context.chains).toEqual({ intro: { base: 3, head: 5 }, more: { base: 5, head: 7 } });

    actor.send({ type: "request.send", command: { ...across, revision: 5, target: { slug: "more", revision: 7 } } });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ chains: {}, failure: { kind: "conflict" } });
  });

  it("keeps a chain through a reload that shows its own newest revision, and ends it on an undo or a restore", async () => {
    const { actor } = start([
      async () => answer("intro", 4),
      async () => ({ section: { slug: "intro", revision: 11 }, depth: 0 }),
      async () => answer("intro", 12),
    ]);
    actor.send({ type: "request.send", command: update });
    await flush();
    actor.send({
      type: "sections.seen",
      sections: [
        { slug: "intro", revision: 4 },
        { slug: "other", revision: 2 },
      ],
    });
    expect(actor.getSnapshot().context.chains).toEqual({ intro: { base: 3, head: 4 } });
    actor.send({ type: "request.send", command: { action: "backup.undo", body: { slug: "intro" } } });
    await flush();
    expect(actor.getSnapshot().context.chains).toEqual({});
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

  it("a cancelled login ends in the error alert and drops the command and those waiting behind it", async () => {
    const { actor, send } = start([async () => Promise.reject(new EditorRequestError(401, "Please log in."))]);
    actor.send({ type: "request.send", command: update });
    await flush();
    actor.send({ type: "request.send", command: remove });
    actor.send({ type: "login.cancelled" });
    expect(actor.getSnapshot().value).toBe("error");
    expect(actor.getSnapshot().context).toMatchObject({ alert: "error", inFlight: null, queue: [], failure: { command: update, kind: "failed" } });
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    actor.send({ type: "alert.dismiss" });
    expect(actor.getSnapshot().value).toBe("idle");
  });
});
