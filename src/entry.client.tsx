/**
 * The browser's entry: React Router's default, except that the page's message catalogues are
 * loaded before hydration (src/i18n: the site catalogue and those of the page's routes, in the
 * page's language only), and the dates the server formatted for the page are taken as they are
 * (src/date-seed.server.ts). Script errors of the page are reported to the server from the start
 * (src/lib/report-errors.ts), and clicks on the staff toolbar are held until it is hydrated
 * (src/ui/staff/early-clicks.ts).
 */
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageCatalogues } from "./i18n";
import { localeFromUrl } from "./i18n/locale";
import { DATE_SEED_ID, seedRememberedDates } from "./lib/dates";
import { reportErrors } from "./lib/report-errors";
import { holdEarlyClicks } from "./ui/staff/early-clicks";

/**
 * The page's recorded dates: the inert script the server wrote (not any other element that might
 * carry the id). A seed that is missing or cannot be read is none: the dates are formatted here.
 */
function readSeed(): unknown {
  const text = document.querySelector(`script#${DATE_SEED_ID}[type="application/json"]`)?.textContent;
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

// First of all, so that a failure of what follows is reported too.
reportErrors();

// A click on the staff toolbar before its own chunk has hydrated it is done once it has.
const editorHeader = document.getElementById("editor-header");
if (editorHeader?.firstElementChild) holdEarlyClicks(editorHeader);

// If they cannot load, the page stays as the server rendered it (complete, links and forms work)
// rather than hydrating into message keys.
await loadPageCatalogues(localeFromUrl(new URL(window.location.href)));

// Read here, right before hydration: the seed stands at the end of the body.
seedRememberedDates(readSeed());

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
