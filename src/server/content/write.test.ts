import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { modules, sections } from "../db/schema";
import { getContainer, type Viewer } from "./pages";
import { insertSection, ValidationError } from "./write";

/** The sections written here belong to no page or item: staff read them as stored. */
const staff: Viewer = { isStaff: true };

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

const section = (slug: string, columns: Parameters<typeof insertSection>[1]["columns"]) => ({
  slug,
  pageId: null,
  locale: "de",
  position: 0,
  model: { colour: "violet", layout: 3, columns: [{ index: 0 }, { index: 1, classes: "narrow" }] },
  columns,
});

describe("writing module trees", () => {
  it("stores a section with its modules and children, readable as a tree", async () => {
    await handle.db.transaction((tx) =>
      insertSection(
        tx,
        section("write-test", [
          [{ module: "headline", model: { headline_level: "3", content: "Hallo" } }],
          [
            {
              module: "faq",
              model: { content: "Fragen" },
              children: [{ module: "faq-item", model: { content: "Wann?" }, children: [{ module: "text", model: { content: "<p>Jetzt</p>" } }] }],
            },
          ],
        ]),
      ),
    );
    const tree = await getContainer(handle.db, "de", "write-test", staff);
    expect(tree?.model.columns.map((c) => c.children.map((m) => m.module))).toEqual([["headline"], ["faq"]]);
    expect(tree?.model.columns[1].classes).toBe("narrow");
    expect(tree?.model.columns[1].children[0].children[0].children[0].model).toEqual({ content: "<p>Jetzt</p>" });
  });

  it("sanitises rich text and embed code before storing", async () => {
    await handle.db.transaction((tx) =>
      insertSection(
        tx,
        section("sanitise-test", [
          [
            {
              module: "text",
              model: {
                content:
                  '<p onclick="x()">Hi <script>alert(1)</script><b>bold</b> <a href="javascript:alert(1)">x</a> <a href="https://example.org" target="_blank">y</a></p><img src=x onerror=alert(1)>',
              },
            },
            {
              module: "audio",
              model: {
                embed:
                  '<iframe src="https://open.spotify.com/embed/episode/abc" title="Podcast"></iframe><iframe src="https://evil.example/x"></iframe><script src="https://open.spotify.com/x.js"></script>',
              },
            },
          ],
        ]),
      ),
    );
    const tree = await getContainer(handle.db, "de", "sanitise-test", staff);
    const [text, audio] = tree?.model.columns[0].children ?? [];
    expect(text.model.content).toBe('<p>Hi <strong>bold</strong> <a>x</a> <a href="https://example.org" target="_blank" rel="noopener noreferrer">y</a></p>');
    expect(audio.model.embed).toBe('<iframe src="https://open.spotify.com/embed/episode/abc" title="Podcast"></iframe>');
  });

  it("rejects invalid data with field errors and writes nothing of the section", async () => {
    const before = await handle.db.select({ n: count() }).from(modules);
    const attempt = handle.db.transaction((tx) =>
      insertSection(
        tx,
        section("rejected", [
          [
            { module: "headline", model: { headline_level: 2, content: "ok" } },
            { module: "full-teaser", model: { headline: "x", text: "y".repeat(257) } },
          ],
        ]),
      ),
    );
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await attempt.catch((error: ValidationError) => {
      expect(error.errors).toContainEqual(expect.objectContaining({ path: "/text", keyword: "maxLength" }));
    });
    expect(await handle.db.select().from(sections).where(eq(sections.slug, "rejected"))).toEqual([]);
    expect(await handle.db.select({ n: count() }).from(modules)).toEqual(before);
  });

  it("rejects an embed whose host is not on the module's allow-list", async () => {
    const attempt = handle.db.transaction((tx) =>
      insertSection(tx, section("bad-embed", [[{ module: "viewer", model: { embed: '<iframe src="https://example.org/doc"></iframe>' } }]])),
    );
    await expect(attempt).rejects.toThrow(/embed/);
  });
});
