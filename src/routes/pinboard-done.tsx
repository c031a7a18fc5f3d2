/**
 * The pinboard's success screens (docs/pinboard.md): the ad is published
 * (/de/pinnwand/erstellen/erfolgreich) and the message is sent (/de/pinnwand/kontakt/erfolgreich).
 */
import { appContext } from "../context";
import { createTranslate, routeCatalogue, useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { screenAlternates, screenUrl } from "../i18n/routes-table";
import { noindexScreenMeta } from "../ui/meta";
import type { Route } from "./+types/pinboard-done";
import "../ui/pinboard/pinboard.css";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("pinboard")];

export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const kind = url.pathname === screenUrl("pinboard-contact-success", locale) ? ("contact" as const) : ("create" as const);
  const screen = kind === "contact" ? "pinboard-contact-success" : "pinboard-create-success";
  return { locale, kind, publicUrl: context.get(appContext).publicUrl, alternates: screenAlternates(screen) };
}

const texts = {
  create: { title: "pinboard.success.title", text: "pinboard.success.text" },
  contact: { title: "pinboard.contactSuccess.title", text: "pinboard.contactSuccess.text" },
} as const;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const t = createTranslate(loaderData.locale);
  return noindexScreenMeta({
    locale: loaderData.locale,
    title: t(texts[loaderData.kind].title),
    publicUrl: loaderData.publicUrl,
    alternates: loaderData.alternates,
    siteName: t("site.name"),
  });
};

export default function PinboardDone({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { title, text } = texts[loaderData.kind];
  return (
    <div className="pinboard">
      <h1>{t(title)}</h1>
      <p role="status">{t(text)}</p>
      <p>
        <a className="ui-link" href={screenUrl("pinboard", locale)}>
          {t("pinboard.backToList")}
        </a>
      </p>
    </div>
  );
}
