/**
 * The browser's entry: React Router's default, except that the page's message catalogues are
 * loaded before hydration (src/i18n: the site catalogue and those of the page's routes, in the
 * page's language only), and the dates the server formatted for the page are taken as they are
 * (src/date-seed.server.ts).
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageCatalogues } from "./i18n";
import { localeFromUrl } from "./i18n/locale";
import { DATE_SEED_ID, seedRememberedDates } from "./lib/dates";

seedRememberedDates(readSeed(document.getElementById(DATE_SEED_ID)?.textContent));

/** The page's recorded dates; a seed that cannot be read is none (the dates are then formatted here). */
function readSeed(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

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
