/**
 * The editing flow (spec sections 4 and 8, Editing): view or edit mode; in edit mode one editor
 * request at a time is sent. A success sets the alert status "save", a failure sets "error";
 * either alert hides after 4000 ms. A 401 keeps the request and asks for a login; once logged
 * in the same request is sent again, so nothing the editor typed is lost. A 409 (someone else
 * saved the section first) is an error that says so; a 400 carries the field errors back to the
 * form.
 *
 * The request is the `send` actor (the caller's fetch); its failures are `EditorRequestError`s.
 */
import { assign, fromPromise, setup } from "xstate";

/** Alert display time (spec section 9). */
export const ALERT_MS = 4000;

/** One editor call: what to send, and an opaque label the UI uses to know what it was. */
export interface EditorRequest {
  method: "POST" | "DELETE";
  path: string;
  body?: unknown;
  /** What the request does, e.g. "module.update"; echoed in the result. */
  action: string;
  /** The section slug whose backup stack the request pushes on (none for undo and restore). */
  slug?: string;
  /** Set by the sender, so a dialog can follow its own request through the flow. */
  id?: number;
}

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
export type ErrorKind = "conflict" | "invalid" | "failed" | null;

export interface EditingContext {
  /** The page was opened in edit mode (the `edit` query parameter). */
  startEditing: boolean;
  request: EditorRequest | null;
  /** The request sent last (kept after it settled, to tell whose error an error is). */
  lastRequest: EditorRequest | null;
  /** The last successful answer, for the UI to apply. */
  result: { request: EditorRequest; data: unknown } | null;
  alert: AlertStatus;
  errorKind: ErrorKind;
  errorMessage: string | null;
  fieldErrors: FieldError[];
}

export type EditingEvent =
  | { type: "edit.enter" }
  | { type: "edit.leave" }
  | { type: "request.send"; request: EditorRequest }
  | { type: "login.succeeded" }
  | { type: "login.cancelled" }
  | { type: "alert.dismiss" };

const statusOf = (error: unknown) => (error instanceof Error && "status" in error ? Number(error.status) : 0);

export const editingMachine = setup({
  types: {
    context: {} as EditingContext,
    events: {} as EditingEvent,
    input: {} as { editing: boolean },
  },
  actors: {
    send: fromPromise<unknown, EditorRequest>(async () => {
      throw new Error("editingMachine: provide a send actor");
    }),
  },
  delays: { alertTime: ALERT_MS },
  guards: {
    startsEditing: ({ context }) => context.startEditing,
    isUnauthorised: ({ event }) => statusOf((event as { error?: unknown }).error) === 401,
  },
  actions: {
    storeRequest: assign({
      request: ({ event }) => (event.type === "request.send" ? event.request : null),
      lastRequest: ({ event }) => (event.type === "request.send" ? event.request : null),
      fieldErrors: [],
      errorKind: null,
      errorMessage: null,
    }),
    storeResult: assign({
      result: ({ context, event }) => ({ request: context.request as EditorRequest, data: (event as { output?: unknown }).output }),
      request: null,
      alert: "save" as AlertStatus,
    }),
    storeError: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      const status = statusOf(error);
      const errorKind: ErrorKind = status === 409 ? "conflict" : status === 400 ? "invalid" : "failed";
      return {
        request: null,
        alert: "error" as AlertStatus,
        errorKind,
        errorMessage: error instanceof Error ? error.message : String(error),
        fieldErrors: error instanceof EditorRequestError ? error.fieldErrors : [],
      };
    }),
    clearAlert: assign({ alert: null }),
  },
}).createMachine({
  id: "editing",
  context: ({ input }) => ({
    startEditing: input.editing,
    request: null,
    lastRequest: null,
    result: null,
    alert: null,
    errorKind: null,
    errorMessage: null,
    fieldErrors: [],
  }),
  initial: "start",
  states: {
    start: {
      always: [{ guard: "startsEditing", target: "editing" }, { target: "view" }],
    },
    view: {
      on: { "edit.enter": "editing" },
    },
    editing: {
      initial: "idle",
      on: { "edit.leave": ".leaving" },
      states: {
        idle: {
          on: { "request.send": { target: "saving", actions: "storeRequest" } },
        },
        saving: {
          invoke: {
            src: "send",
            input: ({ context }) => context.request as EditorRequest,
            onDone: { target: "saved", actions: "storeResult" },
            onError: [
              { guard: "isUnauthorised", target: "loginRequired" },
              { target: "error", actions: "storeError" },
            ],
          },
        },
        saved: {
          after: { alertTime: { target: "idle", actions: "clearAlert" } },
          on: {
            "request.send": { target: "saving", actions: ["clearAlert", "storeRequest"] },
            "alert.dismiss": { target: "idle", actions: "clearAlert" },
          },
        },
        error: {
          after: { alertTime: { target: "idle", actions: "clearAlert" } },
          on: {
            "request.send": { target: "saving", actions: ["clearAlert", "storeRequest"] },
            "alert.dismiss": { target: "idle", actions: "clearAlert" },
          },
        },
        /** A 401: the request waits for a login and is then sent again. */
        loginRequired: {
          on: {
            "login.succeeded": "saving",
            "login.cancelled": {
              target: "error",
              actions: assign({
                request: null,
                alert: "error" as AlertStatus,
                errorKind: "failed" as ErrorKind,
                errorMessage: "login cancelled",
              }),
            },
          },
        },
        leaving: { type: "final" },
      },
      onDone: "view",
    },
  },
});
