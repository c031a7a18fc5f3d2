/**
 * The content service's HTTP API (spec section 7) and media files, as a Hono app. The site
 * mounts it in the same process (behind the same request guard); on its own, as the HTTP content
 * service the site reads with CONTENT_API_URL, it runs the guard itself.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { type Locale, localeSchema } from "../schemas/api";
import { MAX_MEDIA_META_PATHS } from "../schemas/media-meta";
import { adminRoutes } from "./api/admin";
import { adminBoxOfficeRoutes, type BoxOfficeRoutesOptions } from "./api/admin-box-office";
import { adminLogRoutes } from "./api/admin-log";
import { adminSettingsRoutes } from "./api/admin-settings";
import { adminMediaRoutes } from "./api/admin-media";
import { adminLinkTargetRoutes } from "./api/admin-link-targets";
import { adminUserRoutes, registerPasswordLinkRoutes } from "./api/admin-users";
import { accountRoutes, registerAccountRoutes } from "./api/account";
import { registerAuthRoutes } from "./api/auth";
import { registerEditorRoutes } from "./api/editor";
import { feedsRoutes } from "./api/feeds";
import { registerNoticeRoutes } from "./api/notice";
import { formsRoutes, registerFormEntryRoutes } from "./api/forms";
import { registerMailRoutes } from "./api/mail";
import { errorHandler, jsonResponse } from "./api/json";
import { requestGuard } from "./api/request-guard";
import { newsletterRoutes } from "./api/newsletter";
import { pinboardRoutes } from "./api/pinboard";
import { programmeRoutes } from "./api/programme";
import { boxOfficeRoutes } from "./api/box-office";
import { stripeWebhookRoutes } from "./api/box-office-webhook";
import { builtinBoxOffice } from "./box-office/builtin";
import { checkoutPayments } from "./box-office/checkout";
import type { PaymentConfig } from "./box-office/payment/registry";
import { contentTypes, parseRendition, renditionFile } from "./media/renditions";
import { type MediaStore, mediaLibrary } from "./media/store";
import { importCandidates } from "./admin/media";
import type { MailSettings } from "./mail/settings";
import { type NewsletterProvider, postgresNewsletterProvider } from "./newsletter/provider";
import type { ContentService } from "./service";

export interface ContentAppOptions {
  /** A folder whose media files are imported into the library (src/server/media/store.ts). */
  mediaDir: string;
  /** This server's cache of renditions and copies of originals. */
  cacheDir: string;
  /** Whether an upload's common renditions are made ahead (RENDITIONS_AHEAD); default true. */
  renditionsAhead?: boolean;
  /** The public site address (PUBLIC_URL) for absolute links in feeds; default each request's origin. */
  publicUrl?: string;
  /**
   * Mail settings from the environment (server/main.ts passes them). Omitted (tests, tools):
   * mails are held, links use publicUrl or http://localhost:3000, and the link secret is random.
   */
  mail?: MailSettings;
  /** Where confirmed newsletter addresses go; default the PostgreSQL list. */
  newsletterProvider?: NewsletterProvider;
  /** Called after a request queued a mail (the server wakes its mail worker). */
  onMailQueued?: () => void;
  /**
   * True when whoever mounts this app already runs the request guard before it (the site app
   * does, for every path); on its own the app runs the guard itself.
   */
  guarded?: boolean;
  /** The box office's payment methods from the environment (BANK_*, STRIPE_*); default: at the desk, and free orders. */
  payments?: PaymentConfig;
  /** What the box office's staff calls reach beyond the database: Stripe for refunds (STRIPE_SECRET_KEY). */
  boxOfficeStaff?: BoxOfficeRoutesOptions;
}

/** The part of the request path after `prefix`, decoded segment by segment. */
function rest(requestPath: string, prefix: string): string {
  const tail = requestPath.slice(requestPath.indexOf(prefix) + prefix.length);
  return tail.replace(/^\/+/, "");
}

