import { describe, expect, it, vi } from "vitest";
import type { ContentClient } from "../../content-client/types";
import type { Booking, BookingQuery, Paged } from "../../schemas/programme";
import { booking } from "../../ui/programme/test-fixtures";
import { seasonOver } from "./season.server";

const now = new Date("2026-11-28T12:00:00Z");

/** A content client whose bookings are `dates` (sorted by start), `size` a page. */
function contentWith(dates: string[], size = 2) {
  const bookings = vi.fn(async (_locale: string, query: BookingQuery): Promise<Paged<Booking>> => {
    const matching = dates.filter((start) => !query.date_from || start.slice(0, 10) >= query.date_from);
    const results = matching.slice((query.page - 1) * size, query.page * size).map((start, index) => booking(index + 1, start));
    const next = query.page * size < matching.length ? query.page + 1 : null;
    return { count: matching.length, next, previous: query.page > 1 ? query.page - 1 : null, results };
  });
  return { content: { bookings } as unknown as ContentClient, bookings };
}

describe("seasonOver", () => {
  it("is null while a date lies ahead, and when there are no dates at all", async () => {
    expect(await seasonOver(contentWith(["2026-08-21T19:30:00+02:00", "2026-12-01T19:30:00+01:00"]).content, "de", now)).toBeNull();
    expect(await seasonOver(contentWith([]).content, "de", now)).toBeNull();
  });

  it("names the year of the last date, in the visitor's language, with the way to the news", async () => {
    const dates = ["2025-08-21T19:30:00+02:00", "2025-09-21T18:00:00+02:00"];
    expect(await seasonOver(contentWith(dates).content, "de", now)).toEqual({
      year: 2025,
      title: "Saison 2025 beendet",
      text: "Alle Termine dieser Saison sind vorbei. Was als Nächstes kommt, lesen Sie in den News.",
      href: "/de/news",
      link: "Zu den News",
    });
    expect(await seasonOver(contentWith(dates).content, "en", now)).toMatchObject({ title: "2025 season over", href: "/en/news" });
  });

  it("reads the year from the last page when an archive holds earlier seasons", async () => {
    const { content, bookings } = contentWith([
      "2024-08-22T19:30:00+02:00",
      "2024-09-01T19:30:00+02:00",
      "2025-08-21T19:30:00+02:00",
      "2026-09-20T19:30:00+02:00",
    ]);
    expect(await seasonOver(content, "de", now)).toMatchObject({ year: 2026, title: "Saison 2026 beendet" });
    expect(bookings.mock.calls.at(-1)?.[1]).toMatchObject({ page: 2 });
  });

  it("leaves the notice out when the programme cannot be read", async () => {
    const content = { bookings: vi.fn().mockRejectedValue(new Error("down")) } as unknown as ContentClient;
    expect(await seasonOver(content, "en", now)).toBeNull();
  });
});
