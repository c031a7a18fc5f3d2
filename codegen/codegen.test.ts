import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSharedDefs } from "./defs";
import { moduleCatalogue, moduleContract, sectionContract } from "./module-contract";

const root = path.resolve(import.meta.dirname, "..");

describe("codegen", () => {
  it("generated types, schema map and registry index match schemas/", () => {
    // --check exits non-zero and names the stale files when schemas/ changed without codegen.
    const output = execFileSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "codegen/generate.ts", "--check"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(output).toContain("up to date");
    // A child process that compiles every schema: seconds on a busy machine.
  }, 60_000);

  it("refuses a module schema whose contract keywords are missing or name no module", () => {
    const names = ["faq", "faq-item", "text"];
    const label = { de: "FAQ", en: "FAQ" };
    const valid = {
      "x-addable": true,
      "x-children": ["faq-item"],
      "x-label": label,
      "x-description": { de: "Fragen und Antworten.", en: "Questions and answers." },
      "x-icon": "M4 6h16M4 12h16",
      examples: [{ content: "x" }],
      "x-invalid-examples": [{ data: {}, at: "/content" }],
    };
    const without = (key: string) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
    expect(moduleContract("faq", valid, names)).toEqual({
      addable: true,
      children: ["faq-item"],
      label,
      description: { de: "Fragen und Antworten.", en: "Questions and answers." },
      icon: "M4 6h16M4 12h16",
      fields: {},
    });
    expect(() => moduleContract("faq", without("x-description"), names)).toThrow(/x-description/);
    expect(() => moduleContract("faq", { ...valid, "x-description": { de: "Fragen" } }, names)).toThrow(/x-description/);
    expect(() => moduleContract("faq", without("x-icon"), names)).toThrow(/x-icon/);
    expect(() => moduleContract("faq", { ...valid, "x-icon": '<path d="M0 0"/>' }, names)).toThrow(/x-icon/);
    expect(() => moduleContract("faq", without("x-addable"), names)).toThrow(/x-addable/);
    expect(() => moduleContract("faq", without("x-children"), names)).toThrow(/x-children/);
    expect(() => moduleContract("faq", { ...valid, "x-children": ["faq-itme"] }, names)).toThrow(/names no module: faq-itme/);
    expect(() => moduleContract("faq", { ...valid, "x-children": ["faq"] }, names)).toThrow(/itself/);
    expect(() => moduleContract("faq", without("x-label"), names)).toThrow(/x-label/);
    expect(() => moduleContract("faq", { ...valid, "x-label": { de: "FAQ" } }, names)).toThrow(/x-label/);
    expect(() => moduleContract("faq", { ...valid, "x-label": { de: "FAQ", en: " " } }, names)).toThrow(/x-label/);
    expect(() => moduleContract("faq", without("examples"), names)).toThrow(/"examples"/);
    expect(() => moduleContract("faq", { ...valid, "x-invalid-examples": [] }, names)).toThrow(/x-invalid-examples/);
    expect(() => moduleContract("faq", { ...valid, "x-invalid-examples": [{ content: "" }] }, names)).toThrow(/x-invalid-examples/);
  });

  it("takes a field's own staff label and help, in both languages, into the editor's catalogue", () => {
    const schema = {
      "x-addable": true,
      "x-children": [],
      "x-label": { de: "Zitat", en: "Quote" },
      "x-description": { de: "Ein Zitat.", en: "A quotation." },
      "x-icon": "M4 7h6v6H7z",
      examples: [{ content: "x" }],
      "x-invalid-examples": [{ data: {}, at: "/content" }],
      properties: {
        content: { type: "string", "x-label": { de: "Zitat", en: "Quotation" }, "x-help": { de: "Ohne Anführungszeichen", en: "Without quotes" } },
        author: { type: "string" },
      },
    };
    const contract = moduleContract("quote", schema, ["quote"]);
    expect(moduleCatalogue("quote", contract, "en")).toEqual({
      "name.quote": "Quote",
      "description.quote": "A quotation.",
      "form.field.quote.content": "Quotation",
      "form.help.quote.content": "Without quotes",
    });
    expect(moduleCatalogue("quote", contract, "de")["form.help.quote.content"]).toBe("Ohne Anführungszeichen");
    expect(() => moduleContract("quote", { ...schema, properties: { content: { "x-help": { en: "Without quotes" } } } }, ["quote"])).toThrow(
      /content."x-help"/,
    );
  });

  it("refuses section layouts that do not fill 12 columns or do not match the layout index", () => {
    const section = (layouts: unknown, maximum = 1) => ({
      properties: { layout: { minimum: 0, maximum, "x-layouts": layouts }, columns: { maxItems: 3 }, colour: { enum: ["white"], default: "white" } },
    });
    expect(sectionContract(section([[12], [8, 4]]))).toEqual({ layouts: [[12], [8, 4]], colours: ["white"], defaultColour: "white" });
    expect(() => sectionContract(section([[12], [8, 3]]))).toThrow(/out of 12/);
    expect(() => sectionContract(section([[12], [3, 3, 3, 3]]))).toThrow(/1 to 3/);
    expect(() => sectionContract(section([[12], [6, 6]], 2))).toThrow(/maximum/);
  });

  it("resolves shared definitions with their overrides, and refuses unknown ones or overrides of the data's rules", () => {
    const defs = { anchor: { type: "string", title: "Anchor", maxLength: 64 } };
    const ref = "../defs.schema.json#/$defs/anchor";
    const schema = { properties: { anchor: { $ref: ref }, items: { type: "array", items: { properties: { id: { $ref: ref, title: "Id" } } } } } };
    expect(resolveSharedDefs("m", schema, defs)).toEqual({
      properties: {
        anchor: { type: "string", title: "Anchor", maxLength: 64 },
        items: { type: "array", items: { properties: { id: { type: "string", title: "Id", maxLength: 64 } } } },
      },
    });
    expect(() => resolveSharedDefs("m", { properties: { a: { $ref: "../defs.schema.json#/$defs/nope" } } }, defs)).toThrow(
      /m: \/properties\/a: "\$ref" must be/,
    );
    expect(() => resolveSharedDefs("m", { properties: { a: { $ref: "#/definitions/anchor" } } }, defs)).toThrow(/must be/);
    expect(() => resolveSharedDefs("m", { properties: { a: { $ref: ref, maxLength: 10 } } }, defs)).toThrow(/not maxLength/);
  });
});
