import { Link } from "react-router";
import { useI18n } from "../i18n";
import type { Nav } from "../schemas/api";
import { useConsent } from "./consent/ConsentProvider";

/** Links that leave the page context open in a new tab (spec section 2, Footer). */
export function opensInNewTab(url: string): boolean {
  return !url.startsWith("/") || /\.(pdf|jpe?g|png|gif|webp|avif|svg)(\?|#|$)/i.test(url) || url.includes("/filer/");
}

export function SiteFooter({ nav }: { nav: Nav | null }) {
  const { t } = useI18n();
  const consent = useConsent();
  return (
    <footer className="site-footer">
      {nav?.footer.length ? (
        <nav aria-label={t("nav.footer")}>
          <ul className="site-footer__links">
            {nav.footer.map((item) => (
              <li key={item.id}>
                {opensInNewTab(item.url) ? (
                  <a href={item.url} target="_blank" rel="noopener noreferrer">
                    {item.title}
                  </a>
                ) : (
                  <Link to={item.url}>{item.title}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p>
        <a
          className="site-footer__cookies"
          href="?cookies"
          onClick={(event) => {
            event.preventDefault();
            consent.send({ type: "consent.open" });
          }}
        >
          {t("footer.cookieSettings")}
        </a>
      </p>
      <p className="site-footer__name">{t("site.name")}</p>
    </footer>
  );
}
