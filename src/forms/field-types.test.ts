import { describe, expect, it } from "vitest";
import { createTranslate } from "../i18n";
import { formFieldSchemas } from "../schemas/generated/form-field-schemas";
import { formFieldTypeNames, formFieldTypeNumbers } from "../schemas/generated/form-fields";
import { answersOutsideSchema } from "../server/forms/answer-check";
import type { FormField } from "./definition";
import { formFieldTypeSchemaContract } from "./field-schema";
import { answerRule, displayAnswer, fieldType, initialAnswer, isShown, isUpload } from "./field-types";

const now = new Date("2026-06-01T12:00:00Z");
const t = createTranslate("de");
const field = (field_type: number, extra: Partial<FormField> = {}): FormField => ({
  id: 1,
  label: "Feld",
  slug: "answer",
  field_type,
  required: false,
  visible: true,
  choices: [
    { value: "a", label: "Eins" },
    { value: "b", label: "Zwei" },
  ],
  default: "",
  placeholder_text: "",
  help_text: "",
  ...extra,
});

/** Answers a visitor might post, good and bad, for every type. */
const samples: unknown[] = [
  "",
  "   ",
  "a",
  "b",
  " hallo ",
  "x".repeat(40),
  "x".repeat(1200),
  "anna@example.org",
  "anna@",
  "2026-02-28",
  "2026-02-30",
  "2027-01-01",
  "1850-01-01",
  "2026-05-01T18:30",
  "2026-05-01T25:00",
  "12,5",
  "-3",
  "1e9",
  "https://festival.example/programm",
  "ftp://example.org",
  "http://localhost",
  "A".repeat(32),
  "A".repeat(31),
  ["a"],
  ["a", "b", "a"],
  ["c"],
  [],
  true,
  false,
  "on",
  null,
  42,
];

describe("field types come from their JSON Schemas", () => {
  it("declares the fifteen types of ARCHITECTURE.md under their numbers", () => {
    expect(formFieldTypeNumbers).toEqual({
      text: 1,
      textarea: 2,
      email: 3,
      checkbox: 4,
      "checkbox-multiple": 5,
      select: 6,
      "select-multiple": 7,
      radio: 8,
      file: 9,
      date: 10,
      "date-time": 11,
      hidden: 12,
      number: 13,
      url: 14,
      "date-of-birth": 15,
    });
    for (const name of formFieldTypeNames) expect(fieldType({ field_type: formFieldTypeNumbers[name] })?.name).toBe(name);
    expect(fieldType({ field_type: 99 })).toBeUndefined();
  });

  it("refuses a schema that breaks the x- contract", () => {
    const text = formFieldSchemas.text;
    expect(formFieldTypeSchemaContract.safeParse(text).success).toBe(true);
    expect(formFieldTypeSchemaContract.safeParse({ ...text, "x-renderer": undefined }).success).toBe(false);
    expect(formFieldTypeSchemaContract.safeParse({ ...text, format: "roman-numeral" }).success).toBe(false);
    expect(formFieldTypeSchemaContract.safeParse({ ...text, "x-colour": "red" }).success).toBe(false);
    expect(formFieldTypeSchemaContract.safeParse({ ...formFieldSchemas.hidden, "x-renderer": undefined }).success).toBe(true);
  });

  it.each(formFieldTypeNames)("%s: zod and the schema (Ajv) agree on which answers are valid", (name) => {
    const schema = formFieldSchemas[name];
    const f = field(schema["x-field-type"]);
    const rule = answerRule(f, schema, t, () => now);
    for (const sample of samples) {
      const parsed = rule.safeParse(sample);
      if (!parsed.success) continue;
      // Accepted and normalised by zod: the schema must accept it too (the server checks both).
      expect(answersOutsideSchema([f], { answer: parsed.data }, now), `${name} ${JSON.stringify(sample)} → ${JSON.stringify(parsed.data)}`).toEqual([]);
    }
    // The other way round for texts as typed (no coercion applies): what the schema refuses, zod refuses too.
    if (schema.type !== "string") return;
    for (const sample of samples) {
      if (typeof sample !== "string" || !sample.trim() || sample.trim() !== sample) continue;
      if (answersOutsideSchema([f], { answer: sample }, now).length) expect(rule.safeParse(sample).success, `${name} ${sample}`).toBe(false);
    }
  });

  it("starts answers as x-initial says (spec section 3)", () => {
    expect(initialAnswer(field(9, { default: "x" }), formFieldSchemas.file)).toBeNull();
    expect(initialAnswer(field(5, { default: "a" }), formFieldSchemas["checkbox-multiple"])).toEqual(["a"]);
    expect(initialAnswer(field(7), formFieldSchemas["select-multiple"])).toEqual([]);
    expect(initialAnswer(field(4, { default: "Yes" }), formFieldSchemas.checkbox)).toBe(true);
    expect(initialAnswer(field(4, { default: "no" }), formFieldSchemas.checkbox)).toBe(false);
    expect(initialAnswer(field(1, { default: "Hallo" }), formFieldSchemas.text)).toBe("Hallo");
  });

  it("reads x-shown and x-upload, and shows choices by their label", () => {
    expect(isShown(field(12))).toBe(false);
    expect(isShown(field(1, { visible: false }))).toBe(false);
    expect(isShown(field(1))).toBe(true);
    expect(isUpload(field(9))).toBe(true);
    expect(isUpload(field(9, { visible: false }))).toBe(false);
    expect(isUpload(field(1))).toBe(false);
    expect(displayAnswer(field(5), ["a", "b"])).toBe("Eins, Zwei");
    expect(displayAnswer(field(8), "b")).toBe("Zwei");
    expect(displayAnswer(field(4), true)).toBe("✓");
    expect(displayAnswer(field(1), "a")).toBe("a");
  });
});
