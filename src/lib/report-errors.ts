/**
 * Script errors of a visitor's page go to the server's error reporting (`POST /api/client-errors`,
 * src/server/api/client-errors.ts), by beacon: it needs no answer and survives the page's
 * unloading. At most three per page view, each message once, cut below the endpoint's limits.
 * Kept small: it runs on every page, within the visitor's JavaScript budget.
 */
export const clientErrorsUrl = "/api/client-errors";

export function reportErrors(target: Window = window): void {
  const sent = new Set<string>();
  const send = (message: string, stack?: string, file = "", line?: number, column?: number) => {
    if (sent.size > 2 || sent.has(message)) return;
    sent.add(message);
    const origin = target.location.origin;
    target.navigator.sendBeacon(
      clientErrorsUrl,
      JSON.stringify({
        message: message.slice(0, 300) || "?",
        page: target.location.pathname.slice(0, 500),
        // Only a script of the site's own, by its path; another's address is not ours to send.
        source: file.startsWith(`${origin}/`) ? file.slice(origin.length).split(/[?#]/)[0].slice(0, 500) : undefined,
        line,
        column,
        stack: stack?.slice(0, 1500),
      }),
    );
  };
  target.addEventListener("error", (event) => send(String(event.message), event.error?.stack, event.filename, event.lineno, event.colno));
  target.addEventListener("unhandledrejection", (event) => send(String(event.reason?.message ?? event.reason), event.reason?.stack));
}
