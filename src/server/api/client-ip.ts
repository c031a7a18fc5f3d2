/**
 * The client's address, for rate limits. X-Forwarded-For is anyone's to write, so it counts
 * only behind proxies the operator declared (TRUSTED_PROXIES, docs/security.md):
 *
 * - **by address** (`10.0.0.2,10.1.0.0/16,::1`): the header is read only when the socket's peer is
 *   one of them; walking it from the right, every entry that is itself a trusted proxy is
 *   skipped, and the first that is not is the client. A request that reaches the server past the
 *   proxies cannot pick its own address.
 * - **by count** (`1`, `2`): the server is reachable only through that many proxies, each of
 *   which appends the address it saw, so the client is the entry just before theirs.
 *
 * Without trusted proxies (`0`, the default) the socket's peer is the client. No other forwarded
 * header is read anywhere: https and the site's origin come from PUBLIC_URL.
 *
 * The address only keys rate limits, so an IPv6 client counts by its /64 network: one line gets
 * a whole /64, and rotating through it must not buy more tries.
 */
import { BlockList, isIP } from "node:net";
import type { Context } from "hono";
import { log } from "../log";

/** The socket of @hono/node-server's request, when the app runs there. */
export interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export type ProxyTrust = { hops: number } | { proxies: BlockList };

let trust: ProxyTrust = { hops: 0 };

/**
 * TRUSTED_PROXIES as the server reads it: a number of proxies (0–10), or a comma-separated list
 * of their addresses and networks (CIDR). Throws on anything else.
 */
export function parseTrustedProxies(value: string): ProxyTrust {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error("at most 10 proxies");
    return { hops };
  }
  const proxies = new BlockList();
  for (const entry of text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address, prefix, extra] = entry.split("/");
    const family = isIP(address);
    if (!family || extra !== undefined) throw new Error(`"${entry}" is not an IP address or network`);
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) {
      proxies.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) throw new Error(`"${entry}" has no valid prefix length`);
    proxies.addSubnet(address, bits, type);
  }
  return { proxies };
}

/** A number means that many proxies. */
const asTrust = (setting: number | ProxyTrust): ProxyTrust => (typeof setting === "number" ? { hops: setting } : setting);

/** Set once at start-up from the TRUSTED_PROXIES setting. */
export function trustProxies(setting: number | ProxyTrust): void {
  trust = asTrust(setting);
}

/** An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d: the IPv4 address it is. */
const unmapped = (address: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;

const isTrusted = (proxies: BlockList, address: string) => {
  const plain = unmapped(address);
  const family = isIP(plain);
  return family !== 0 && proxies.check(plain, family === 4 ? "ipv4" : "ipv6");
};

export function clientAddress(forwardedFor: string | undefined, socketAddress: string | undefined, setting: number | ProxyTrust): string {
  const current = asTrust(setting);
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if ("proxies" in current) {
    if (!socketAddress || !isTrusted(current.proxies, socketAddress)) return socketAddress ?? "unknown";
    for (let i = chain.length - 1; i >= 0; i--) {
      if (!isTrusted(current.proxies, chain[i])) return isIP(chain[i]) ? chain[i] : socketAddress;
    }
    return chain[0] ?? socketAddress;
  }
  if (current.hops > 0 && chain.length > 0) {
    // The last trusted proxy is the socket peer; the ones before it appended hops - 1 entries.
    const client = chain[chain.length - current.hops];
    if (client) return client;
  }
  return socketAddress ?? "unknown";
}

/**
 * What a rate limit counts by: an IPv4 address as it is (also when written IPv4-mapped), an IPv6
 * address by its /64 network ("2001:db8:1:2::/64"), anything else as it is.
 */
export function rateLimitKey(raw: string): string {
  const address = unmapped(raw);
  if (isIP(address) !== 6) return address;
  const [head, tail = ""] = address.toLowerCase().split("::");
  const front = head ? head.split(":") : [];
  const back = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  const groups = [...front, ...Array(8 - front.length - back.length).fill("0"), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

let warnedUntrusted = false;

export function clientIp(c: Context): string {
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  const forwardedFor = c.req.header("x-forwarded-for");
  if (forwardedFor && "hops" in trust && trust.hops === 0 && !warnedUntrusted) {
    // Behind a proxy that is not declared, every visitor shares the proxy's address and its limits.
    warnedUntrusted = true;
    log().warn(
      "X-Forwarded-For arrived, but TRUSTED_PROXIES is 0: the header is ignored and every client counts as the socket's peer. Set TRUSTED_PROXIES if the server runs behind a proxy (docs/security.md).",
    );
  }
  return rateLimitKey(clientAddress(forwardedFor, socket, trust));
}
