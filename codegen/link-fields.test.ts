import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { moduleSchemas } from "../src/schemas/generated/module-schemas";
import { linkFieldIssues, linkSchemaFiles } from "./link-fields";

const root = path.resolve(import.meta.dirname, "..");

describe("link fields of the schemas", () => {
  it("every link field of every module, admin, notice and settings schema uses a link format", async () => {
    const files = await linkSchemaFiles(root);
    // The shared definitions, the admin folder and the two single schemas are all read; the
    // modules are read as codegen resolves them.
    const expected = (await readdir(path.join(root, "schemas/admin"))).length + 3;
    expect(files).toHaveLength(expected);
    const issues: string[] = [];
    for (const file of files) issues.push(...linkFieldIssues(path.relative(root, file), JSON.parse(await readFile(file, "utf8"))));
    for (const [name, schema] of Object.entries(moduleSchemas)) issues.push(...linkFieldIssues(name, schema));
    expect(issues).toEqual([]);
  });

  it("finds a link field that does not, by its format, its picker or its name, at any depth", () => {
    const schema = {
      type: "object",
      properties: {
        link: { type: "string", format: "uri-reference", "x-picker": "link" },
        target: { type: "string", "x-picker": "link" },
        website: { type: "string" },
        image_url: { type: "string", format: "uri", pattern: "^https?://" },
        TICKET_SHOP_URL: { type: ["string", "null"] },
        download_href_de: { type: "string" },
        items: { type: "array", items: { type: "object", properties: { url: { type: "string", format: "iri" } } } },
        rules: { type: "object", properties: {} },
        link_text: { type: "string" },
        link_text_de: { type: "string" },
        good: { type: "string", format: "link" },
        shop: { type: "string", format: "http-url" },
        back: { type: "string", format: "site-path" },
      },
      $defs: { url: { type: "string" }, picked: { type: "string", format: "link", "x-picker": "link" } },
      allOf: [{ if: { properties: { other: { const: 1 } } }, then: { properties: { url_en: { type: "string" } } } }],
    };
    expect(linkFieldIssues("x.schema.json", schema)).toEqual([
      "x.schema.json: link is a link field without a link format (link, http-url, site-path)",
      "x.schema.json: target is a link field without a link format (link, http-url, site-path)",
      "x.schema.json: website is a link field without a link format (link, http-url, site-path)",
      "x.schema.json: image_url is a link field without a link format (link, http-url, site-path)",
      "x.schema.json: TICKET_SHOP_URL is a link field without a link format (link, http-url, site-path)",
      "x.schema.json: download_href_de is a link field without a link format (link, http-url, site-path)",
      "x.schema.json: items.url is a link field without a link format (link, http-url, site-path)",
      "x.schema.json: $defs.url is a link field without a link format (link, http-url, site-path)",
      "x.schema.json: allOf.0.then.url_en is a link field without a link format (link, http-url, site-path)",
    ]);
  });
});
