/**
 * Starts the site and its content service in one process: opens (and on first start
 * migrates and seeds) the database, then serves http://HOST:PORT.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createServer, type RequestListener, type Server, type ServerOptions } from "node:http";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { openDatabase } from "../src/server/db/client";
import { isEmpty } from "../src/server/db/empty";
import { indexMissing, reindexAll } from "../src/server/search/indexer";
import { parseEnv } from "../src/server/env";
import { trustProxies } from "../src/server/api/client-ip";
import { startMaintenance } from "../src/server/maintenance";
import { createErrorReporter } from "../src/server/error-reporting";
import { log, logAccess, requestIdFrom, requestIdHeader } from "../src/server/log";
import { mailSettingsFromEnv } from "../src/server/mail/settings";
import { smtpTransport } from "../src/server/mail/transport";
import { createMailWorker } from "../src/server/mail/worker";
import { orderMailAttachments } from "../src/server/box-office/mails";
import { projectRoot } from "../src/server/paths";
import { createContentService } from "../src/server/service";
import { watchContentVersion } from "../src/server/content/content-version";
import { createSiteApp, healthPath, mediaDirs } from "./app";
import { prepareRenditions } from "../src/server/media/renditions";
import { mediaLibrary } from "../src/server/media/store";
import { createPageCache } from "./page-cache";
import { createPurger } from "./shared-cache";
import { startIdleCollection } from "./idle-collection";
import { keepConnections } from "./keep-alive";

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv();
} catch (error) {
  log().fatal((error as Error).message);
  process.exit(1);
}

trustProxies(env.TRUSTED_PROXIES);

const root = projectRoot();
const openConfigured = () => openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: path.join(env.dataDir, "db") });

/**
 * Seeds an empty database; `renditions` settles when the demo images' common renditions are
 * made (without rests where nothing is served meanwhile: the cluster's setup worker).
 */
async function seedIfEmpty(db: Awaited<ReturnType<typeof openConfigured>>["db"], { serving }: { serving: boolean }): Promise<{ renditions: Promise<void> }> {
  let renditions = Promise.resolve();
  if (env.SEED_DEMO === "true" && (await isEmpty(db))) {
    log().info("Empty database: seeding demo content…");
    const { mediaDir, cacheDir } = mediaDirs(env.dataDir);
    const library = mediaLibrary(db, mediaDir, cacheDir, env.RENDITIONS_AHEAD === "true");
    // Loaded only here: a start on a filled database never reads the demo data.
    const { seedDemoContent } = await import("../src/server/seed/seed");
    await seedDemoContent(db, library);
    // Made ahead, so that no visitor waits for them (docs/admin.md, "Media library").
    renditions = prepareRenditions(library, await library.store.paths(), { rest: serving });
  }
  // A database from before the search index (or one filled by other means) gets it built once.
  if (await indexMissing(db)) {
    log().info("Building the search index…");
    await reindexAll(db);
  }
  return { renditions };
}

// In a cluster (server/index.ts), a setup worker migrates and seeds, then exits.
if (process.env.FESTIVAL_ROLE === "setup") {
  const setup = await openConfigured();
  await (await seedIfEmpty(setup.db, { serving: false })).renditions;
  await setup.close();
  process.exit(0);
}

