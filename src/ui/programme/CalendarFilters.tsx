/**
 * The calendar's filter: a "Filter (n)" button and the active filters as chips, each a plain link
 * to the calendar without it; the button opens a panel over the list (the popover attribute:
 * opened, closed with Escape or a click outside, and focus handled by the browser, with or
 * without JavaScript) holding the form: date range, live periods as quick choices for it,
 * cities, genres, "tickets available" and "premiere", and the durational and exhibition switches
 * (on by default). One GET form: without JavaScript the visitor submits it; with JavaScript
 * every change navigates at once (history replaced, scroll kept, the panel stays open). The URL
 * carries the whole filter.
 */
import { type FormEvent, useEffect, useId, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useI18n } from "../../i18n";
import { formatDateRange } from "../../lib/dates";
import type { LivePeriod, Term } from "../../schemas/programme";
import { useHydrated } from "../header/MainMenu";
import { isCalendarDate } from "../../lib/dates";
import {
  type CalendarChip,
  type CalendarFilter,
  calendarFilterFromSearch,
  calendarFilterKey,
  calendarFilterToSearch,
  emptyCalendarFilter,
} from "./calendar-filter";
import { hrefWith } from "./search-params";
import { TermFieldset } from "./TermFilter";
import { useLocalCopy } from "./use-local-copy";
import "./filters.css";

export interface CalendarFiltersProps {
  filter: CalendarFilter;
  /** The active filters, labelled by the server (calendar-chips.server.ts). */
  chips: readonly CalendarChip[];
  cities: readonly Term[];
  genres: readonly Term[];
  periods: readonly LivePeriod[];
}

/** A typed date is applied once the visitor pauses (or leaves the field, or presses Enter). */
const dateDelay = 600;

/** The yes/no options, each a checkbox that sends `name=true` when ticked. */
const options = [
  { key: "ticketsAvailable", name: "tickets_available", label: "calendar.ticketsAvailable" },
  { key: "isPremiere", name: "is_premiere", label: "calendar.premieresOnly" },
] as const;

/** A date the visitor can mean (date fields report partly typed years like 0202-08-21). */
const plausibleDate = (value: string) => value === "" || (isCalendarDate(value) && value >= "1900-01-01" && value <= "2999-12-31");

