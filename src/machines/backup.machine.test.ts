import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { backupMachine, undoTarget } from "./backup.machine";

function start() {
  const requestUndo = vi.fn();
  const machine = backupMachine.provide({ actions: { requestUndo: (_, params) => requestUndo(params.slug) } });
  return { actor: createActor(machine).start(), requestUndo };
}

describe("backup machine", () => {
  it("every save pushes on its section's stack; undo asks for the section changed last", () => {
    const { actor, requestUndo } = start();
    actor.send({ type: "backup.pushed", slug: "intro" });
    actor.send({ type: "backup.pushed", slug: "teasers" });
    actor.send({ type: "backup.pushed", slug: "intro" });
    expect(actor.getSnapshot().context.stacks).toEqual({ intro: 2, teasers: 1 });

    actor.send({ type: "backup.undo" });
    expect(actor.getSnapshot().value).toBe("undoing");
    expect(requestUndo).toHaveBeenCalledWith("intro");
    actor.send({ type: "backup.undone", slug: "intro", depth: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ stacks: { intro: 1, teasers: 1 }, history: ["intro", "teasers"], undoing: null });

    actor.send({ type: "backup.undo" });
    expect(requestUndo).toHaveBeenLastCalledWith("teasers");
  });

  it("an undo that put back both sections of a move between them takes both entries off", () => {
    const { actor, requestUndo } = start();
    actor.send({ type: "backup.loaded", stacks: { intro: 2, teasers: 1 }, history: ["intro", "teasers", "intro"] });
    // A block moved from "teasers" to "intro": the server pushed on both, the source's first.
    actor.send({ type: "backup.pushed", slug: "teasers" });
    actor.send({ type: "backup.pushed", slug: "intro" });
    actor.send({ type: "backup.undo" });
    expect(requestUndo).toHaveBeenCalledWith("intro");
    actor.send({ type: "backup.undone", slug: "intro", depth: 2, linked: [{ slug: "teasers", depth: 1 }] });
    expect(actor.getSnapshot().context).toMatchObject({ stacks: { intro: 2, teasers: 1 }, history: ["intro", "teasers", "intro"], undoing: null });
  });

  it("an undo that put back a group of three sections (a restore) takes all three entries off", () => {
    const { actor } = start();
    actor.send({ type: "backup.loaded", stacks: { intro: 1, teasers: 1, more: 1 }, history: ["intro", "teasers", "more"] });
    actor.send({ type: "backup.undo", slug: "teasers" });
    actor.send({
      type: "backup.undone",
      slug: "teasers",
      depth: 0,
      linked: [
        { slug: "intro", depth: 0 },
        { slug: "more", depth: 0 },
      ],
    });
    expect(actor.getSnapshot().context).toMatchObject({ stacks: { intro: 0, teasers: 0, more: 0 }, history: [], undoing: null });
  });

  it("undo of a named section restores that section's last backup", () => {
    const { actor, requestUndo } = start();
    actor.send({ type: "backup.pushed", slug: "intro" });
    actor.send({ type: "backup.pushed", slug: "teasers" });
    actor.send({ type: "backup.undo", slug: "intro" });
    expect(requestUndo).toHaveBeenCalledWith("intro");
    actor.send({ type: "backup.undone", slug: "intro", depth: 0 });
    expect(actor.getSnapshot().context.history).toEqual(["teasers"]);
  });

  it("stacks loaded from the server allow undo after a reload, and an empty stack does nothing", () => {
    const { actor, requestUndo } = start();
    actor.send({ type: "backup.undo", slug: "intro" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(requestUndo).not.toHaveBeenCalled();

    actor.send({ type: "backup.loaded", stacks: { intro: 3 }, history: ["intro", "intro", "intro"] });
    actor.send({ type: "backup.undo", slug: "intro" });
    expect(requestUndo).toHaveBeenCalledWith("intro");
  });

  it("after a reload, undo without a section takes back the page's last change, then the one before", () => {
    const { actor, requestUndo } = start();
    // The server's stacks and the order their entries were pushed in (oldest first).
    actor.send({ type: "backup.loaded", stacks: { intro: 2, teasers: 1 }, history: ["intro", "teasers", "intro"] });
    expect(undoTarget(actor.getSnapshot().context)).toBe("intro");
    actor.send({ type: "backup.undo" });
    expect(requestUndo).toHaveBeenLastCalledWith("intro");
    actor.send({ type: "backup.undone", slug: "intro", depth: 1 });
    actor.send({ type: "backup.undo" });
    expect(requestUndo).toHaveBeenLastCalledWith("teasers");
    actor.send({ type: "backup.undone", slug: "teasers", depth: 0 });
    // A save after the reload is the last change now.
    actor.send({ type: "backup.pushed", slug: "teasers" });
    actor.send({ type: "backup.undo" });
    expect(requestUndo).toHaveBeenLastCalledWith("teasers");
  });

  it("one undo at a time; a failed undo keeps the stack", () => {
    const { actor, requestUndo } = start();
    actor.send({ type: "backup.pushed", slug: "intro" });
    actor.send({ type: "backup.undo" });
    actor.send({ type: "backup.undo" });
    expect(requestUndo).toHaveBeenCalledTimes(1);
    actor.send({ type: "backup.failed" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.stacks).toEqual({ intro: 1 });
    expect(undoTarget(actor.getSnapshot().context)).toBe("intro");
  });
});
