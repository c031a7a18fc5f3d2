/**
 * Consent for the page: stores decisions in the consent cookie, starts the tag manager when
 * tracking is allowed, reloads when it is withdrawn, and unlocks the embed consent gates when
 * external media are allowed. The consent machine (src/machines/consent.machine.ts) does the
 * work; it is loaded on demand:
 *
 * - when the visitor acts (a choice in the dialog, "Cookie Settings", `?cookies`),
 * - on a legal page for a visitor who decided (one who refused tracking sees the dialog again
 *   on leaving it).
 *
 * A returning visitor whose stored choice allows tracking gets the tag manager without the
 * machine, TAG_MANAGER_DELAY_MS after the page is interactive (the machine waited as long after
 * its chunk had loaded).
 *
 * Until then the state follows from the stored choice and the path exactly as the machine's
 * starting state would: undecided visitors see the dialog everywhere but on the legal pages.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { type ConsentContext as MachineContext, type ConsentEvent, isLegalPath, type StoredConsent, TAG_MANAGER_DELAY_MS } from "../../machines/consent-rules";
import { useActorContext } from "../actor-context";
import { EmbedConsentProvider } from "../embed/consent";
import type { ConsentActor } from "./consent-actor";
import { startTagManager } from "./tag-manager";

interface ConsentState {
  dialog: boolean;
  decided: boolean;
  choices: { tracking: boolean; marketing: boolean; externalMedia: boolean };
  send: (event: ConsentEvent) => void;
}

const ConsentContext = createContext<ConsentState | null>(null);

interface Props {
  stored: StoredConsent | null;
  /** Opened by the no-JavaScript footer link (?cookies). */
  forceOpen: boolean;
  tagManagerId: string | null;
  privacyUrl: string;
  /**
   * A staff session: the tag manager never starts and no embed runs a network's script, whatever
   * the consent, since a third party's script in the page could act with the session (docs/security.md).
   */
  staffSession: boolean;
  children: ReactNode;
}

export function ConsentProvider({ stored, forceOpen, tagManagerId, privacyUrl, staffSession, children }: Props) {
  const { pathname } = useLocation();
  const trackedId = staffSession ? null : tagManagerId;
  const tagManager = useRef({ id: trackedId });
  tagManager.current.id = trackedId;
  const [actor, setActor] = useState<ConsentActor | null>(null);
  /** The running machine, for `send` (which stays the same function from first render on). */
  const running = useRef<ConsentActor | null>(null);
  const starting = useRef(false);
  const queued = useRef<ConsentEvent[]>([]);
  const latest = useRef({ stored, pathname });
  latest.current = { stored, pathname };

  /** Loads and starts the machine on the path the visitor is on now; queued events follow. */
  const start = useCallback(() => {
    if (starting.current) return;
    starting.current = true;
    const input = { stored: latest.current.stored, path: latest.current.pathname };
    void import("./consent-actor").then(({ startConsentActor }) => {
      const started = startConsentActor(input, tagManager.current);
      // A navigation while loading: the machine sees it like any other.
      if (latest.current.pathname !== input.path) started.send({ type: "route.changed", path: latest.current.pathname });
      for (const event of queued.current.splice(0)) started.send(event);
      running.current = started;
      setActor(started);
    });
  }, []);

  const send = useCallback(
    (event: ConsentEvent) => {
      if (running.current) running.current.send(event);
      else {
        queued.current.push(event);
        start();
      }
    },
    [start],
  );

  useEffect(() => {
    if (actor) actor.send({ type: "route.changed", path: pathname });
    else if (stored && isLegalPath(pathname)) start();
  }, [actor, pathname, stored, start]);
  const storedTracking = stored?.tracking ?? false;
  useEffect(() => {
    if (!storedTracking) return;
    // Once the machine is loading it owns the tag manager (and a withdrawal reloads the page).
    const timer = setTimeout(() => {
      if (!starting.current) startTagManager(tagManager.current.id);
    }, TAG_MANAGER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [storedTracking]);
  // `send` is stable: opening again when the machine has loaded would undo an Escape or a choice
  // made while it loaded.
  useEffect(() => {
    if (forceOpen) send({ type: "consent.open" });
  }, [forceOpen, send]);
  useEffect(
    () => () => {
      actor?.stop();
    },
    [actor],
  );

  const machine = useActorContext<MachineContext>(actor);
  const tracking = machine ? machine.tracking : (stored?.tracking ?? false);
  const marketing = machine ? machine.marketing : (stored?.marketing ?? false);
  const externalMedia = machine ? machine.externalMedia : (stored?.externalMedia ?? false);
  // `?cookies` (the footer's link without JavaScript) opens the dialog until the machine runs; the
  // machine, told to open it, then decides when it closes: a choice or Escape close it although
  // the address still asks for it.
  const dialog = machine ? machine.dialog : (!stored && !isLegalPath(pathname)) || forceOpen;
  const decided = machine ? machine.decidedAt !== null : stored !== null;
  const value = useMemo<ConsentState>(
    () => ({ dialog, decided, choices: { tracking, marketing, externalMedia }, send }),
    [dialog, decided, tracking, marketing, externalMedia, send],
  );
  return (
    <ConsentContext.Provider value={value}>
      <EmbedConsentProvider allowed={externalMedia} privacyUrl={privacyUrl} staffSession={staffSession}>
        {children}
      </EmbedConsentProvider>
    </ConsentContext.Provider>
  );
}

export function useConsent(): ConsentState {
  const value = useContext(ConsentContext);
  if (!value) throw new Error("useConsent outside ConsentProvider");
  return value;
}
