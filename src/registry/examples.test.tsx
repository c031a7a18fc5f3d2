/**
 * Every module is tested from its own schema: the data its `examples` show must be accepted by
 * the server and the editor's form validator and render through the registry; the data of its
 * `x-invalid-examples` must be refused by both, the server naming the field each example says; and staff see its name in both languages. A new
 * module (one schema, one registry folder) is covered here without a line of test code.
 */
import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { createEditorTranslate } from "../editor/i18n";
import { formValidator } from "../editor/forms/validator";
import { validateModule } from "../server/content/validate";
import { addableModules, allowedChildren, itemModules } from "../schemas/generated/module-contract";
import { moduleSchemas } from "../schemas/generated/module-schemas";
import { type ModuleDataMap, type ModuleName, moduleNames } from "../schemas/generated/modules";
import { node, serverHtml } from "./test-utils";

interface ExampleSchema {
  examples: Record<string, unknown>[];
  "x-invalid-examples": { data: Record<string, unknown>; at: string }[];
}
const schemaOf = (name: ModuleName) => moduleSchemas[name] as RJSFSchema & ExampleSchema;
/** A module with its first example, holding one of each module it may hold (a list renders its items). */
const exampleNode = (name: ModuleName, data: Record<string, unknown>) =>
  node(
    name,
    // A section's columns hold their modules once the page is assembled (Column in src/schemas/api.ts).
    (Array.isArray(data.columns)
      ? { ...data, columns: data.columns.map((column) => ({ children: [], ...column })) }
      : data) as unknown as ModuleDataMap[typeof name],
    allowedChildren[name].map((child) => node(child, schemaOf(child).examples[0] as unknown as ModuleDataMap[typeof child])),
  );
/** A content module's free text fields in the example: strings without a format, pattern or enum, and without markup (sections and containers hold bookkeeping). */
function plainTexts(name: ModuleName, example: Record<string, unknown>): string[] {
  if (!addableModules.includes(name) && !itemModules.includes(name)) return [];
  const properties = (schemaOf(name).properties ?? {}) as Record<string, { format?: string; pattern?: string; enum?: unknown[]; type?: unknown }>;
  return Object.entries(example).flatMap(([key, value]) => {
    const field = properties[key];
    const free = field?.type === "string" && !field.format && !field.pattern && !field.enum;
    return free && typeof value === "string" && !/[<>&"']/.test(value) ? [value] : [];
  });
}
const formAccepts = (name: ModuleName, data: unknown) => formValidator.validateFormData(data, schemaOf(name)).errors.length === 0;

describe.each(moduleNames)("the %s module, from its schema", (name) => {
  const { examples, "x-invalid-examples": invalid } = schemaOf(name);

  it("accepts its examples on the server and in the editor's form", () => {
    for (const example of examples) {
      expect(validateModule(name, example), JSON.stringify(example)).toBeNull();
      expect(formAccepts(name, example), JSON.stringify(example)).toBe(true);
    }
  });

  it("refuses its invalid examples on the server, at the field they name, and in the editor's form", () => {
    for (const { data, at } of invalid) {
      const errors = validateModule(name, data);
      expect(errors, JSON.stringify(data)).not.toBeNull();
      expect(
        errors?.map((error) => error.path),
        JSON.stringify(data),
      ).toContain(at);
      expect(formAccepts(name, data), JSON.stringify(data)).toBe(false);
    }
  });

  it("renders its examples for visitors in both languages, with an example of each module it holds", () => {
    for (const example of examples) {
      for (const locale of ["de", "en"] as const) {
        const html = serverHtml(exampleNode(name, example), locale);
        expect(html.trim(), `${locale} ${JSON.stringify(example)}`).not.toBe("");
        // What the visitor reads of it: each plain text field (no markup, no choice, no address) shows.
        for (const text of plainTexts(name, example)) expect(html, `${locale} ${text}`).toContain(text);
      }
    }
  });

  it("is named for staff in German and English", () => {
    const de = createEditorTranslate("de")(`name.${name}`);
    const en = createEditorTranslate("en")(`name.${name}`);
    expect(de).not.toBe(`name.${name}`);
    expect(en).not.toBe(`name.${name}`);
  });
});
