/**
 * A list screen filtered by one kind of term (productions by genres, venues by cities): headline
 * and editable intro, the term filter, the count, the cards, "load more". The filter lives in
 * the URL; a change brings new loader data and the list starts again from it.
 */
import { type ReactNode, useCallback, useMemo } from "react";
import { useLocation } from "react-router";
import { createTranslate, type MessageKey, useI18n } from "../../i18n";
import type { ListPage } from "../../machines/list-paging.machine";
import type { Locale, RenderedPage } from "../../schemas/api";
import type { Term } from "../../schemas/programme";
import type { Alternates } from "../../i18n/routes-table";
import { LoadMore } from "../../ui/lists/LoadMore";
import { useListPaging } from "../../ui/lists/use-list-paging";
import { fetchPaged, nextPageHref, termListApiUrl } from "../../ui/programme/api";
import { programmeMeta } from "../../ui/programme/meta";
import { TermFilter } from "../../ui/programme/TermFilter";
import { screenMeta } from "./meta";
import { ScreenIntro } from "./ScreenIntro";

type Screen = "calendar" | "productions" | "venues";

interface ScreenData {
  page: RenderedPage | null;
  locale: Locale;
  publicUrl: string;
  alternates: Alternates;
}

/** Meta tags of a programme list screen: its content page's, else its catalogue title and description. */
export function programmeScreenMeta(data: ScreenData | undefined, screen: Screen) {
  if (!data) return [];
  const t = createTranslate(data.locale);
  return screenMeta(data, () =>
    programmeMeta({
      locale: data.locale,
      title: t(`${screen}.title`),
      description: t(`${screen}.description`),
      publicUrl: data.publicUrl,
      alternates: data.alternates,
    }),
  );
}

interface Props<T> {
  screen: "productions" | "venues";
  param: "genres" | "cities";
  legend: MessageKey;
  data: ScreenData & { isStaff: boolean; list: ListPage<T>; terms: Term[]; selected: string[] };
  itemKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}

export function TermListScreen<T>({ screen, param, legend, data, itemKey, renderItem }: Props<T>) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const { locale, selected } = data;
  // A new filter object only when the choice changes (the loader's data is new on every load).
  const key = selected.join("\n");
  const filter = useMemo(() => ({ [param]: key ? key.split("\n") : [] }), [param, key]);
  const list = useListPaging<T, Record<string, string[]>>({
    initial: data.list,
    filter,
    fetchPage: useCallback(
      ({ page, filter: current }, signal) => fetchPaged<T>(termListApiUrl(locale, screen, param, current[param] ?? [], page), signal),
      [locale, screen, param],
    ),
  });
  return (
    <div className={`programme-page ${screen}-page`}>
      <h1 className="programme-page__title">{data.page?.headline || t(`${screen}.title`)}</h1>
      <ScreenIntro page={data.page} isStaff={data.isStaff} locale={locale} />
      <div className="programme-page__filters">
        <TermFilter name={param} legend={t(legend)} terms={data.terms} selected={selected} />
      </div>
      <p className="programme-page__count" role="status">
        {list.count === 1 ? t(`${screen}.countOne`) : t(`${screen}.count`, { count: list.count })}
      </p>
      {list.items.length > 0 ? (
        <ul className="card-grid" role="list">
          {list.items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      ) : (
        <p className="programme-page__empty">{selected.length ? t(`${screen}.emptyFiltered`) : t(`${screen}.empty`)}</p>
      )}
      <LoadMore list={list} href={nextPageHref(pathname, search, list.page + 1)} />
    </div>
  );
}
