/**
 * Follows one command a dialog sent through the editing machine: `done` once its answer came,
 * the error (kind, field errors) when it failed, so the dialog can close or show what went wrong
 * while keeping what was typed. The machine holds the command from queue to answer; this only
 * gives the command a ticket and watches the machine's result and failure for it.
 */
import { useSelector } from "@xstate/react";
import { useRef, useState } from "react";
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
  // The outcome once seen stays, though the machine moves on to other commands' answers.
  const settled = useRef<{ ticket: number; state: RequestState } | null>(null);
  const seen = useSelector(session.editing, ({ context: { result, failure } }) => {
    if (ticket === null) return null;
    if (result?.command.ticket === ticket) return result;
    if (failure?.command.ticket === ticket) return failure;
    return null;
  });
  if (seen && ticket !== null && settled.current?.ticket !== ticket) {
    settled.current = {
      ticket,
      state: "kind" in seen ? { busy: false, done: false, errorKind: seen.kind, fieldErrors: seen.fieldErrors } : { busy: false, done: true, errorKind: null, fieldErrors: [] },
    };
  }
  const state: RequestState =
    ticket !== null && settled.current?.ticket === ticket ? settled.current.state : { busy: ticket !== null, done: false, errorKind: null, fieldErrors: [] };

  const send = (command: EditorCommand) => {
    const next = ++tickets;
    setTicket(next);
    session.send({ ...command, ticket: next });
  };
  return { ...state, send };
}
