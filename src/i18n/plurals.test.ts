/**
 * Counted nouns have their singular ("1 Eintrag", never "1 Einträge"): every catalogue message
 * that puts {count}, {limit}, {max} or {min} before a word has a one-form next to it, which the code picks for
 * a number of 1 (`key` and `keyOne`, `xCount` and `xOne`, `items` and `item`, `.other` and `.one`).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const catalogueDirs = [
  "src/i18n",
  "src/i18n/staff-forms",
  "src/editor/i18n",
  "src/editor/admin/i18n",
  "src/server/admin/i18n",
  "src/server/box-office/tickets/i18n",
];

/** Messages whose count is never 1 where they are shown, with the reason. */
const neverOne: Record<string, string> = {
  // Shown only when there are more results than the overview lists.
  "search.allEvents": "count > shown",
  "search.allOthers": "count > shown",
  // Shown only when fewer results are shown than there are.
  "form.linkPicker.countPartial": "count > shown",
  // Shown only when a production has more dates than its table shows (25).
  "admin.dates.all": "count > shown",
  // "Auf Position 2 von {count} verschoben": the last position, not a number of things.
  "form.array.moved": "a position",
  // A value the field must reach ("mindestens {limit} sein"), not a number of things.
  "form.error.minimum": "a value",
  "form.error.maximum": "a value",
  "admin.error.minimum": "a value",
  "admin.error.maximum": "a value",
  // The fixed size of the admin's option lists.
  "admin.invalidIds": "a constant above 1",
  // A minimum length of one is the field's "required" message (editor/forms/validator.ts).
  "form.error.minLength": "limit > 1",
  // Ranges ("von {min} bis {max}", "mindestens {min} und höchstens {max}"): two ends, never one.
  "form.error.range": "a range",
  "pinboard.rule.seats": "a range",
  "setPassword.rule": "a range",
  // Sizes in units that have no plural ("1 MB", "1 Megapixel").
  "form.fileHint": "a size in MB",
  "form.fileTooLarge": "a size in MB",
  "admin.media.pixels": "a size in megapixels",
  // Limits set in code or in a field type's schema, all far above 1 (see the test below).
  "form.tooLong": "a field type's maxLength",
  "pinboard.rule.tooLong": "a constant above 1",
  "pinboard.rule.tooShort": "a constant above 1",
  "setPassword.hint": "a constant above 1",
};

function catalogues(): { file: string; messages: Record<string, string> }[] {
  return catalogueDirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => ({ file: join(dir, name), messages: JSON.parse(readFileSync(join(dir, name), "utf8")) as Record<string, string> })),
  );
}

const oneForms = (key: string) => [`${key}One`, key.replace(/Count$/, "One"), key.replace(/s$/, ""), key.replace(/\.other$/, ".one")].filter((k) => k !== key);

/** A key that is itself the one-form of another (`x.one`, or `xOne` beside `x`). */
const isOneForm = (key: string, messages: Record<string, string>) => key.endsWith(".one") || (key.endsWith("One") && key.slice(0, -3) in messages);

describe("plurals in the catalogues", () => {
  it("every counted noun has a one-form", () => {
    const missing = catalogues().flatMap(({ file, messages }) =>
      Object.entries(messages)
        .filter(([key, message]) => /\{(?:count|limit|max|min)\}\s+\p{L}/u.test(message) && !(key in neverOne) && !isOneForm(key, messages))
        .filter(([key]) => !oneForms(key).some((one) => one in messages))
        .map(([key]) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("limits named without a one-form", () => {
  it("no form field type limits its text to a single character", () => {
    const dir = "schemas/form-fields";
    const limits = readdirSync(dir)
      .filter((name) => name.endsWith(".schema.json"))
      .map((name) => (JSON.parse(readFileSync(join(dir, name), "utf8")) as { maxLength?: number }).maxLength)
      .filter((limit) => limit !== undefined);
    expect(limits.length).toBeGreaterThan(0);
    expect(limits.filter((limit) => limit <= 1)).toEqual([]);
  });
});
