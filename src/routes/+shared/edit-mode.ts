/**
 * Entering edit mode (adding `?edit`) needs no new data: the page on screen is the staff view
 * already, with every section's revision. Skipping the reload makes the switch immediate; leaving
 * edit mode reloads as usual, so the page shows what was just saved.
 */
export function enteredEditModeOnly(currentUrl: URL, nextUrl: URL): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  if (currentUrl.searchParams.has("edit") || !nextUrl.searchParams.has("edit")) return false;
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("edit");
    params.sort();
    return params.toString();
  };
  return rest(currentUrl) === rest(nextUrl);
}

/** A route's shouldRevalidate: no reload for entering edit mode, the default otherwise. */
export function skipReloadOnEnteringEditMode({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}): boolean {
  // Staff only (the page is marked logged-in): a visitor asking for ?edit needs the root loader
  // to answer with the login redirect modal.
  const staff = typeof document !== "undefined" && document.documentElement.hasAttribute("data-logged-in");
  if (staff && !formMethod && enteredEditModeOnly(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}
