import { Component, type ReactNode } from "react";
import { useI18n } from "../i18n";
import type { MessageKey } from "../i18n/messages";
import { contactPaths, screenUrl } from "../i18n/routes-table";
import { SearchForm } from "./search/SearchForm";

/** The messages the site's own loaders send (English in the data, spec section 8), in the page's language. */
const knownMessages: Record<string, MessageKey> = {
  "404 Not Found": "error.message.pageNotFound",
  "This page could not be found": "error.message.routeNotFound",
  "Unknown error": "error.message.unknown",
};

/**
 * The error page (spec sections 2 and 8): 404 and 500 say the page was not found, any other
 * status that an error occurred; a button leads home. The title names the status and what it
 * means ("Seite nicht gefunden (404) | Festival der Künste"). A 404 helps on (issue 19): a search
 * box (the header's GET form, so it works without JavaScript) and links to programme, calendar
 * and contact. The site's own messages are shown in the page's language; any other (a developer's
 * error text) as it is, marked English.
 */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const { locale, t } = useI18n();
  const notFound = status === 404 || status === 500;
  const text = notFound ? t("error.notFound") : t("error.generic");
  const known = message ? knownMessages[message] : undefined;
  const title = `${t(status === 404 ? "error.title.notFound" : "error.title.generic")} (${status}) | ${t("site.name")}`;
  return (
    <div className="error-page" data-status={status}>
      <title>{title}</title>
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 className="error-page__text">{text}</h1>
      {known ? <p className="error-page__message">{t(known)}</p> : null}
      {message && !known ? (
        <p className="error-page__message" lang="en">
          {message}
        </p>
      ) : null}
      {status === 404 ? (
        <>
          <div className="error-page__search">
            <SearchForm action={screenUrl("search", locale)} label={t("error.search")} />
          </div>
          <nav className="error-page__links" aria-label={t("error.links")}>
            <ul role="list">
              <li>
                <a href={screenUrl("productions", locale)}>{t("error.link.programme")}</a>
              </li>
              <li>
                <a href={screenUrl("calendar", locale)}>{t("error.link.calendar")}</a>
              </li>
              <li>
                <a href={contactPaths[locale]}>{t("error.link.contact")}</a>
              </li>
            </ul>
          </nav>
        </>
      ) : null}
      <a className="button" href={`/${locale}`}>
        {t("error.home")}
      </a>
    </div>
  );
}

/** If the error page itself fails: a plain message with a link home. */
export class ErrorPageGuard extends Component<{ children: ReactNode; homeHref: string; text: string; homeLabel: string }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p>
        {this.props.text} <a href={this.props.homeHref}>{this.props.homeLabel}</a>
      </p>
    );
  }
}
