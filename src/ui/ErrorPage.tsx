import { Component, type ReactNode } from "react";
import { useI18n } from "../i18n";

/**
 * The error page (spec sections 2 and 8): 404 and 500 say the page was not found, any other
 * status that an error occurred; a button leads home; the status code is the title.
 */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const { locale, t } = useI18n();
  const text = status === 404 || status === 500 ? t("error.notFound") : t("error.generic");
  return (
    <div className="error-page" data-status={status}>
      <title>{String(status)}</title>
      <h1 className="error-page__status">{status}</h1>
      <p className="error-page__text">{text}</p>
      {message ? (
        <p className="error-page__message" lang="en">
          {message}
        </p>
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
