import { describe, expect, it } from "vitest";
import {
  bookingQuery,
  bookingsApiUrl,
  calendarFilterChips,
  calendarFilterFromSearch,
  calendarFilterKey,
  calendarFilterToSearch,
  emptyCalendarFilter,
} from "./calendar-filter";
import { hrefWith, listParam, otherParams, pageParam, withParam, withParams } from "./search-params";

describe("the calendar filter in the URL", () => {
  it("reads every filter under the API's names, switches on unless turned off", () => {
    const filter = calendarFilterFromSearch(
      "?date_from=2025-08-21&date_to=2025-08-31&cities=mannheim&cities=heidelberg&genres=tanz&tickets_available=true&is_premiere=true&show_exhibition=false&page=2",
    );
    expect(filter).toEqual({
      dateFrom: "2025-08-21",
      dateTo: "2025-08-31",
      cities: ["mannheim", "heidelberg"],
      genres: ["tanz"],
      ticketsAvailable: true,
      isPremiere: true,
      showDurational: true,
      showExhibition: false,
    });
  });

  it("starts empty with both switches on", () => {
    expect(calendarFilterFromSearch("")).toEqual(emptyCalendarFilter());
    expect(emptyCalendarFilter().showDurational && emptyCalendarFilter().showExhibition).toBe(true);
  });

  it("ignores malformed and impossible dates and turns a reversed range round", () => {
    expect(calendarFilterFromSearch("?date_from=2025-02-30&date_to=tomorrow")).toMatchObject({ dateFrom: null, dateTo: null });
    expect(calendarFilterFromSearch("?date_from=2025-09-10&date_to=2025-09-01")).toMatchObject({ dateFrom: "2025-09-01", dateTo: "2025-09-10" });
  });

  it("takes the last value of a switch (the form without JavaScript sends a hidden false before a ticked true)", () => {
    expect(calendarFilterFromSearch("?show_durational=false&show_durational=true").showDurational).toBe(true);
    expect(calendarFilterFromSearch("?show_durational=false").showDurational).toBe(false);
  });

  it("writes only what differs from the defaults, so equal filters share one URL", () => {
    expect(calendarFilterToSearch(emptyCalendarFilter()).toString()).toBe("");
    const filter = { ...emptyCalendarFilter(), genres: ["tanz", "theater"], showDurational: false, dateFrom: "2025-08-21" };
    expect(calendarFilterToSearch(filter).toString()).toBe("date_from=2025-08-21&genres=tanz&genres=theater&show_durational=false");
    expect(calendarFilterFromSearch(calendarFilterToSearch(filter))).toEqual(filter);
    expect(calendarFilterKey(filter)).toBe(calendarFilterKey({ ...filter }));
  });

  it("becomes the bookings query and the API URL of a page", () => {
    const filter = { ...calendarFilterFromSearch("?cities=mannheim&is_premiere=true&show_exhibition=false") };
    expect(bookingQuery(filter, 3)).toEqual({
      page: 3,
      cities: ["mannheim"],
      genres: [],
      tickets_available: false,
      is_premiere: true,
      show_durational: true,
      show_exhibition: false,
    });
    expect(bookingsApiUrl("en", filter, 2)).toBe("/en/api/bookings/?cities=mannheim&is_premiere=true&show_exhibition=false&page=2");
  });
});

describe("the active filters as chips", () => {
  const chipsOf = (search: string) =>
    calendarFilterChips(calendarFilterFromSearch(search)).map((chip) => [chip.kind, chip.slug ?? null, calendarFilterToSearch(chip.without).toString()]);

  it("has none for the default filter", () => {
    expect(calendarFilterChips(emptyCalendarFilter())).toEqual([]);
  });

  it("has one per active filter, each removing only itself; a date range is one", () => {
    expect(chipsOf("date_from=2025-08-21&date_to=2025-08-24&cities=mannheim&cities=heidelberg&genres=tanz&is_premiere=true&show_exhibition=false")).toEqual([
      ["dates", null, "cities=mannheim&cities=heidelberg&genres=tanz&is_premiere=true&show_exhibition=false"],
      ["cities", "mannheim", "date_from=2025-08-21&date_to=2025-08-24&cities=heidelberg&genres=tanz&is_premiere=true&show_exhibition=false"],
      ["cities", "heidelberg", "date_from=2025-08-21&date_to=2025-08-24&cities=mannheim&genres=tanz&is_premiere=true&show_exhibition=false"],
      ["genres", "tanz", "date_from=2025-08-21&date_to=2025-08-24&cities=mannheim&cities=heidelberg&is_premiere=true&show_exhibition=false"],
      ["isPremiere", null, "date_from=2025-08-21&date_to=2025-08-24&cities=mannheim&cities=heidelberg&genres=tanz&show_exhibition=false"],
      ["showExhibition", null, "date_from=2025-08-21&date_to=2025-08-24&cities=mannheim&cities=heidelberg&genres=tanz&is_premiere=true"],
    ]);
  });

  it("counts an open-ended range once, and the switched-off durational dates and the ticket option", () => {
    expect(chipsOf("date_to=2025-09-01&tickets_available=true&show_durational=false")).toEqual([
      ["dates", null, "tickets_available=true&show_durational=false"],
      ["ticketsAvailable", null, "date_to=2025-09-01&show_durational=false"],
      ["showDurational", null, "date_to=2025-09-01&tickets_available=true"],
    ]);
  });
});

describe("search parameter helpers", () => {
  it("replace one filter, keep the others and drop the page", () => {
    expect(withParam("?genres=tanz&cities=ulm&page=4", "genres", ["musik", "theater"]).toString()).toBe("cities=ulm&genres=musik&genres=theater");
    expect(withParams("?a=1&page=2", { a: [], b: ["x"] }).toString()).toBe("b=x");
    expect(hrefWith("/de/programm", new URLSearchParams())).toBe("/de/programm");
    expect(hrefWith("/de/programm", new URLSearchParams("genres=tanz"))).toBe("/de/programm?genres=tanz");
    expect(otherParams("?genres=tanz&cities=ulm&page=2", ["genres"])).toEqual([["cities", "ulm"]]);
  });

  it("read list and page parameters defensively", () => {
    expect(listParam(new URLSearchParams("genres=tanz,musik&genres=tanz&genres="), "genres")).toEqual(["tanz", "musik"]);
    expect(pageParam(new URLSearchParams("page=3"))).toBe(3);
    for (const bad of ["page=0", "page=-1", "page=x", "page=1.5", ""]) expect(pageParam(new URLSearchParams(bad))).toBe(1);
  });
});
