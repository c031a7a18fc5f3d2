/**
 * The cart's hold on its places (issue 20, point 3; WCAG 2.2.1 Timing Adjustable): the places in
 * a cart are held until `expiresAt`, which the server sets and the server alone enforces (the
 * hold expires by the clock in its availability query). This machine is the visitor's view of
 * it: `holding` until `warnBeforeMs` are left, then `warning` (the page announces it and offers
 * to extend), then `expired`. Extending asks the server (the `extendHold` actor, which answers
 * the new expiry) and starts over; the server may refuse (a limit of extensions, or the places
 * are gone), and the refusal is kept for the page to say.
 *
 * Time comes in as a clock (`now`) so tests and the server render agree; delays are computed from
 * the expiry each time a state is entered, so a tab that slept wakes up in the right state.
 */
import { assign, fromPromise, setup } from "xstate";

/** Warn two minutes before the hold ends: well over the 20 seconds WCAG 2.2.1 asks for. */
export const HOLD_WARNING_MS = 120_000;

export interface CartHoldInput {
  /** When the hold ends (epoch milliseconds, from the server). */
  expiresAt: number;
  warnBeforeMs?: number;
  now?: () => number;
}

export interface CartHoldContext {
  expiresAt: number;
  warnBeforeMs: number;
  now: () => number;
  /** Why the last extension failed, for the page to say (an error code of the box office). */
  extendError: string | null;
}

export type CartHoldEvent =
  | { type: "hold.extend" }
  /** The server sent a new expiry (another tab extended, or a cart change renewed the hold). */
  | { type: "hold.renewed"; expiresAt: number }
  /** The cart was emptied or abandoned: nothing is held any more. */
  | { type: "hold.released" };

/** The server's refusal to extend, with the box office's error code. */
export class HoldExtendError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

const remaining = (context: CartHoldContext) => context.expiresAt - context.now();

export const cartHoldMachine = setup({
  types: {
    context: {} as CartHoldContext,
    events: {} as CartHoldEvent,
    input: {} as CartHoldInput,
  },
  actors: {
    extendHold: fromPromise<number>(async () => {
      throw new HoldExtendError("unavailable");
    }),
  },
  delays: {
    untilWarning: ({ context }) => Math.max(0, remaining(context) - context.warnBeforeMs),
    untilExpiry: ({ context }) => Math.max(0, remaining(context)),
  },
  guards: {
    over: ({ context }) => remaining(context) <= 0,
    inWarning: ({ context }) => remaining(context) <= context.warnBeforeMs,
  },
  actions: {
    renew: assign({
      expiresAt: ({ context, event }) => (event.type === "hold.renewed" ? event.expiresAt : context.expiresAt),
      extendError: null,
    }),
  },
}).createMachine({
  id: "cartHold",
  context: ({ input }) => ({
    expiresAt: input.expiresAt,
    warnBeforeMs: input.warnBeforeMs ?? HOLD_WARNING_MS,
    now: input.now ?? Date.now,
    extendError: null,
  }),
  initial: "checking",
  on: {
    "hold.released": ".released",
  },
  states: {
    /** Where the clock stands now: a hold read late may already be in its warning or over. */
    checking: {
      always: [{ guard: "over", target: "expired" }, { guard: "inWarning", target: "warning" }, { target: "holding" }],
    },
    holding: {
      after: { untilWarning: "checking" },
      on: { "hold.renewed": { target: "checking", actions: "renew" }, "hold.extend": "extending" },
    },
    warning: {
      after: { untilExpiry: "checking" },
      on: { "hold.renewed": { target: "checking", actions: "renew" }, "hold.extend": "extending" },
    },
    extending: {
      invoke: {
        src: "extendHold",
        onDone: { target: "checking", actions: assign({ expiresAt: ({ event }) => event.output, extendError: null }) },
        onError: {
          target: "checking",
          actions: assign({ extendError: ({ event }) => (event.error instanceof HoldExtendError ? event.error.code : "unavailable") }),
        },
      },
    },
    /** The places are free again; the server has already let them go. */
    expired: {
      on: { "hold.renewed": { target: "checking", actions: "renew" } },
    },
    released: { type: "final" },
  },
});

/** Minutes and seconds left, for the countdown ("4:05"); never negative. */
export function formatHoldRemaining(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
