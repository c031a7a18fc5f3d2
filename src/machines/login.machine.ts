/**
 * The staff login flow (spec section 4, Login): with a session cookie the user call runs; with
 * none but edit requested, the redirect modal flag is set; a failed user call shows the redirect
 * modal if the caller asked for it (edit requested). While editing, a 401 from an editor call
 * (`session.expired`) opens the login modal; a login from there returns to `loggedIn`, so the
 * editor continues where it was.
 *
 * The user call is the `fetchUser` actor (null means no valid session); the site provides it.
 */
import { assign, fromPromise, setup } from "xstate";
import type { StaffUser } from "../schemas/api";

export interface LoginInput {
  /** A session cookie came with the request. */
  hasSession: boolean;
  /** The page was asked for in edit mode (`?edit`). */
  editRequested: boolean;
}

export interface LoginContext extends LoginInput {
  user: StaffUser | null;
  redirectModal: boolean;
  loginModal: boolean;
}

export type LoginEvent =
  | { type: "session.expired" }
  | { type: "login.succeeded"; user: StaffUser }
  | { type: "login.cancelled" }
  | { type: "logout" }
  | { type: "redirectModal.close" };

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    fetchUser: fromPromise<StaffUser | null>(async () => null),
  },
  guards: {
    hasSession: ({ context }) => context.hasSession,
  },
  actions: {
    askForLoginIfEditing: assign({ redirectModal: ({ context }) => context.editRequested }),
  },
}).createMachine({
  id: "login",
  initial: "start",
  context: ({ input }) => ({ ...input, user: null, redirectModal: false, loginModal: false }),
  states: {
    start: {
      always: [
        { guard: "hasSession", target: "checking" },
        { target: "loggedOut", actions: "askForLoginIfEditing" },
      ],
    },
    checking: {
      invoke: {
        src: "fetchUser",
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: "loggedIn",
            actions: assign({ user: ({ event }) => event.output }),
          },
          { target: "loggedOut", actions: "askForLoginIfEditing" },
        ],
        onError: { target: "loggedOut", actions: "askForLoginIfEditing" },
      },
    },
    loggedOut: {
      on: {
        "login.succeeded": {
          target: "loggedIn",
          actions: assign({ user: ({ event }) => event.user, redirectModal: false, loginModal: false }),
        },
        "redirectModal.close": { actions: assign({ redirectModal: false }) },
      },
    },
    loggedIn: {
      on: {
        "session.expired": { target: "loginRequired", actions: assign({ loginModal: true }) },
        logout: { target: "loggedOut", actions: assign({ user: null }) },
      },
    },
    loginRequired: {
      on: {
        "login.succeeded": {
          target: "loggedIn",
          actions: assign({ user: ({ event }) => event.user, loginModal: false }),
        },
        "login.cancelled": { target: "loggedOut", actions: assign({ user: null, loginModal: false }) },
      },
    },
  },
});

/** The settled result of the first check, as the server renders it. */
export type LoginCheck = Pick<LoginContext, "user" | "redirectModal">;
