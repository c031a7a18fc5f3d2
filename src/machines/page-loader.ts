/**
 * Shares page loads between concurrent requests: one page-load actor per language, path and
 * watched query while its fetch is in flight, so N simultaneous requests for a page cost one
 * content call. Used by the site's loaders on the server.
 */
import { type Actor, createActor, fromPromise, waitFor } from "xstate";
import type { Page } from "../schemas/api";
import { type PageRequestInput, pageLoadMachine, requestKey } from "./page-load.machine";

export type FetchPage = (input: PageRequestInput) => Promise<Page>;

export function createPageLoader(fetchPage: FetchPage) {
  const machine = pageLoadMachine.provide({
    actors: { fetchPage: fromPromise<Page, PageRequestInput>(({ input }) => fetchPage(input)) },
  });
  const active = new Map<string, Actor<typeof machine>>();

  return {
    /** How many distinct loads are in flight (for tests and metrics). */
    get inFlight() {
      return active.size;
    },
    async load(input: PageRequestInput): Promise<Page> {
      const key = requestKey(input);
      let actor = active.get(key);
      if (actor) {
        actor.send({ type: "page.request", ...input });
      } else {
        const created = createActor(machine).start();
        active.set(key, created);
        actor = created;
        created.send({ type: "page.request", ...input });
        // Once settled the actor is dropped: the next request is a fresh load.
        waitFor(created, (s) => !s.matches("loading"), { timeout: Number.POSITIVE_INFINITY })
          .catch(() => undefined)
          .finally(() => {
            active.delete(key);
            created.stop();
          });
      }
      const snapshot = await waitFor(actor, (s) => !s.matches("loading"), { timeout: Number.POSITIVE_INFINITY });
      if (snapshot.matches("loaded") && snapshot.context.page) return snapshot.context.page;
      throw snapshot.context.error;
    },
  };
}