export function createContentApp(service: ContentService, options: ContentAppOptions): Hono {
  const app = new Hono();
  // The service's own settings when none are given, so links signed by the in-process client
  // and checked here (or the other way round) agree.
  const mail: MailSettings = options.mail ?? { ...service.mail, publicUrl: options.publicUrl ?? service.mail.publicUrl };
  const newsletterProvider = options.newsletterProvider ?? postgresNewsletterProvider;
  const library = mediaLibrary(service.db, options.mediaDir, options.cacheDir, options.renditionsAhead ?? true);
  // A file copied into the import folder by hand is served at once: the one asked for is imported.
  const files: MediaStore = {
    ...library.store,
    file: async (...candidates) =>
      (await library.store.file(...candidates)) ?? ((await importCandidates(service.db, library, candidates)) ? library.store.file(...candidates) : null),
  };

  if (!options.guarded) app.use(requestGuard({ publicUrl: mail.publicUrl }));

  // The content reads' errors carry no Cache-Control, as their answers carry none of their own.
  app.onError(errorHandler({ cacheControl: null }));

  app.get("/pageeditor-api/settings", async (c) => c.json(await service.settings()));

  const api = new Hono<{ Variables: { locale: Locale } }>();
  api.use(async (c, next) => {
    const parsed = localeSchema.safeParse(c.req.param("locale"));
    if (!parsed.success) return jsonResponse(404, { status: 404, message: "This page could not be found" }, { cacheControl: null });
    c.set("locale", parsed.data);
    await next();
  });
  api.get("/nav", async (c) => c.json(await service.nav(c.var.locale)));
  api.get("/page", async (c) => c.json(await pageFor(c.var.locale, "", c.req.raw)));
  api.get("/page/*", async (c) => c.json(await pageFor(c.var.locale, rest(c.req.path, "/page/"), c.req.raw)));
  api.get("/redirect", async (c) => c.json(await service.redirects(c.var.locale)));
  api.get("/redirect/*", async (c) => {
    const target = await service.redirect(c.var.locale, `/${c.var.locale}/${rest(c.req.path, "/redirect/")}`);
    return target ? c.json({ new_path: target }) : jsonResponse(404, { status: 404, message: "No redirect for this path" }, { cacheControl: null });
  });
  api.get("/container/by-slug/:slug", async (c) => c.json(await service.container(c.var.locale, c.req.param("slug"), c.req.header("cookie"))));
  // The media library's focal points, copyrights and alt texts of a page's images (?path=…&path=…).
  api.get("/media-meta", async (c) => {
    const paths = c.req.queries("path") ?? [];
    if (paths.length > MAX_MEDIA_META_PATHS)
      return jsonResponse(400, { status: 400, message: `At most ${MAX_MEDIA_META_PATHS} paths` }, { cacheControl: null });
    return c.json(await service.mediaMeta(c.var.locale, paths));
  });
  registerAuthRoutes(api, service);
  registerPasswordLinkRoutes(api, service);
  registerAccountRoutes(api, service);
  registerMailRoutes(api, service, { provider: newsletterProvider });
  registerNoticeRoutes(app, api, service);
  registerFormEntryRoutes(api, service);
  // Before the editor's routes: a temp-files post naming a form is a visitor's upload (docs/forms.md).
  app.route("/", formsRoutes(service, { mail, onMailQueued: options.onMailQueued }));
  // After every fixed name: the editor's generic `{module}` routes would match them too.
  registerEditorRoutes(api, app, service, library);
  app.route("/:locale/pageeditor-api", api);
  // The users' actions first: the generic admin calls would answer their paths with 404.
  app.route("/:locale/admin-api", adminLogRoutes(service));
  app.route("/:locale/admin-api", adminSettingsRoutes(service));
  app.route("/:locale/admin-api", adminMediaRoutes(service, library));
  app.route("/:locale/admin-api", adminUserRoutes(service, { mail, onMailQueued: options.onMailQueued }));
  app.route("/:locale/admin-api", accountRoutes(service));
  app.route("/:locale/admin-api", adminLinkTargetRoutes(service));
  // The box office's order mails: sent by the checkout, the payments' webhook and staff.
  const orderMails = { db: service.db, mail, bank: options.payments?.bank, onMailQueued: options.onMailQueued };
  app.route("/:locale/admin-api", adminBoxOfficeRoutes(service, { ...options.boxOfficeStaff, mails: orderMails }));
  app.route("/:locale/admin-api", adminRoutes(service, { newsletterProvider }));
  app.route("/", newsletterRoutes(service, { mail, provider: newsletterProvider, onMailQueued: options.onMailQueued }));
  app.route("/", pinboardRoutes(service, { mail, onMailQueued: options.onMailQueued }));
  app.route("/", feedsRoutes(service, { publicUrl: options.publicUrl }));
  app.route("/", programmeRoutes(service));
  // Before the box office's other calls (their 8 KB body limit): Stripe's server-to-server call, only when Stripe is configured.
  if (options.payments?.stripe) app.route("/", stripeWebhookRoutes({ db: service.db, stripe: options.payments.stripe, mails: orderMails }));
  app.route(
    "/",
    boxOfficeRoutes(
      service.db,
      {
        db: service.db,
        provider: builtinBoxOffice(service.db),
        payments: checkoutPayments(service.db, options.payments ?? {}, { publicUrl: mail.publicUrl, secret: mail.secret }),
        secret: mail.secret,
        mails: orderMails,
      },
      orderMails,
    ),
  );

  function pageFor(locale: Locale, pagePath: string, request: Request) {
    const versionId = new URL(request.url).searchParams.get("version_id") ?? undefined;
    return service.page({ locale, path: pagePath, versionId, cookie: request.headers.get("cookie") ?? undefined });
  }

  app.get("/media/r/:variant/:width/*", async (c) => {
    const request = parseRendition(c.req.param("variant"), c.req.param("width"), rest(c.req.path, `/${c.req.param("width")}/`));
    if (!request) return c.notFound();
    // Crops are cut around the focal point staff set in the media library.
    const file = await renditionFile(files, library.cacheDir, request, service.mediaFocus);
    if (!file) return c.notFound();
    return sendFile(file, request.format);
  });
  app.get("/media/*", async (c) => {
    const libraryPath = rest(c.req.path, "/media/");
    const ext = path.extname(libraryPath).slice(1).toLowerCase();
    if (!mediaTypes[ext]) return c.notFound();
    const stored = await files.file(libraryPath);
    if (!stored) return c.notFound();
    return sendFile(stored.file, ext).catch(() => c.notFound());
  });

  return app;
}

/** Originals the media library serves: images, and PDFs (press downloads). */
const mediaTypes: Record<string, string> = { ...contentTypes, pdf: "application/pdf" };

async function sendFile(file: string, ext: string): Promise<Response> {
  const body = await readFile(file);
  return new Response(body, {
    headers: {
      "content-type": mediaTypes[ext] ?? "application/octet-stream",
      "cache-control": "public, max-age=604800",
      "x-content-type-options": "nosniff",
    },
  });
}
