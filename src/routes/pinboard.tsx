/**
 * Pinboard list (/de/pinnwand, /en/pinboard; docs/pinboard.md): published ride-share ads whose
 * ride lies ahead, the newest first, 20 a page (`?page=n` links, no JavaScript needed).
 */
import { appContext } from "../context";
import { createTranslate, routeCatalogue, useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { screenAlternates, screenUrl, withPage } from "../i18n/routes-table";
import { formatDateTime } from "../lib/dates";
import type { Locale } from "../schemas/api";
import type { PinboardAd } from "../schemas/pinboard";
import { pageMeta } from "../ui/meta";
import { pageParam } from "../ui/programme/search-params";
import type { Route } from "./+types/pinboard";
import "../ui/pinboard/pinboard.css";

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("pinboard")];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { content, publicUrl } = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const page = pageParam(url.searchParams);
  const list = await content.pinboardList(locale, { page });
  return { locale, publicUrl, page, list, alternates: withPage(screenAlternates("pinboard"), page) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const t = createTranslate(loaderData.locale);
  return pageMeta({
    locale: loaderData.locale,
    title: `${t("pinboard.title")} | ${t("site.name")}`,
    description: t("pinboard.description"),
    publicUrl: loaderData.publicUrl,
    alternates: loaderData.alternates,
    siteName: t("site.name"),
  });
};

function AdCard({ ad, locale }: { ad: PinboardAd; locale: Locale }) {
  const { t } = useI18n();
  return (
    <li className="pinboard__ad">
      <article aria-labelledby={`ad-${ad.id}`}>
        <h2 id={`ad-${ad.id}`}>
          {t(ad.direction === "offer" ? "pinboard.offer" : "pinboard.search")}: {ad.from} → {ad.to}
        </h2>
        <p className="pinboard__meta">
          {t("pinboard.departs", { date: formatDateTime(ad.departs_at, locale) })} · {t("pinboard.seatsCount", { seats: ad.seats })}
        </p>
        <p className="pinboard__text">{ad.text}</p>
        <p>
          {t("pinboard.by", { name: ad.author_name })} ·{" "}
          <a className="ui-link" href={screenUrl("pinboard-contact", locale, { id: String(ad.id) })}>
            {t("pinboard.contactLink", { name: ad.author_name })}
          </a>
        </p>
      </article>
    </li>
  );
}

export default function Pinboard({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { locale, list, page } = loaderData;
  const here = screenUrl("pinboard", locale);
  return (
    <div className="pinboard">
      <h1>{t("pinboard.title")}</h1>
      <p>{t("pinboard.description")}</p>
      <p className="pinboard__actions">
        <a className="button" href={screenUrl("pinboard-create", locale)}>
          {t("pinboard.createLink")}
        </a>
      </p>
      {list.results.length === 0 ? (
        <p>{t("pinboard.empty")}</p>
      ) : (
        <ul className="pinboard__list">
          {list.results.map((ad) => (
            <AdCard key={ad.id} ad={ad} locale={locale} />
          ))}
        </ul>
      )}
      {list.previous || list.next ? (
        <nav className="pinboard__paging" aria-label={t("pinboard.title")}>
          {list.previous ? (
            <a className="ui-link" href={list.previous === 1 ? here : `${here}?page=${page - 1}`} rel="prev">
              {t("pinboard.previous")}
            </a>
          ) : null}
          {list.next ? (
            <a className="ui-link" href={`${here}?page=${page + 1}`} rel="next">
              {t("pinboard.next")}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
