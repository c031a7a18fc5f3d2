import { describe, expect, it } from "vitest";
import {
  addFilterValue,
  addValue,
  type EventsFilter,
  eventsFilterFromQuery,
  eventsFilterToQuery,
  isEmptyFilter,
  removeFilterValue,
  removeValue,
  resetArticleFilter,
  resetEventsFilter,
  resetNewsFilter,
  resetProductionFilter,
  resetVenueFilter,
  toggleFilterValue,
} from "./list-filters";

describe("filter values", () => {
  it("are added one at a time, at the end, never twice", () => {
    expect(addValue([], "dance")).toEqual(["dance"]);
    expect(addValue(["dance"], "opera")).toEqual(["dance", "opera"]);
    expect(addValue(["dance", "opera"], "dance")).toEqual(["dance", "opera"]);
  });

  it("are removed one at a time; removing a missing value changes nothing", () => {
    expect(removeValue(["dance", "opera"], "dance")).toEqual(["opera"]);
    expect(removeValue(["opera"], "dance")).toEqual(["opera"]);
  });

  it("never change the filter they are given", () => {
    const filter = Object.freeze({ genres: Object.freeze(["dance"]) as unknown as string[] });
    const added = addFilterValue(filter, "genres", "opera");
    const removed = removeFilterValue(filter, "genres", "dance");
    expect(added).toEqual({ genres: ["dance", "opera"] });
    expect(removed).toEqual({ genres: [] });
    expect(filter).toEqual({ genres: ["dance"] });
  });

  it("work on one list of a filter and keep the rest", () => {
    const filter: EventsFilter = { ...resetEventsFilter(), dateFrom: "2025-08-21", genres: ["dance"] };
    const next = addFilterValue(filter, "cities", "mannheim");
    expect(next).toEqual({ ...filter, cities: ["mannheim"] });
    expect(removeFilterValue(next, "genres", "dance")).toEqual({ ...filter, cities: ["mannheim"], genres: [] });
  });

  it("toggle like a checkbox", () => {
    const on = toggleFilterValue({ tags: [] as string[] }, "tags", "interview");
    expect(on).toEqual({ tags: ["interview"] });
    expect(toggleFilterValue(on, "tags", "interview")).toEqual({ tags: [] });
  });
});

describe("filter reset", () => {
  it("empties the production, article, venue and news filters", () => {
    expect(resetProductionFilter()).toEqual({ genres: [] });
    expect(resetArticleFilter()).toEqual({ tags: [] });
    expect(resetVenueFilter()).toEqual({ cities: [] });
    expect(resetNewsFilter()).toEqual({});
    for (const empty of [resetProductionFilter(), resetArticleFilter(), resetVenueFilter(), resetNewsFilter()]) {
      expect(isEmptyFilter(empty)).toBe(true);
    }
  });

  it("gives the events filter with the two flags in camel case, and a fresh object each time", () => {
    const reset = resetEventsFilter();
    expect(reset).toEqual({ dateFrom: null, dateTo: null, cities: [], genres: [], ticketsAvailable: false, isPremiere: false });
    expect(Object.keys(reset)).not.toContain("tickets_available");
    expect(Object.keys(reset)).not.toContain("is_premiere");
    reset.cities.push("heidelberg");
    expect(resetEventsFilter().cities).toEqual([]);
    expect(isEmptyFilter(resetEventsFilter())).toBe(true);
    expect(isEmptyFilter({ ...resetEventsFilter(), isPremiere: true })).toBe(false);
  });
});

describe("events filter and its query", () => {
  const filter: EventsFilter = {
    dateFrom: "2025-08-21",
    dateTo: "2025-08-31",
    cities: ["mannheim", "heidelberg"],
    genres: ["dance"],
    ticketsAvailable: true,
    isPremiere: true,
  };

  it("uses the snake-case names of the bookings call", () => {
    expect(eventsFilterToQuery(filter).toString()).toBe(
      "date_from=2025-08-21&date_to=2025-08-31&cities=mannheim&cities=heidelberg&genres=dance&tickets_available=true&is_premiere=true",
    );
    expect(eventsFilterToQuery(resetEventsFilter()).toString()).toBe("");
  });

  it("round-trips through the URL", () => {
    expect(eventsFilterFromQuery(eventsFilterToQuery(filter))).toEqual(filter);
    expect(eventsFilterFromQuery(new URLSearchParams())).toEqual(resetEventsFilter());
  });

  it("reads comma lists, drops duplicates and ignores malformed values", () => {
    expect(
      eventsFilterFromQuery(new URLSearchParams("cities=a,b&cities=b&genres=&date_from=21.08.2025&date_to=2025-09-21&is_premiere=no&tickets_available=1")),
    ).toEqual({ dateFrom: null, dateTo: "2025-09-21", cities: ["a", "b"], genres: [], ticketsAvailable: true, isPremiere: false });
  });
});
