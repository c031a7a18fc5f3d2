import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Drizzle's migrator applies a migration only when its journal time is later than the last one
 * the database ran: a migration listed with an earlier time is skipped on every database that
 * already has its predecessor (0027 once was).
 */
describe("the migration journal", () => {
  const journal = JSON.parse(readFileSync(path.join(__dirname, "../../drizzle/meta/_journal.json"), "utf8")) as {
    entries: { idx: number; tag: string; when: number }[];
  };

  it("lists the migrations in order, each later than the one before", () => {
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(entry.tag.startsWith(String(index).padStart(4, "0"))).toBe(true);
      if (index > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[index - 1].when);
    });
  });
});
