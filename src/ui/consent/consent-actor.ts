/**
 * The consent machine with its browser effects, in a chunk of its own: it loads only when a
 * visitor acts on consent, returns with tracking allowed, or is on a legal page (see
 * ConsentProvider), so most page views never download XState.
 */
import { createActor } from "xstate";
import { type ConsentInput, consentMachine, type StoredConsent } from "../../machines/consent.machine";
import { pageNonce } from "../nonce";
import { consentCookie } from "./cookie";

function startTagManager(id: string | null) {
  if (!id || document.getElementById("tag-manager")) return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.id = "tag-manager";
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  // The page's Content-Security-Policy trusts what this script loads ('strict-dynamic'); with the
  // nonce the tag manager can also run the inline tags of its container (docs/security.md).
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

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
