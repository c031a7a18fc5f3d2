/**
 * Every place that sends the visitor to an address taken from the request keeps them on the site
 * (src/lib/links.ts, docs/security.md): the login's `next`, the consent, preference and notice
 * forms' `redirectTo`, the `?v=` clean-up and stored redirects of the root middleware, and the
 * ticket shop's button.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { ContentClient } from "../content-client/types";
import { type AppContext, appContext, staffContext } from "../context";
import { middleware } from "../root";
import { sessionCsrf } from "../server/auth/csrf-token";
import { action as consentAction } from "./consent";
import { action as loginAction, loader as loginLoader } from "./login";
import { action as noticeAction } from "./notice";
import { action as preferencesAction } from "./preferences";
import { loader as ticketShopLoader } from "./ticket-shop";

const publicUrl = "https://festival.example";
const ticketShopUrl = "https://shop.example";

function contextWith(content: Partial<ContentClient> = {}) {
  const context = new RouterContextProvider();
  const app: AppContext = {
    content: content as ContentClient,
    pageLoader: { load: vi.fn() },
    reportError: vi.fn(),
    clientIp: "192.0.2.1",
    publicUrl,
    ticketShopUrl,
    csrf: sessionCsrf("k".repeat(40)),
  };
  context.set(appContext, app);
  return context;
}

/** A stand-in request: the test environment's Request drops a Cookie header (forbidden in browsers). */
function request(url: string, fields: Record<string, string> = {}, cookie?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const headers = new Map(cookie ? [["cookie", cookie]] : []);
  return {
    url,
    method: "POST",
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    formData: async () => form,
  } as unknown as Request;
}

type Args = { request: Request; url: URL; params: Record<string, string>; context: RouterContextProvider };

/** Calls a loader, action or middleware and answers the Location it sends the browser to (returned or thrown). */
async function locationOf(run: (args: never, next: never) => unknown, args: Args, next?: () => unknown): Promise<string | null> {
  try {
    const result = await run(args as never, (next ?? (() => undefined)) as never);
    return result instanceof Response ? result.headers.get("Location") : null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location");
    throw thrown;
  }
}

const post = (href: string, fields: Record<string, string>, context = contextWith(), cookie?: string): Args => ({
  request: request(href, fields, cookie),
  url: new URL(href),
  params: {},
  context,
});

describe("login next", () => {
  async function nextOf(query: string) {
    const context = contextWith();
    context.set(staffContext, { user: null, redirectModal: false });
    const url = new URL(`${publicUrl}/de/anmelden${query}`);
    const answer = await loginLoader({ request: request(url.href), url, params: {}, context } as unknown as Parameters<typeof loginLoader>[0]);
    return answer.data.next;
  }

  it("puts no address into the form that leads elsewhere once the browser reads it", async () => {
    // searchParams decode %09 to a tab, which browsers drop: "/\t/evil.example/" is "//evil.example/".
    expect(await nextOf("?next=/%09/evil.example/")).toBe("/de");
    expect(await nextOf("?next=%2F%2Fevil.example")).toBe("/de");
    expect(await nextOf("?next=/..//evil.example")).toBe("/de");
  });

  it("keeps a path of the site, and turns the site's own address into a path", async () => {
    expect(await nextOf("?next=%2Fde%2Ffestival%3Fedit")).toBe("/de/festival?edit");
    expect(await nextOf(`?next=${encodeURIComponent(`${publicUrl}/de/festival?edit`)}`)).toBe("/de/festival?edit");
  });

  it("after logging in goes to a path of the site only", async () => {
    const token = "A".repeat(43);
    const login = vi.fn(async () => ({ ok: true as const, token: "session", expiresAt: new Date(Date.now() + 3_600_000) }));
    const context = contextWith({ login } as unknown as Partial<ContentClient>);
    const fields = { csrfmiddlewaretoken: token, email: "staff@festival.example", password: "secret secret" };
    const attempt = (next: string) => locationOf(loginAction, post(`${publicUrl}/de/anmelden`, { ...fields, next }, context, `__Host-csrftoken=${token}`));
    expect(await attempt("/\t/evil.example/")).toBe("/de");
    expect(await attempt("/\\evil.example")).toBe("/de");
    expect(await attempt("/de/programm?edit")).toBe("/de/programm?edit");
    expect(login).toHaveBeenCalledTimes(3);
  });
});

