/**
 * The accessibility switches without JavaScript: store high contrast (session cookie) or
 * reduced motion (one year) and return to the page.
 */
import { appContext } from "../context";
import { defaultLocale } from "../i18n/locales";
import { sameSitePath } from "../lib/links";
import { isHttpsSite } from "../server/api/csrf";
import { preferenceCookiesFromForm } from "../ui/header/preferences";
import type { Route } from "./+types/preferences";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const cookies = preferenceCookiesFromForm(form, isHttpsSite(context.get(appContext).publicUrl));
  if (cookies.length === 0) throw new Response("Bad Request", { status: 400 });
  const headers = new Headers({ Location: sameSitePath(form.get("redirectTo"), context.get(appContext).publicUrl, `/${defaultLocale}`) });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}
