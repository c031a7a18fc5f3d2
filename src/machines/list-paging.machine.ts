/**
 * List paging (spec section 4, "Lists"), one machine for every list: news, venues, events,
 * articles and productions.
 *
 * - Lists load page by page, starting at page 1.
 * - A request for a page at or below the one already loaded is skipped unless a reset is
 *   requested (`list.reset`); a reset empties the list first.
 * - Each request sets the page, marks loading, appends the returned results, then clears
 *   loading. While a page is in flight further page requests are skipped too: they would ask
 *   for the same or a later page before the earlier one is appended. A reset cancels the
 *   request in flight, whose results then never reach the list.
 * - The list's terms (genres, cities or tags) are fetched only while `termsLoading` is set; it
 *   starts set unless the server rendered the terms, and a reset sets it again.
 * - A failed fetch keeps what is loaded, sets `error` and puts the page back to the one loaded;
 *   `list.retry` repeats the failed request (page or terms).
 *
 * `fetchPage` and `fetchTerms` are actors the caller provides with `machine.provide`, so the
 * same machine runs against the content client, the HTTP API or a test fake.
 */
import { assign, fromPromise, setup } from "xstate";
import type { Term } from "../schemas/programme";
import {
  initialListContext,
  type ListPage,
  type ListPageResponse,
  type ListPagingContext,
  type ListPagingInput,
  seedFromPage,
  type FetchPageInput,
  type FetchTermsInput,
} from "./list-paging.context";

export * from "./list-filters";
export * from "./list-paging.context";

export type ListPagingEvent<T, F> =
  | { type: "list.loadMore" }
  | { type: "list.load"; page: number }
  | { type: "list.reset"; filter: F; initial?: ListPage<T> | null }
  | { type: "list.retry" };

/** The machine for one list type; the factory only carries the item, filter and terms types. */
export function createListPagingMachine<T, F, Terms = Term[]>() {
  type Context = ListPagingContext<T, F, Terms>;
  type Event = ListPagingEvent<T, F>;

  const requestedPage = (context: Context, event: Event): number => {
    switch (event.type) {
      case "list.load":
        return event.page;
      case "list.retry":
        return context.request?.page ?? context.page + 1;
      case "list.reset":
        return 1;
      default:
        // list.loadMore, and the start of a list the server did not render (page 0 → 1).
        return context.page + 1;
    }
  };

  const pageTransitions = {
    "list.loadMore": { guard: "canLoadMore", target: "#listPaging.pages.loading", actions: "requestPage" },
    "list.load": { guard: "isAfterLoadedPage", target: "#listPaging.pages.loading", actions: "requestPage" },
    // reenter: a reset while loading restarts the fetch with the new filter.
    "list.reset": [
      { guard: "resetIsSeeded", target: "#listPaging.pages.idle", reenter: true, actions: "seedFromReset" },
      { target: "#listPaging.pages.loading", reenter: true, actions: ["emptyList", "requestPage"] },
    ],
  } as const;

  return setup({
    types: {
      context: {} as Context,
      events: {} as Event,
      input: {} as ListPagingInput<T, F, Terms>,
    },
    actors: {
      fetchPage: fromPromise<ListPageResponse<T>, FetchPageInput<F>>(async () => {
        throw new Error("listPagingMachine: provide a fetchPage actor");
      }),
      fetchTerms: fromPromise<Terms, FetchTermsInput<F>>(async () => {
        throw new Error("listPagingMachine: provide a fetchTerms actor");
      }),
    },
    guards: {
      canLoadMore: ({ context }) => context.page === 0 || context.hasMore,
      isAfterLoadedPage: ({ context, event }) => event.type === "list.load" && event.page > context.page,
      resetIsSeeded: ({ event }) => event.type === "list.reset" && !!event.initial,
      hasLoadedPage: ({ context }) => context.page > 0,
      hasFailedRequest: ({ context }) => context.request !== null,
      termsFlagged: ({ context }) => context.withTerms && context.termsLoading,
    },
    actions: {
      /** Sets the page and marks loading (spec: each request sets the page, marks loading). */
      requestPage: assign(({ context, event }) => {
        const page = requestedPage(context, event);
        const previousPage = event.type === "list.retry" ? (context.request?.previousPage ?? context.page) : context.page;
        return { page, loading: true, error: null, request: { page, previousPage } };
      }),
      /** A reset empties the list first and takes the new filter. */
      emptyList: assign(({ context, event }) => ({
        items: [],
        count: 0,
        page: 0,
        hasMore: false,
        filter: event.type === "list.reset" ? event.filter : context.filter,
      })),
      seedFromReset: assign(({ event }) =>
        event.type === "list.reset" && event.initial
          ? { ...seedFromPage(event.initial), filter: event.filter, loading: false, error: null, request: null }
          : {},
      ),
      appendResults: assign(({ context }, response: ListPageResponse<T>) => ({
        items: [...context.items, ...response.results],
        count: response.count,
        hasMore: response.next !== null,
        request: null,
      })),
      clearLoading: assign({ loading: false }),
      /** Keeps what is loaded; the page goes back to the last one appended. */
      storePageError: assign(({ context }, error: unknown) => ({
        error,
        loading: false,
        page: context.request?.previousPage ?? context.page,
      })),
      flagTerms: assign({ termsLoading: ({ context }) => context.withTerms }),
      storeTerms: assign((_, terms: Terms) => ({ terms, termsLoading: false })),
      storeTermsError: assign({ error: (_, error: unknown) => error }),
      clearError: assign({ error: null }),
    },
  }).createMachine({
    id: "listPaging",
    type: "parallel",
    context: ({ input }) => initialListContext(input),
    states: {
      pages: {
        initial: "starting",
        states: {
          starting: {
            always: [
              { guard: "hasLoadedPage", target: "idle" },
              { target: "loading", actions: "requestPage" },
            ],
          },
          idle: {
            on: {
              ...pageTransitions,
              "list.retry": { guard: "hasFailedRequest", target: "loading", actions: "requestPage" },
            },
          },
          loading: {
            invoke: {
              src: "fetchPage",
              input: ({ context }) => ({ page: context.page, filter: context.filter }),
              onDone: {
                target: "idle",
                actions: [{ type: "appendResults", params: ({ event }) => event.output }, "clearLoading"],
              },
              onError: {
                target: "idle",
                actions: { type: "storePageError", params: ({ event }: { event: { error: unknown } }) => event.error },
              },
            },
            on: {
              // Page requests wait for the one in flight (see above); a reset supersedes it.
              "list.reset": pageTransitions["list.reset"],
            },
          },
        },
      },
      terms: {
        initial: "idle",
        on: {
          "list.reset": { target: ".idle", actions: "flagTerms" },
        },
        states: {
          idle: {
            always: { guard: "termsFlagged", target: "loading" },
          },
          loading: {
            invoke: {
              src: "fetchTerms",
              input: ({ context }) => ({ filter: context.filter }),
              onDone: { target: "idle", actions: { type: "storeTerms", params: ({ event }) => event.output } },
              onError: { target: "failed", actions: { type: "storeTermsError", params: ({ event }: { event: { error: unknown } }) => event.error } },
            },
          },
          failed: {
            on: { "list.retry": { target: "loading", actions: "clearError" } },
          },
        },
      },
    },
  });
}

export type ListPagingMachine<T, F, Terms = Term[]> = ReturnType<typeof createListPagingMachine<T, F, Terms>>;
