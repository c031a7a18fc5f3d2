/**
 * Newsletter sign-up (spec: newsletter teaser): `POST /{locale}/api/newsletter/` with `{ email }`.
 *
 * - fetch (JSON): answers JSON.
 * - form post without JavaScript (urlencoded or multipart): answers 303 back to the Referer's
 *   path with ?newsletter=ok|error|limit|failed.
 *
 * Both come from the site's own pages: the request guard refuses a post from another site
 * (docs/security.md); no CSRF token, so the pages with the teaser need no per-visitor cookie.
 *
 * A repeated address is not an error and the answer never tells whether it was known.
 * At most 5 posts per client IP in 10 minutes (rate_limits table).
 *
 * Double opt-in (docs/mail.md): the post stores the address unconfirmed and queues the
 * confirmation mail in the same transaction. The mail's signed links lead to
 * - `GET /{locale}/api/newsletter/confirm?token=…`: confirms; a small page in the language;
 * - `GET /{locale}/api/newsletter/unsubscribe?token=…`: a page asking to unsubscribe, whose button
 *   posts to the same address; `POST` (also the one-click post of List-Unsubscribe-Post) removes
 *   the address. The signed token is the authorisation, so these need no CSRF cookie, and the
 *   one-click post may come from the mailbox provider (the request guard lets it through).
 */
import { type AnswerPage, answerPage as sharedAnswerPage } from "./answer-page";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { createTranslate } from "../../i18n/messages";
import { sameSitePath } from "../../lib/links";
import { type Locale, localeSchema } from "../../schemas/api";
import type { MailSettings } from "../mail/settings";
import type { NewsletterProvider } from "../newsletter/provider";
import { confirmSubscription, signUp, unsubscribe, unsubscribeTarget } from "../newsletter/subscriptions";
import type { ContentService } from "../service";
import { clientIp, type NodeBindings } from "./client-ip";
import { jsonResponse } from "./json";
import { hit } from "./rate-limit";
import { log } from "../log";

export const newsletterRateLimit = { limit: 5, windowMs: 10 * 60 * 1000 } as const;

/** The query value a no-JavaScript post is redirected back with. */
export type NewsletterOutcome = "ok" | "error" | "limit" | "failed";

export function newsletterSchema(locale: Locale) {
  const t = createTranslate(locale);
  const required = t("form.required");
  const invalid = t("form.invalidEmail");
  return z.object({
    email: z.string({ error: required }).trim().toLowerCase().min(1, required).max(254, invalid).pipe(z.email(invalid)),
  });
}

/** The path of the page the form was posted from (never another origin), else the home page. */
function backTo(referer: string | undefined, locale: Locale, outcome: NewsletterOutcome): Response {
  let target = `/${locale}`;
  if (referer) {
    try {
      // Only the Referer's path counts, whatever its host; it must still be a path of this site.
      const { origin, pathname } = new URL(referer, "http://site.invalid");
      target = sameSitePath(pathname, origin, target);
    } catch {
      // keep the home page
    }
  }
  return new Response(null, {
    status: 303,
    headers: { location: `${target}?newsletter=${outcome}#newsletter`, "cache-control": "no-store" },
  });
}

type Submission = { kind: "json" | "form"; fields: unknown };

async function readSubmission(c: Context): Promise<Submission | "unsupported" | "malformed"> {
  const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/json") {
    const fields = await c.req.json().catch(() => undefined);
    if (fields === undefined) return "malformed";
    return { kind: "json", fields };
  }
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") {
    const body = await c.req.parseBody().catch(() => undefined);
    if (!body) return "malformed";
    return { kind: "form", fields: { email: typeof body.email === "string" ? body.email : undefined } };
  }
  return "unsupported";
}

export interface NewsletterRouteOptions {
  mail: MailSettings;
  provider: NewsletterProvider;
  /** Called after a mail was queued and committed (wakes the mail worker). */
  onMailQueued?: () => void;
}

/** A small self-contained page in the visitor's language (answers to the links in mails). */
/** The answer page of a link from a mail, with the way on from there. */
function answerPage(status: number, locale: Locale, page: Omit<AnswerPage, "back">): Response {
  return sharedAnswerPage(status, locale, { ...page, back: { href: `/${locale}`, label: createTranslate(locale)("newsletter.backHome") } });
}

function invalidLink(locale: Locale): Response {
  const t = createTranslate(locale);
  return answerPage(400, locale, { title: t("newsletter.invalidLink.title"), text: t("newsletter.invalidLink.text") });
}

