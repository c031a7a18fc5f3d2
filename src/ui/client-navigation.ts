/**
 * Client-side navigation for plain anchors: module renderers and rich text render ordinary
 * <a href> (cheap on the server, and rich text cannot hold router links). One click listener
 * hands clicks on internal page links to the router, so they load data instead of a document.
 */
import { useEffect } from "react";
import { createPath, useLocation, useNavigate } from "react-router";

/** Site pages are under /de and /en; files (with an extension) load normally. */
export function isRouteHref(href: string): boolean {
  return /^\/(de|en)(\/[^.?#]*)?([?#].*)?$/.test(href);
}

/**
 * Hands clicks on internal page links to the router. A link to the page on view replaces it in
 * the history rather than adding it again (as a router link does), so Back leaves the page.
 */
export function useClientNavigation(): void {
  const navigate = useNavigate();
  const here = createPath(useLocation());
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a");
      if (!anchor || anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return;
      const href = anchor.getAttribute("href");
      // React Router's own links (data-discover) navigate themselves; a plain link the prefetcher
      // marked for route discovery (link-prefetch.tsx) is still ours.
      const routerLink = anchor.hasAttribute("data-discover") && anchor.getAttribute("data-discover") !== "prefetch";
      if (!href || !isRouteHref(href) || routerLink) return;
      event.preventDefault();
      navigate(href, { replace: href === here });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate, here]);
}
