/**
 * The consent machine with its browser effects, in a chunk of its own: it loads only when a
 * visitor acts on consent or a visitor who decided is on a legal page (see ConsentProvider), so
 * most page views never download XState.
 */
import { createActor } from "xstate";
import { type ConsentInput, consentMachine, type StoredConsent } from "../../machines/consent.machine";
import { consentCookie } from "./cookie";
import { startTagManager } from "./tag-manager";

/** Starts the machine; `tagManager.id` is read when tracking starts (settings may change). */
export function startConsentActor(input: ConsentInput, tagManager: { id: string | null }) {
  const machine = consentMachine.provide({
    actions: {
      persistConsent: (_, consent: StoredConsent) => {
        document.cookie = consentCookie(consent, location.protocol === "https:");
      },
      startTagManager: () => startTagManager(tagManager.id),
      reloadPage: () => location.reload(),
    },
  });
  return createActor(machine, { input }).start();
}

export type ConsentActor = ReturnType<typeof startConsentActor>;
