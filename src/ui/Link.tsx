import type { ReactNode } from "react";
import { Link as RouterLink, useInRouterContext } from "react-router";
import { useI18n } from "../i18n";
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
 * A link; a new-window link says so to assistive technology. Internal links inside the router
 * navigate client-side (no full page load); everything else is a plain anchor.
 */
export function Link({ href, children, className, newWindow = false }: Props) {
  const { t } = useI18n();
  const inRouter = useInRouterContext();
  // Only site pages (/de/..., /en/...) are routes; media files and other paths load normally.
  if (inRouter && !newWindow && /^\/(de|en)(\/[^.]*)?([?#].*)?$/.test(href)) {
    return (
      <RouterLink to={href} className={className}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a
      href={href}
      className={className}
      target={newWindow ? "_blank" : undefined}
      rel={newWindow ? "noopener noreferrer" : undefined}
    >
      {children}
      {newWindow ? <span className="visually-hidden"> {t("link.newWindow")}</span> : null}
    </a>
  );
}
