/**
 * Follows one command a dialog sent through the editing machine: `done` once its answer came,
 * the error (kind, field errors) when it failed, so the dialog can close or show what went wrong
 * while keeping what was typed. The machine holds the command from queue to answer and the
 * session records how each ticketed command ended; this gives the command its ticket and reads
 * that record.
 */
import { useState, useSyncExternalStore } from "react";
import type { ErrorKind, FieldError } from "../machines/editing.machine";
import type { EditorCommand } from "../schemas/editor";
import type { EditorSession } from "./session";

export interface RequestState {
  busy: boolean;
  done: boolean;
  errorKind: ErrorKind | null;
  fieldErrors: FieldError[];
}

let tickets = 0;

export function useRequest(session: EditorSession) {
  const [ticket, setTicket] = useState<number | null>(null);
  const outcomeOf = () => session.outcomeOf(ticket);
  const outcome = useSyncExternalStore(session.subscribe, outcomeOf, outcomeOf);
  const state: RequestState = !outcome
    ? { busy: ticket !== null, done: false, errorKind: null, fieldErrors: [] }
    : outcome.done
      ? { busy: false, done: true, errorKind: null, fieldErrors: [] }
      : { busy: false, done: false, errorKind: outcome.errorKind, fieldErrors: outcome.fieldErrors };

  const send = (command: EditorCommand) => {
    const next = ++tickets;
    setTicket(next);
    session.send({ ...command, ticket: next });
  };
  return { ...state, send };
}
