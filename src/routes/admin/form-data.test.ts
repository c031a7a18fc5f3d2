import { describe, expect, it } from "vitest";
import notice from "../../../schemas/notice.schema.json";
import { adminSchemas } from "../../schemas/generated/admin-schemas";
import { errorsByProperty, formDataToBody, plainFields, plainKind } from "./form-data";

/** The form schema of an entity as the edit screen uses it: without `x-admin`. */
function entity(name: keyof typeof adminSchemas): object {
  const { "x-admin": _admin, ...schema } = adminSchemas[name];
  return schema;
}

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const kinds = (schema: object) => Object.fromEntries(plainFields(schema).map((field) => [field.name, field.kind]));

describe("the plain form's controls", () => {
  it("follow the rjsf form's widget kinds, in the schema's order, without read-only properties", () => {
    expect(kinds(entity("bookings"))).toEqual({
      production_id: "reference",
      venue_id: "reference",
      starts_at: "datetime",
      ends_at: "datetime",
      kind: "select",
      status: "select",
      is_premiere: "checkbox",
      tickets_available: "checkbox",
      ticket_url: "url",
      note_de: "textarea",
      note_en: "textarea",
      is_online: "checkbox",
    });
    expect(Object.keys(kinds(entity("forms")))).toEqual(["slug", "title", "intro", "recipients"]);
    expect(kinds(entity("forms"))).toMatchObject({ title: "script", intro: "script", recipients: "lines" });
    expect(kinds(entity("productions"))).toMatchObject({
      image: "text",
      genres: "references",
      images: "script",
      credits: "script",
      duration_minutes: "number",
    });
    expect(kinds(entity("live-periods"))).toMatchObject({ date_from: "date", date_to: "date" });
    expect(kinds(entity("form-fields"))).toMatchObject({ form_id: "reference", field_type: "select", choices: "script", label: "script" });
  });

  it("leave rich text and embed code to the JavaScript editor, and offer small integer ranges as a select", () => {
    expect(plainKind("text", { type: "string", contentMediaType: "text/html" })).toBe("script");
    expect(plainKind("code", { type: "string", contentMediaType: "application/x-embed+html" })).toBe("script");
    expect(plainKind("level", { type: "integer", minimum: 1, maximum: 6 })).toBe("integerSelect");
    expect(plainKind("position", { type: "integer", minimum: 0, maximum: 100000 })).toBe("number");
    expect(plainKind("choices", { type: "array", items: { type: "string", enum: ["a", "b"] } })).toBe("script");
  });
});

