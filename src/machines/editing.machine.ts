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
  failure: { command: EditorCommand; kind: ErrorKind; message: string; fieldErrors: FieldError[] } | null;
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

/** The sections an answer carries (a changed section, or a page's sections). */
function sectionsOf(data: unknown): SectionRevision[] {
  const answer = (data ?? {}) as { section?: SectionRevision | null; results?: SectionRevision[] };
  return [...(answer.section ? [answer.section] : []), ...(Array.isArray(answer.results) ? answer.results : [])];
}

/** The chains after sections someone may have changed: a section seen at another revision than its chain's head ends its chain. */
function seen(chains: Record<string, Chain>, sections: SectionRevision[], except?: string): Record<string, Chain> {
  const next = { ...chains };
  for (const { slug, revision } of sections) if (slug !== except && next[slug] && next[slug].head !== revision) delete next[slug];
  return next;
}

/** The chains after this editor's command was answered: the section it wrote moves on from the revision it was sent with. */
function answered(chains: Record<string, Chain>, command: EditorCommand, data: unknown): Record<string, Chain> {
  const sections = sectionsOf(data);
  const written = "revision" in command ? sections.find((section) => section.slug === command.slug) : undefined;
  const next = seen(chains, sections, written?.slug);
  if (!written || !("revision" in command) || typeof written.revision !== "number") return next;
  const chain = next[command.slug];
  const base = chain && command.revision >= chain.base && command.revision <= chain.head ? chain.base : command.revision;
  return { ...next, [command.slug]: { base, head: written.revision } };
}

/** The command on its section's newest own revision, when it was built on one of the chain. */
function current(command: EditorCommand, chains: Record<string, Chain>): EditorCommand {
  if (!("revision" in command)) return command;
  const chain = chains[command.slug];
  return chain && command.revision >= chain.base && command.revision <= chain.head ? { ...command, revision: chain.head } : command;
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
      // A conflict: someone else saved the section, so its chain of own saves ends here.
      const { [status === 409 && "slug" in command ? command.slug : ""]: _ended, ...chains } = context.chains;
      return {
        chains,
        failure: {
          command: context.inFlight as EditorCommand,
          kind: (status === 409 ? "conflict" : status === 400 ? "invalid" : "failed") as ErrorKind,
          message: error instanceof Error ? error.message : String(error),
          fieldErrors: error instanceof EditorRequestError ? error.fieldErrors : [],
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
