/**
 * One Hono app for the whole site: static assets, the content service's API and media, and
 * React Router's server rendering for every other request.
 */
import { paymentConfigFromEnv } from "../src/server/box-office/payment/registry";
import { type BoxOfficeClient, createHttpBoxOfficeClient } from "../src/content-client/box-office";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { type AdminClient, createHttpAdminClient } from "../src/content-client/admin";
import { type BoxOfficeAdminClient, createHttpBoxOfficeAdminClient } from "../src/content-client/box-office-admin";
import { type AccountClient, createHttpAccountClient } from "../src/content-client/account";
import { createHttpContentClient } from "../src/content-client/http";
import type { ContentClient } from "../src/content-client/types";
import type { appContext as AppContextKey } from "../src/context";
import { createPageLoader } from "../src/machines/page-loader";
import { newReads, notePart, trackReads } from "../src/server/db/read-tracking";
import { clientIp } from "../src/server/api/client-ip";
import { clientErrorRoutes } from "../src/server/api/client-errors";
import { createContentApp } from "../src/server/app";
import { recordNotFound } from "../src/server/admin/not-found";
import { createHttpFormsClient, type FormsClient } from "../src/content-client/forms";
import { createFormsClient } from "../src/server/forms/client";
import { compressResponses } from "../src/server/api/compress";
import { requestGuard } from "../src/server/api/request-guard";
import { hasSessionCookie } from "../src/lib/session-cookie";
import type { Env } from "../src/server/env";
import type { ErrorReporter } from "../src/server/error-reporting";
import { log, requestContext } from "../src/server/log";
import type { MailSettings } from "../src/server/mail/settings";
import type { ContentService } from "../src/server/service";
import { TtlCache } from "../src/server/content/cache";
import { defaultTicketShopUrl } from "../src/server/content/site";
import { isLeanAsset, leanAssetHeaders } from "./asset-headers";
import { shopResourceRoutes } from "./shop-routes";
import type { PageCache } from "./page-cache";

export interface SiteOptions {
  env: Env;
  service: ContentService;
  build: ServerBuild;
  clientDir: string;
  reporter: ErrorReporter;
  mail: MailSettings;
  /** Wakes the mail worker after a request queued a mail. */
  onMailQueued?: () => void;
  /** Anonymous pages kept rendered (./page-cache.ts); without it every request renders. */
  pageCache?: PageCache;
  /** Tells of every content change: a page load in flight then is not shared with later requests. */
  contentVersion?: { onChange(listener: () => void): unknown };
}

/** Where load balancers and Varnish's probe ask whether the server answers (deploy/varnish.vcl). */
export const healthPath = "/healthz";

/** Below DATA_DIR: the folder whose media files are imported into the library, and the renditions' cache. */
export const mediaDirs = (dataDir: string) => ({ mediaDir: path.join(dataDir, "media"), cacheDir: path.join(dataDir, "cache", "renditions") });

