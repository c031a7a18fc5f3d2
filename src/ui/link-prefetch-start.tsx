/**
 * What every visitor's page carries of the link prefetcher (link-prefetch.tsx): the rule of when
 * to prefetch at all, and the loader. The prefetcher itself is fetched once the page is idle (or
 * on the first intent), and only where prefetching is allowed: it is the next page's business,
 * off this page's critical path and outside its JavaScript budget.
 */
import { lazy, Suspense, useEffect, useState } from "react";

export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/** The part of the Network Information API the rule reads (absent in Firefox and Safari). */
export interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** False on a data-saver or 2g (`slow-2g`, `2g`) connection; true when the browser does not say. */
export function prefetchAllowed(connection: Connection | undefined): boolean {
  return !connection?.saveData && !/2g/.test(connection?.effectiveType ?? "");
}

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** Runs `callback` when the browser is idle, at the latest after the timeout; returns its cancel. */
export function whenIdle(callback: () => void): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(callback, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(callback, PREFETCH_IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(handle);
}

export const intentEvents = ["pointerover", "focusin", "touchstart"] as const;

/** The link an intent event (pointer over, focus, touch) is on. */
export const intentLink = (event: Event): Element | null => (event.target as Element | null)?.closest?.("a[href]") ?? null;

const LinkPrefetch = lazy(() => import("./link-prefetch").then((module) => ({ default: module.LinkPrefetch })));

/** Renders the prefetcher once the page is idle, or at the first intent on a link, if allowed. */
export function LinkPrefetchStart() {
  const [started, setStarted] = useState<{ first: Element | null } | null>(null);
  useEffect(() => {
    if (!prefetchAllowed((navigator as { connection?: Connection }).connection)) return;
    const start = (first: Element | null) => {
      stop();
      setStarted({ first });
    };
    const onIntent = (event: Event) => {
      const link = intentLink(event);
      if (link) start(link);
    };
    const cancelIdle = whenIdle(() => start(null));
    function stop() {
      cancelIdle();
      for (const type of intentEvents) document.removeEventListener(type, onIntent);
    }
    for (const type of intentEvents) document.addEventListener(type, onIntent, { passive: true });
    return stop;
  }, []);
  return started ? (
    <Suspense fallback={null}>
      <LinkPrefetch first={started.first} />
    </Suspense>
  ) : null;
}
