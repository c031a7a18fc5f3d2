/**
 * Create an ad (/de/pinnwand/erstellen, /en/pinboard/create; docs/pinboard.md). The form posts to
 * this route's action; the ad is stored unpublished and its confirmation mail queued, then the
 * screen says to check the mailbox (`?sent=1`). Refusals re-render the form with the values.
 */
import { redirect } from "react-router";
import { appContext } from "../context";
import { createTranslate, routeCatalogue, useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { screenAlternates, screenUrl } from "../i18n/routes-table";
import { adFields, pinboardAdSchema, pinboardDay, pinboardRules } from "../schemas/pinboard";
import { noindexScreenMeta } from "../ui/meta";
import { type FieldSpec, PinboardForm } from "../ui/pinboard/PinboardForm";
import { pinboardWrite } from "./+shared/pinboard.server";
import type { Route } from "./+types/pinboard-create";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("pinboard")];

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  return {
    locale,
    sent: url.searchParams.get("sent") === "1",
    publicUrl: context.get(appContext).publicUrl,
    alternates: screenAlternates("pinboard-create"),
    // The date field's bounds, from today in Berlin: worked out once here, so that the hydrated
    // form has the server's (not a day later around midnight) and the page's dates stay its own.
    firstDay: pinboardDay(0),
    lastDay: pinboardDay(pinboardRules.maxDaysAhead - 1),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const result = await pinboardWrite(request, locale, adFields, (fields) => app.content.pinboardCreate(locale, fields, app.clientIp));
  if (result.done) throw redirect(`${screenUrl("pinboard-create", locale)}?sent=1`);
  return result.response;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const t = createTranslate(loaderData.locale);
  return noindexScreenMeta({
    locale: loaderData.locale,
    title: t("pinboard.create.title"),
    publicUrl: loaderData.publicUrl,
    alternates: loaderData.alternates,
    siteName: t("site.name"),
  });
};

export default function PinboardCreate({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const fields: FieldSpec[] = [
    {
      name: "direction",
      label: t("pinboard.field.direction"),
      type: "radio",
      options: [
        { value: "offer", label: t("pinboard.offer") },
        { value: "search", label: t("pinboard.search") },
      ],
    },
    { name: "from", label: t("pinboard.field.from"), type: "text", maxLength: pinboardRules.place.max },
    { name: "to", label: t("pinboard.field.to"), type: "text", maxLength: pinboardRules.place.max },
    { name: "date", label: t("pinboard.field.date"), type: "date", min: loaderData.firstDay, max: loaderData.lastDay },
    { name: "time", label: t("pinboard.field.time"), type: "time" },
    { name: "seats", label: t("pinboard.field.seats"), type: "number", min: pinboardRules.seats.min, max: pinboardRules.seats.max },
    { name: "text", label: t("pinboard.field.text"), type: "textarea", maxLength: pinboardRules.text.max },
    { name: "name", label: t("pinboard.field.name"), type: "text", autoComplete: "name", maxLength: pinboardRules.name.max },
    { name: "email", label: t("pinboard.field.email"), type: "email", autoComplete: "email", maxLength: pinboardRules.email.max },
  ];
  return (
    <div className="pinboard">
      <h1>{t("pinboard.create.title")}</h1>
      {loaderData.sent && !actionData ? (
        <p className="pinboard__notice" role="status">
          {t("pinboard.create.sent")}
        </p>
      ) : (
        <>
          <p>{t("pinboard.create.intro")}</p>
          <PinboardForm fields={fields} schema={() => pinboardAdSchema(locale)} result={actionData} submit={t("pinboard.create.submit")} />
        </>
      )}
      <p>
        <a className="ui-link" href={screenUrl("pinboard", locale)}>
          {t("pinboard.backToList")}
        </a>
      </p>
    </div>
  );
}
