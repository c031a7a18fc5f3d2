import { describe, expect, it } from "vitest";
import type { ModuleNode, Section } from "../schemas/api";
import { moduleSchemas } from "../schemas/generated/module-schemas";
import { auditChange, type DiffSchema, diffFields, diffPages, excerptOf, isEmptyDiff, summarize, visibleText, wordDiff } from "./version-diff";

const schemas = moduleSchemas as Record<string, DiffSchema>;

const node = (id: number, module: string, model: Record<string, unknown>, children: ModuleNode[] = []): ModuleNode => ({
  id,
  slug: `m${id}`,
  module,
  model,
  parent: null,
  order: 0,
  children,
});
const section = (id: number, columns: ModuleNode[][], model: Record<string, unknown> = {}): Section => ({
  id,
  slug: `s${id}`,
  module: "section",
  model: { colour: "white", layout: 0, ...model, columns: columns.map((children, index) => ({ index, children })) } as Section["model"],
  parent: null,
  order: 0,
  content_type: null,
  object_id: null,
});

describe("visibleText", () => {
  it("keeps the text a visitor sees, one line per block element", () => {
    expect(visibleText("<p>Willkommen beim <strong>Festival</strong>.</p><ul><li>Eins</li><li>Zwei</li></ul>")).toBe("Willkommen beim Festival.\nEins\nZwei");
  });

  it("decodes entities and drops markup safely, including > in quoted attributes", () => {
    expect(visibleText("<p>A &amp; B &lt;b&gt; &#8211; &#x263A; &nbsp;x</p><a href=\"/a?b>c\" title='>'>Link</a>")).toBe("A & B <b> – ☺ x\nLink");
    expect(visibleText("<p>x</p><script>alert(1)</script><style>p{}</style><!-- note --><img src=x onerror=alert(1)>")).toBe("x");
    expect(visibleText("a < b and <unfinished attr=")).toBe("a < b and");
    expect(visibleText("&bogus; &#0; &#xD800;")).toBe("&bogus;");
  });
});

describe("wordDiff", () => {
  it("marks added and removed words with jsdiff's diffWords", () => {
    expect(wordDiff("Das alte Festival beginnt", "Das neue Festival beginnt heute")).toEqual([
      { kind: "same", text: "Das " },
      { kind: "removed", text: "alte" },
      { kind: "added", text: "neue" },
      { kind: "same", text: " Festival beginnt " },
      { kind: "added", text: "heute" },
    ]);
  });
});

describe("diffFields", () => {
  it("word-diffs plain and rich text by their visible text, and gives other fields old and new value with the schema's title", () => {
    const changes = diffFields(
      { content: "<p>Alter Text</p>", extra_class: "regular", add_additional_space: false, anchor: "a" },
      { content: "<p>Neuer Text</p>", extra_class: "big", add_additional_space: true, anchor: "a" },
      schemas.text,
    );
    expect(changes).toEqual([
      {
        name: "content",
        title: "Text",
        kind: "text",
        parts: [
          { kind: "removed", text: "Alter" },
          { kind: "added", text: "Neuer" },
          { kind: "same", text: " Text" },
        ],
      },
      { name: "extra_class", title: "Style", kind: "value", before: "regular", after: "big" },
      { name: "add_additional_space", title: "Additional space", kind: "value", before: false, after: true },
    ]);
  });

  it("says a field changed when only its markup did, and never passes markup on", () => {
    const [change] = diffFields({ content: "<p>Text</p>" }, { content: "<p><strong>Text</strong></p>" }, schemas.text);
    expect(change).toEqual({ name: "content", title: "Text", kind: "value", before: "Text", after: "Text" });
    const [script] = diffFields({ content: "" }, { content: '<p>Hi</p><img src="x" onerror="alert(1)">' }, schemas.text);
    expect(JSON.stringify(script)).not.toMatch(/<|onerror/);
  });

  it("treats links, media paths, enums and objects as values; missing and empty as null", () => {
    const changes = diffFields({ link: "/a", thumbs: { a: 1 } }, { link: "/b", image: "x.jpg" }, schemas.image);
    expect(changes).toEqual([
      { name: "image", title: "Image", kind: "value", before: null, after: "x.jpg" },
      { name: "link", title: "Link", kind: "value", before: "/a", after: "/b" },
      { name: "thumbs", title: schemas.image.properties?.thumbs?.title ?? null, kind: "value", before: '{"a":1}', after: null },
    ]);
  });
});

