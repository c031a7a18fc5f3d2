import { describe, expect, it } from "vitest";
import { buildFormSchema, errorsBySlug, initialAnswers } from "./build-schema";
import type { FormField } from "./definition";

let nextId = 1;
const field = (slug: string, field_type: number, extra: Partial<FormField> = {}): FormField => ({
  id: nextId++,
  label: slug,
  slug,
  field_type,
  required: false,
  visible: true,
  choices: [],
  default: "",
  placeholder_text: "",
  help_text: "",
  ...extra,
});
const choices = [
  { value: "a", label: "A" },
  { value: "b", label: "B" },
];

describe("initial answers (spec section 3)", () => {
  it("starts type 9 as null, types 5 and 7 as a list with the default, others with the default, and an empty email2", () => {
    const fields = [
      field("file", 9, { default: "ignored" }),
      field("multi", 5, { choices, default: "a" }),
      field("multiEmpty", 5, { choices }),
      field("selmulti", 7, { choices, default: "b" }),
      field("text", 1, { default: "Hallo" }),
      field("select", 6, { choices, default: "a" }),
      field("hidden", 12, { default: "web" }),
      field("agree", 4, { default: "true" }),
      field("email", 3),
    ];
    expect(initialAnswers(fields)).toEqual({
      file: null,
      multi: ["a"],
      multiEmpty: [],
      selmulti: ["b"],
      text: "Hallo",
      select: "a",
      hidden: "web",
      agree: true,
      email: "",
      email2: "",
    });
  });

  it("adds no email2 to a form without an e-mail field", () => {
    expect(initialAnswers([field("text", 1)])).toEqual({ text: "" });
  });
});

describe("the zod builder", () => {
  const fields = [
    field("name", 1, { required: true }),
    field("email", 3, { required: true }),
    field("multi", 5, { choices }),
    field("hidden", 12, { default: "web" }),
    field("secret", 1, { visible: false, default: "x" }),
  ];

  it("uses the spec's messages in both languages; an invalid address gets both of the spec's e-mail messages", () => {
    const de = buildFormSchema(fields, "de").safeParse({ email: "nope" });
    expect(de.success).toBe(false);
    expect(errorsBySlug(de.error!)).toEqual({
      name: ["Dieses Feld darf nicht leer sein!"],
      email: ["Ungültige E-Mail Adresse! Bitte geben Sie eine gültige E-Mail-Adresse an"],
    });
    const enInvalid = buildFormSchema(fields, "en").safeParse({ name: "n", email: "nope", email2: "nope" });
    expect(errorsBySlug(enInvalid.error!)).toEqual({
      email: ["Invalid e-mail address! Please enter a valid e-mail address"],
      email2: ["Invalid e-mail address! Please enter a valid e-mail address"],
    });
    const en = buildFormSchema(fields, "en").safeParse({});
    expect(errorsBySlug(en.error!)).toEqual({ name: ["This field is required!"], email: ["This field is required!"] });
  });

  it("leaves email2 optional, but a filled one must repeat the address (case aside)", () => {
    const schema = buildFormSchema(fields, "de");
    expect(schema.safeParse({ name: "n", email: "a@example.org" }).success).toBe(true);
    expect(schema.safeParse({ name: "n", email: "a@example.org", email2: "A@Example.org" }).success).toBe(true);
    const wrong = schema.safeParse({ name: "n", email: "a@example.org", email2: "b@example.org" });
    expect(errorsBySlug(wrong.error!)).toEqual({ email2: ["Die E-Mail-Adressen stimmen nicht überein!"] });
    // Reported together with other errors, so the visitor sees all at once.
    const both = schema.safeParse({ email: "a@example.org", email2: "b@example.org" });
    expect(Object.keys(errorsBySlug(both.error!)).sort()).toEqual(["email2", "name"]);
  });

  it("asks a required checkbox (a consent) to be agreed to, in both languages", () => {
    const consent = [field("privacy", 4, { required: true })];
    expect(errorsBySlug(buildFormSchema(consent, "de").safeParse({}).error!)).toEqual({ privacy: ["Bitte stimmen Sie zu"] });
    expect(errorsBySlug(buildFormSchema(consent, "en").safeParse({ privacy: false }).error!)).toEqual({ privacy: ["Please agree"] });
    expect(buildFormSchema(consent, "de").safeParse({ privacy: "on" }).success).toBe(true);
  });

  it("keeps the defaults of fields visitors do not see, whatever is posted", () => {
    const parsed = buildFormSchema(fields, "de").parse({ name: "n", email: "a@example.org", hidden: "forged", secret: "forged" }) as Record<string, unknown>;
    expect(parsed).toMatchObject({ hidden: "web", secret: "x", multi: [] });
  });

  it("checks the date of birth against the clock it is given", () => {
    const dob = [field("dob", 15)];
    const now = () => new Date("2025-08-21T12:00:00Z");
    expect(buildFormSchema(dob, "en", { now }).safeParse({ dob: "2025-08-21" }).success).toBe(true);
    expect(buildFormSchema(dob, "en", { now }).safeParse({ dob: "2025-08-22" }).success).toBe(false);
  });

  it("requires a file only when the field is required", () => {
    expect(buildFormSchema([field("cv", 9)], "de").safeParse({ cv: null }).success).toBe(true);
    const required = buildFormSchema([field("cv", 9, { required: true })], "de").safeParse({ cv: null });
    expect(errorsBySlug(required.error!)).toEqual({ cv: ["Bitte wählen Sie eine Datei aus!"] });
  });
});
