import type { CSSProperties, ReactNode } from "react";
import { useI18n } from "../../i18n";
import type { Nav } from "../../schemas/api";
import { useConsent } from "../consent/ConsentProvider";
import { Link } from "../Link";
import { ResponsiveImage } from "../ResponsiveImage";
import { email, fax, organiser, phone, type SocialNetwork, socialLinks, sponsors } from "./contact";
import { useNonce } from "../nonce";
import { type FooterTheme, type FooterThemeName, footerColours, footerThemeScript } from "./themes";
import "../ui.css";
import "./footer.css";

/**
 * Links that leave the page context open in a new tab (spec section 2, Footer): everything not
 * starting with a slash (and protocol-relative URLs), images, PDF files and media-library files.
 */
export function opensInNewTab(url: string): boolean {
  if (!url.startsWith("/") || url.startsWith("//")) return true;
  return /\.(pdf|jpe?g|png|gif|webp|avif|svg)(\?|#|$)/i.test(url) || url.includes("/filer/") || url.startsWith("/media/");
}

export interface SiteFooterProps {
  nav: Nav | null;
  /** Picked on the server per request (pickFooterTheme) and passed down, so hydration matches. */
  theme: FooterTheme;
  /** The visitor's contrast setting: the contrast theme (white background) wins over `theme`. */
  highContrast: boolean;
}

/** Icons drawn here (no requests to the networks); hidden from assistive technology. */
const icons: Record<SocialNetwork, ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.3" />
    </>
  ),
  facebook: <path d="M13.5 22v-8h2.9l.5-3.5h-3.4V8.4c0-1 .3-1.7 1.8-1.7H17V3.6c-.3 0-1.4-.1-2.6-.1-2.6 0-4.4 1.6-4.4 4.5v2.5H7V14h3v8z" />,
  youtube: <path fillRule="evenodd" d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zm4 3.8v6.4l5.5-3.2z" />,
  vimeo: (
    <path d="M22 7.5c-.1 2-1.5 4.7-4.2 8.1C15 19.2 12.7 21 10.8 21c-1.2 0-2.2-1.1-3-3.3L6.2 12c-.6-2.2-1.2-3.3-1.9-3.3-.1 0-.7.3-1.6 1L1.8 8.5l3-2.6c1.3-1.2 2.3-1.8 3-1.8 1.6-.2 2.5.9 2.9 3.2.4 2.5.7 4.1.8 4.7.5 2.1 1 3.1 1.5 3.1.4 0 1.1-.7 2-2.1.9-1.4 1.4-2.5 1.4-3.2.1-1.2-.4-1.8-1.4-1.8-.5 0-1 .1-1.5.3 1-3.3 2.9-4.9 5.8-4.8 2.1.1 3.1 1.4 3 4z" />
  ),
};

export function SiteFooter({ nav, theme, highContrast }: SiteFooterProps) {
  const { t } = useI18n();
  const consent = useConsent();
  const shown: FooterThemeName = highContrast ? "contrast" : theme;
  const colours = footerColours[shown] ?? footerColours.red;
  const nonce = useNonce();
  const style = {
    "--footer-bg": colours.background,
    "--footer-fg": colours.text,
    "--footer-focus": colours.focus,
  } as CSSProperties;

  return (
    <>
      <footer data-nosnippet="" className={`site-footer site-footer--${shown}`} data-theme={shown} style={style}>
        <div className="site-footer__grid">
          <div className="site-footer__block">
            <h2 className="site-footer__heading">{t("footer.contact")}</h2>
            <address className="site-footer__address">
              <p>
                {organiser.name}
                <br />
                {organiser.street}
                <br />
                {organiser.postalCode} {organiser.city}
              </p>
              <p>
                <strong>{t("footer.ticketsInfo")}</strong>
                <br />
                {t("footer.phone")}: <a href={`tel:${phone.dial}`}>{phone.display}</a>
                <br />
                {t("footer.hoursLabel")}: {t("footer.hours")}
              </p>
              <p>
                {t("footer.fax")}: <a href={`fax:${fax.dial}`}>{fax.display}</a>
                <br />
                {t("footer.email")}: <a href={`mailto:${email}`}>{email}</a>
              </p>
            </address>
          </div>

          <div className="site-footer__block">
            <h2 className="site-footer__heading">{t("footer.social")}</h2>
            <ul className="site-footer__social">
              {socialLinks.map((link) => (
                <li key={link.network}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" data-network={link.network}>
                    <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true" focusable="false">
                      {icons[link.network]}
                    </svg>
                    <span className="visually-hidden">
                      {link.name} {t("link.newWindow")}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav className="site-footer__block" aria-label={t("nav.footer")}>
            <ul className="site-footer__links">
              {(nav?.footer ?? []).map((item) => (
                <li key={item.id}>
                  <Link href={item.url} newWindow={opensInNewTab(item.url)}>
                    {item.title}
                  </Link>
                </li>
              ))}
              <li>
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
              </li>
            </ul>
          </nav>
        </div>

        <div className="site-footer__sponsors">
          <h2 className="site-footer__heading">{t("footer.sponsors")}</h2>
          <ul className="site-footer__logos">
            {sponsors.map((sponsor) => (
              <li key={sponsor.logo}>
                <ResponsiveImage path={sponsor.logo} alt={sponsor.name} sizes="(min-width: 48em) 12rem, 40vw" />
              </li>
            ))}
          </ul>
        </div>

        <p className="site-footer__name">{t("site.name")}</p>
      </footer>
      {/* The theme per page load, also for a page from the cache (themes.ts). */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: footerThemeScript }} />
    </>
  );
}
