import { type MouseEvent, useEffect, useRef, useState } from "react";
import { useI18n } from "../../i18n";
import { maxServerPages } from "../programme/search-params";
import "../ui.css";
import "./lists.css";

/** The parts of a list (useListPaging) the control needs. */
export interface LoadMoreList {
  items: readonly unknown[];
  hasMore: boolean;
  loading: boolean;
  error: unknown;
  loadMore: () => void;
  retry: () => void;
}

interface Props {
  list: LoadMoreList;
  /**
   * The URL of the next page (e.g. ?page=3), followed when JavaScript is not running. With
   * JavaScript the address becomes it once that page has been appended (see `recordLoaded`).
   */
  href: string;
}

/**
 * The address of the list becomes `href`, the URL the server renders the list with everything
 * now loaded for, so that Back from a detail page (and a reload) brings back the whole list and
 * the scroll position saved for this history entry fits it again. The entry is replaced, not
 * added, and keeps its state: React Router's key for it, under which it saved the position, stays.
 * A page past `maxServerPages` is not recorded: the server would not render it.
 */
function recordLoaded(href: string) {
  const url = new URL(href, window.location.href);
  const page = Number(url.searchParams.get("page"));
  if (url.origin !== window.location.origin || !Number.isInteger(page) || page < 2 || page > maxServerPages) return;
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${window.location.hash}`);
}

/**
 * "Load more" under a list. Without JavaScript it is a plain link to the next page the server
 * renders; with JavaScript the click appends the next page in place. A polite live region tells
 * screen-reader users how many entries arrived, or that loading failed (with a retry button).
 */
export function LoadMore({ list, href }: Props) {
  const { t } = useI18n();
  const { items, hasMore, loading, error, loadMore, retry } = list;
  const [message, setMessage] = useState("");
  // How many items were there when the visitor asked for more, and the URL of the page asked
  // for; null when they did not ask.
  const asked = useRef<{ count: number; href: string } | null>(null);

  useEffect(() => {
    if (loading || asked.current === null) return;
    const added = items.length - asked.current.count;
    const loadedHref = asked.current.href;
    asked.current = null;
    if (error || added <= 0) return;
    recordLoaded(loadedHref);
    setMessage(added === 1 ? t("list.loadedOne") : t("list.loaded", { count: added }));
  }, [loading, error, items.length, t]);

  const ask = (action: () => void) => {
    asked.current = { count: items.length, href };
    setMessage("");
    action();
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser open a new tab or window for modified clicks.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!loading) ask(loadMore);
  };

  const failed = Boolean(error) && !loading;

  return (
    <div className="load-more" aria-busy={loading || undefined}>
      {hasMore ? (
        <a className="button load-more__link" href={href} rel="next" aria-disabled={loading || undefined} onClick={onClick}>
          {loading ? t("list.loading") : t("list.loadMore")}
        </a>
      ) : null}
      <div className="load-more__status" role="status" aria-live="polite">
        {failed ? <p className="load-more__error">{t("list.error")}</p> : message ? <p className="visually-hidden">{message}</p> : null}
      </div>
      {failed ? (
        <button type="button" className="button load-more__retry" onClick={() => ask(retry)}>
          {t("list.retry")}
        </button>
      ) : null}
    </div>
  );
}
