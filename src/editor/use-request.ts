/**
 * Follows one request a dialog sent through the editing machine: `done` once its answer was
 * applied, the error (kind, message, field errors) when it failed, so the dialog can close or
 * show what went wrong while keeping what was typed.
 */
import { useSelector } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import type { EditorRequest, ErrorKind, FieldError } from "../machines/editing.machine";
import type { EditorSession } from "./session";

export interface RequestState {
  busy: boolean;
  done: boolean;
  errorKind: ErrorKind;
  fieldErrors: FieldError[];
}

export function useRequest(session: EditorSession) {
  const sent = useRef<number | null>(null);
  const [state, setState] = useState<RequestState>({ busy: false, done: false, errorKind: null, fieldErrors: [] });
  const snapshot = useSelector(session.editing, (s) => s);

  useEffect(() => {
    if (!sent.current) return;
    const { result, errorKind, fieldErrors, lastRequest } = snapshot.context;
    if (snapshot.matches({ editing: "saved" }) && result?.request.id === sent.current) {
      sent.current = null;
      setState({ busy: false, done: true, errorKind: null, fieldErrors: [] });
    } else if (snapshot.matches({ editing: "error" }) && lastRequest?.id === sent.current) {
      sent.current = null;
      setState({ busy: false, done: false, errorKind, fieldErrors });
    }
  }, [snapshot]);

  const send = (request: EditorRequest) => {
    setState({ busy: true, done: false, errorKind: null, fieldErrors: [] });
    sent.current = session.send(request);
  };
  return { ...state, send };
}
