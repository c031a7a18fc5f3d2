/**
 * Newsletter sign-up (spec: newsletter teaser): `POST /{locale}/api/newsletter/` with `{ email }`.
 *
 * - fetch (JSON): header X-CSRFToken must equal the csrftoken cookie; answers JSON.
 * - form post without JavaScript (urlencoded or multipart): field csrfmiddlewaretoken must equal
 *   the cookie; answers 303 back to the Referer's path with ?newsletter=ok|error|limit|failed.
 *
 * A repeated address is not an error and the answer never tells whether it was known.
 * At most 5 posts per client IP in 10 minutes (rate_limits table).
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { createTranslate } from "../../i18n";
import { type Locale, localeSchema } from "../../schemas/api";
import { newsletterSubscriptions } from "../db/schema";
import type { ContentService } from "../service";
import { clientIp, type NodeBindings } from "./client-ip";
import { csrfFieldName, csrfHeaderName, readCsrfCookie, tokensMatch } from "./csrf";
import { hit } from "./rate-limit";

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

const json = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });

/** The path of the page the form was posted from (never another origin), else the home page. */
function backTo(referer: string | undefined, locale: Locale, outcome: NewsletterOutcome): Response {
  let target = `/${locale}`;
  if (referer) {
    try {
      const { pathname } = new URL(referer, "http://site.invalid");
      if (pathname.startsWith("/") && !pathname.startsWith("//")) target = pathname;
    } catch {
      // keep the home page
    }
  }
  return new Response(null, {
    status: 303,
    headers: { location: `${target}?newsletter=${outcome}#newsletter`, "cache-control": "no-store" },
  });
}

type Submission = { kind: "json" | "form"; token: string | undefined; fields: unknown };

async function readSubmission(c: Context): Promise<Submission | "unsupported" | "malformed"> {
  const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/json") {
    const fields = await c.req.json().catch(() => undefined);
    if (fields === undefined) return "malformed";
    return { kind: "json", token: c.req.header(csrfHeaderName), fields };
  }
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") {
    const body = await c.req.parseBody().catch(() => undefined);
    if (!body) return "malformed";
    const token = typeof body[csrfFieldName] === "string" ? (body[csrfFieldName] as string) : undefined;
    return { kind: "form", token, fields: { email: typeof body.email === "string" ? body.email : undefined } };
  }
  return "unsupported";
}

export function newsletterRoutes(service: Pick<ContentService, "db">): Hono<{ Bindings: NodeBindings }> {
  const app = new Hono<{ Bindings: NodeBindings }>();
  const paths = ["/:locale{de|en}/api/newsletter/", "/:locale{de|en}/api/newsletter"];

  app.on(
    "POST",
    paths,
    bodyLimit({ maxSize: 8 * 1024, onError: () => json(413, { status: 413, message: "Payload Too Large" }) }),
    async (c) => {
      const locale = localeSchema.parse(c.req.param("locale"));
      const t = createTranslate(locale);
      const submission = await readSubmission(c);
      if (submission === "unsupported") return json(415, { status: 415, message: "Unsupported Media Type" });
      if (submission === "malformed") return json(400, { status: 400, message: "Bad Request" });

      const cookieToken = readCsrfCookie(c.req.header("cookie"));
      if (!tokensMatch(cookieToken, submission.token)) {
        return json(403, { status: 403, message: "CSRF token missing or incorrect" });
      }

      const form = submission.kind === "form";
      const referer = c.req.header("referer");
      const { limit, windowMs } = newsletterRateLimit;
      if (!(await hit(service.db, `newsletter:${clientIp(c)}`, limit, windowMs))) {
        if (form) return backTo(referer, locale, "limit");
        return json(
          429,
          { status: 429, message: t("newsletter.rateLimited") },
          { "retry-after": String(Math.ceil(windowMs / 1000)) },
        );
      }

      const parsed = newsletterSchema(locale).safeParse(submission.fields);
      if (!parsed.success) {
        if (form) return backTo(referer, locale, "error");
        const messages = parsed.error.issues.map((issue) => issue.message);
        return json(400, { status: 400, message: messages[0], errors: { email: messages } });
      }

      try {
        await service.db
          .insert(newsletterSubscriptions)
          .values({ email: parsed.data.email, locale })
          .onConflictDoNothing({ target: newsletterSubscriptions.email });
      } catch (error) {
        if (!form) throw error;
        console.error("newsletter sign-up failed", error);
        return backTo(referer, locale, "failed");
      }
      return form ? backTo(referer, locale, "ok") : json(200, { submitted: true });
    },
  );
  return app;
}
