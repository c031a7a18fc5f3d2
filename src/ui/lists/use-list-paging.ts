/**
 * React side of the list-paging machine (src/machines/list-paging.machine.ts): one hook for
 * every paged list. The server render seeds it with its page (`initial`), so the first paint
 * needs no request; when the route's loader hands over a new `initial` (the URL filter
 * changed), the list resets seeded with it instead of fetching page 1 again.
 *
 * A list the server rendered shows that state (`initialListContext`) until the visitor first
 * asks for more, resets or retries: only then are XState and the machine loaded (a list that
 * must fetch at once loads them on mount). A visitor who only reads pays for neither.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { AnyActorRef } from "xstate";
import {
  type FetchPageInput,
  type FetchTermsInput,
  initialListContext,
  type ListPage,
  type ListPageResponse,
  type ListPagingContext,
} from "../../machines/list-paging.context";
import type { ListPagingEvent } from "../../machines/list-paging.machine";
import type { Term } from "../../schemas/programme";
import { useActorContext } from "../actor-context";

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
  type Context = ListPagingContext<T, F, Terms>;
  // The actor reads the latest callbacks and props, so a caller may pass inline functions.
  const latest = useRef({ fetchPage, fetchTerms, filter, initial, terms });
  useEffect(() => {
    latest.current = { fetchPage, fetchTerms, filter, initial, terms };
  });

  const [actor, setActor] = useState<AnyActorRef | null>(null);
  // The running actor at once (state follows on the next commit), and the server data it last got.
  const running = useRef<{ actor: AnyActorRef; initial: ListPage<T> | null | undefined } | null>(null);
  // Asked for a page while the machine loads: busy at once.
  const [asked, setAsked] = useState(false);
  // The machine could not be loaded (offline, or a chunk gone after a deploy): the events it was
  // asked for wait for a retry.
  const [loadFailure, setLoadFailure] = useState<{ error: unknown; events: ListPagingEvent<T, F>[] } | null>(null);
  const waiting = useRef<ListPagingEvent<T, F>[] | null>(null);
  const unmounted = useRef(false);

  /** Loads the machine and starts it where the list stands, then hands it the events so far. */
  const start = useCallback((events: ListPagingEvent<T, F>[]) => {
    if (events.length) setAsked(true);
    if (waiting.current) {
      waiting.current.push(...events);
      return;
    }
    waiting.current = [...events];
    setLoadFailure(null);
    Promise.all([import("xstate"), import("../../machines/list-paging.machine")]).then(
      ([{ createActor, fromPromise }, { createListPagingMachine }]) => {
        if (unmounted.current) return;
        const machine = createListPagingMachine<T, F, Terms>().provide({
          actors: {
            fetchPage: fromPromise<ListPageResponse<T>, FetchPageInput<F>>(({ input, signal }) => latest.current.fetchPage(input, signal)),
            fetchTerms: fromPromise<Terms, FetchTermsInput<F>>(async ({ input, signal }) => {
              const fetchTermsNow = latest.current.fetchTerms;
              if (!fetchTermsNow) throw new Error("useListPaging: this list has no fetchTerms");
              return fetchTermsNow(input, signal);
            }),
          },
        });
        const { filter: now, initial: seed, terms: known, fetchTerms: withTerms } = latest.current;
        const started = createActor(machine, {
          input: { filter: now, initial: seed ?? null, terms: known ?? null, withTerms: withTerms !== undefined },
        }).start();
        running.current = { actor: started, initial: seed };
        for (const queued of waiting.current ?? []) started.send(queued);
        waiting.current = null;
        setActor(started);
      },
      (error: unknown) => {
        const events = waiting.current ?? [];
        waiting.current = null;
        if (unmounted.current) return;
        setAsked(false);
        setLoadFailure({ error, events });
      },
    );
  }, []);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      running.current?.actor.stop();
      running.current = null;
    };
  }, []);

  // Before the machine runs, the list is what the server rendered.
  const seeded = useMemo(
    () => initialListContext<T, F, Terms>({ filter, initial: initial ?? null, terms: terms ?? null, withTerms: fetchTerms !== undefined }),
    // The seed follows the server's data; a filter parsed anew for the same data does not change it.
    [initial, terms],
  );
  // A list with nothing rendered (no page, or terms to fetch) needs the machine at once.
  const needsMachine = seeded.page === 0 || seeded.termsLoading;
  useEffect(() => {
    if (needsMachine) start([]);
  }, [needsMachine, start]);

  const context = useActorContext<Context>(actor) ?? seeded;

  // New server data (a URL filter change): the machine starts over from it. Without a machine
  // yet, the seed above follows it by itself.
  useEffect(() => {
    const current = running.current;
    if (!actor || !current || current.initial === initial) return;
    current.initial = initial;
    actor.send({ type: "list.reset", filter: latest.current.filter, initial: initial ?? null });
  }, [actor, initial]);

  const send = useCallback(
    (event: ListPagingEvent<T, F>) => {
      if (running.current) running.current.actor.send(event);
      // A retry after the machine failed to load asks again for what was asked then.
      else if (event.type === "list.retry" && loadFailure) start(loadFailure.events);
      else start([event]);
    },
    [loadFailure, start],
  );
  const loadMore = useCallback(() => send({ type: "list.loadMore" }), [send]);
  const retry = useCallback(() => send({ type: "list.retry" }), [send]);
  const reset = useCallback((next: F, seed?: ListPage<T> | null) => send({ type: "list.reset", filter: next, initial: seed ?? null }), [send]);

  return {
    items: context.items,
    count: context.count,
    hasMore: context.hasMore,
    // Before the machine runs: busy once asked, or from the start for a list it must fetch.
    loading: context.loading || (!actor && !loadFailure && (asked || seeded.page === 0)),
    error: actor ? context.error : (loadFailure?.error ?? null),
    page: context.page,
    filter: context.filter,
    terms: context.terms,
    termsLoading: context.termsLoading,
    loadMore,
    reset,
    retry,
  };
}
