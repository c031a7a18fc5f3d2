/**
 * The seat list: the seat map's accessible alternative and the way to choose seats without
 * JavaScript. It renders fieldsets for the caller's <form>: one per area, a group per row, a
 * checkbox `seat` (the seat's id as value) per seat the visitor can choose, so the form posts
 * `seat=…&seat=…` and the server validates it.
 *
 * Taken and blocked seats are left out rather than listed disabled: a screen reader user would
 * otherwise read through every sold seat of a nearly full house to find the few free ones, and
 * disabled checkboxes are skipped by Tab anyway, so they would only be met in reading mode. Which
 * seats are next to each other still shows in their numbers; an area with no free seat says so.
 *
 * With JavaScript the list counts the choice in a polite live region and, at the limit, disables
 * the unchosen checkboxes with the reason beside them (and named by aria-describedby).
 */
import { useId } from "react";
import { useI18n } from "../../i18n";
import { countedKey } from "../../i18n/counted";
import { useHydrated } from "../header/MainMenu";
import { isSelectable, type SeatMapView, toggleSeat } from "./seat-map-view";
import { choiceCount, limitMessage, seatOption } from "./seat-names";
import "./seat-map.css";

export interface SeatListProps {
  view: SeatMapView;
  /** The chosen seats' ids (start with `initialSelection(view)`). */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** The checkboxes' form field name. */
  name?: string;
}

export function SeatList({ view, selected, onChange, name = "seat" }: SeatListProps) {
  const { t, locale } = useI18n();
  const hydrated = useHydrated();
  const id = useId();
  const limitId = `${id}-limit`;
  // Without JavaScript nothing is disabled: the visitor may change their mind in any order and the server checks the number.
  const full = hydrated && selected.length >= view.maxSeats;

  return (
    <div className="seat-list">
      <p className="seat-list__hint">{t(countedKey("shop.seat.hint", view.maxSeats), { max: view.maxSeats })}</p>
      {hydrated && (
        <p className="seat-list__count" role="status">
          {choiceCount(t, selected.length, view.maxSeats)}
          {full && (
            <>
              {" "}
              <span id={limitId} className="seat-list__limit">
                {limitMessage(t, view.maxSeats)}
              </span>
            </>
          )}
        </p>
      )}
      {view.areas.map((area) => {
        const rows = area.rows
          .map((row) => ({ row, seats: row.seats.filter((seat) => isSelectable(seat) || selected.includes(seat.id)) }))
          .filter(({ seats }) => seats.length > 0);
        return (
          <fieldset key={area.id} className="seat-list__area">
            <legend className="seat-list__legend">{area.label}</legend>
            {rows.length === 0 ? (
              <p className="seat-list__sold-out">{t("shop.seat.soldOut")}</p>
            ) : (
              rows.map(({ row, seats }) => {
                const rowId = `${id}-${area.id}-${row.id}`;
                return (
                  <div key={row.id} className="seat-list__row" role="group" aria-labelledby={rowId}>
                    <p id={rowId} className="seat-list__row-label">
                      {t("shop.seat.row", { row: row.label })}
                    </p>
                    <ul className="seat-list__seats">
                      {seats.map((seat) => {
                        const checked = selected.includes(seat.id);
                        const disabled = full && !checked;
                        const inputId = `${id}-${seat.id}`;
                        return (
                          <li key={seat.id} className="seat-list__seat" data-kind={seat.kind}>
                            <input
                              type="checkbox"
                              id={inputId}
                              name={name}
                              value={seat.id}
                              checked={checked}
                              disabled={disabled}
                              aria-describedby={disabled ? limitId : undefined}
                              onChange={() => onChange(toggleSeat(selected, seat, view.maxSeats).selected)}
                            />
                            <label htmlFor={inputId}>{seatOption(t, locale, { seat, row, area })}</label>
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                );
              })
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
