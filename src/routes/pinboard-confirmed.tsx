/**
 * The confirmation link of an ad (/de/pinnwand/erstellen/bestaetigt?token=…; docs/pinboard.md):
 * publishes the ad the signed token names (a second click changes nothing) and goes on to the
 * success screen. A forged or spent token gets 400 and a message.
 */
import { data, redirect } from "react-router";
import { appContext } from "../context";
import { createTranslate, routeCatalogue, useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { screenAlternates, screenUrl } from "../i18n/routes-table";
import { noindexScreenMeta } from "../ui/meta";
import type { Route } from "./+types/pinboard-confirmed";
import "../ui/pinboard/pinboard.css";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("pinboard")];

export async function loader({ url, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const token = url.searchParams.get("token") ?? "";
  if (token && (await app.content.pinboardPublish(locale, token))) {
    throw redirect(screenUrl("pinboard-create-success", locale), { headers: { "Referrer-Policy": "no-referrer" } });
  }
  return data(
    { locale, publicUrl: app.publicUrl, alternates: screenAlternates("pinboard-create-confirmed") },
    { status: 400, headers: { "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" } },
  );
}

/** The token is in the address: the page's own headers, which React Router sends only when asked to. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const t = createTranslate(loaderData.locale);
  return noindexScreenMeta({
    locale: loaderData.locale,
    title: t("pinboard.invalidLink.title"),
    publicUrl: loaderData.publicUrl,
    alternates: loaderData.alternates,
    siteName: t("site.name"),
  });
};

export default function PinboardConfirmed() {
  const { t, locale } = useI18n();
  return (
    <div className="pinboard">
      <h1>{t("pinboard.invalidLink.title")}</h1>
      <p>{t("pinboard.confirmed.invalid")}</p>
      <p>
        <a className="ui-link" href={screenUrl("pinboard", locale)}>
          {t("pinboard.backToList")}
        </a>
      </p>
    </div>
  );
}
