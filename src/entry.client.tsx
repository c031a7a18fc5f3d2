/**
 * The browser's entry: React Router's default, except that the page's message catalogues are
 * loaded before hydration (src/i18n: the site catalogue and those of the page's routes, in the
 * page's language only).
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageCatalogues } from "./i18n";
import { localeFromUrl } from "./i18n/locale";

// If they cannot load, the page stays as the server rendered it (complete, links and forms work)
// rather than hydrating into message keys.
await loadPageCatalogues(localeFromUrl(new URL(window.location.href)));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
