/**
 * The consent form without JavaScript: stores the choice in the consent cookie and returns
 * the visitor to the page they were on (only ever a path of this site).
 */
import { redirect } from "react-router";
import { z } from "zod";
import { appContext } from "../context";
import { defaultLocale } from "../i18n/locales";
import { sameSitePath } from "../lib/links";
import { isHttpsSite } from "../server/api/csrf";
import { consentCookie } from "../ui/consent/cookie";
import type { Route } from "./+types/consent";

const formSchema = z.object({
  intent: z.enum(["acceptAll", "rejectAll", "save"]),
  redirectTo: z.unknown(),
  tracking: z.literal("on").optional(),
  marketing: z.literal("on").optional(),
  externalMedia: z.literal("on").optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = formSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw new Response("Bad Request", { status: 400 });
  const { intent, redirectTo, tracking, marketing, externalMedia } = parsed.data;
  const all = intent === "acceptAll";
  const chosen = intent === "save";
  const consent = {
    version: 1 as const,
    tracking: all || (chosen && !!tracking),
    marketing: all || (chosen && !!marketing),
    externalMedia: all || (chosen && !!externalMedia),
    decidedAt: new Date().toISOString(),
  };
  const { publicUrl } = context.get(appContext);
  const secure = isHttpsSite(publicUrl);
  const target = sameSitePath(redirectTo, publicUrl, `/${defaultLocale}`);
  return redirect(target, { status: 303, headers: { "Set-Cookie": consentCookie(consent, secure) } });
}
