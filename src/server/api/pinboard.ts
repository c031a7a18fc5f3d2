/**
 * The pinboard calls (docs/pinboard.md).
 *
 * - `GET /api/pinnwand/?page=n` (also `/{locale}/api/pinnwand/`): listed ads, newest first,
 *   `{count, next, previous, results}`; never an email address.
 * - `GET /{locale}/api/pinnwand/{id}/`: one listed ad, else 404.
 * - `POST /{locale}/api/pinnwand/` (create) and `POST /{locale}/api/pinnwand/{id}/contact/`:
 *   JSON, or a form post (answered with a 303 to the screen that follows), from the site's own
 *   pages (the request guard's origin check; no CSRF token, docs/security.md). 16 KB at most;
 *   rate limit per client address; a filled honeypot field is answered like a success and nothing happens.
 * - `POST /{locale}/api/pinnwand/confirm` `{token}`: publishes the ad (the signed link in the
 *   mail leads to the site's confirmed screen, which calls the same service).
 * - `GET /{locale}/api/pinnwand/delete?token=…`: a page with a button (mail scanners follow
 *   links, so a GET never deletes); `POST` to the same path deletes. The signed token is the
 *   authorisation, so these need no CSRF cookie.
 */
import { type AnswerPage, answerPage as sharedAnswerPage } from "./answer-page";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createTranslate } from "../../i18n/messages";
import { screenUrl } from "../../i18n/routes-table";
import { type Locale, localeSchema } from "../../schemas/api";
import type { PinboardWriteOutcome } from "../../schemas/pinboard";
import type { MailSettings } from "../mail/settings";
import { contactAuthor, createAd, deleteAd, deleteTarget, getAd, listAds, type PinboardDeps, pinboardRateLimits, publishAd } from "../pinboard/ads";
import { pageFromUrl } from "../programme/params";
import type { ContentService } from "../service";
import { clientIp, type NodeBindings } from "./client-ip";
import { errorHandler, jsonResponse } from "./json";

/** The largest body a pinboard post may have. */
export const pinboardBodyLimit = 16 * 1024;

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });

type Submission = { kind: "json" | "form"; fields: Record<string, unknown> };

async function readSubmission(c: Context): Promise<Submission | "unsupported" | "malformed"> {
  const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/json") {
    const fields = await c.req.json().catch(() => undefined);
    if (typeof fields !== "object" || fields === null || Array.isArray(fields)) return "malformed";
    return { kind: "json", fields };
  }
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") {
    const body = await c.req.parseBody().catch(() => undefined);
    if (!body) return "malformed";
    return { kind: "form", fields: body as Record<string, unknown> };
  }
  return "unsupported";
}

/** The answer page of a link from a mail, with the way on from there. */
function answerPage(status: number, locale: Locale, page: Omit<AnswerPage, "back">): Response {
  return sharedAnswerPage(status, locale, { ...page, back: { href: screenUrl("pinboard", locale), label: createTranslate(locale)("pinboard.backToList") } });
}

async function postedToken(c: Context): Promise<string | undefined> {
  const fromQuery = c.req.query("token");
  if (fromQuery) return fromQuery;
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/json")) {
    const body = (await c.req.json().catch(() => undefined)) as { token?: unknown } | undefined;
    return typeof body?.token === "string" ? body.token : undefined;
  }
  const body = await c.req.parseBody().catch(() => undefined);
  return body && typeof body.token === "string" ? body.token : undefined;
}

export interface PinboardRouteOptions {
  mail: MailSettings;
  onMailQueued?: () => void;
}

