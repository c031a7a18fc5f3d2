/**
 * The event header (spec section 2): on the calendar and productions routes, between the site
 * header and the content, a small navigation between the calendar and the programme. The link
 * of the screen on view is the current page; on a production detail the programme link is the
 * current section.
 */
import { useLocation } from "react-router";
import { useI18n } from "../../i18n";
import { screenUrl } from "../../i18n/routes-table";
import "./programme.css";

export type EventSection = "calendar" | "productions";

export function EventHeader({ active }: { active: EventSection }) {
  const { locale, t } = useI18n();
  const { pathname } = useLocation();
  const links: { section: EventSection; label: string }[] = [
    { section: "calendar", label: t("programme.calendar") },
    { section: "productions", label: t("programme.productions") },
  ];
  return (
    <nav className="event-nav" aria-label={t("programme.eventNav")}>
      <ul className="event-nav__list" role="list">
        {links.map(({ section, label }) => {
          const href = screenUrl(section, locale);
          const current = section !== active ? undefined : pathname.replace(/\/$/, "") === href ? "page" : "true";
          return (
            <li key={section}>
              <a className="event-nav__link" href={href} aria-current={current}>
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The route handle of a calendar or productions screen: root renders this in the event header slot. */
export const eventHeaderHandle = (active: EventSection) => ({ eventHeader: () => <EventHeader active={active} /> });
