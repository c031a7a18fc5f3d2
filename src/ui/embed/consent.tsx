/**
 * Site-wide consent for external content. A consent dialog can call `allowAll()` to unlock every
 * two-click consent gate at once; without a provider nothing is allowed and allowAll does nothing.
 */
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

export interface EmbedConsent {
  allowed: boolean;
  allowAll(): void;
  /** Address of the privacy policy, linked from the placeholders when set. */
  privacyUrl?: string;
  /**
   * Whether a network's own widget script may run in the page. Never in a staff session: a
   * script in the page can do whatever the session can (docs/security.md); the embed then shows
   * its plain, sanitised content with its link.
   */
  scriptsAllowed: boolean;
}

const EmbedConsentContext = createContext<EmbedConsent>({ allowed: false, allowAll: () => {}, scriptsAllowed: true });

interface ProviderProps {
  children: ReactNode;
  /** Unlocked from outside, e.g. by a stored choice (set it after hydration so server and client agree). */
  allowed?: boolean;
  /** Called when allowAll() is used, e.g. to store the choice. */
  onAllowAll?: () => void;
  privacyUrl?: string;
  /** A staff session: no third party's script runs in the page. */
  staffSession?: boolean;
}

export function EmbedConsentProvider({ children, allowed: allowedFromOutside = false, onAllowAll, privacyUrl, staffSession = false }: ProviderProps) {
  const [allowedHere, setAllowed] = useState(false);
  const allowed = allowedFromOutside || allowedHere;
  const value = useMemo<EmbedConsent>(
    () => ({
      allowed,
      allowAll: () => {
        setAllowed(true);
        onAllowAll?.();
      },
      privacyUrl,
      scriptsAllowed: !staffSession,
    }),
    [allowed, onAllowAll, privacyUrl, staffSession],
  );
  return <EmbedConsentContext.Provider value={value}>{children}</EmbedConsentContext.Provider>;
}

export function useEmbedConsent(): EmbedConsent {
  return useContext(EmbedConsentContext);
}
