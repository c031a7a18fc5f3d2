import { useI18n } from "../i18n";
import { Link } from "./Link";

/** A teaser's link: its own text, or "Read more" followed by the headline for screen readers. */
export function TeaserLink({ href, className, text, headline }: { href: string; className: string; text?: string; headline: string }) {
  const { t } = useI18n();
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
