/**
 * Contact the author of an ad (/de/pinnwand/kontakt/{id}, /en/pinboard/contact/{id};
 * docs/pinboard.md). The message is forwarded by mail with the sender as Reply-To; the author's
 * address is never shown. 404 for an unknown, unpublished or expired ad.
 */
import { data, redirect } from "react-router";
import { appContext } from "../context";
import { createTranslate, routeCatalogue, useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { screenAlternates, screenUrl } from "../i18n/routes-table";
import { formatDateTime } from "../lib/dates";
import { contactFields, pinboardContactSchema, pinboardRules } from "../schemas/pinboard";
import { noindexScreenMeta } from "../ui/meta";
import { type FieldSpec, PinboardForm } from "../ui/pinboard/PinboardForm";
import { pinboardWrite } from "./+shared/pinboard.server";
import type { Route } from "./+types/pinboard-contact";

const adId = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("pinboard")];

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const id = adId(params.id);
  const ad = id ? await app.content.pinboardAd(locale, id) : null;
  if (!ad) throw data({ message: "404 Not Found" }, { status: 404 });
  return { locale, ad, publicUrl: app.publicUrl, alternates: screenAlternates("pinboard-contact", { id: String(ad.id) }) };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const id = adId(params.id);
  if (!id) throw data({ message: "404 Not Found" }, { status: 404 });
  const result = await pinboardWrite(request, locale, contactFields, (fields) => app.content.pinboardContact(locale, id, fields, app.clientIp));
  if (result.done) throw redirect(screenUrl("pinboard-contact-success", locale));
  return result.response;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const t = createTranslate(loaderData.locale);
  return noindexScreenMeta({
    locale: loaderData.locale,
    title: t("pinboard.contact.title", { name: loaderData.ad.author_name }),
    publicUrl: loaderData.publicUrl,
    alternates: loaderData.alternates,
    siteName: t("site.name"),
  });
};

export default function PinboardContact({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { ad } = loaderData;
  const fields: FieldSpec[] = [
    { name: "name", label: t("pinboard.field.name"), type: "text", autoComplete: "name", maxLength: pinboardRules.name.max },
    { name: "email", label: t("pinboard.field.email"), type: "email", autoComplete: "email", maxLength: pinboardRules.email.max },
    { name: "message", label: t("pinboard.field.message"), type: "textarea", maxLength: pinboardRules.message.max },
  ];
  return (
    <div className="pinboard">
      <h1>{t("pinboard.contact.title", { name: ad.author_name })}</h1>
      <section className="pinboard__ad" aria-label={`${ad.from} → ${ad.to}`}>
        <p className="pinboard__meta">
          {t(ad.direction === "offer" ? "pinboard.offer" : "pinboard.search")}: {ad.from} → {ad.to}
        </p>
        <p>
          {t("pinboard.departs", { date: formatDateTime(ad.departs_at, locale) })} · {t("pinboard.seatsCount", { seats: ad.seats })}
        </p>
        <p className="pinboard__text">{ad.text}</p>
      </section>
      <p>{t("pinboard.contact.intro", { name: ad.author_name })}</p>
      <PinboardForm fields={fields} schema={() => pinboardContactSchema(locale)} result={actionData} submit={t("pinboard.contact.submit")} />
      <p>
        <a className="ui-link" href={screenUrl("pinboard", locale)}>
          {t("pinboard.backToList")}
        </a>
      </p>
    </div>
  );
}
