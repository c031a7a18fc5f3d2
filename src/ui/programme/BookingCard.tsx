/**
 * One date of a production (a booking): when, what, where, its badges (premiere, genres, kind,
 * sold out, cancelled, postponed), the ticket link and the "add to calendar" download. Every
 * date and time is shown in Europe/Berlin (src/lib/dates.ts).
 */
import type { ReactNode } from "react";
import { useI18n } from "../../i18n";
import { formatDate, formatTime, isOver } from "../../lib/dates";
import { safeHref } from "../../lib/links";
import type { Booking } from "../../schemas/programme";
import "./programme.css";

export interface BookingCardProps {
  booking: Booking;
  /** The level of the card's heading (the day headings above it are one level up). */
  headingLevel?: 2 | 3 | 4;
  /** The date before the time: off under a day heading. */
  showDate?: boolean;
  /** Off on the production's own page: the heading is then the date. */
  showProduction?: boolean;
  /** Off on the venue's own page. */
  showVenue?: boolean;
  /** A date that is over: no tickets, no calendar download. */
  past?: boolean;
}

/** Tickets are sold online for this date now. */
export const ticketsOnSale = (booking: Booking) => booking.status !== "cancelled" && booking.tickets_available && booking.ticket_url !== null;

/** Over at `now` (the one rule for "past", `isOver` in src/lib/dates.ts). */
export const isPast = (booking: Pick<Booking, "start" | "end">, now: string | Date) => isOver(booking, now);

/** Sold out: the shop sells this date, but no tickets are left. */
export const soldOut = (booking: Booking) => booking.status !== "cancelled" && !booking.tickets_available && booking.ticket_url !== null;

export function BookingCard({ booking, headingLevel = 3, showDate = false, showProduction = true, showVenue = true, past = false }: BookingCardProps) {
  const { locale, t } = useI18n();
  const Heading = `h${headingLevel}` as const;
  const date = formatDate(booking.start, locale);
  const time = formatTime(booking.start, locale);
  const endTime = booking.end ? formatTime(booking.end, locale) : null;
  const ticketHref = safeHref(booking.ticket_url);
  const when = (
    <>
      {showDate ? (
        <>
          <span className="booking-card__date">{date}</span>
          <span className="visually-hidden">, </span>
        </>
      ) : null}
      <span className="booking-card__time">
        <time dateTime={booking.start}>{time}</time>
        {endTime && booking.end ? (
          <>
            {"\u2009–\u2009"}
            <time dateTime={booking.end}>{endTime}</time>
          </>
        ) : null}
        {t("programme.timeSuffix")}
      </span>
    </>
  );
  const context = `${booking.production.title}, ${date}, ${t("programme.time", { time })}`;

  const badges: { key: string; label: ReactNode; tone?: "strong" | "alert" }[] = [];
  // Said first, in words, not only by the muted look.
  if (past) badges.push({ key: "past", label: t("programme.past") });
  if (booking.status === "cancelled") badges.push({ key: "cancelled", label: t("programme.cancelled"), tone: "alert" });
  if (booking.status === "postponed") badges.push({ key: "postponed", label: t("programme.postponed"), tone: "alert" });
  if (booking.is_premiere) badges.push({ key: "premiere", label: t("programme.premiere"), tone: "strong" });
  if (!past && soldOut(booking)) badges.push({ key: "sold-out", label: t("programme.soldOut"), tone: "alert" });
  if (booking.kind === "durational") badges.push({ key: "durational", label: t("programme.kind.durational") });
  if (booking.kind === "exhibition") badges.push({ key: "exhibition", label: t("programme.kind.exhibition") });
  for (const genre of booking.production.genres) badges.push({ key: `genre-${genre.slug}`, label: genre.name });

  return (
    <article className="booking-card" data-status={booking.status} data-booking-id={booking.id} data-past={past ? "" : undefined}>
      {showProduction ? (
        <>
          <p className="booking-card__when">{when}</p>
          <div className="booking-card__main">
            <Heading className="booking-card__title">
              <a href={booking.production.urls[locale]}>{booking.production.title}</a>
            </Heading>
            {booking.production.artist ? <p className="booking-card__artist">{booking.production.artist}</p> : null}
          </div>
        </>
      ) : (
        <Heading className="booking-card__when booking-card__when--heading">{when}</Heading>
      )}
      <div className="booking-card__details">
        {showVenue ? (
          <p className="booking-card__place">
            <span className="visually-hidden">{t("programme.venue")}: </span>
            <a href={booking.venue.urls[locale]}>{booking.venue.name}</a>, {booking.venue.city.name}
          </p>
        ) : null}
        {badges.length > 0 ? (
          <ul className="badges" role="list" aria-label={t("programme.about")}>
            {badges.map((badge) => (
              <li key={badge.key} className="badge" data-tone={badge.tone} data-badge={badge.key}>
                {badge.label}
              </li>
            ))}
          </ul>
        ) : null}
        {booking.note ? <p className="booking-card__note">{booking.note}</p> : null}
      </div>
      {past ? null : (
        <div className="booking-card__actions">
          {ticketsOnSale(booking) && ticketHref ? (
            <a className="button booking-card__tickets" href={ticketHref}>
              {t("programme.tickets")}
              <span className="visually-hidden">: {context}</span>
            </a>
          ) : null}
          {booking.status !== "cancelled" ? (
            <a className="booking-card__ics" href={booking.ics_url} download>
              {t("programme.addToCalendar")}
              <span className="visually-hidden">: {context}</span>
            </a>
          ) : null}
        </div>
      )}
    </article>
  );
}
