/**
 * How long a server keeps an idle keep-alive connection open. Node closes one after 5 s by
 * default, while the client in front may reuse it for longer: Varnish for up to 60 s
 * (`backend_idle_timeout`), a proxy or CDN often as long. A request sent on a connection just
 * as the server closes it is lost (ECONNRESET; Varnish answers 503 unless it may retry). So the
 * server outlasts the client: it keeps idle connections 65 s, and waits as long for headers.
 */
import type { Server } from "node:http";

export const keepAliveMs = 65_000;

export function keepConnections(server: Pick<Server, "keepAliveTimeout" | "headersTimeout">): void {
  server.keepAliveTimeout = keepAliveMs;
  // Node needs the headers timeout above the keep-alive one, or it may cut a reused connection short.
  server.headersTimeout = keepAliveMs + 1_000;
}
