/**
 * The browser's entry: React Router's default, except that the page's message catalogue is
 * loaded before hydration (src/i18n: one language per visitor, never both).
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCatalogue } from "./i18n";
import { localeFromUrl } from "./i18n/locale";

// If it cannot load, the page stays as the server rendered it (complete, links and forms work)
// rather than hydrating into message keys.
await loadCatalogue(localeFromUrl(new URL(window.location.href)));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