export function createSiteApp({ env, service, build, clientDir, reporter, mail, onMailQueued, pageCache, contentVersion }: SiteOptions): Hono {
  const app = new Hono();
  const content: ContentClient = env.CONTENT_API_URL ? createHttpContentClient(env.CONTENT_API_URL) : service;
  // Requests that share a page's load share what it read too: their surrogate keys (docs/caching.md).
  const pageLoader = createPageLoader((input) => content.page({ locale: input.locale, path: input.path, versionId: input.query.v }), {
    begin: newReads,
    join: notePart,
    run: trackReads,
  });
  // A request after a change must not get a page loaded before it.
  contentVersion?.onChange(() => pageLoader.forget());
  const forms: FormsClient = env.CONTENT_API_URL ? createHttpFormsClient(env.CONTENT_API_URL) : createFormsClient(service.db, mail, onMailQueued);
  const root = path.relative(process.cwd(), clientDir) || ".";
  const publicOrigin = new URL(env.PUBLIC_URL).origin;
  // The ticket shop: the environment's when set (as before), else the one stored in the admin's
  // settings, read per request through the service's settings cache (cleared by the admin's
  // save), or over HTTP at most every 5 s; else the default. A failed read falls back quietly.
  const remoteSettings = new TtlCache<string | null>(5000);
  const storedTicketShopUrl = () =>
    env.CONTENT_API_URL
      ? remoteSettings.get("ticket-shop", async () => (await content.settings()).TICKET_SHOP_URL)
      : service.settings().then((s) => s.TICKET_SHOP_URL);
  const ticketShopUrl = async () => env.TICKET_SHOP_URL ?? (await storedTicketShopUrl().catch(() => null)) ?? defaultTicketShopUrl;

  // Outermost of all: the request's id, its logger and its access line (src/server/log.ts), so
  // that everything below logs with the id and every answer names it; but a hashed asset, whose
  // headers travel with each of a page's files within the visitor-JavaScript budget
  // (server/asset-headers.ts): its id is in the access line only.
  app.use(requestContext({ answersId: (c) => !isLeanAsset(c) }));
  app.onError((error, c) => {
    log().error({ err: error }, "unexpected error");
    return c.text("Internal Server Error", 500);
  });
  // Next: notes what a stored page finally went out with, so that the next request for it can
  // be answered before the app (`answerRaw`, server/main.ts).
  if (pageCache) app.use(pageCache.record);
  // Then: compresses every answer as it finally is (HTML, JSON, feeds); the built assets
  // come compressed from the build already.
  app.use(compressResponses());
  // Next, so that every answer carries them, the guard's refusals included. A header a handler
  // set itself wins (an answer page's `no-referrer`, say).
  // A hashed asset keeps only those a subresource is read by (server/asset-headers.ts).
  app.use(
    leanAssetHeaders(
      secureHeaders({
        referrerPolicy: "strict-origin-when-cross-origin",
        // Media and pages may be embedded by the ticket provider's pages (the ticket-shop area).
        crossOriginResourcePolicy: "cross-origin",
        xFrameOptions: "SAMEORIGIN",
        overwrite: false,
      }),
    ),
  );
  // For a load balancer or cache in front (deploy/varnish.vcl probes it): this process answers.
  app.get(healthPath, (c) => c.text("ok", 200, { "Cache-Control": "no-store" }));
  // A stored page goes out at once, compressed already (the secure headers above are added to it
  // as to any answer); only the server rendering at the end fills the cache.
  if (pageCache) app.use(pageCache.serve);
  // Nothing a staff session sees may be kept by a shared cache or the browser's back store: its
  // pages carry the session's CSRF token (docs/security.md). Hashed assets stay public.
  app.use(async (c, next) => {
    await next();
    if (hasSessionCookie(c.req.header("cookie")) && !c.req.path.startsWith("/assets/")) {
      c.res.headers.set("Cache-Control", "private, no-store");
    }
  });
  // Before any route: a readable address, the site's own origin for a state change, a body
  // limit (docs/security.md). The content app below is covered by this one.
  app.use(requestGuard({ publicUrl: env.PUBLIC_URL }));
  // The site answers as the public address whatever the socket saw (a TLS proxy in front speaks
  // plain HTTP to it): React Router's own origin check for actions and every loader's
  // `request.url` then agree with what the browser sees. No forwarded header is believed for it.
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    if (url.origin !== publicOrigin) c.req.raw = withOrigin(c.req.raw, publicOrigin);
    await next();
  });

  app.use(
    "/assets/*",
    serveStatic({
      root,
      // The .br and .gz files scripts/precompress.mjs wrote at build time, by Accept-Encoding.
      precompressed: true,
      onFound: (_path, c) => {
        // File names carry a content hash: cache for a year.
        c.header("Cache-Control", "public, max-age=31536000, immutable");
        if (!c.res.headers.has("Vary")) c.header("Vary", "Accept-Encoding");
      },
    }),
  );
  // The site's icon (public/favicon.svg, named by every page's head); tools that ask for
  // /favicon.ico by name are sent to it.
  app.use("/favicon.svg", serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=86400") }));
  app.get("/favicon.ico", (c) => c.redirect("/favicon.svg", 301));

  // Visitors' script errors, on to the error reporting (docs/operations.md).
  app.route("/", clientErrorRoutes({ db: service.db, report: reporter.report }));
  const contentApp = createContentApp(service, {
    guarded: true,
    ...mediaDirs(env.dataDir),
    renditionsAhead: env.RENDITIONS_AHEAD === "true",
    publicUrl: env.PUBLIC_URL,
    mail,
    onMailQueued,
    payments: paymentConfigFromEnv(env),
    boxOfficeStaff: env.STRIPE_SECRET_KEY ? { stripe: { secretKey: env.STRIPE_SECRET_KEY, fetch } } : {},
  });
  app.route("/", contentApp);
  // In one process the admin screens read through the content app itself: the same answers as over HTTP, without a socket.
  const admin: AdminClient = env.CONTENT_API_URL
    ? createHttpAdminClient(env.CONTENT_API_URL)
    : createHttpAdminClient("http://content.internal", async (url, init) => contentApp.request(url, init));
  const account: AccountClient = env.CONTENT_API_URL
    ? createHttpAccountClient(env.CONTENT_API_URL)
    : createHttpAccountClient("http://content.internal", async (url, init) => contentApp.request(url, init));
  const boxOfficeAdmin: BoxOfficeAdminClient = env.CONTENT_API_URL
    ? createHttpBoxOfficeAdminClient(env.CONTENT_API_URL)
    : createHttpBoxOfficeAdminClient("http://content.internal", async (url, init) => contentApp.request(url, init));

  // The box office likewise; in one process the visitor's address (the header the client sends)
  // becomes the request's own peer, as a socket's would be, for the cart's rate limit.
  const boxOffice: BoxOfficeClient | undefined =
    env.BOX_OFFICE === "link-out"
      ? undefined
      : env.CONTENT_API_URL
        ? createHttpBoxOfficeClient(env.CONTENT_API_URL)
        : createHttpBoxOfficeClient("http://content.internal", async (url, init) => {
            const headers = new Headers(init?.headers);
            const visitor = headers.get("x-forwarded-for") ?? undefined;
            headers.delete("x-forwarded-for");
            return contentApp.request(String(url), { ...init, headers }, { incoming: { socket: { remoteAddress: visitor } } });
          });

  const assetIntegrity = builtAssetIntegrity(clientDir);
  const stylesheet = builtStylesheets(clientDir);
  const appContext = (build.entry.module as unknown as { appContext: typeof AppContextKey }).appContext;
  const handle = createRequestHandler(build, env.NODE_ENV === "development" ? "development" : "production");
  // The shop's hold extension and tickets' PDF, outside React Router's route list (./shop-routes.ts).
  app.route(
    "/",
    shopResourceRoutes(async (c) => ({
      boxOffice,
      content,
      publicUrl: env.PUBLIC_URL,
      ticketShopUrl: await ticketShopUrl(),
      clientIp: clientIp(c),
    })),
  );
  if (pageCache) app.all("*", pageCache.fill);
  app.all("*", async (c) => {
    const context = new RouterContextProvider();
    context.set(appContext, {
      content,
      pageLoader,
      reportError: reporter.report,
      clientIp: clientIp(c),
      publicUrl: env.PUBLIC_URL,
      ticketShopUrl: await ticketShopUrl(),
      forms,
      admin,
      boxOffice,
      boxOfficeAdmin,
      account,
      // Keyed with this process's SECRET_KEY; a content service elsewhere shares it (README).
      csrf: service.csrf,
      assetIntegrity,
      stylesheet,
      incomplete: new Set<string>(),
    });
    const response = await handle(c.req.raw, context);
    // The 404 log (docs/admin.md): counted after the answer is made, never delaying it.
    if (response.status === 404 && c.req.method === "GET") {
      recordNotFound(service.db, new URL(c.req.url).pathname, c.req.header("referer") ?? null).catch((error) => log().error({ err: error }, "404 log failed"));
    }
    return response;
  });
  return app;
}