export function CalendarFilters({ filter, chips, cities, genres, periods }: CalendarFiltersProps) {
  const { locale, t } = useI18n();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const id = useId();
  const [current, setCurrent] = useLocalCopy(filter, calendarFilterKey(filter));
  const dateTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingDates = useRef<CalendarFilter | null>(null);

  useEffect(() => () => clearDateTimer(), []);

  // The panel opens without JavaScript: what the visitor typed or ticked before the scripts ran
  // is in the form's fields, not in the state hydration started from. Apply it once hydrated.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!form.current) return;
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) if (typeof value === "string") fields.append(name, value);
    const typed = calendarFilterFromSearch(fields);
    if (calendarFilterKey(typed) !== calendarFilterKey(current)) go(typed);
  }, []);

  // A removed chip's link leaves the page with the focus: it goes to the chip that took its place
  // (or the one before it), and to the Filter button once none is left.
  const bar = useRef<HTMLDivElement>(null);
  const removed = useRef<number | null>(null);
  const chipsKey = chips.map((chip) => chip.href).join(" ");
  useEffect(() => {
    const index = removed.current;
    removed.current = null;
    if (index === null || !bar.current) return;
    const links = bar.current.querySelectorAll("a");
    (links[Math.min(index, links.length - 1)] ?? bar.current.querySelector("button"))?.focus();
  }, [chipsKey]);

  function clearDateTimer() {
    if (dateTimer.current) clearTimeout(dateTimer.current);
    dateTimer.current = null;
  }

  const go = (next: CalendarFilter) => {
    clearDateTimer();
    pendingDates.current = null;
    setCurrent(next);
    navigate(hrefWith(pathname, calendarFilterToSearch(next)), { replace: true, preventScrollReset: true });
  };

  const change = (patch: Partial<CalendarFilter>) => go({ ...current, ...patch });

  const changeDate = (name: "dateFrom" | "dateTo", value: string) => {
    const next = { ...current, [name]: value === "" ? null : value };
    setCurrent(next);
    clearDateTimer();
    if (!plausibleDate(value)) return;
    pendingDates.current = next;
    dateTimer.current = setTimeout(() => flushDates(), dateDelay);
  };

  function flushDates() {
    const next = pendingDates.current;
    if (next) go(next);
  }

  const toggleTerm = (key: "cities" | "genres", terms: readonly Term[]) => (slug: string, checked: boolean) => {
    const chosen = new Set(current[key]);
    if (checked) chosen.add(slug);
    else chosen.delete(slug);
    change({ [key]: terms.filter((term) => chosen.has(term.slug)).map((term) => term.slug) });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the filter is applied as it changes; Enter in a date field applies now.
    event.preventDefault();
    go(pendingDates.current ?? current);
  };

  const periodHref = (period: LivePeriod) => hrefWith(pathname, calendarFilterToSearch({ ...current, dateFrom: period.date_from, dateTo: period.date_to }));
  const panel = `${id}-panel`;

  return (
    <>
      <div className="calendar-filter-bar" ref={bar}>
        <button type="button" className="calendar-filter-bar__toggle" popoverTarget={panel}>
          {chips.length ? t("calendar.filterCount", { count: chips.length }) : t("calendar.filter")}
        </button>
        {chips.length ? (
          <ul className="calendar-filter-bar__chips filter-chips" role="list">
            {chips.map((chip, index) => (
              <li key={chip.href}>
                <Link
                  className="filter-chip filter-chip--link"
                  to={chip.href}
                  replace
                  preventScrollReset
                  aria-label={chip.name}
                  onClick={() => {
                    removed.current = index;
                  }}
                >
                  {chip.label}
                  <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div
        id={panel}
        popover="auto"
        role="dialog"
        aria-labelledby={`${id}-title`}
        className="calendar-filter-panel"
        onBlur={(event) => {
          // Focus that leaves the panel for the page behind it would land on a link the panel
          // covers (WCAG 2.4.11): close it. Back to the Filter button, or out of the window
          // (no related target), it stays open.
          const next = event.relatedTarget;
          if (!(next instanceof Node) || event.currentTarget.contains(next) || bar.current?.contains(next)) return;
          event.currentTarget.hidePopover();
        }}
      >
        <div className="calendar-filter-panel__head">
          <h2 id={`${id}-title`}>{t("calendar.filters")}</h2>
          <button type="button" className="button" popoverTarget={panel} popoverTargetAction="hide">
            {t("calendar.close")}
          </button>
        </div>
        <form ref={form} className="calendar-filters" method="get" action={pathname} onSubmit={onSubmit} aria-label={t("calendar.filters")}>
          <fieldset className="filter-group calendar-filters__dates">
            <legend className="filter-group__legend">{t("calendar.period")}</legend>
            <div className="calendar-filters__date-row">
              <div className="filter-field">
                <label htmlFor={`${id}-from`}>{t("calendar.dateFrom")}</label>
                <input
                  id={`${id}-from`}
                  type="date"
                  name="date_from"
                  value={current.dateFrom ?? ""}
                  max={current.dateTo ?? undefined}
                  onChange={(event) => changeDate("dateFrom", event.currentTarget.value)}
                  onBlur={flushDates}
                />
              </div>
              <div className="filter-field">
                <label htmlFor={`${id}-to`}>{t("calendar.dateTo")}</label>
                <input
                  id={`${id}-to`}
                  type="date"
                  name="date_to"
                  value={current.dateTo ?? ""}
                  min={current.dateFrom ?? undefined}
                  onChange={(event) => changeDate("dateTo", event.currentTarget.value)}
                  onBlur={flushDates}
                />
              </div>
            </div>
            {periods.length > 0 ? (
              <div className="calendar-filters__periods">
                <p className="calendar-filters__periods-label" id={`${id}-periods`}>
                  {t("calendar.quickChoice")}
                </p>
                <ul className="filter-chips" role="list" aria-labelledby={`${id}-periods`}>
                  {periods.map((period) => {
                    const active = current.dateFrom === period.date_from && current.dateTo === period.date_to;
                    return (
                      <li key={period.id}>
                        <Link
                          className="filter-chip filter-chip--link"
                          to={periodHref(period)}
                          replace
                          preventScrollReset
                          aria-current={active ? "true" : undefined}
                          onClick={() => setCurrent({ ...current, dateFrom: period.date_from, dateTo: period.date_to })}
                        >
                          {period.title}
                          <span className="visually-hidden"> ({formatDateRange(period.date_from, period.date_to, locale)})</span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ) : null}
          </fieldset>
          <TermFieldset name="cities" legend={t("programme.cities")} terms={cities} selected={current.cities} onToggle={toggleTerm("cities", cities)} />
          <TermFieldset name="genres" legend={t("programme.genres")} terms={genres} selected={current.genres} onToggle={toggleTerm("genres", genres)} />
          <fieldset className="filter-group">
            <legend className="filter-group__legend">{t("calendar.options")}</legend>
            <ul className="filter-chips" role="list">
              {options.map(({ key, name, label }) => (
                <li key={key}>
                  <label className="filter-chip" htmlFor={`${id}-${name}`}>
                    <input
                      id={`${id}-${name}`}
                      type="checkbox"
                      name={name}
                      value="true"
                      checked={current[key]}
                      onChange={(event) => change({ [key]: event.currentTarget.checked })}
                    />
                    <span>{t(label)}</span>
                  </label>
                </li>
              ))}
            </ul>
            <div className="calendar-filters__switches">
              <Switch
                id={`${id}-durational`}
                name="show_durational"
                label={t("calendar.showDurational")}
                checked={current.showDurational}
                onChange={(checked) => change({ showDurational: checked })}
              />
              <Switch
                id={`${id}-exhibition`}
                name="show_exhibition"
                label={t("calendar.showExhibition")}
                checked={current.showExhibition}
                onChange={(checked) => change({ showExhibition: checked })}
              />
            </div>
          </fieldset>
          <div className="filter-actions">
            {hydrated ? null : (
              <button type="submit" className="button filter-actions__submit">
                {t("filter.apply")}
              </button>
            )}
            {chips.length ? (
              <Link className="filter-actions__reset" to={pathname} replace preventScrollReset onClick={() => setCurrent(emptyCalendarFilter())}>
                {t("calendar.resetAll")}
              </Link>
            ) : null}
          </div>
        </form>
      </div>
    </>
  );
}

/**
 * An on/off switch that defaults to on. Without JavaScript the hidden "false" goes first and the
 * ticked box's "true" after it: the last value wins (calendarFilterFromSearch).
 */
function Switch({ id, name, label, checked, onChange }: { id: string; name: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="filter-switch" htmlFor={id}>
      <input type="hidden" name={name} value="false" />
      <input id={id} type="checkbox" role="switch" name={name} value="true" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span>{label}</span>
    </label>
  );
}
