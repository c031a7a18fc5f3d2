/**
 * The context of an XState actor that starts late (loaded on demand, so that visitors who never
 * need it never download XState): null before it runs, and on the server. Only a type comes from
 * XState here.
 */
import { useCallback, useSyncExternalStore } from "react";

interface ContextActor<C> {
  subscribe(onChange: () => void): { unsubscribe(): void };
  getSnapshot(): { context: C };
}

export function useActorContext<C>(actor: ContextActor<C> | null): C | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(
    subscribe,
    () => actor?.getSnapshot().context ?? null,
    () => null,
  );
}