describe("excerptOf", () => {
  it("names a block by the first words of its first text", () => {
    expect(excerptOf({ content: "<p>Einleitung</p>" }, schemas.text)).toBe("Einleitung");
    expect(excerptOf({ content: "<p>Ein sehr langer Satz, der über vierzig Zeichen hinausgeht</p>" }, schemas.text)).toBe(
      "Ein sehr langer Satz, der über vierzig…",
    );
    expect(excerptOf({ image: "a.jpg" }, schemas.image)).toBe("");
  });
});

describe("diffPages", () => {
  const intro = node(1, "text", { content: "<p>Einleitung des Festivals</p>" });
  const picture = node(2, "image", { image: "a.jpg", alt: "Bühne" });
  const title = node(3, "headline", { headline_level: 2, content: "Programm" });
  const before = [section(10, [[intro, picture, title]])];

  it("finds nothing between equal trees", () => {
    const diff = diffPages(before, structuredClone(before), schemas);
    expect(isEmptyDiff(diff)).toBe(true);
    expect(summarize(diff).blocks).toEqual({ added: 0, removed: 0, changed: 0, moved: 0 });
  });

  it("tells changed, added, removed and moved blocks and sections apart", () => {
    const after = [
      section(10, [[{ ...intro, model: { content: "<p>Einleitung zum Festival</p>" } }, { ...title }, node(4, "quote", { content: "Schön", author: "A" })]], {
        colour: "red",
      }),
      section(11, [[node(5, "text", { content: "<p>Neu</p>" })]]),
    ];
    const diff = diffPages(before, after, schemas);
    expect(diff.modules.map((m) => [m.id, m.kind, m.moved, m.section])).toEqual([
      [1, "changed", false, 10],
      [4, "added", false, 10],
      [5, "added", false, 11],
      [2, "removed", false, 10],
    ]);
    expect(diff.modules[0].fields).toEqual([
      {
        name: "content",
        title: "Text",
        kind: "text",
        parts: [
          { kind: "same", text: "Einleitung " },
          { kind: "removed", text: "des Festivals" },
          { kind: "added", text: "zum Festival" },
        ],
      },
    ]);
    expect(diff.modules[1].fields.map((f) => f.kind === "text" && f.parts)).toEqual([[{ kind: "added", text: "Schön" }], [{ kind: "added", text: "A" }]]);
    expect(diff.modules[3].excerpt).toBe("Bühne");
    expect(diff.sections).toEqual([
      { id: 10, kind: "changed", moved: false, position: 1, fields: [{ name: "colour", title: "Colour", kind: "value", before: "white", after: "red" }] },
      { id: 11, kind: "added", moved: false, position: 2, fields: [] },
    ]);
    // The new section's block is told by the section, not counted again.
    expect(summarize(diff)).toEqual({
      blocks: { added: 1, removed: 1, changed: 1, moved: 0 },
      sections: { added: 1, removed: 0, changed: 1, moved: 0 },
      named: {
        changed: [{ module: "text", excerpt: "Einleitung zum Festival" }],
        added: [{ module: "quote", excerpt: "Schön" }],
        removed: [{ module: "image", excerpt: "Bühne" }],
      },
    });
  });

  it("marks only the block that moved, also into another column or under another parent, and moved sections", () => {
    const a = node(1, "text", { content: "a" });
    const b = node(2, "text", { content: "b" });
    const c = node(3, "text", { content: "c" });
    const d = node(4, "text", { content: "d" });
    const old = [section(10, [[a, b, c], [d]]), section(11, [[]]), section(12, [[]])];
    const moved = diffPages(old, [section(12, [[]]), section(10, [[c, a, b], [d]]), section(11, [[]])], schemas);
    expect(moved.modules.map((m) => [m.id, m.kind])).toEqual([[3, "moved"]]);
    expect(moved.sections.map((s) => [s.id, s.kind, s.position])).toEqual([[12, "moved", 1]]);
    expect(summarize(moved).sections.moved).toBe(1);
    const across = diffPages(
      old,
      [
        section(10, [
          [a, c],
          [b, d],
        ]),
        section(11, [[]]),
        section(12, [[]]),
      ],
      schemas,
    );
    expect(across.modules.map((m) => [m.id, m.kind])).toEqual([[2, "moved"]]);
    const nested = diffPages([section(10, [[node(5, "faq", { content: "F" }, [a]), b]])], [section(10, [[node(5, "faq", { content: "F" }, [a, b])]])], schemas);
    expect(nested.modules.map((m) => [m.id, m.kind])).toEqual([[2, "moved"]]);
  });

  it("counts a changed block that also moved both ways, and names at most the limit", () => {
    const blocks = [1, 2, 3, 4, 5].map((id) => node(id, "text", { content: `<p>Block ${id}</p>` }));
    const changed = blocks.map((b) => ({ ...b, model: { content: `<p>Block ${b.id} neu</p>` } }));
    const summary = summarize(diffPages([section(10, [blocks])], [section(10, [[changed[4], ...changed.slice(0, 4)]])], schemas));
    expect(summary.blocks).toEqual({ added: 0, removed: 0, changed: 5, moved: 1 });
    expect(summary.named.changed.map((n) => n.excerpt)).toEqual(["Block 5 neu", "Block 1 neu", "Block 2 neu"]);
  });

  it("tells a removed section with its position and a changed column class", () => {
    const old = [section(10, [[]]), section(11, [[node(1, "text", { content: "x" })]])];
    const diff = diffPages(old, [{ ...old[0], model: { ...old[0].model, columns: [{ index: 0, classes: "wide", children: [] }] } }], schemas);
    expect(diff.sections).toEqual([
      {
        id: 10,
        kind: "changed",
        moved: false,
        position: 1,
        fields: [{ name: "column_classes", title: null, kind: "value", before: '[""]', after: '["wide"]' }],
      },
      { id: 11, kind: "removed", moved: false, position: 2, fields: [] },
    ]);
    expect(summarize(diff).blocks.removed).toBe(0);
    expect(diff.modules.map((m) => [m.id, m.kind, m.fields[0]?.kind === "text" && m.fields[0].parts])).toEqual([
      [1, "removed", [{ kind: "removed", text: "x" }]],
    ]);
  });
});

describe("auditChange", () => {
  it("word-diffs texts and the visible text of markup, and keeps other values as they are", () => {
    expect(auditChange("Die Stunde der Vögel", "Die Stunde der Wale")).toEqual({
      kind: "text",
      parts: [
        { kind: "same", text: "Die Stunde der " },
        { kind: "removed", text: "Vögel" },
        { kind: "added", text: "Wale" },
      ],
    });
    expect(auditChange(null, "<p>Neu <em>hier</em></p>")).toEqual({ kind: "text", parts: [{ kind: "added", text: "Neu hier" }] });
    expect(auditChange("<p>Gleich</p>", "<p><strong>Gleich</strong></p>")).toEqual({ kind: "value", before: "Gleich", after: "Gleich" });
    expect(auditChange("slug-a", "slug-b")).toEqual({ kind: "value", before: "slug-a", after: "slug-b" });
    expect(auditChange(false, true)).toEqual({ kind: "value", before: false, after: true });
    expect(auditChange([1, 2], null)).toEqual({ kind: "value", before: "[1,2]", after: null });
  });
});