const handle = await openConfigured();
if (!process.env.FESTIVAL_ROLE) await seedIfEmpty(handle.db, { serving: true });
const mail = await mailSettingsFromEnv(env);
// Every serving process runs a mail worker (below); the service wakes it after queueing a mail.
let wakeMailWorker = () => {};
const service = createContentService(handle.db, {
  mail,
  onMailQueued: () => wakeMailWorker(),
  adminTwoFactorRequired: env.ADMIN_TWO_FACTOR === "required",
  settingsOverrides: {
    ...(env.TAG_MANAGER_ID ? { TAG_MANAGER_ID: env.TAG_MANAGER_ID } : {}),
    ...(env.SITE_VERSION ? { VERSION: env.SITE_VERSION } : {}),
    ...(env.TICKET_SHOP_URL ? { TICKET_SHOP_URL: env.TICKET_SHOP_URL } : {}),
  },
});
const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
const reporter = await createErrorReporter({ dsn: env.SENTRY_DSN, environment: env.NODE_ENV });
if (env.DATABASE_URL && !env.SECRET_KEY && env.NODE_ENV === "production") {
  log().warn(
    `SECRET_KEY is not set: links in mails are signed with the key in ${path.join(env.dataDir, "secret-key")}; servers on other machines sharing this database need the same SECRET_KEY.`,
  );
}
// Every serving process runs a mail worker; they share the outbox safely (docs/mail.md).
// Without SMTP_URL mails are held for the staff mail viewer and nothing is sent.
const transport = env.SMTP_URL ? smtpTransport(env.SMTP_URL) : null;
// The tickets' PDF of an order mail is rendered by the worker when it sends it (docs/mail.md, Attachments).
const mailWorker = transport ? createMailWorker({ db: handle.db, transport, attachments: orderMailAttachments(handle.db, mail.secret) }) : null;
mailWorker?.start();
if (mailWorker) wakeMailWorker = () => mailWorker.wake();
// Old outbox bodies, unclaimed uploads, ended sessions and rate-limit counters go on a timer in
// every serving process; the clean-ups are safe to run side by side (docs/security.md).
const maintenance = startMaintenance(handle.db);
// Every serving process keeps its own page cache; the content version tells each of them of
// every change, wherever it was written (docs/caching.md).
const contentVersion = await watchContentVersion(handle);
contentVersion.onChange(() => service.invalidate());
const pageCache =
  env.PAGE_CACHE_MB > 0
    ? createPageCache({
        maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
        source: contentVersion,
        // With the content service elsewhere, its reads come over HTTP and name no tables: a
        // page would carry no key a write purges.
        shared: env.SHARED_CACHE_MAX_AGE > 0 && !env.CONTENT_API_URL ? { maxAge: env.SHARED_CACHE_MAX_AGE } : undefined,
      })
    : undefined;
if (env.SHARED_CACHE_MAX_AGE > 0 && (!pageCache || env.CONTENT_API_URL)) {
  log().warn(
    "SHARED_CACHE_MAX_AGE needs the page cache (PAGE_CACHE_MB > 0) and the content service in this process (no CONTENT_API_URL): no shared cache may hold a page.",
  );
}
// Shared caches in front (Varnish, a CDN) lose the pages each change touched (docs/caching.md).
const purger = createPurger({ urls: env.CACHE_PURGE_URLS });
contentVersion.onChange((change) => purger.changed(change));
const app = createSiteApp({
  env,
  service,
  build,
  reporter,
  mail,
  onMailQueued: () => mailWorker?.wake(),
  pageCache,
  contentVersion,
  clientDir: path.join(root, "build/client"),
});

// The garbage of a crowd's renders goes when the crowd has gone, not with the next crowd.
const idleCollection = startIdleCollection();
const server = serve(
  {
    fetch: app.fetch,
    port: env.PORT,
    hostname: env.HOST,
    // A stored page is answered on Node's own request and response, without the app (page-cache.ts).
    createServer: ((options: ServerOptions, listener: RequestListener) =>
      createServer(options, (request, response) => {
        if (pageCache) {
          // A stored page answered here has its id and access line too (src/server/log.ts); a
          // request the app answers gets them there.
          const startedAt = performance.now();
          const id = requestIdFrom(request.headers["x-request-id"] as string | undefined);
          if (pageCache.answerRaw(request, response, [requestIdHeader, id])) {
            logAccess(log(), request.method ?? "GET", request.url ?? "/", response.statusCode, startedAt, id);
            idleCollection.requested();
            return;
          }
        }
        if (request.url !== healthPath) idleCollection.requested(response);
        listener(request, response);
      })) as typeof createServer,
  },
  (info) => {
    log().info(`Festival site on http://localhost:${info.port} (${handle.kind} database)`);
  },
);
keepConnections(server as Server);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  server.close();
  idleCollection.stop();
  // Let a send in progress finish and record its outcome before the database closes.
  await mailWorker?.stop();
  await maintenance.stop();
  await contentVersion.stop();
  await purger.stop();
  transport?.close();
  await reporter.flush();
  await handle.close();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
