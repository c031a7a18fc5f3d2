/**
 * The seat plan as the box-office components see it: a UI view model, kept apart from the
 * server's seat-plan schema so the two can change independently (the route that loads a plan
 * maps one onto the other).
 *
 * - Areas (Parkett, Rang …) hold rows, rows hold seats, each in the order they are listed.
 *   Seat ids are unique in the plan (they are what the form posts); row ids within their area.
 * - `label`s come from the plan as they are printed on the ticket: a row's label is its
 *   number or letter ("3", "C"), a seat's its number ("12"); the catalogue adds "Reihe"/"Platz".
 *   Area and category labels are already in the page's language.
 * - `x`, `y` are in seat units: one unit is the distance between two neighbouring seats; x grows
 *   to the right, y away from the stage (the stage is drawn above the smallest y). Seats of one
 *   row share their y; gaps (aisles) are gaps in x.
 * - `state`: `free` for sale, `taken` sold or held by someone else, `blocked` not for sale
 *   (technics, a camera position), `mine` held for this visitor (in their cart). What the visitor
 *   chooses now is the components' `selected` list, which starts as the `mine` seats.
 */
export type SeatKind = "standard" | "wheelchair" | "companion";
export type SeatState = "free" | "taken" | "blocked" | "mine";

export interface SeatCategory {
  id: string;
  label: string;
  priceCents: number;
}

export interface SeatView {
  id: string;
  label: string;
  x: number;
  y: number;
  category: SeatCategory;
  kind: SeatKind;
  state: SeatState;
}

export interface RowView {
  id: string;
  label: string;
  seats: SeatView[];
}

export interface AreaView {
  id: string;
  label: string;
  rows: RowView[];
}

export interface SeatMapView {
  performanceId: number;
  /** The most seats one order may hold for this performance. */
  maxSeats: number;
  areas: AreaView[];
}

/** A seat with its row and area, as the components list and name it. */
export interface PlacedSeat {
  seat: SeatView;
  row: RowView;
  area: AreaView;
}

/** A seat the visitor may choose: for sale, or already theirs. */
export const isSelectable = (seat: SeatView): boolean => seat.state === "free" || seat.state === "mine";

/** Every seat in plan order (areas, rows, seats as listed). */
export function placedSeats(view: SeatMapView): PlacedSeat[] {
  return view.areas.flatMap((area) => area.rows.flatMap((row) => row.seats.map((seat) => ({ seat, row, area }))));
}

/** The visitor's seats when the plan loads: what `selected` starts as. */
export function initialSelection(view: SeatMapView): string[] {
  return placedSeats(view)
    .filter(({ seat }) => seat.state === "mine")
    .map(({ seat }) => seat.id);
}

/**
 * The selection after the visitor toggles one seat: `unavailable` for a seat that is not for
 * sale, `limit` when it would exceed `max` (the selection is then unchanged).
 */
export function toggleSeat(selected: readonly string[], seat: SeatView, max: number): { selected: string[]; refused?: "unavailable" | "limit" } {
  if (selected.includes(seat.id)) return { selected: selected.filter((id) => id !== seat.id) };
  if (!isSelectable(seat)) return { selected: [...selected], refused: "unavailable" };
  if (selected.length >= max) return { selected: [...selected], refused: "limit" };
  return { selected: [...selected, seat.id] };
}
