import type { ReactNode } from "react";
import { useI18n } from "../i18n";
import { safeHref } from "../lib/links";
import "./ui.css";

/** True for absolute http(s) and protocol-relative URLs, i.e. links that leave the site. */
export const isExternalUrl = (href: string): boolean => /^(?:https?:)?\/\//i.test(href);

interface Props {
  href: string;
  children: ReactNode;
  className?: string;
  /** Opens in a new window: target=_blank, rel=noopener noreferrer and a hidden hint for screen readers. */
  newWindow?: boolean;
}

/**
 * A plain anchor (cheap to render on the server); a new-window link says so to assistive
 * technology. Internal page links still navigate client-side: see useClientNavigation.
 *
 * An href the link rules refuse (src/lib/links.ts: `javascript:`, `data:`, `//host`, stored
 * before the schemas' link formats or written around them) is no link: only the text shows.
 */
export function Link({ href, children, className, newWindow = false }: Props) {
  const { t } = useI18n();
  const safe = safeHref(href);
  if (!safe) return <span className={className}>{children}</span>;
  return (
    <a href={safe} className={className} target={newWindow ? "_blank" : undefined} rel={newWindow ? "noopener noreferrer" : undefined}>
      {children}
      {newWindow ? <span className="visually-hidden"> {t("link.newWindow")}</span> : null}
    </a>
  );
}
