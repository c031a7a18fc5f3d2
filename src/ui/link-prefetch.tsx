/**
 * Instant navigation (spec §9: "Link prefetch idle timeout 2000ms; no prefetch on 2g or
 * data-saver connections"). Once the browser is idle, at the latest after 2,000 ms, the site's
 * links in view are prefetched; a link the visitor points at, focuses or touches is prefetched at
 * once. React Router names what the next page needs (its route modules and its data, with the
 * same `_routes` a navigation asks for), so the navigation finds both in the browser's cache.
 *
 * React Router learns the routes of the pages linked lazily ("route discovery"), from the links
 * that carry `data-discover` (its own links do). The site's links are plain anchors, so the
 * prefetcher marks those it may prefetch `data-discover="prefetch"` once the page is up: React
 * Router then asks for their routes in one request, and a hint names the right route's code and
 * data (a hint is made again once the page's route is known; client-navigation.ts still takes
 * the clicks on these links).
 *
 * Nothing is prefetched on a 2g or data-saver connection, for another host, for the page on view,
 * for the other language (the language switch), or in a staff session (the root renders this
 * for visitors only). Links in view count at most `MAX_IN_VIEW` pages, so a long list does not
 * fetch every detail page. Every hint carries `data-prefetch`, so the JavaScript budget can tell
 * the next page's code from this page's (tests/e2e/compression.spec.ts).
 */
import { useContext, useEffect, useState } from "react";
import { matchRoutes, PrefetchPageLinks, UNSAFE_DataRouterContext, useLocation } from "react-router";
import { isRouteHref } from "./client-navigation";
import { intentEvents, intentLink, whenIdle } from "./link-prefetch-start";

/**
 * The page a link leads to, as prefetched (path and query, no fragment), or null for a link that
 * is not prefetched: another host, a file, a new window, a download, the language switch
 * (`hreflang`), or the page on view (`here`, path and query).
 */
export function prefetchTarget(anchor: Element, here: string): string | null {
  const href = anchor.getAttribute("href");
  if (!href || !isRouteHref(href) || anchor.hasAttribute("download") || anchor.hasAttribute("hreflang")) return null;
  const target = anchor.getAttribute("target");
  if (target && target !== "_self") return null;
  const page = href.split("#")[0] ?? "";
  return page && page !== here ? page : null;
}

/** Marks the links the prefetcher may follow, so that React Router discovers their routes. */
function markForDiscovery(here: string): void {
  for (const anchor of document.querySelectorAll("a[href^='/']")) {
    if (!anchor.hasAttribute("data-discover") && prefetchTarget(anchor, here)) anchor.setAttribute("data-discover", "prefetch");
  }
}

/** Pages prefetched because their links are in view, per page on view. */
export const MAX_IN_VIEW = 8;

/** `first`: the link whose intent loaded the prefetcher (link-prefetch-start.tsx), prefetched at once. */
export function LinkPrefetch({ first }: { first: Element | null }) {
  const location = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  // Rendered again whenever the router's state changes, as it does when discovered routes arrive.
  const [, setRouterUpdates] = useState(0);
  useEffect(() => router?.subscribe(() => setRouterUpdates((count) => count + 1)), [router]);
  const here = `${location.pathname}${location.search}`;
  const [pages, setPages] = useState<string[]>([]);

  useEffect(() => {
    setPages([]);
    const wanted = new Set<string>();
    const want = (page: string | null) => {
      if (!page || wanted.has(page)) return false;
      wanted.add(page);
      setPages([...wanted]);
      return true;
    };
    const onIntent = (event: Event) => {
      const anchor = intentLink(event);
      if (anchor) want(prefetchTarget(anchor, here));
    };
    if (first?.isConnected) want(prefetchTarget(first, here));
    markForDiscovery(here);
    for (const type of intentEvents) document.addEventListener(type, onIntent, { passive: true });

    let observer: IntersectionObserver | undefined;
    let inView = 0;
    const cancelIdle = whenIdle(() => {
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer?.unobserve(entry.target);
          if (inView < MAX_IN_VIEW && want(prefetchTarget(entry.target, here))) inView += 1;
        }
      });
      for (const anchor of document.querySelectorAll("a[href^='/']")) observer.observe(anchor);
    });
    return () => {
      cancelIdle();
      observer?.disconnect();
      for (const type of intentEvents) document.removeEventListener(type, onIntent);
    };
  }, [here, first]);

  return pages.map((page) => {
    // Keyed by the route the page matches so far: when its own route is discovered, the hint is made anew.
    const route = router ? matchRoutes(router.routes, page)?.at(-1)?.route.id : undefined;
    return route ? <PrefetchPageLinks key={`${page} ${route}`} page={page} data-prefetch="" /> : null;
  });
}
