/**
 * Counted nouns have their singular ("1 Eintrag", never "1 Einträge"): every catalogue message
 * that puts {count} or {limit} before a word has a one-form next to it, which the code picks for
 * a number of 1 (`key` and `keyOne`, `xCount` and `xOne`, `items` and `item`, `.other` and `.one`).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const catalogueDirs = ["src/i18n", "src/i18n/staff-forms", "src/editor/admin/i18n", "src/server/admin/i18n"];

/** Messages whose count is never 1 where they are shown, with the reason. */
const neverOne: Record<string, string> = {
  // Shown only when there are more results than the overview lists.
  "search.allEvents": "count > shown",
  "search.allOthers": "count > shown",
  // Shown only when fewer results are shown than there are.
  "form.linkPicker.countPartial": "count > shown",
  // A value the field must reach ("mindestens {limit} sein"), not a number of things.
  "form.error.minimum": "a value",
  "form.error.maximum": "a value",
  "admin.error.minimum": "a value",
  "admin.error.maximum": "a value",
  // The fixed size of the admin's option lists.
  "admin.invalidIds": "a constant above 1",
};

function catalogues(): { file: string; messages: Record<string, string> }[] {
  return catalogueDirs.flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => ({ file: join(dir, name), messages: JSON.parse(readFileSync(join(dir, name), "utf8")) as Record<string, string> })),
  );
}

const oneForms = (key: string) => [`${key}One`, key.replace(/Count$/, "One"), key.replace(/s$/, ""), key.replace(/\.other$/, ".one")].filter((k) => k !== key);

describe("plurals in the catalogues", () => {
  it("every counted noun has a one-form", () => {
    const missing = catalogues().flatMap(({ file, messages }) =>
      Object.entries(messages)
        .filter(([key, message]) => /\{(?:count|limit)\}\s+\p{L}/u.test(message) && !(key in neverOne) && !key.endsWith(".one"))
        .filter(([key]) => !oneForms(key).some((one) => one in messages))
        .map(([key]) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
