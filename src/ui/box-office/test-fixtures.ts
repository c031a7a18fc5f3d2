/**
 * A small hall for the box-office components' tests and demos: the stalls (three rows, an aisle
 * in row 2, a wheelchair space with its companion seat at the end of row 3) and the circle (two
 * shorter rows further back), with taken, blocked and one of the visitor's own seats.
 */
import type { RowView, SeatCategory, SeatKind, SeatMapView, SeatState } from "./seat-map-view";

export const categoryA: SeatCategory = { id: "a", label: "Kategorie A", priceCents: 3900 };
export const categoryB: SeatCategory = { id: "b", label: "Kategorie B", priceCents: 2450 };

interface SeatSpec {
  n: number;
  x: number;
  state?: SeatState;
  kind?: SeatKind;
}

function row(area: string, label: string, y: number, category: SeatCategory, seats: SeatSpec[]): RowView {
  return {
    id: `${area}-${label}`,
    label,
    seats: seats.map(({ n, x, state = "free", kind = "standard" }) => ({
      id: `${area}-${label}-${n}`,
      label: String(n),
      x,
      y,
      category,
      kind,
      state,
    })),
  };
}

const seats = (from: number, to: number, x0: number, special: Record<number, Partial<SeatSpec>> = {}): SeatSpec[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ n: from + i, x: x0 + i, ...special[from + i] }));

export const hall: SeatMapView = {
  performanceId: 4711,
  maxSeats: 4,
  areas: [
    {
      id: "stalls",
      label: "Parkett",
      rows: [
        row("p", "1", 0, categoryA, seats(1, 6, 1, { 3: { state: "taken" }, 4: { state: "taken" } })),
        // An aisle between seats 4 and 5.
        row("p", "2", 1, categoryA, [...seats(1, 4, 0.5, { 2: { state: "mine" } }), ...seats(5, 8, 5.5, { 8: { state: "blocked" } })]),
        row("p", "3", 2, categoryA, [...seats(1, 5, 0), { n: 6, x: 6, kind: "companion" }, { n: 7, x: 7, kind: "wheelchair" }]),
      ],
    },
    {
      id: "circle",
      label: "Rang",
      rows: [
        row("r", "1", 5, categoryB, seats(1, 5, 1.5, { 5: { state: "taken" } })),
        row("r", "2", 6, categoryB, seats(1, 4, 2, { 1: { state: "blocked" }, 2: { state: "taken" } })),
      ],
    },
  ],
};

/** The same hall with only the given seats free; every other one taken. */
export function hallWithFree(free: readonly string[], maxSeats = hall.maxSeats): SeatMapView {
  return {
    ...hall,
    maxSeats,
    areas: hall.areas.map((area) => ({
      ...area,
      rows: area.rows.map((r) => ({ ...r, seats: r.seats.map((seat) => ({ ...seat, state: free.includes(seat.id) ? "free" : "taken" })) })),
    })),
  };
}