describe("formDataToBody", () => {
  it("turns a booking's form into the JSON body: numbers, booleans, enums, Berlin times with their offset", () => {
    const { body, values } = formDataToBody(
      entity("bookings"),
      form([
        ["csrfmiddlewaretoken", "x"],
        ["production_id", "12"],
        ["venue_id", "3"],
        ["starts_at", "2026-07-01T19:30"],
        ["ends_at", ""],
        ["kind", "exhibition"],
        ["status", "scheduled"],
        ["is_premiere", ""],
        ["is_premiere", "true"],
        ["tickets_available", ""],
        ["ticket_url", ""],
        ["note_de", "Zeile eins\r\nZeile zwei"],
        ["note_en", ""],
      ]),
    );
    expect(body).toEqual({
      production_id: 12,
      venue_id: 3,
      starts_at: "2026-07-01T19:30:00+02:00",
      ends_at: null,
      kind: "exhibition",
      status: "scheduled",
      is_premiere: true,
      tickets_available: false,
      ticket_url: null,
      note_de: "Zeile eins\nZeile zwei",
      note_en: "",
    });
    // is_online was not in the form: left out, so an update keeps it.
    expect("is_online" in body).toBe(false);
    expect(values).toMatchObject({ ends_at: null, ticket_url: null, is_premiere: true });
  });

  it("gives Berlin wall-clock times the offset of their day, across both switches of daylight saving time", () => {
    const at = (local: string) => formDataToBody(entity("bookings"), form([["starts_at", local]])).body.starts_at;
    expect(at("2026-03-28T20:00")).toBe("2026-03-28T20:00:00+01:00");
    expect(at("2026-03-29T03:30")).toBe("2026-03-29T03:30:00+02:00");
    expect(at("2026-10-24T20:00")).toBe("2026-10-24T20:00:00+02:00");
    expect(at("2026-10-25T12:00")).toBe("2026-10-25T12:00:00+01:00");
    expect(at("2026-01-15T00:15")).toBe("2026-01-15T00:15:00+01:00");
    // Not a complete time: sent as typed, for the server to refuse on its field.
    expect(at("2026-10-25")).toBe("2026-10-25");
  });

  it("leaves an emptied required property out (refused as missing) and keeps what was typed for the form", () => {
    const { body, values } = formDataToBody(
      entity("cities"),
      form([
        ["slug", "hafen"],
        ["name_de", "Hafen"],
        ["name_en", ""],
        ["position", ""],
      ]),
    );
    expect(body).toEqual({ slug: "hafen", name_de: "Hafen" });
    expect(values).toEqual({ slug: "hafen", name_de: "Hafen", name_en: null, position: null });
    expect(formDataToBody(entity("cities"), form([["position", "7"]])).body).toEqual({ position: 7 });
    // A number input sends what the browser took; anything else goes to the server to refuse.
    expect(formDataToBody(entity("cities"), form([["position", "sieben"]])).body).toEqual({ position: "sieben" });
  });

  it('sends null for an emptied nullable number, date or reference and "" for an optional text that takes it', () => {
    expect(
      formDataToBody(
        entity("productions"),
        form([
          ["duration_minutes", ""],
          ["image", ""],
          ["artist", ""],
        ]),
      ).body,
    ).toEqual({ duration_minutes: null, image: null, artist: "" });
    expect(formDataToBody(entity("pages"), form([["parent_id", ""]])).body).toEqual({ parent_id: null });
    expect(formDataToBody(entity("pages"), form([["parent_id", "4"]])).body).toEqual({ parent_id: 4 });
    expect(
      formDataToBody(
        entity("live-periods"),
        form([
          ["date_from", "2026-08-21"],
          ["date_to", ""],
        ]),
      ).body,
    ).toEqual({ date_from: "2026-08-21" });
    // The notice's link is optional and may be "" (its format allows it); its end is nullable.
    expect(
      formDataToBody(
        notice,
        form([
          ["text_de", "Hinweis"],
          ["text_en", "Notice"],
          ["url", ""],
          ["level", "warning"],
          ["ends_at", ""],
        ]),
      ).body,
    ).toEqual({
      text_de: "Hinweis",
      text_en: "Notice",
      url: "",
      level: "warning",
      ends_at: null,
    });
  });

  it("keeps a number enum a number, takes a checkbox group's checked ids and a list of texts one per line", () => {
    expect(formDataToBody(entity("form-fields"), form([["field_type", "5"]])).body).toEqual({ field_type: 5 });
    expect(
      formDataToBody(
        entity("productions"),
        form([
          ["genres", ""],
          ["genres", "3"],
          ["genres", "1"],
          ["genres", "3"],
        ]),
      ).body,
    ).toEqual({ genres: [3, 1] });
    expect(formDataToBody(entity("productions"), form([["genres", ""]])).body).toEqual({ genres: [] });
    expect(formDataToBody(entity("forms"), form([["recipients", " a@example.org\r\n\r\nb@example.org \n"]])).body).toEqual({
      recipients: ["a@example.org", "b@example.org"],
    });
    // Read-only and JavaScript-only properties are never sent, even when posted.
    expect(
      formDataToBody(
        entity("forms"),
        form([
          ["created_at", "2020-01-01T00:00:00Z"],
          ["title", "{}"],
        ]),
      ).body,
    ).toEqual({});
  });
});

describe("errorsByProperty", () => {
  it("files the server's JSON pointers under the form's properties", () => {
    expect(errorsByProperty({ "/name_en": ["Pflichtfeld"], "/choices/0/label": ["a"], "/choices/1/label": ["b"], "": ["whole"] })).toEqual({
      name_en: ["Pflichtfeld"],
      choices: ["a", "b"],
      "": ["whole"],
    });
    expect(errorsByProperty(undefined)).toEqual({});
  });
});
