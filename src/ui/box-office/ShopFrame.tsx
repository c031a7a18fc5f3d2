/**
 * The ticket-shop layout around the site's own shop pages (docs/ticket-shop.md): the back link,
 * the breadcrumbs (home, tickets, this page) and the page's heading, then its content. A message
 * from the last post (a refusal, an expired form) stands under the heading, announced and focused
 * so that a keyboard or screen-reader user meets it first.
 */
import { type ReactNode, useEffect, useRef } from "react";
import { useI18n } from "../../i18n";
import { screenUrl } from "../../i18n/routes-table";
import "../ticket-shop.css";
import "./shop.css";

export interface ShopFrameProps {
  title: string;
  /** Where the breadcrumbs' "Tickets" leads (the cart), with this page after it unless it is that page. */
  crumbs: readonly { href: string; label: string }[];
  here: string;
  alert?: string | null;
  /** A success of the last post ("the link is on its way"): said politely, not as an alert. */
  notice?: string | null;
  children: ReactNode;
}

export function ShopFrame({ title, crumbs, here, alert, notice, children }: ShopFrameProps) {
  const { t, locale } = useI18n();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const home = screenUrl("index", locale);
  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);
  return (
    <div className="ticket-shop shop-page" data-layout="ticket-shop">
      <div className="ticket-shop__bar">
        <a className="ticket-shop__back" href={home}>
          ← {t("shop.home")}
        </a>
        <nav aria-label={t("shop.breadcrumbs")}>
          <ol className="ticket-shop__breadcrumbs">
            <li>
              <a href={home}>{t("shop.home")}</a>
            </li>
            {crumbs.map((crumb) => (
              <li key={crumb.href}>
                <a href={crumb.href}>{crumb.label}</a>
              </li>
            ))}
            <li>
              <a href={here} aria-current="page">
                {title}
              </a>
            </li>
          </ol>
        </nav>
      </div>
      <h1>{title}</h1>
      {alert ? (
        <p ref={alertRef} className="shop-alert" role="alert" tabIndex={-1}>
          {alert}
        </p>
      ) : null}
      <div role="status" className="shop-notice">
        {notice ? <p>{notice}</p> : null}
      </div>
      {children}
    </div>
  );
}
