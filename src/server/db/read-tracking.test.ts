import { describe, expect, it } from "vitest";
import { mostRowKeys, newReads, noteQuery, readRows, readsOf, trackReads } from "./read-tracking";

describe("readRows", () => {
  it("notes what it found as row keys, and its reads of other tables as tables", async () => {
    const reads = newReads();
    await trackReads(reads, async () => {
      noteQuery('select 1 from "pages"');
      await readRows(
        async () => {
          noteQuery('select * from "sections" where "page_id" = $1 and exists (select 1 from "news")');
          noteQuery('select * from "modules" where "section_id" = $1');
          return [5];
        },
        (found) => ["page:2", ...found.map((id) => `section:${id}`)],
      );
      // After it, a read of the same table counts as the table again.
      noteQuery('select * from "sections"');
    });
    expect(readsOf(reads)).toEqual({ tables: ["news", "pages", "sections"], keys: ["page:2", "section:5"] });
  });

  it("notes the tables themselves when it found nothing: a row written later may be the one", async () => {
    const reads = newReads();
    await trackReads(reads, () =>
      readRows(
        async () => {
          noteQuery('select * from "sections" where "slug" = $1');
          return [];
        },
        (found) => (found.length ? ["section:1"] : null),
      ),
    );
    expect(readsOf(reads)).toEqual({ tables: ["modules", "sections"], keys: [] });
  });

  it("notes the tables when its read fails, or found more rows than a header should name", async () => {
    const failed = newReads();
    await expect(
      trackReads(failed, () =>
        readRows(
          async () => {
            noteQuery('select * from "sections" join "pages" on true');
            throw new Error("connection lost");
          },
          () => ["section:1"],
        ),
      ),
    ).rejects.toThrow("connection lost");
    expect(readsOf(failed)).toEqual({ tables: ["modules", "pages", "sections"], keys: [] });

    const many = newReads();
    await trackReads(many, () =>
      readRows(
        async () => Array.from({ length: mostRowKeys }, (_, id) => id),
        (found) => ["page:1", ...found.map((id) => `section:${id}`)],
      ),
    );
    expect(readsOf(many)).toEqual({ tables: ["modules", "sections"], keys: [] });
  });

  it("only runs its work outside a tracked render", async () => {
    expect(
      await readRows(
        async () => 3,
        () => ["section:3"],
      ),
    ).toBe(3);
  });
});
