/**
 * The client's address, for rate limits. X-Forwarded-For is anyone's to write, so it counts
 * only behind proxies the operator declared (TRUSTED_PROXIES): each of them appends the address
 * it saw, so the client is the entry just before theirs. Without trusted proxies the socket's
 * peer address is the client.
 */
import type { Context } from "hono";

/** The socket of @hono/node-server's request, when the app runs there. */
export interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

let trustedProxies = 0;

/** Set once at start-up from the TRUSTED_PROXIES setting. */
export function trustProxies(hops: number): void {
  trustedProxies = hops;
}

export function clientAddress(forwardedFor: string | undefined, socketAddress: string | undefined, hops: number): string {
  if (hops > 0 && forwardedFor) {
    const chain = forwardedFor
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    // The last trusted proxy is the socket peer; the ones before it appended hops - 1 entries.
    const client = chain[chain.length - hops];
    if (client) return client;
  }
  return socketAddress ?? "unknown";
}

export function clientIp(c: Context): string {
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return clientAddress(c.req.header("x-forwarded-for"), socket, trustedProxies);
}
