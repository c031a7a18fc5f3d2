import { describe, expect, it } from "vitest";
import formsDe from "../i18n/staff-forms/de.json";
import formsEn from "../i18n/staff-forms/en.json";
import { moduleCatalogues } from "../schemas/generated/module-labels";
import { moduleNames } from "../schemas/generated/modules";
import { createEditorTranslate } from "./i18n";
import shellDe from "./i18n/de.json";
import shellEn from "./i18n/en.json";

describe("editor catalogues", () => {
  it("have the same keys in German and English", () => {
    expect(Object.keys(shellEn).sort()).toEqual(Object.keys(shellDe).sort());
    expect(Object.keys(formsEn).sort()).toEqual(Object.keys(formsDe).sort());
  });

  it("leave the modules' names and own field labels to the module schemas (one home per text)", () => {
    for (const catalogue of [shellDe, shellEn, formsDe, formsEn] as Record<string, string>[]) {
      const fromSchemas = Object.keys(catalogue).filter((key) => key in moduleCatalogues.de || moduleNames.some((name) => key === `name.${name}`));
      expect(fromSchemas).toEqual([]);
    }
    expect(createEditorTranslate("de")("name.faq-item")).toBe("FAQ-Eintrag");
    expect(createEditorTranslate("en")("form.field.faq-item.content")).toBe("Question");
  });

  it("translate in the page language, fill parameters, and fall back to German", () => {
    expect(createEditorTranslate("de")("module.edit", { module: "Text" })).toBe("Text bearbeiten");
    expect(createEditorTranslate("en")("module.edit", { module: "Text" })).toBe("Edit Text");
    expect(createEditorTranslate("en")("no.such.key")).toBe("no.such.key");
  });

  it("hand out one function per language, so memoised editor components do not re-render for it", () => {
    expect(createEditorTranslate("de")).toBe(createEditorTranslate("de"));
    expect(createEditorTranslate("de")).not.toBe(createEditorTranslate("en"));
  });
});