export function pinboardRoutes(service: Pick<ContentService, "db">, options: PinboardRouteOptions): Hono<{ Bindings: NodeBindings }> {
  const app = new Hono<{ Bindings: NodeBindings }>();
  const deps: PinboardDeps = { db: service.db, mail: options.mail, onMailQueued: options.onMailQueued };
  const limit = bodyLimit({ maxSize: pinboardBodyLimit, onError: () => jsonResponse(413, { status: 413, message: "Payload Too Large" }) });
  const both = (path: string) => [path, `${path}/`];
  app.onError(errorHandler());

  app.on("GET", [...both("/api/pinnwand"), ...both("/:locale{de|en}/api/pinnwand")], async (c) => {
    const page = pageFromUrl(new URL(c.req.url).searchParams);
    if (page < 1 || page > 1_000_000) return jsonResponse(400, { status: 400, message: "page must be a whole number of at least 1" });
    return jsonResponse(200, await listAds(service.db, page));
  });

  app.on("GET", both("/:locale{de|en}/api/pinnwand/:id{[0-9]+}"), async (c) => {
    const ad = await getAd(service.db, Number(c.req.param("id")));
    return ad ? jsonResponse(200, ad) : jsonResponse(404, { status: 404, message: "404 Not Found" });
  });

  /**
   * The shared steps of create and contact: body, then the service's outcome. No CSRF token: a
   * post from another site is refused by the request guard's origin check (docs/security.md).
   */
  async function write(
    c: Context,
    run: (locale: Locale, fields: Record<string, unknown>, ip: string) => Promise<PinboardWriteOutcome>,
    done: (locale: Locale) => string,
    back: (locale: Locale) => string,
  ) {
    const locale = localeSchema.parse(c.req.param("locale"));
    const t = createTranslate(locale);
    const submission = await readSubmission(c);
    if (submission === "unsupported") return jsonResponse(415, { status: 415, message: "Unsupported Media Type" });
    if (submission === "malformed") return jsonResponse(400, { status: 400, message: "Bad Request" });
    const form = submission.kind === "form";
    const outcome = await run(locale, submission.fields, clientIp(c));
    if (outcome.ok) return form ? seeOther(done(locale)) : jsonResponse(200, { submitted: true });
    // A form post that is refused goes back to the screen, whose own action keeps the values.
    if (form) return seeOther(back(locale));
    if (outcome.reason === "limited") {
      return jsonResponse(
        429,
        { status: 429, message: t("pinboard.limited") },
        { headers: { "retry-after": String(pinboardRateLimits.create.windowMs / 1000) } },
      );
    }
    if (outcome.reason === "notFound") return jsonResponse(404, { status: 404, message: "404 Not Found" });
    return jsonResponse(400, { status: 400, message: t("pinboard.errorSummary"), errors: outcome.errors });
  }

  app.on("POST", both("/:locale{de|en}/api/pinnwand"), limit, (c) =>
    write(
      c,
      (locale, fields, ip) => createAd(deps, locale, fields, ip),
      (locale) => `${screenUrl("pinboard-create", locale)}?sent=1`,
      (locale) => screenUrl("pinboard-create", locale),
    ),
  );

  app.on("POST", both("/:locale{de|en}/api/pinnwand/:id{[0-9]+}/contact"), limit, (c) =>
    write(
      c,
      (locale, fields, ip) => contactAuthor(deps, locale, Number(c.req.param("id")), fields, ip),
      (locale) => screenUrl("pinboard-contact-success", locale),
      (locale) => screenUrl("pinboard-contact", locale, { id: c.req.param("id") }),
    ),
  );

  app.on("POST", both("/:locale{de|en}/api/pinnwand/confirm"), limit, async (c) => {
    const locale = localeSchema.parse(c.req.param("locale"));
    const outcome = await publishAd(deps, locale, await postedToken(c));
    return outcome.ok
      ? jsonResponse(200, { published: true })
      : jsonResponse(400, { status: 400, message: createTranslate(locale)("pinboard.confirmed.invalid") });
  });

  app.get("/:locale{de|en}/api/pinnwand/delete", async (c) => {
    const locale = localeSchema.parse(c.req.param("locale"));
    const t = createTranslate(locale);
    const token = c.req.query("token");
    const target = await deleteTarget(deps, locale, token);
    if (!target.ok || !token) return answerPage(400, locale, { title: t("pinboard.invalidLink.title"), text: t("pinboard.confirmed.invalid") });
    return answerPage(200, locale, {
      title: t("pinboard.delete.title"),
      text: t("pinboard.delete.text", { summary: target.summary }),
      form: { action: `/${locale}/api/pinnwand/delete`, token, submit: t("pinboard.delete.submit") },
    });
  });

  app.post("/:locale{de|en}/api/pinnwand/delete", limit, async (c) => {
    const locale = localeSchema.parse(c.req.param("locale"));
    const t = createTranslate(locale);
    const outcome = await deleteAd(deps, locale, await postedToken(c));
    if (!outcome.ok) return answerPage(400, locale, { title: t("pinboard.invalidLink.title"), text: t("pinboard.confirmed.invalid") });
    return answerPage(200, locale, { title: t("pinboard.deleted.title"), text: t("pinboard.deleted.text") });
  });

  return app;
}
