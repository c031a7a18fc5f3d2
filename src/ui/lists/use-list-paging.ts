/**
 * React side of the list-paging machine (src/machines/list-paging.machine.ts): one hook for
 * every paged list. The server render seeds it with its page (`initial`), so the first paint
 * needs no request; when the route's loader hands over a new `initial` (the URL filter
 * changed), the list resets seeded with it instead of fetching page 1 again.
 */
import { useActorRef, useSelector } from "@xstate/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { fromPromise } from "xstate";
import {
  createListPagingMachine,
  type FetchPageInput,
  type FetchTermsInput,
  type ListPage,
  type ListPageResponse,
} from "../../machines/list-paging.machine";
import type { Term } from "../../schemas/programme";

export interface UseListPagingOptions<T, F, Terms = Term[]> {
  /** The page the server rendered, or null/undefined to fetch page 1 on mount. */
  initial?: ListPage<T> | null;
  /** The current filter (usually parsed from the URL). */
  filter: F;
  /** Fetches one page; the signal aborts when a reset supersedes the request. */
  fetchPage: (input: FetchPageInput<F>, signal: AbortSignal) => Promise<ListPageResponse<T>>;
  /** Fetches the list's genres, cities or tags; leave out for a list without terms (news). */
  fetchTerms?: (input: FetchTermsInput<F>, signal: AbortSignal) => Promise<Terms>;
  /** Terms the server rendered; with them nothing is fetched until a reset. */
  terms?: Terms | null;
}

export interface ListPaging<T, F, Terms = Term[]> {
  items: T[];
  count: number;
  hasMore: boolean;
  loading: boolean;
  error: unknown;
  /** The page last requested (0 before the first). */
  page: number;
  filter: F;
  terms: Terms | null;
  termsLoading: boolean;
  loadMore: () => void;
  reset: (filter: F, initial?: ListPage<T> | null) => void;
  retry: () => void;
}

export function useListPaging<T, F, Terms = Term[]>({
  initial,
  filter,
  fetchPage,
  fetchTerms,
  terms,
}: UseListPagingOptions<T, F, Terms>): ListPaging<T, F, Terms> {
  // The actors read the latest callbacks, so a caller may pass inline functions.
  const fetchPageRef = useRef(fetchPage);
  const fetchTermsRef = useRef(fetchTerms);
  const filterRef = useRef(filter);
  useEffect(() => {
    fetchPageRef.current = fetchPage;
    fetchTermsRef.current = fetchTerms;
    filterRef.current = filter;
  });

  const [machine] = useState(() =>
    createListPagingMachine<T, F, Terms>().provide({
      actors: {
        fetchPage: fromPromise<ListPageResponse<T>, FetchPageInput<F>>(({ input, signal }) =>
          fetchPageRef.current(input, signal),
        ),
        fetchTerms: fromPromise<Terms, FetchTermsInput<F>>(async ({ input, signal }) => {
          const fetchTermsNow = fetchTermsRef.current;
          if (!fetchTermsNow) throw new Error("useListPaging: this list has no fetchTerms");
          return fetchTermsNow(input, signal);
        }),
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: { filter, initial: initial ?? null, terms: terms ?? null, withTerms: fetchTerms !== undefined },
  });
  const context = useSelector(actor, (snapshot) => snapshot.context);

  // New server data (a URL filter change): start over from it.
  const seenInitial = useRef(initial);
  useEffect(() => {
    if (seenInitial.current === initial) return;
    seenInitial.current = initial;
    actor.send({ type: "list.reset", filter: filterRef.current, initial: initial ?? null });
  }, [actor, initial]);

  const loadMore = useCallback(() => actor.send({ type: "list.loadMore" }), [actor]);
  const retry = useCallback(() => actor.send({ type: "list.retry" }), [actor]);
  const reset = useCallback(
    (next: F, seed?: ListPage<T> | null) => actor.send({ type: "list.reset", filter: next, initial: seed ?? null }),
    [actor],
  );

  return {
    items: context.items,
    count: context.count,
    hasMore: context.hasMore,
    loading: context.loading,
    error: context.error,
    page: context.page,
    filter: context.filter,
    terms: context.terms,
    termsLoading: context.termsLoading,
    loadMore,
    reset,
    retry,
  };
}
