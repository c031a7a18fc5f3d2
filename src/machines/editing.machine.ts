/**
 * The editing flow (spec sections 4 and 8, Editing): the editor's commands go out one at a time.
 * The machine owns them: the queue of commands waiting, the one in flight, and per section the
 * chain of revisions its own saves made. A waiting command built on a revision of that chain goes
 * out with the chain's newest (the editor clicked on what was on screen, so a save queued behind
 * its own earlier save of the section builds on it instead of being refused as a conflict). A
 * revision it did not make itself (another editor's save, seen in a reload, an undo, a restore)
 * ends the chain: a command built before it goes out as it was built and is refused with a 409,
 * so nothing someone else saved is overwritten unseen. A success sets the alert "save", a failure
 * "error"; either alert hides after 4000 ms. A 401 keeps the command and asks for a login; once
 * logged in the same command is sent again, so nothing the editor typed is lost. A 409 (someone
 * else saved the section first) is an error that says so; a 400 carries the field errors back to
 * the form.
 *
 * Sending is the `send` actor (the editor session's call); its failures are `EditorRequestError`s.
 */
import { assign, fromPromise, setup } from "xstate";
import type { EditorCommand } from "../schemas/editor";

/** Alert display time (spec section 9). */
export const ALERT_MS = 4000;

export interface FieldError {
  path: string;
  message: string;
}

/** A failed editor call as the `send` actor reports it. */
export class EditorRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    /** The service's machine-readable reason of a refusal (`linked`: an undo that needs other sections' entries first). */
    readonly reason: string | null = null,
    /** With a 409 for a block moved meanwhile: the section it is in now. */
    readonly sectionId: number | null = null,
  ) {
    super(message);
    this.name = "EditorRequestError";
  }
}

export type AlertStatus = "save" | "error" | null;
export type ErrorKind = "conflict" | "invalid" | "failed";

/** A section as an answer names it: enough to know its newest revision. */
interface SectionRevision {
  slug: string;
  revision?: number;
}

/** Revisions `base` to `head` of a section are all this editor's own saves, one on the other. */
interface Chain {
  base: number;
  head: number;
}

export interface EditingContext {
  /** Commands sent while another was in flight, in order. */
  queue: EditorCommand[];
  /** The command being sent (kept through a login). */
  inFlight: EditorCommand | null;
  /** Per section (by slug), the revisions its own saves went from (`base`) and to (`head`). */
  chains: Record<string, Chain>;
  /** The last successful answer, for the session to apply. */
  result: { command: EditorCommand; data: unknown } | null;
  /** The last failure, for the session and the dialog that sent the command. */
  failure: { command: EditorCommand; kind: ErrorKind; message: string; fieldErrors: FieldError[]; reason?: string | null; sectionId?: number | null } | null;
  alert: AlertStatus;
}

export type EditingEvent =
  | { type: "request.send"; command: EditorCommand }
  /** Sections the session loaded (a reload after a conflict or a renumbering, a fresh page load). */
  | { type: "sections.seen"; sections: SectionRevision[] }
  | { type: "login.succeeded" }
  | { type: "login.cancelled" }
  | { type: "alert.dismiss" };

const statusOf = (error: unknown) => (error instanceof Error && "status" in error ? Number(error.status) : 0);

/**
 * The sections an answer carries: a changed section, a page's sections, the section a block moved
 * to (`target`), the other sections an undo of a write to several put back (`linked`).
 */
function sectionsOf(data: unknown): SectionRevision[] {
  const answer = (data ?? {}) as {
    section?: SectionRevision | null;
    results?: SectionRevision[];
    target?: SectionRevision;
    linked?: { section?: SectionRevision | null }[];
  };
  return [
    ...(answer.section ? [answer.section] : []),
    ...(Array.isArray(answer.results) ? answer.results : []),
    ...(answer.target ? [answer.target] : []),
    ...(Array.isArray(answer.linked) ? answer.linked.flatMap((l) => (l.section ? [l.section] : [])) : []),
  ];
}

/** The sections a command writes with the revision it holds of each: its own, and a moved block's target section. */
function writesOf(command: EditorCommand): SectionRevision[] {
  if (!("revision" in command)) return [];
  return [{ slug: command.slug, revision: command.revision }, ...(command.action === "module.move" && command.target ? [command.target] : [])];
}

/** The chains after sections someone may have changed: a section seen at another revision than its chain's head ends its chain. */
function seen(chains: Record<string, Chain>, sections: SectionRevision[], except: string[] = []): Record<string, Chain> {
  const next = { ...chains };
  for (const { slug, revision } of sections) if (!except.includes(slug) && next[slug] && next[slug].head !== revision) delete next[slug];
  return next;
}

/** The chains after this editor's command was answered: each section it wrote moves on from the revision it was sent with. */
function answered(chains: Record<string, Chain>, command: EditorCommand, data: unknown): Record<string, Chain> {
  const sections = sectionsOf(data);
  const writes = writesOf(command);
  const next = seen(
    chains,
    sections,
    writes.map((write) => write.slug),
  );
  for (const write of writes) {
    const written = sections.find((section) => section.slug === write.slug);
    if (!written || typeof written.revision !== "number" || typeof write.revision !== "number") continue;
    const chain = next[write.slug];
    const base = chain && write.revision >= chain.base && write.revision <= chain.head ? chain.base : write.revision;
    next[write.slug] = { base, head: written.revision };
  }
  return next;
}