/**
 * The integrity of each built script, as the build wrote it (scripts/precompress.mjs), read once
 * at start. Without the file (a build from before it) module preloads carry none, and a visitor's
 * page that preloads them reports a policy violation instead of failing quietly.
 */
function builtAssetIntegrity(clientDir: string): (assetPath: string) => string | undefined {
  let known: Record<string, string> = {};
  try {
    known = JSON.parse(readFileSync(path.join(clientDir, "..", "asset-integrity.json"), "utf8"));
  } catch (error) {
    log().error({ err: error }, "build/asset-integrity.json missing: run npm run build");
  }
  return (assetPath) => known[assetPath];
}

/**
 * The built stylesheets' bytes as latin1 text by path (`/assets/…css`), as the page they go into
 * (src/entry.server.tsx), read once at start; a missing one is undefined.
 */
function builtStylesheets(clientDir: string): (assetPath: string) => string | undefined {
  const known = new Map<string, string>();
  try {
    for (const name of readdirSync(path.join(clientDir, "assets"))) {
      if (name.endsWith(".css")) known.set(`/assets/${name}`, readFileSync(path.join(clientDir, "assets", name), "latin1"));
    }
  } catch (error) {
    log().error({ err: error }, "build/client/assets unreadable: stylesheets stay linked");
  }
  return (assetPath) => known.get(assetPath);
}

/** The same request at `origin` (path, query, method, headers and body unchanged). */
export function withOrigin(request: Request, origin: string): Request {
  const url = new URL(request.url);
  const body = request.body;
  return new Request(`${origin}${url.pathname}${url.search}`, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    ...(body ? { duplex: "half" } : {}),
  } as RequestInit);
}
