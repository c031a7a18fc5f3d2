import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { LoadMore, type LoadMoreList } from "../lists/LoadMore";
import { pageHref } from "./api";
import type { Feed } from "./meta";
import "./editorial.css";

interface Props<T> {
  kind: "news" | "article" | "press" | "pinboard";
  title: string;
  /** The list's RSS feed, linked beside the title. */
  feed?: Feed;
  /** The screen's main action (the pinboard's "post an ad"), beside the title. */
  action?: ReactNode;
  /** The screen's intro (its content page's modules), below the title. */
  intro?: ReactNode;
  /** A filter above the list (the magazine's tags). */
  filter?: ReactNode;
  list: Omit<LoadMoreList, "items"> & { items: readonly T[]; page: number };
  /** Said when the list is empty (announced, so a filter that leaves nothing is heard). */
  emptyMessage: string;
  /** More for an empty list than the message: what the list is for and how to add to it. */
  emptyState?: ReactNode;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

/** A news, magazine, press or pinboard list: title, optional filter, the cards and "load more". */
export function EditorialList<T>({ kind, title, feed, action, intro, filter, list, emptyMessage, emptyState, itemKey, renderItem }: Props<T>) {
  const { pathname, search } = useLocation();
  const cards = useRef<HTMLUListElement>(null);
  useFocusOnAppended(cards, list.items);
  return (
    <div className={`editorial-list editorial-list--${kind}`}>
      <header className="editorial-list__header">
        <h1 className="editorial-list__title">{title}</h1>
        {feed ? (
          <a className="editorial-list__feed" href={feed.href} type="application/rss+xml">
            {feed.title}
          </a>
        ) : null}
        {action}
      </header>
      {intro}
      {filter ? <div className="editorial-list__filter">{filter}</div> : null}
      <div role="status" className="editorial-list__status">
        {list.items.length === 0 && !list.loading ? <p className="editorial-list__empty">{emptyMessage}</p> : null}
      </div>
      {list.items.length === 0 && !list.loading ? emptyState : null}
      {list.items.length ? (
        <ul ref={cards} className="card-grid" data-list={kind}>
          {list.items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      ) : null}
      <LoadMore list={list} href={pageHref(pathname, search, Math.max(1, list.page) + 1)} />
    </div>
  );
}

/**
 * After "load more" the link moves down or disappears (no more pages); a keyboard user whose
 * focus was on it continues at the first card that arrived instead of at the top of the page.
 */
function useFocusOnAppended(cards: RefObject<HTMLUListElement | null>, items: readonly unknown[]) {
  const before = useRef(items);
  useEffect(() => {
    const previous = before.current;
    before.current = items;
    // Appended: same first item, more of them (a reset brings new items from the loader).
    if (previous.length === 0 || items.length <= previous.length || items[0] !== previous[0]) return;
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest(".load-more")) return;
    cards.current?.querySelectorAll<HTMLElement>(":scope > li")[previous.length]?.querySelector<HTMLElement>("a")?.focus();
  }, [cards, items]);
}
