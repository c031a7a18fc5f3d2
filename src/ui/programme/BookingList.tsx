/**
 * Bookings grouped by their day in Europe/Berlin: a heading per day in the visitor's language,
 * the day's dates below it in the order given (the API sorts by start).
 */
import { useId } from "react";
import { useI18n } from "../../i18n";
import { formatDayHeading, groupByDay } from "../../lib/dates";
import type { Booking } from "../../schemas/programme";
import { BookingCard, isPast } from "./BookingCard";
import "./programme.css";

export interface BookingListProps {
  bookings: readonly Booking[];
  /** Level of the day headings; the cards' headings are one below. */
  headingLevel?: 2 | 3;
  showVenue?: boolean;
  showProduction?: boolean;
  /** Every date is over. */
  past?: boolean;
  /** The server's clock at rendering (ISO): the dates before it are shown as past. */
  now?: string;
}

export function BookingList({ bookings, headingLevel = 2, showVenue = true, showProduction = true, past = false, now }: BookingListProps) {
  const { locale } = useI18n();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const cardLevel = (headingLevel + 1) as 3 | 4;
  return (
    <div className="booking-list">
      {groupByDay(bookings).map(({ day, items }) => (
        <section key={day} className="booking-day" aria-labelledby={`${id}-${day}`} data-day={day}>
          <Heading id={`${id}-${day}`} className="booking-day__heading">
            {formatDayHeading(day, locale)}
          </Heading>
          <ul className="booking-day__list" role="list">
            {items.map((booking) => (
              <li key={booking.id}>
                <BookingCard
                  booking={booking}
                  headingLevel={cardLevel}
                  showVenue={showVenue}
                  showProduction={showProduction}
                  past={past || (now !== undefined && isPast(booking, now))}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
