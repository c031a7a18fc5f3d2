/**
 * The server's logger (src/server/log.ts) for route modules: imported through a `.server` module,
 * it stays out of the browser's bundle, and a loader's lines carry the request's id.
 */
export { log } from "./server/log";
