import { type MouseEvent, useEffect, useRef, useState } from "react";
import { useI18n } from "../../i18n";
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
  /** The URL of the next page (e.g. ?page=3), followed when JavaScript is not running. */
  href: string;
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
  // How many items were there when the visitor asked for more; null when they did not ask.
  const countBefore = useRef<number | null>(null);

  useEffect(() => {
    if (loading || countBefore.current === null) return;
    const added = items.length - countBefore.current;
    countBefore.current = null;
    if (error || added <= 0) return;
    setMessage(added === 1 ? t("list.loadedOne") : t("list.loaded", { count: added }));
  }, [loading, error, items.length, t]);

  const ask = (action: () => void) => {
    countBefore.current = items.length;
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
