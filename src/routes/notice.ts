/** Closing the site notice without JavaScript: remember its id (cookie) and return to the page. */
import { appContext } from "../context";
import { defaultLocale } from "../i18n/locales";
import { sameSitePath } from "../lib/links";
import { isHttpsSite } from "../server/api/csrf";
import { isNoticeId, noticeCookie } from "../ui/notice/notice-cookie";
import type { Route } from "./+types/notice";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = form.get("dismiss");
  if (!isNoticeId(id)) throw new Response("Bad Request", { status: 400 });
  const headers = new Headers({ Location: sameSitePath(form.get("redirectTo"), context.get(appContext).publicUrl, `/${defaultLocale}`) });
  headers.append("Set-Cookie", noticeCookie(id, isHttpsSite(context.get(appContext).publicUrl)));
  return new Response(null, { status: 303, headers });
}
