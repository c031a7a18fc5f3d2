import { describe, expect, it, vi } from "vitest";
import type { ContentClient } from "../../content-client/types";
import { berlinDay } from "../../lib/dates";
import type { SeasonSummary } from "../../schemas/programme";
import { seasonOver } from "./season.server";

const now = new Date("2026-11-28T12:00:00Z");

/** A content client whose public dates start at `dates`, summarised as the content service does. */
function contentWith(dates: string[]) {
  const season = vi.fn(async (query: { date_from: string }): Promise<SeasonSummary> => {
    const sorted = [...dates].sort((a, b) => Date.parse(a) - Date.parse(b));
    return {
      ahead: sorted.filter((start) => berlinDay(start) >= query.date_from).length,
      last_start: sorted.length ? new Date(sorted[sorted.length - 1]).toISOString() : null,
    };
  });
  return { content: { season } as unknown as ContentClient, season };
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

  it("asks once, from the Berlin day of now, and names the year of the latest date when an archive holds earlier seasons", async () => {
    const { content, season } = contentWith(["2024-08-22T19:30:00+02:00", "2026-09-20T19:30:00+02:00", "2025-08-21T19:30:00+02:00"]);
    expect(await seasonOver(content, "de", now)).toMatchObject({ year: 2026, title: "Saison 2026 beendet" });
    expect(season).toHaveBeenCalledTimes(1);
    expect(season).toHaveBeenCalledWith({ date_from: "2026-11-28" });
  });

  it("leaves the notice out when the programme cannot be read", async () => {
    const content = { season: vi.fn().mockRejectedValue(new Error("down")) } as unknown as ContentClient;
    expect(await seasonOver(content, "en", now)).toBeNull();
  });
});
