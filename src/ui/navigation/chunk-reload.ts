import { CHUNK_RELOAD_GUARD_MS } from "./constants";

const key = "chunk-reload-at";

/**
 * A script or style chunk that fails to load (usually after a deployment replaced it) reloads
 * the page, at most once per minute so a real outage cannot loop.
 */
export function reloadAfterChunkError(storage: Pick<Storage, "getItem" | "setItem">, now: number, reload: () => void): boolean {
  const last = Number(storage.getItem(key) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  reload();
  return true;
}

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? "");
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}
