import { describe, expect, it } from "vitest";
import { initialSelection, isSelectable, placedSeats, toggleSeat } from "./seat-map-view";
import { hall } from "./test-fixtures";

const seat = (id: string) => {
  const placed = placedSeats(hall).find((candidate) => candidate.seat.id === id);
  if (!placed) throw new Error(`no seat ${id}`);
  return placed.seat;
};

describe("seat map view", () => {
  it("starts the choice from the visitor's own seats, and only free or own seats can be chosen", () => {
    expect(initialSelection(hall)).toEqual(["p-2-2"]);
    expect(["p-1-1", "p-2-2", "p-1-3", "p-2-8"].map((id) => isSelectable(seat(id)))).toEqual([true, true, false, false]);
  });

  it("toggles a seat within the limit and says why it refuses one", () => {
    expect(toggleSeat(["p-2-2"], seat("p-1-1"), 2)).toEqual({ selected: ["p-2-2", "p-1-1"] });
    expect(toggleSeat(["p-2-2", "p-1-1"], seat("p-1-2"), 2)).toEqual({ selected: ["p-2-2", "p-1-1"], refused: "limit" });
    expect(toggleSeat(["p-2-2"], seat("p-1-3"), 4)).toEqual({ selected: ["p-2-2"], refused: "unavailable" });
    expect(toggleSeat(["p-2-2", "p-1-1"], seat("p-2-2"), 2)).toEqual({ selected: ["p-1-1"] });
  });
});
