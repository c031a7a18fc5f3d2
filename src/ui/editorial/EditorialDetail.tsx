import type { ReactNode } from "react";
import { useI18n } from "../../i18n";
import { screenUrl } from "../../i18n/routes-table";
import { formatDate } from "../../lib/dates";
import { ModuleTree } from "../../renderer/ModuleTree";
import type { RenderedSection } from "../../schemas/api";
import type { Image } from "../../schemas/programme";
import { cx } from "../cx";
import { ImageCredit } from "../ImageCredit";
import { ResponsiveImage } from "../ResponsiveImage";
import "./editorial.css";

/** What a detail screen shows of any editorial item (news, magazine article, press release). */
export interface EditorialItem {
  title: string;
  teaser: string;
  image: Image | null;
  published_at: string;
  modules: RenderedSection[];
}

const lists = {
  news: { screen: "news", label: "news.list" },
  article: { screen: "magazine", label: "magazine.list" },
  press: { screen: "press", label: "press.list" },
} as const;

export interface EditorialDetailProps {
  kind: keyof typeof lists;
  item: EditorialItem;
  /** Under the transparent header the image runs up to the top; without one the text moves down. */
  transparentHeader?: boolean;
  isStaff?: boolean;
  /** In the header, after the teaser (an article's author and tags). */
  meta?: ReactNode;
  /** After the body (a press release's downloads). */
  children?: ReactNode;
}

/** The detail page of a news item, magazine article or press release, with a link back to its list. */
export function EditorialDetail({ kind, item, transparentHeader = false, isStaff = false, meta, children }: EditorialDetailProps) {
  const { title, teaser, image, published_at: publishedAt, modules } = item;
  const { locale, t } = useI18n();
  return (
    <article className={cx("editorial-detail", `editorial-detail--${kind}`, transparentHeader && !image && "editorial-detail--below-header")}>
      {image ? <ResponsiveImage className="editorial-detail__image" path={image.path} alt={image.alt} sizes="100vw" priority /> : null}
      {image ? <ImageCredit className="editorial-detail__credit" path={image.path} /> : null}
      <header className="editorial-detail__header">
        <p className="editorial-detail__date">
          <span className="visually-hidden">{t("editorial.published")} </span>
          <time dateTime={publishedAt}>{formatDate(publishedAt, locale)}</time>
        </p>
        <h1 className="editorial-detail__title">{title}</h1>
        {teaser ? <p className="editorial-detail__teaser">{teaser}</p> : null}
        {meta}
      </header>
      {modules.length ? (
        <div className="editorial-detail__body">
          <ModuleTree sections={modules} isStaff={isStaff} />
        </div>
      ) : null}
      {children ? <div className="editorial-detail__after">{children}</div> : null}
      <p className="editorial-detail__back">
        <a className="editorial-detail__back-link" href={screenUrl(lists[kind].screen, locale)}>
          {t(lists[kind].label)}
        </a>
      </p>
    </article>
  );
}
