import { useI18n } from "../i18n";
import { safeHref } from "../lib/links";
import { Link } from "./Link";

/**
 * A teaser's link: its own text, or "Read more" followed by the headline for screen readers.
 * Nothing for an href the link rules refuse (src/lib/links.ts): "Read more" that leads nowhere
 * would only confuse.
 */
export function TeaserLink({ href, className, text, headline }: { href: string; className: string; text?: string; headline: string }) {
  const { t } = useI18n();
  if (!safeHref(href)) return null;
  return (
    <Link href={href} className={className}>
      {text || (
        <>
          {t("teaser.readMore")}
          <span className="visually-hidden">: {headline}</span>
        </>
      )}
    </Link>
  );
}
