/**
 * The Content-Security-Policy nonce of the page (src/csp.server.ts). The server renders it on
 * React Router's inline scripts; in the browser it is only readable from a script element's
 * `nonce` property (the attribute is hidden), for a script the page adds itself.
 */
import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/** The nonce while rendering on the server; undefined in the browser, where it is not needed. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

/**
 * The nonce the page was served with, for a script added after load whose own scripts need it
 * again (the tag manager passes it to the tags it writes into the page).
 */
export function pageNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const script of document.querySelectorAll("script")) if (script.nonce) return script.nonce;
  return undefined;
}
