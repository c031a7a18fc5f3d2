/**
 * A production's page: main image (under the transparent header), title, subtitle, artist, its
 * texts as content modules, further images, facts (duration, language, age), credits, every date
 * with venue, ticket and calendar links, and other productions of the same genre.
 */
import { useId } from "react";
import { useI18n } from "../../i18n";
import { bookingAnchor } from "../../lib/booking-anchor";
import { ModuleTree } from "../../renderer/ModuleTree";
import type { WithRenderedSections } from "../../schemas/api";
import type { Production } from "../../schemas/programme";
import { cx } from "../cx";
import { ImageCredit } from "../ImageCredit";
import { ResponsiveImage } from "../ResponsiveImage";
import { formatDate, formatTime } from "../../lib/dates";
import { safeHref } from "../../lib/links";
import { BookingCard, isPast, ticketsOnSale } from "./BookingCard";
import { ProductionCard } from "./ProductionCard";
import { Paragraphs } from "./Paragraphs";
import "./programme.css";

/** Credits in their order; consecutive entries of one role share its term. */
export function groupCredits(credits: Production["credits"]): { role: string; names: string[] }[] {
  const groups: { role: string; names: string[] }[] = [];
  for (const { role, name } of credits) {
    const last = groups[groups.length - 1];
    if (last && last.role === role) last.names.push(name);
    else groups.push({ role, names: [name] });
  }
  return groups;
}

/** The id of the dates' section: the intro's "All dates" jumps there. */
export const DATES_ID = "dates";

export interface ProductionDetailProps {
  production: WithRenderedSections<Production>;
  isStaff?: boolean;
  /** The server's clock at rendering (ISO): dates before it are past, with no tickets. */
  now: string;
}

export function ProductionDetail({ production, isStaff = false, now }: ProductionDetailProps) {
  const { locale, t } = useI18n();
  const id = useId();
  const next = production.bookings.find((booking) => booking.status !== "cancelled" && !isPast(booking, now)) ?? null;
  const nextTicket = next && ticketsOnSale(next) ? safeHref(next.ticket_url) : null;
  const nextContext = next ? `${production.title}, ${formatDate(next.start, locale)}, ${t("programme.time", { time: formatTime(next.start, locale) })}` : "";
  const facts = [
    production.duration_minutes ? { term: t("production.duration"), value: t("production.minutes", { minutes: production.duration_minutes }) } : null,
    production.language_note ? { term: t("production.language"), value: production.language_note } : null,
    production.age_note ? { term: t("production.age"), value: production.age_note } : null,
  ].filter((fact) => fact !== null);
  const credits = groupCredits(production.credits);
  return (
    <article className={cx("detail production-detail", !production.image && "detail--no-image")}>
      {production.image ? (
        <div className="detail__hero">
          <ResponsiveImage path={production.image.path} alt={production.image.alt} sizes="100vw" priority />
          <ImageCredit className="detail__credit" path={production.image.path} />
        </div>
      ) : null}
      <div className="detail__body">
        <header className="detail__intro">
          <h1 className="detail__title">{production.title}</h1>
          {production.genres.length > 0 ? (
            <p className="detail__preline">
              <span className="visually-hidden">{t("programme.genres")}: </span>
              {production.genres.map((genre) => genre.name).join(", ")}
            </p>
          ) : null}
          {production.subtitle ? <p className="detail__subtitle">{production.subtitle}</p> : null}
          {production.artist ? <p className="detail__artist">{production.artist}</p> : null}
        </header>
        {production.bookings.length > 0 ? (
          <section className="production-next" aria-labelledby={`${id}-next`}>
            <h2 id={`${id}-next`} className="production-next__title">
              {next ? t("production.next") : t("production.noUpcoming")}
            </h2>
            {next ? (
              <>
                <p className="production-next__when">
                  <time dateTime={next.start}>{formatDate(next.start, locale)}</time>, {t("programme.time", { time: formatTime(next.start, locale) })}
                </p>
                <p className="production-next__place">
                  <span className="visually-hidden">{t("programme.venue")}: </span>
                  <a href={next.venue.urls[locale]}>{next.venue.name}</a>, {next.venue.city.name}
                </p>
              </>
            ) : null}
            <p className="production-next__actions">
              {nextTicket ? (
                <a className="button production-next__tickets" href={nextTicket}>
                  {t("programme.tickets")}
                  <span className="visually-hidden">: {nextContext}</span>
                </a>
              ) : null}
              <a className="production-next__all" href={`#${DATES_ID}`}>
                {t("production.allDates")}
              </a>
            </p>
          </section>
        ) : null}
        <div className="detail__columns">
          <div className="detail__main">
            {/* The texts are content modules; the plain description stands in for a production without them. */}
            {production.modules.length > 0 ? <ModuleTree sections={production.modules} isStaff={isStaff} /> : <Paragraphs text={production.description} />}
            {production.images.length > 0 ? (
              <ul className="gallery" role="list" aria-label={t("production.images")}>
                {production.images.map((image) => (
                  <li key={image.path}>
                    <ResponsiveImage path={image.path} alt={image.alt} sizes="(min-width: 64em) 30vw, (min-width: 48em) 50vw, 100vw" />
                    <ImageCredit path={image.path} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {facts.length > 0 || credits.length > 0 ? (
            <div className="detail__aside">
              {facts.length > 0 ? (
                <dl className="facts">
                  {facts.map((fact) => (
                    <div key={fact.term}>
                      <dt>{fact.term}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {credits.length > 0 ? (
                <section aria-labelledby={`${id}-credits`}>
                  <h2 id={`${id}-credits`} className="detail__aside-title">
                    {t("production.credits")}
                  </h2>
                  <dl className="credits">
                    {credits.map((credit, index) => (
                      <div key={`${credit.role}-${index}`} style={{ display: "contents" }}>
                        <dt>{credit.role}</dt>
                        <dd>{credit.names.join(", ")}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              ) : null}
            </div>
          ) : null}
        </div>
        <section className="detail__block" id={DATES_ID} aria-labelledby={`${id}-dates`}>
          <h2 id={`${id}-dates`} className="detail__block-title">
            {t("programme.dates")}
          </h2>
          {production.bookings.length > 0 ? (
            <ul className="booking-day__list" role="list">
              {production.bookings.map((booking) => (
                <li key={booking.id} id={bookingAnchor(booking.id)}>
                  <BookingCard booking={booking} headingLevel={3} showDate showProduction={false} past={isPast(booking, now)} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="programme-page__empty">{t("production.noDates")}</p>
          )}
        </section>
        {production.related.length > 0 ? (
          <section className="detail__block" aria-labelledby={`${id}-related`}>
            <h2 id={`${id}-related`} className="detail__block-title">
              {t("production.related")}
            </h2>
            <ul className="card-grid" role="list">
              {production.related.map((related) => (
                <li key={related.id}>
                  <ProductionCard production={related} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {/* On a phone the next date's ticket link stays at hand at the bottom of the screen, and
            comes to rest after the page's content at its end; wider screens do without it. */}
        {nextTicket ? (
          <p className="production-sticky">
            <a className="button production-sticky__tickets" href={nextTicket}>
              {t("programme.tickets")}
              <span className="visually-hidden">: {nextContext}</span>
            </a>
          </p>
        ) : null}
      </div>
    </article>
  );
}