/** A revision on its section's newest own revision, when it was one of the chain. */
function newest(write: SectionRevision, chains: Record<string, Chain>): number | undefined {
  const chain = chains[write.slug];
  const revision = write.revision;
  return chain && revision !== undefined && revision >= chain.base && revision <= chain.head ? chain.head : revision;
}

/** The command on its sections' newest own revisions, where it was built on one of their chains. */
function current(command: EditorCommand, chains: Record<string, Chain>): EditorCommand {
  if (!("revision" in command)) return command;
  const revision = newest(command, chains) ?? command.revision;
  if (command.action === "module.move" && command.target) {
    return { ...command, revision, target: { ...command.target, revision: newest(command.target, chains) ?? command.target.revision } };
  }
  return revision === command.revision ? command : { ...command, revision };
}

export const editingMachine = setup({
  types: {
    context: {} as EditingContext,
    events: {} as EditingEvent,
  },
  actors: {
    send: fromPromise<unknown, EditorCommand>(async () => {
      throw new Error("editingMachine: provide a send actor");
    }),
  },
  delays: { alertTime: ALERT_MS },
  guards: {
    isUnauthorised: ({ event }) => statusOf((event as { error?: unknown }).error) === 401,
    hasQueued: ({ context }) => context.queue.length > 0,
  },
  actions: {
    sendNow: assign({
      inFlight: ({ context, event }) => (event.type === "request.send" ? current(event.command, context.chains) : null),
    }),
    enqueue: assign({
      queue: ({ context, event }) => (event.type === "request.send" ? [...context.queue, event.command] : context.queue),
    }),
    sendNext: assign(({ context }) => ({
      inFlight: context.queue[0] ? current(context.queue[0], context.chains) : null,
      queue: context.queue.slice(1),
    })),
    storeResult: assign(({ context, event }) => {
      const data = (event as { output?: unknown }).output;
      return {
        result: { command: context.inFlight as EditorCommand, data },
        chains: answered(context.chains, context.inFlight as EditorCommand, data),
        inFlight: null,
        alert: "save" as AlertStatus,
      };
    }),
    storeError: assign(({ context, event }) => {
      const error = (event as { error?: unknown }).error;
      const status = statusOf(error);
      const command = context.inFlight as EditorCommand;
      // A conflict: someone else saved the section (or the section a block was moved to), so
      // their chains of own saves end here.
      const chains = { ...context.chains };
      if (status === 409) for (const write of writesOf(command)) delete chains[write.slug];
      return {
        chains,
        failure: {
          command: context.inFlight as EditorCommand,
          kind: (status === 409 ? "conflict" : status === 400 ? "invalid" : "failed") as ErrorKind,
          message: error instanceof Error ? error.message : String(error),
          fieldErrors: error instanceof EditorRequestError ? error.fieldErrors : [],
          reason: error instanceof EditorRequestError ? error.reason : null,
          sectionId: error instanceof EditorRequestError ? error.sectionId : null,
        },
        inFlight: null,
        alert: "error" as AlertStatus,
      };
    }),
    // Without a login nothing can be sent: the commands waiting are dropped with the one in flight.
    cancelLogin: assign(({ context }) => ({
      failure: { command: context.inFlight as EditorCommand, kind: "failed" as ErrorKind, message: "login cancelled", fieldErrors: [] },
      inFlight: null,
      queue: [],
      alert: "error" as AlertStatus,
    })),
    seeSections: assign({
      chains: ({ context, event }) => (event.type === "sections.seen" ? seen(context.chains, event.sections) : context.chains),
    }),
    clearAlert: assign({ alert: null }),
  },
}).createMachine({
  id: "editing",
  context: { queue: [], inFlight: null, chains: {}, result: null, failure: null, alert: null },
  initial: "idle",
  on: { "sections.seen": { actions: "seeSections" } },
  states: {
    idle: {
      on: { "request.send": { target: "saving", actions: "sendNow" } },
    },
    saving: {
      on: { "request.send": { actions: "enqueue" } },
      invoke: {
        src: "send",
        input: ({ context }) => context.inFlight as EditorCommand,
        onDone: [
          { guard: "hasQueued", target: "saving", reenter: true, actions: ["storeResult", "sendNext"] },
          { target: "saved", actions: "storeResult" },
        ],
        onError: [
          { guard: "isUnauthorised", target: "loginRequired" },
          { guard: "hasQueued", target: "saving", reenter: true, actions: ["storeError", "sendNext"] },
          { target: "error", actions: "storeError" },
        ],
      },
    },
    saved: {
      after: { alertTime: { target: "idle", actions: "clearAlert" } },
      on: {
        "request.send": { target: "saving", actions: ["clearAlert", "sendNow"] },
        "alert.dismiss": { target: "idle", actions: "clearAlert" },
      },
    },
    error: {
      after: { alertTime: { target: "idle", actions: "clearAlert" } },
      on: {
        "request.send": { target: "saving", actions: ["clearAlert", "sendNow"] },
        "alert.dismiss": { target: "idle", actions: "clearAlert" },
      },
    },
    /** A 401: the command waits for a login and is then sent again; later ones wait behind it. */
    loginRequired: {
      on: {
        "request.send": { actions: "enqueue" },
        "login.succeeded": "saving",
        "login.cancelled": { target: "error", actions: "cancelLogin" },
      },
    },
  },
});
