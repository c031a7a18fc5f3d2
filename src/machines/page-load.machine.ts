/**
 * Page load (spec section 4): not loaded until the page request succeeds, still not loaded
 * after a failure. A repeat request for the same language, path and watched query waits for
 * the one in flight instead of sending another; a different one (path, parameters or a
 * watched query changed) fetches again. A language change can be held and finalised later.
 * The fetch is an actor the caller provides, so tests and the server swap it freely.
 */
import { assign, fromPromise, setup } from "xstate";
import type { Locale, Page } from "../schemas/api";

export interface PageRequestInput {
  locale: Locale;
  path: string;
  /** Only the query parameters the page watches (e.g. v); others never refetch. */
  query: Record<string, string>;
}

export interface PageLoadContext {
  request: PageRequestInput | null;
  page: Page | null;
  error: unknown;
  /** Locale the visitor switched to while a page was loading; committed by locale.finalize. */
  pendingLocale: Locale | null;
  locale: Locale | null;
}

export type PageLoadEvent =
  | ({ type: "page.request" } & PageRequestInput)
  | { type: "page.refresh" }
  | { type: "locale.change"; locale: Locale }
  | { type: "locale.finalize" };

export const requestKey = ({ locale, path, query }: PageRequestInput) =>
  `${locale}:${path.replace(/^\/+|\/+$/g, "")}?${Object.keys(query)
    .sort()
    .map((k) => `${k}=${query[k]}`)
    .join("&")}`;

const toInput = (event: PageLoadEvent): PageRequestInput | null =>
  event.type === "page.request" ? { locale: event.locale, path: event.path, query: event.query } : null;

export const pageLoadMachine = setup({
  types: {
    context: {} as PageLoadContext,
    events: {} as PageLoadEvent,
  },
  actors: {
    fetchPage: fromPromise<Page, PageRequestInput>(async () => {
      throw new Error("pageLoadMachine: provide a fetchPage actor");
    }),
  },
  guards: {
    isSameRequest: ({ context, event }) => {
      const input = toInput(event);
      return !!input && !!context.request && requestKey(input) === requestKey(context.request);
    },
    hasPendingLocale: ({ context }) => context.pendingLocale !== null,
  },
  actions: {
    storeRequest: assign(({ event, context }) => {
      const request = toInput(event) ?? context.request;
      return { request, error: null, locale: request?.locale ?? context.locale };
    }),
    storePage: assign({ page: (_, page: Page) => page }),
    storeError: assign({ error: (_, error: unknown) => error, page: null }),
    holdLocale: assign({ pendingLocale: ({ event }) => (event.type === "locale.change" ? event.locale : null) }),
    finalizeLocale: assign(({ context }) => ({ locale: context.pendingLocale, pendingLocale: null })),
  },
}).createMachine({
  id: "pageLoad",
  initial: "notLoaded",
  context: { request: null, page: null, error: null, pendingLocale: null, locale: null },
  on: {
    "locale.change": { actions: "holdLocale" },
    "locale.finalize": { guard: "hasPendingLocale", actions: "finalizeLocale" },
  },
  states: {
    notLoaded: {
      on: {
        "page.request": { target: "loading", actions: "storeRequest" },
        "page.refresh": { target: "loading", guard: ({ context }) => context.request !== null },
      },
    },
    loading: {
      invoke: {
        src: "fetchPage",
        input: ({ context }) => context.request as PageRequestInput,
        onDone: { target: "loaded", actions: { type: "storePage", params: ({ event }) => event.output } },
        onError: { target: "notLoaded", actions: { type: "storeError", params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
      on: {
        // The same request while one is in flight: wait for it rather than send another.
        "page.request": [{ guard: "isSameRequest" }, { target: "loading", reenter: true, actions: "storeRequest" }],
      },
    },
    loaded: {
      on: {
        "page.request": [{ guard: "isSameRequest" }, { target: "loading", actions: "storeRequest" }],
        "page.refresh": { target: "loading" },
      },
    },
  },
});
