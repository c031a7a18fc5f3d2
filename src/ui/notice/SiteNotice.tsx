/**
 * The site-wide notice below the header (docs/notice.md): a labelled region with the text, an
 * optional link, and a close button. Closing stores the notice's id in a cookie, so the server
 * leaves it out from then on (no flash); without JavaScript the button posts to /notice, which
 * does the same and comes back.
 *
 * The root loads it lazily, only on pages with a notice, and imports its styles (notice.css)
 * itself: the server renders the notice, so they must be in the page before any JavaScript.
 */
import { type FormEvent, useState } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../../i18n";
import { safeHref } from "../../lib/links";
import type { SiteNotice as Notice } from "../../schemas/notice";
import { noticeCookie } from "./notice-cookie";

export function SiteNotice({ notice }: { notice: Notice }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const [closed, setClosed] = useState<string | null>(null);
  if (closed === notice.id) return null;
  // A link stored before the notice took paths only still must not run script.
  const link = safeHref(notice.url);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    document.cookie = noticeCookie(notice.id, window.location.protocol === "https:");
    setClosed(notice.id);
    // The region is gone: keep focus in the page, at the start of the content.
    document.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <section className="site-notice" data-level={notice.level} aria-label={t("notice.label")} data-nosnippet="">
      <div className="site-notice__inner">
        <p className="site-notice__text">
          {notice.text}
          {link ? (
            <>
              {" "}
              <a className="site-notice__link" href={link}>
                {t("notice.more")}
              </a>
            </>
          ) : null}
        </p>
        <form className="site-notice__close" method="post" action="/notice" onSubmit={onSubmit}>
          <input type="hidden" name="dismiss" value={notice.id} />
          <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
          <button type="submit" className="site-notice__button" aria-label={t("notice.dismiss")}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </form>
      </div>
    </section>
  );
}
