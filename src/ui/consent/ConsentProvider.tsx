/**
 * Runs the consent machine for the page: stores decisions in the consent cookie, starts the
 * tag manager when tracking is allowed, reloads when it is withdrawn, and unlocks the embed
 * placeholders when external media are allowed.
 */
import { useMachine } from "@xstate/react";
import { createContext, type ReactNode, useContext, useEffect, useMemo } from "react";
import { useLocation } from "react-router";
import { type ConsentEvent, consentMachine, type StoredConsent } from "../../machines/consent.machine";
import { EmbedConsentProvider } from "../embed/consent";
import { consentCookie } from "./cookie";

interface ConsentState {
  dialog: boolean;
  decided: boolean;
  choices: { tracking: boolean; marketing: boolean; externalMedia: boolean };
  send: (event: ConsentEvent) => void;
}

const ConsentContext = createContext<ConsentState | null>(null);

function startTagManager(id: string | null) {
  if (!id || document.getElementById("tag-manager")) return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.id = "tag-manager";
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** Read when tracking starts (in the browser); set from settings on every render. */
const tagManager: { id: string | null } = { id: null };

// Provided once: building a machine per render would cost every server render.
const browserConsentMachine = consentMachine.provide({
  actions: {
    persistConsent: (_, consent: StoredConsent) => {
      document.cookie = consentCookie(consent, location.protocol === "https:");
    },
    startTagManager: () => startTagManager(tagManager.id),
    reloadPage: () => location.reload(),
  },
});

interface Props {
  stored: StoredConsent | null;
  /** Opened by the no-JavaScript footer link (?cookies). */
  forceOpen: boolean;
  tagManagerId: string | null;
  privacyUrl: string;
  children: ReactNode;
}

export function ConsentProvider({ stored, forceOpen, tagManagerId, privacyUrl, children }: Props) {
  const { pathname } = useLocation();
  tagManager.id = tagManagerId;
  const [snapshot, send] = useMachine(browserConsentMachine, { input: { stored, path: pathname } });

  useEffect(() => {
    send({ type: "route.changed", path: pathname });
  }, [pathname, send]);
  useEffect(() => {
    if (forceOpen) send({ type: "consent.open" });
  }, [forceOpen, send]);

  const { tracking, marketing, externalMedia, dialog, decidedAt } = snapshot.context;
  const value = useMemo<ConsentState>(
    () => ({ dialog: dialog || forceOpen, decided: decidedAt !== null, choices: { tracking, marketing, externalMedia }, send }),
    [dialog, forceOpen, decidedAt, tracking, marketing, externalMedia, send],
  );
  return (
    <ConsentContext.Provider value={value}>
      <EmbedConsentProvider allowed={externalMedia} privacyUrl={privacyUrl}>
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