/** The token of an unsubscribe post: the query (one-click posts keep the link's address) or the form. */
async function postedToken(c: Context): Promise<string | undefined> {
  const fromQuery = c.req.query("token");
  if (fromQuery) return fromQuery;
  const body = await c.req.parseBody().catch(() => undefined);
  return body && typeof body.token === "string" ? body.token : undefined;
}

export function newsletterRoutes(service: Pick<ContentService, "db">, options: NewsletterRouteOptions): Hono<{ Bindings: NodeBindings }> {
  const app = new Hono<{ Bindings: NodeBindings }>();
  const { mail, provider } = options;

  app.get("/:locale{de|en}/api/newsletter/confirm", async (c) => {
    const locale = localeSchema.parse(c.req.param("locale"));
    const outcome = await confirmSubscription(service.db, mail, provider, c.req.query("token"));
    if (!outcome.ok) return invalidLink(locale);
    const t = createTranslate(locale);
    return answerPage(200, locale, { title: t("newsletter.confirmed.title"), text: t("newsletter.confirmed.text") });
  });

  app.get("/:locale{de|en}/api/newsletter/unsubscribe", async (c) => {
    const locale = localeSchema.parse(c.req.param("locale"));
    const token = c.req.query("token");
    const target = await unsubscribeTarget(service.db, mail, token);
    if (!target.ok || !token) return invalidLink(locale);
    const t = createTranslate(locale);
    // A page with a button, not an unsubscribe on GET: mail scanners follow links.
    return answerPage(200, locale, {
      title: t("newsletter.unsubscribe.title"),
      text: t("newsletter.unsubscribe.text", { email: target.email }),
      form: { action: `/${locale}/api/newsletter/unsubscribe`, token, submit: t("newsletter.unsubscribe.submit") },
    });
  });

  app.post(
    "/:locale{de|en}/api/newsletter/unsubscribe",
    bodyLimit({ maxSize: 8 * 1024, onError: () => jsonResponse(413, { status: 413, message: "Payload Too Large" }) }),
    async (c) => {
      const locale = localeSchema.parse(c.req.param("locale"));
      const outcome = await unsubscribe(service.db, mail, provider, await postedToken(c));
      if (!outcome.ok) return invalidLink(locale);
      const t = createTranslate(locale);
      return answerPage(200, locale, { title: t("newsletter.unsubscribed.title"), text: t("newsletter.unsubscribed.text") });
    },
  );
  const paths = ["/:locale{de|en}/api/newsletter/", "/:locale{de|en}/api/newsletter"];

  app.on("POST", paths, bodyLimit({ maxSize: 8 * 1024, onError: () => jsonResponse(413, { status: 413, message: "Payload Too Large" }) }), async (c) => {
    const locale = localeSchema.parse(c.req.param("locale"));
    const t = createTranslate(locale);
    const submission = await readSubmission(c);
    if (submission === "unsupported") return jsonResponse(415, { status: 415, message: "Unsupported Media Type" });
    if (submission === "malformed") return jsonResponse(400, { status: 400, message: "Bad Request" });

    // No CSRF token: a sign-up from another site is refused by the request guard's origin
    // check, and this page needs no per-visitor cookie (docs/security.md).
    const form = submission.kind === "form";
    const referer = c.req.header("referer");
    const { limit, windowMs } = newsletterRateLimit;
    if (!(await hit(service.db, `newsletter:${clientIp(c)}`, limit, windowMs))) {
      if (form) return backTo(referer, locale, "limit");
      return jsonResponse(429, { status: 429, message: t("newsletter.rateLimited") }, { headers: { "retry-after": String(Math.ceil(windowMs / 1000)) } });
    }

    const parsed = newsletterSchema(locale).safeParse(submission.fields);
    if (!parsed.success) {
      if (form) return backTo(referer, locale, "error");
      const messages = parsed.error.issues.map((issue) => issue.message);
      return jsonResponse(400, { status: 400, message: messages[0], errors: { email: messages } });
    }

    try {
      const queued = await signUp(service.db, mail, { email: parsed.data.email, locale });
      if (queued !== null) options.onMailQueued?.();
    } catch (error) {
      if (!form) throw error;
      log().error({ err: error }, "newsletter sign-up failed");
      return backTo(referer, locale, "failed");
    }
    return form ? backTo(referer, locale, "ok") : jsonResponse(200, { submitted: true });
  });
  return app;
}
