import { describe, expect, it } from "vitest";
import { adminListQueryString } from "../../content-client/admin";
import { localeFromUrl } from "../../i18n/locale";
import { adminLocale, adminPath, fillLink } from "./common";
import { missingTranslations, outdatedTranslations } from "./edit";
import { createAdminTranslate } from "../../editor/admin/i18n";
import { cell } from "./list";
import { actionLabel } from "./change-history";

describe("admin screens", () => {
  it("flag a pair where one language is filled and the other is empty (rich text without text counts as empty)", () => {
    const pairs = [
      ["name_de", "name_en"],
      ["text_de", "text_en"],
      ["note_de", "note_en"],
    ] as const;
    expect(missingTranslations(pairs, { name_de: "Hafen", name_en: "", text_de: "<p></p>", text_en: "<p>Harbour</p>", note_de: "", note_en: "" })).toEqual([
      { missing: "en", column: "name_de" },
      { missing: "de", column: "text_en" },
    ]);
    expect(missingTranslations(pairs, { name_de: "Hafen", name_en: "Harbour" })).toEqual([]);
  });

  it("flag the language changed less recently as older, from the audit log (newest entry first)", () => {
    const pairs = [
      ["name_de", "name_en"],
      ["text_de", "text_en"],
    ] as const;
    const entry = (id: number, at: string, changes: Record<string, [unknown, unknown]>) => ({ id, at, user: "Redaktion", action: "update" as const, changes });
    const history = [
      entry(3, "2026-11-03T10:00:00Z", { name_de: ["Hafen", "Hafenhalle"] }),
      entry(2, "2026-11-02T10:00:00Z", { text_en: ["a", "b"] }),
      entry(1, "2026-11-01T10:00:00Z", { name_de: [null, "Hafen"], name_en: [null, "Harbour"], text_de: [null, "x"], text_en: [null, "a"] }),
    ];
    const data = { name_de: "Hafenhalle", name_en: "Harbour", text_de: "x", text_en: "b" };
    expect(outdatedTranslations(pairs, data, history)).toEqual([
      { outdated: "en", column: "name_de", since: "2026-11-03T10:00:00Z" },
      { outdated: "de", column: "text_en", since: "2026-11-02T10:00:00Z" },
    ]);
    // Changed together, or one of them empty (then it is missing, not older): no flag.
    expect(outdatedTranslations(pairs, { ...data, name_en: "" }, history.slice(2))).toEqual([]);
  });

  it("keep the list's state in the URL: page, search, sort, direction and filters", () => {
    expect(adminListQueryString({ page: 1 })).toBe("");
    expect(adminListQueryString({ page: 3, q: "Hafen & Co", sort: "name_de", dir: "desc", filters: { is_online: "true", empty: "" } })).toBe(
      "?page=3&q=Hafen+%26+Co&sort=name_de&dir=desc&filter.is_online=true",
    );
  });

  it("speak the language of /admin/de and /admin/en; any other is not found", () => {
    expect(localeFromUrl(new URL("http://x/admin/en/cities?page=2"))).toBe("en");
    expect(localeFromUrl(new URL("http://x/admin/de"))).toBe("de");
    expect(localeFromUrl(new URL("http://x/administration"))).toBe("de");
    expect(adminLocale("en")).toBe("en");
    expect(() => adminLocale("fr")).toThrow();
    expect(adminPath("en", "download-categories", 12)).toBe("/admin/en/download-categories/12");
    expect(fillLink("/{locale}/pageeditor-api/forms/{id}/entries.csv", "en", 4)).toBe("/en/pageeditor-api/forms/4/entries.csv");
  });

  it("show a list's date-times in the admin's language, in Berlin time", () => {
    expect(cell("2026-11-03T18:30:00Z", createAdminTranslate("en"), "en")).toBe("Tue, 3 Nov 2026, 7:30\u00a0PM");
    expect(cell("2026-11-03T18:30:00Z", createAdminTranslate("de"), "de")).toBe("Di., 3. Nov. 2026, 19:30");
  });
});

describe("the audit log's actions", () => {
  it("name the writes and the users' mails in the screen's language, and show any other action as it is", () => {
    const de = createAdminTranslate("de");
    expect(actionLabel("invite", de)).toBe("Einladung verschickt");
    expect(actionLabel("reset-password", createAdminTranslate("en"))).not.toBe("reset-password");
    // The box office's steps on orders and tickets are named too (the audit screen lists them).
    for (const action of ["cancel", "refund", "confirm-payment", "admit", "resend-mails"]) {
      expect(actionLabel(action, de)).not.toBe(action);
      expect(actionLabel(action, createAdminTranslate("en"))).not.toBe(action);
    }
    expect(actionLabel("create", de)).toBe(de("admin.history.create"));
    expect(actionLabel("archive", de)).toBe("archive");
  });
});
