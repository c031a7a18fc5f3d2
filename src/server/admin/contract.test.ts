import { describe, expect, it } from "vitest";
import { adminSchemaContract, contractIssues } from "./contract";

const base = () => ({
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "Things",
  type: "object",
  additionalProperties: false,
  properties: {
    name: { type: "string", title: "Name" },
    genres: { type: "array", title: "Genres", items: { type: "integer" }, uniqueItems: true, "x-ref": "genres" },
  } as Record<string, Record<string, unknown>>,
  required: ["name"],
  "x-admin": {
    table: "things",
    role: "editor",
    title: { de: "Dinge", en: "Things" },
    list: ["name"],
    search: ["name"],
    sort: ["name", "id"],
    filters: [],
    translations: [],
    relations: { genres: { table: "thing_genres", column: "thing_id", ref: "genre_id" } } as Record<string, unknown>,
  } as Record<string, unknown>,
});

const issues = (schema: unknown) => {
  const parsed = adminSchemaContract.safeParse(schema);
  return parsed.success ? "" : contractIssues(parsed.error);
};

describe("the admin schema contract", () => {
  it("takes a relation: an array of unique integers with x-ref and its link table", () => {
    expect(issues(base())).toBe("");
  });

  it("refuses a relation that is no array of unique ids, or that the list or sort names", () => {
    const notUnique = base();
    delete notUnique.properties.genres.uniqueItems;
    expect(issues(notUnique)).toContain("properties.genres: a relation is an array of unique integers with x-ref");
    const listed = base();
    listed["x-admin"].sort = ["genres"];
    expect(issues(listed)).toContain('"genres" is a relation');
    const unlinked = base();
    unlinked["x-admin"].relations = {};
    expect(issues(unlinked)).toContain("an array with x-ref needs an x-admin.relations entry");
  });

  it("searches text columns and single references, nothing else", () => {
    const reference = base();
    reference.properties.city_id = { type: "integer", title: "City", "x-ref": "cities" };
    reference["x-admin"].search = ["name", "city_id"];
    expect(issues(reference)).toBe("");
    const number = base();
    number.properties.position = { type: "integer", title: "Position" };
    number["x-admin"].search = ["position"];
    expect(issues(number)).toContain('"position" is neither a text column nor a reference');
    const relation = base();
    relation["x-admin"].search = ["genres"];
    expect(issues(relation)).toContain('"genres" is neither a text column nor a reference');
  });

  it("refuses a read-only property that a write would have to carry, and unknown writes or personal columns", () => {
    const schema = base();
    schema.properties.name.readOnly = true;
    expect(issues(schema)).toContain('required.0: "name" is read-only');
    const writes = base();
    writes["x-admin"].writes = ["archive"];
    expect(issues(writes)).toContain("x-admin.writes.0");
    const personal = base();
    personal["x-admin"].personal = ["email"];
    expect(issues(personal)).toContain('"email" is not a property');
  });

  it("takes translated columns only as a property per language", () => {
    const schema = base();
    schema.properties.path_de = { type: "string", title: "Path (German)" };
    schema["x-admin"].translated = { table: "thing_translations", key: "thing_id", locale: "locale", columns: ["path"] };
    expect(issues(schema)).toContain('x-admin.translated.columns.0: "path_en" is not a property');
    schema.properties.path_en = { type: "string", title: "Path (English)" };
    expect(issues(schema)).toBe("");
  });

  it("takes ordering rules between two dates of one format, and refuses a rule naming an unknown or unfit column", () => {
    const dated = () => {
      const schema = base();
      schema.properties.starts_at = { type: "string", title: "Starts at", format: "date-time" };
      schema.properties.ends_at = { type: ["string", "null"], title: "Ends at", format: "date-time" };
      schema.properties.day = { type: "string", title: "Day", format: "date" };
      return schema;
    };
    const ordered = (order: unknown[]) => {
      const schema = dated();
      schema["x-admin"].order = order;
      return schema;
    };
    expect(
      issues(
        ordered([
          { before: "starts_at", after: "ends_at" },
          { before: "day", after: "day_to", equal: true },
        ]),
      ),
    ).toContain('x-admin.order.1.after: "day_to" is not a property');
    expect(issues(ordered([{ before: "starts_at", after: "ends_at" }]))).toBe("");
    expect(issues(ordered([{ before: "begins_at", after: "ends_at" }]))).toContain('x-admin.order.0.before: "begins_at" is not a property');
    expect(issues(ordered([{ before: "name", after: "ends_at" }]))).toContain('x-admin.order.0.before: "name" is no date or date-time property');
    expect(issues(ordered([{ before: "day", after: "ends_at" }]))).toContain('x-admin.order.0: "day" and "ends_at" have different formats');
    expect(issues(ordered([{ before: "ends_at", after: "ends_at" }]))).toContain("x-admin.order.0: a rule orders two different properties");
    expect(issues(ordered([{ before: "starts_at", after: "ends_at", strict: true }]))).toContain("x-admin.order.0");
    const readOnly = ordered([{ before: "starts_at", after: "ends_at" }]);
    readOnly.properties.ends_at.readOnly = true;
    expect(issues(readOnly)).toContain('x-admin.order.0.after: "ends_at" is read-only');
  });

  it("takes sections of the form that name each property at most once, and refuses unknown or repeated ones", () => {
    const grouped = (groups: unknown) => {
      const schema = base();
      schema["x-admin"].groups = groups;
      return schema;
    };
    expect(
      issues(
        grouped([
          { name: "basics", fields: ["name"] },
          { name: "more", fields: ["genres"] },
        ]),
      ),
    ).toBe("");
    expect(
      issues(
        grouped([
          { name: "basics", fields: ["name"] },
          { name: "more", fields: ["colour"] },
        ]),
      ),
    ).toContain('x-admin.groups.1: "colour" is not a property');
    expect(
      issues(
        grouped([
          { name: "basics", fields: ["name"] },
          { name: "more", fields: ["name", "genres"] },
        ]),
      ),
    ).toContain('x-admin.groups.1: "name" is in two groups');
    expect(issues(grouped([{ name: "basics", fields: ["name"] }]))).toContain("x-admin.groups");
    expect(
      issues(
        grouped([
          { name: "Basics", fields: ["name"] },
          { name: "more", fields: ["genres"] },
        ]),
      ),
    ).toContain("x-admin.groups.0.name");
  });

  it("takes rules across properties only as allOf if/then items naming properties", () => {
    const conditional = (rule: unknown) => ({ ...base(), allOf: [rule] });
    expect(issues(conditional({ if: { properties: { name: { const: "x" } }, required: ["name"] }, then: { required: ["genres"] } }))).toBe("");
    expect(issues(conditional({ if: { properties: { kind: { const: "x" } } }, then: { required: ["genres"] } }))).toContain(
      'allOf.0.if: "kind" is not a property',
    );
    expect(issues(conditional({ if: { required: ["name"] }, then: { required: ["choices"] } }))).toContain('allOf.0.then: "choices" is not a property');
    expect(issues(conditional({ if: { required: ["name"] }, then: { anyOf: [] } }))).toContain("allOf.0.then");
    expect(issues({ ...base(), if: { required: ["name"] }, then: { required: ["genres"] } })).toContain(
      "if: rules across properties go in allOf as if/then items",
    );
  });
});
