/**
 * The door's check-in (issue 20, point 8; docs/box-office-tickets.md): the check-in panel with the
 * camera where the browser reads QR codes and the code field always. With JavaScript the panel
 * asks /{locale}/admin-api/box-office/check-in/ itself; without, its form posts here and the
 * answer is rendered into the page. The door's name is in the address (`?door=`), so each device
 * at a door keeps its own. Any staff role.
 */
import { Form } from "react-router";
import { CheckInPanel } from "../../editor/admin/CheckInPanel";
import { createAdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import type { CheckInAnswer } from "../../machines/check-in.machine";
import { csrfFieldName, csrfHeaderName, readCsrfCookie } from "../../server/api/csrf";
import type { Route } from "./+types/check-in";
import { boxOfficeAccess, boxOfficeRefusal } from "./box-office-shared";
import { useCsrfToken } from "./change-history";
import { adminLocale, adminPath, plainCsrfRefusal, plainPost } from "./common";

const doorOf = (url: URL, fallback: string) => (url.searchParams.get("door") ?? "").trim().slice(0, 60) || fallback;

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = adminLocale(params.lang);
  boxOfficeAccess(context, locale, url, request);
  return { locale, door: doorOf(url, createAdminTranslate(locale)("admin.checkIn.defaultDoor")) };
}

/** A code posted without JavaScript: the server's answer, shown as the panel shows it. */
export async function action(args: Route.ActionArgs) {
  const { locale, t, form, staff } = await plainPost(args);
  if (!staff) return plainCsrfRefusal({}, t("admin.plain.csrf"));
  const { boxOffice } = boxOfficeAccess(args.context, locale, args.url, args.request);
  const code = form.get("code");
  const door = form.get("door");
  const result = await boxOffice.checkIn(locale, staff, { code: typeof code === "string" ? code : "", door: typeof door === "string" ? door : "" });
  if (!result.ok) return boxOfficeRefusal(result, t("admin.failed"));
  return { answer: result.body as CheckInAnswer };
}

export const meta: Route.MetaFunction = ({ params }) => {
  const t = createAdminTranslate(params.lang === "en" ? "en" : "de");
  return [{ title: `${t("admin.checkIn")} – ${t("admin.title")}` }, { name: "robots", content: "noindex" }];
};

export default function AdminCheckIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminI18n();
  const { locale, door } = loaderData;
  const csrfToken = useCsrfToken();
  const answer = actionData && "answer" in actionData ? actionData.answer : null;
  const refusal = actionData && "message" in actionData ? actionData.message : null;
  const here = `${adminPath(locale, "check-in")}?door=${encodeURIComponent(door)}`;

  async function admit(input: { code: string; door: string }): Promise<CheckInAnswer> {
    const response = await fetch(`/${locale}/admin-api/box-office/check-in/`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", [csrfHeaderName]: readCsrfCookie(document.cookie) ?? csrfToken },
      body: JSON.stringify(input),
    });
    // Anything but an answer (an ended session, the rate limit, the network) is "no answer": the code is kept.
    if (!response.ok) throw new Error(`check-in answered ${response.status}`);
    return (await response.json()) as CheckInAnswer;
  }

  return (
    <>
      <h1>{t("admin.checkIn")}</h1>
      <p>{t("admin.checkIn.intro")}</p>
      <Form method="get" className="admin-search">
        <div className="admin-search__field">
          <label htmlFor="check-in-door">{t("admin.checkIn.doorLabel")}</label>
          <input id="check-in-door" name="door" defaultValue={door} maxLength={60} required />
        </div>
        <button type="submit" className="admin-button">
          {t("admin.checkIn.doorSet")}
        </button>
      </Form>
      {refusal ? (
        <p className="admin-alert" role="alert">
          {refusal}
        </p>
      ) : null}
      <CheckInPanel key={door} door={door} admit={admit} action={here} initialAnswer={answer}>
        <input type="hidden" name={csrfFieldName} value={csrfToken} />
        <input type="hidden" name="door" value={door} />
      </CheckInPanel>
    </>
  );
}
