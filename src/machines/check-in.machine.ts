/**
 * The staff check-in at the door (issue 20, point 8): a code comes from the camera or is typed,
 * the server admits the ticket once (the `admit` actor; the server's single conditional update
 * is what makes two scanners at one door safe), and the answer shows until the next code.
 *
 * - `admitted`: let the guest in (the ticket's summary is shown).
 * - `already`: this ticket was admitted before; when and at which door, from the server.
 * - `invalid`: not a ticket of this festival (typo, forged, wrong performance, cancelled).
 * - `failed`: no answer (offline, server error); the code is kept and `checkin.retry` asks again.
 *
 * A camera sees the same code many times a second: a code equal to the one just answered is
 * ignored for `repeatQuietMs`, unless it was typed (staff who type it mean it).
 */
import { assign, fromPromise, setup } from "xstate";
import { cleanTicketCode } from "../lib/ticket-code";

export const REPEAT_QUIET_MS = 3000;

export interface CheckInTicket {
  production: string;
  performance: string;
  seat: string | null;
  category: string;
}

export type CheckInAnswer =
  | { status: "admitted"; ticket: CheckInTicket }
  | { status: "already"; ticket: CheckInTicket; firstAt: string; firstDoor: string }
  | { status: "invalid"; reason: "format" | "checksum" | "signature" | "unknown" | "cancelled" | "other-performance" };

export interface CheckInInput {
  door: string;
  now?: () => number;
  repeatQuietMs?: number;
}

export interface CheckInContext {
  door: string;
  now: () => number;
  repeatQuietMs: number;
  /** The code being checked or last answered, as read. */
  code: string | null;
  answer: CheckInAnswer | null;
  /** When the last answer came (for the camera's quiet time). */
  answeredAt: number;
  /** Tickets admitted by this scanner since it was opened. */
  admittedCount: number;
}

export type CheckInEvent = { type: "checkin.code"; code: string; source: "camera" | "typed" } | { type: "checkin.retry" } | { type: "checkin.clear" };

/** Codes compare as the server reads them: without case, spaces and hyphens, I and L as 1, O as 0 (src/lib/ticket-code.ts). */
export const normaliseCode = cleanTicketCode;

export const checkInMachine = setup({
  types: {
    context: {} as CheckInContext,
    events: {} as CheckInEvent,
    input: {} as CheckInInput,
  },
  actors: {
    admit: fromPromise<CheckInAnswer, { code: string; door: string }>(async () => {
      throw new Error("no admit actor provided");
    }),
  },
  guards: {
    worthChecking: ({ context, event }) => {
      if (event.type !== "checkin.code" || normaliseCode(event.code) === "") return false;
      if (event.source === "typed") return true;
      const same = context.code !== null && normaliseCode(event.code) === normaliseCode(context.code);
      return !(same && context.now() - context.answeredAt < context.repeatQuietMs);
    },
  },
  actions: {
    takeCode: assign({ code: ({ event }) => (event.type === "checkin.code" ? event.code.trim() : null), answer: null }),
  },
}).createMachine({
  id: "checkIn",
  context: ({ input }) => ({
    door: input.door,
    now: input.now ?? Date.now,
    repeatQuietMs: input.repeatQuietMs ?? REPEAT_QUIET_MS,
    code: null,
    answer: null,
    answeredAt: Number.NEGATIVE_INFINITY,
    admittedCount: 0,
  }),
  initial: "ready",
  states: {
    ready: {
      on: { "checkin.code": { guard: "worthChecking", target: "checking", actions: "takeCode" } },
    },
    checking: {
      invoke: {
        src: "admit",
        input: ({ context }) => ({ code: context.code ?? "", door: context.door }),
        onDone: {
          target: "answered",
          actions: assign({
            answer: ({ event }) => event.output,
            answeredAt: ({ context }) => context.now(),
            admittedCount: ({ context, event }) => context.admittedCount + (event.output.status === "admitted" ? 1 : 0),
          }),
        },
        onError: { target: "failed", actions: assign({ answeredAt: ({ context }) => context.now() }) },
      },
    },
    answered: {
      on: {
        "checkin.code": { guard: "worthChecking", target: "checking", actions: "takeCode" },
        "checkin.clear": { target: "ready", actions: assign({ answer: null }) },
      },
    },
    failed: {
      on: {
        "checkin.retry": "checking",
        "checkin.code": { guard: "worthChecking", target: "checking", actions: "takeCode" },
        "checkin.clear": { target: "ready", actions: assign({ code: null }) },
      },
    },
  },
});
