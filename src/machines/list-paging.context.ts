/**
 * The list-paging machine's context and how it starts (src/machines/list-paging.machine.ts),
 * without XState: a list the server rendered shows this state until the visitor first asks for
 * more, and only then is the machine loaded (src/ui/lists/use-list-paging.ts).
 */
import type { Term } from "../schemas/programme";

/** One page of a list as the server rendered it (a Paged<T> response plus its page number). */
export interface ListPage<T> {
  page: number;
  results: T[];
  count: number;
  next: number | null;
}

/** The response of `fetchPage` (Paged<T> fits). */
export interface ListPageResponse<T> {
  count: number;
  next: number | null;
  results: T[];
}

export interface FetchPageInput<F> {
  page: number;
  filter: F;
}

export interface FetchTermsInput<F> {
  filter: F;
}

export interface ListPagingContext<T, F, Terms = Term[]> {
  /** The page last requested (0 before the first); back to the loaded one after a failure. */
  page: number;
  items: T[];
  count: number;
  /** The last response had a next page. */
  hasMore: boolean;
  loading: boolean;
  filter: F;
  terms: Terms | null;
  termsLoading: boolean;
  /** Whether this list has terms at all (news has none). */
  withTerms: boolean;
  error: unknown;
  /** The page request in flight or failed: the page before it, to go back to on failure. */
  request: { page: number; previousPage: number } | null;
}

export interface ListPagingInput<T, F, Terms = Term[]> {
  filter: F;
  /** The first page the server rendered; without it the list fetches page 1 on start. */
  initial?: ListPage<T> | null;
  /** Terms the server rendered; without them they are fetched on start. */
  terms?: Terms | null;
  /** False for a list without terms (news); `fetchTerms` is then never called. Default true. */
  withTerms?: boolean;
}

/** The context of a list seeded with a page the server rendered. */
export const seedFromPage = <T>(initial: ListPage<T>) => ({
  page: initial.page,
  items: [...initial.results],
  count: initial.count,
  hasMore: initial.next !== null,
});

/** The machine's context at its start. */
export function initialListContext<T, F, Terms = Term[]>(input: ListPagingInput<T, F, Terms>): ListPagingContext<T, F, Terms> {
  return {
    page: 0,
    items: [],
    count: 0,
    hasMore: false,
    loading: false,
    ...(input.initial ? seedFromPage(input.initial) : {}),
    filter: input.filter,
    terms: input.terms ?? null,
    termsLoading: (input.withTerms ?? true) && input.terms == null,
    withTerms: input.withTerms ?? true,
    error: null,
    request: null,
  };
}