describe("consent redirectTo", () => {
  const choose = (redirectTo: string) => locationOf(consentAction, post(`${publicUrl}/consent`, { intent: "rejectAll", redirectTo }));

  it("goes back to a path of the site only", async () => {
    // "/..//evil.example" resolves to the path "//evil.example", which a browser reads as a host.
    expect(await choose("/..//evil.example")).toBe("/de");
    expect(await choose("/\t/evil.example")).toBe("/de");
    expect(await choose("https://evil.example/")).toBe("/de");
    expect(await choose("/en/programme?genre=3#list")).toBe("/en/programme?genre=3#list");
    expect(await choose(`${publicUrl}/en/programme`)).toBe("/en/programme");
  });
});

describe("preferences and notice redirectTo", () => {
  const prefer = (redirectTo: string) => locationOf(preferencesAction, post(`${publicUrl}/preferences`, { contrast: "high", redirectTo }));
  const dismiss = (redirectTo: string) => locationOf(noticeAction, post(`${publicUrl}/notice`, { dismiss: "n1", redirectTo }));

  it.each([
    ["preferences", prefer],
    ["notice", dismiss],
  ] as const)("%s go back to a path of the site only", async (_name, send) => {
    expect(await send("/\t/evil.example/")).toBe("/de");
    expect(await send("/\n/evil.example/")).toBe("/de");
    expect(await send("/..//evil.example")).toBe("/de");
    expect(await send("//evil.example")).toBe("/de");
    expect(await send("/en/programme?x=1")).toBe("/en/programme?x=1");
    expect(await send(`${publicUrl}/en/faq`)).toBe("/en/faq");
    // A path with letters outside Latin-1 is sent encoded, not refused by the Headers class.
    expect(await send("/de/\u3002")).toBe("/de/%E3%80%82");
  });
});

describe("root middleware", () => {
  const run = (href: string, redirect: (locale: string, path: string) => Promise<string | null> = async () => null) =>
    locationOf(
      middleware[0] as never,
      { request: request(href), url: new URL(href), params: {}, context: contextWith({ redirect } as Partial<ContentClient>) },
      () => new Response(null),
    );

  it("drops a visitor's ?v= without leaving the site", async () => {
    expect(await run(`${publicUrl}//evil.example/x?v=1`)).toBe("/de");
    expect(await run(`${publicUrl}/de/festival?v=1&x=2`)).toBe("/de/festival?x=2");
  });

  it("drops a visitor's draft preview with the record it names, keeping other parameters", async () => {
    expect(await run(`${publicUrl}/de?preview=draft&block=5`)).toBe("/de");
    expect(await run(`${publicUrl}/de/programm/stueck/3?preview=draft&date=7&x=2`)).toBe("/de/programm/stueck/3?x=2");
    // Without a preview, `block` and `date` are no staff parameters and stay.
    expect(await run(`${publicUrl}/de?block=5`)).toBeNull();
  });

  it("follows a stored redirect only to a path of the site", async () => {
    expect(await run(`${publicUrl}/de/alt`, async () => "//evil.example/x")).toBeNull();
    expect(await run(`${publicUrl}/de/alt`, async () => "https://evil.example/")).toBeNull();
    expect(await run(`${publicUrl}/de/alt`, async () => "/de/neu")).toBe("/de/neu");
  });
});

describe("ticket shop button", () => {
  async function shopLink(rest: string) {
    const url = new URL(`${publicUrl}/webshop/${rest}`);
    const data = await ticketShopLoader({
      request: request(url.href),
      url,
      params: { shop: "webshop", "*": rest },
      context: contextWith(),
    } as unknown as Parameters<typeof ticketShopLoader>[0]);
    return new URL(data.shopLink);
  }

  it("always points into the ticket shop", async () => {
    // /webshop//evil.example/x: the rest of the path starts with a slash.
    for (const rest of ["/evil.example/x", "\\evil.example/x", "/\\evil.example/x", "//evil.example/x"]) {
      expect((await shopLink(rest)).origin, rest).toBe(ticketShopUrl);
    }
    const deep = await shopLink("events/42");
    expect(deep.href).toBe(`${ticketShopUrl}/events/42?language=de`);
  });
});
