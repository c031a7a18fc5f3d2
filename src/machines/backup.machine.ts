/**
 * Content backup and undo (spec section 4, Editing): a stack per section slug; every save
 * pushes the previous state, undo restores the last backup. The stacks live on the server (so
 * undo works after a reload); this machine mirrors their depths and the order their entries were
 * pushed in (for "undo the last change", after a reload too), and lets one undo run at a time.
 *
 * The undo call itself is the `requestUndo` action (the editor sends it through the editing
 * machine, so a 401 or an error is handled like any editor request); its answer comes back as
 * `backup.undone`, a failure as `backup.failed`.
 */
import { assign, setup } from "xstate";

export interface BackupContext {
  /** Depth of each section's backup stack. */
  stacks: Record<string, number>;
  /**
   * The slug of each entry on the stacks, in the order they were pushed (oldest first): the last
   * one is what "undo the last change" reverts. Loaded from the server (so it survives a reload),
   * then kept up to date by this session's saves and undos.
   */
  history: string[];
  /** The slug being undone. */
  undoing: string | null;
}

export type BackupEvent =
  | { type: "backup.loaded"; stacks: Record<string, number>; history: string[] }
  | { type: "backup.pushed"; slug: string }
  | { type: "backup.undo"; slug?: string }
  /** `linked`: the other sections an undo of a write to several put back (a group), each with its stack's depth. */
  | { type: "backup.undone"; slug: string; depth: number; linked?: { slug: string; depth: number }[] }
  | { type: "backup.failed" };

/** The slug an undo event means: the one named, else the last one changed in this session. */
export function undoTarget(context: BackupContext, slug?: string): string | null {
  const target = slug ?? context.history.at(-1) ?? null;
  return target && (context.stacks[target] ?? 0) > 0 ? target : null;
}

function withoutLast(history: string[], slug: string): string[] {
  const index = history.lastIndexOf(slug);
  return index < 0 ? history : [...history.slice(0, index), ...history.slice(index + 1)];
}

export const backupMachine = setup({
  types: {
    context: {} as BackupContext,
    events: {} as BackupEvent,
  },
  actions: {
    requestUndo: (_, _params: { slug: string }) => {},
  },
  guards: {
    hasBackup: ({ context, event }) => event.type === "backup.undo" && undoTarget(context, event.slug) !== null,
  },
}).createMachine({
  id: "backup",
  context: { stacks: {}, history: [], undoing: null },
  initial: "idle",
  on: {
    "backup.loaded": { actions: assign({ stacks: ({ event }) => ({ ...event.stacks }), history: ({ event }) => [...event.history] }) },
    "backup.pushed": {
      actions: assign({
        stacks: ({ context, event }) => ({ ...context.stacks, [event.slug]: (context.stacks[event.slug] ?? 0) + 1 }),
        history: ({ context, event }) => [...context.history, event.slug],
      }),
    },
  },
  states: {
    idle: {
      on: {
        "backup.undo": {
          guard: "hasBackup",
          target: "undoing",
          actions: [
            assign({ undoing: ({ context, event }) => undoTarget(context, event.slug) }),
            {
              type: "requestUndo",
              params: ({ context }) => ({ slug: context.undoing as string }),
            },
          ],
        },
      },
    },
    undoing: {
      on: {
        "backup.undone": {
          target: "idle",
          actions: assign({
            stacks: ({ context, event }) => ({
              ...context.stacks,
              [event.slug]: event.depth,
              ...Object.fromEntries((event.linked ?? []).map((l) => [l.slug, l.depth])),
            }),
            history: ({ context, event }) => {
              const history = withoutLast(context.history, event.slug);
              return (event.linked ?? []).reduce((rest, l) => withoutLast(rest, l.slug), history);
            },
            undoing: null,
          }),
        },
        "backup.failed": { target: "idle", actions: assign({ undoing: null }) },
      },
    },
  },
});
