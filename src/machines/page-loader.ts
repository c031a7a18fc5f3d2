/**
 * Shares page loads between concurrent requests: one page-load actor per language, path and
 * watched query while its fetch is in flight, so N simultaneous requests for a page cost one
 * content call. Used by the site's loaders on the server.
 */
import { type Actor, createActor, fromPromise, waitFor } from "xstate";
import type { Page } from "../schemas/api";
import { type PageRequestInput, pageLoadMachine, requestKey } from "./page-load.machine";

export type FetchPage = (input: PageRequestInput) => Promise<Page>;

/**
 * What each request that shares a load should learn of it besides the page: the server hands
 * every sharer the tables the load read (a page's surrogate keys, src/server/db/read-tracking.ts).
 */
export interface LoadSharing<T> {
  /** A record for a new load. */
  begin(): T;
  /** Called in each sharing request's own context, the first one's included. */
  join(record: T): void;
  /** Runs the load's fetch so that it writes into `record`. */
  run<R>(record: T, fetch: () => R): R;
}

const noSharing: LoadSharing<null> = { begin: () => null, join: () => {}, run: (_record, fetch) => fetch() };

export function createPageLoader<T = null>(fetchPage: FetchPage, sharing: LoadSharing<T> = noSharing as unknown as LoadSharing<T>) {
  /** The record of each load in flight, for as long as its actor is shared. */
  const records = new Map<string, T>();
  const machine = pageLoadMachine.provide({
    actors: {
      fetchPage: fromPromise<Page, PageRequestInput>(({ input }) => {
        const record = records.get(requestKey(input));
        return record === undefined ? fetchPage(input) : sharing.run(record, () => fetchPage(input));
      }),
    },
  });
  const active = new Map<string, Actor<typeof machine>>();

  return {
    /**
     * Shares no load in flight with later requests: after a content change, a request must not
     * get a page loaded before it. The loads finish for the requests that wait for them.
     */
    forget() {
      active.clear();
      records.clear();
    },
    /** How many distinct loads are in flight (for tests and metrics). */
    get inFlight() {
      return active.size;
    },
    async load(input: PageRequestInput): Promise<Page> {
      const key = requestKey(input);
      let actor = active.get(key);
      if (actor) {
        sharing.join(records.get(key) as T);
        actor.send({ type: "page.request", ...input });
      } else {
        const record = sharing.begin();
        records.set(key, record);
        sharing.join(record);
        const created = createActor(machine).start();
        active.set(key, created);
        actor = created;
        created.send({ type: "page.request", ...input });
        // Once settled the actor is dropped: the next request is a fresh load.
        waitFor(created, (s) => !s.matches("loading"), { timeout: Number.POSITIVE_INFINITY })
          .catch(() => undefined)
          .finally(() => {
            if (active.get(key) === created) {
              active.delete(key);
              records.delete(key);
            }
            created.stop();
          });
      }
      const snapshot = await waitFor(actor, (s) => !s.matches("loading"), { timeout: Number.POSITIVE_INFINITY });
      if (snapshot.matches("loaded") && snapshot.context.page) return snapshot.context.page;
      throw snapshot.context.error;
    },
  };
}
