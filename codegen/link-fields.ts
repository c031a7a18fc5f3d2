/**
 * The link-field contract of the schemas (docs/security.md, "Links and redirects"): a field that
 * holds a link (a URI format, the link picker, or a name such as `link`, `url`, `href`,
 * `website`) must use one of the link formats of src/lib/links.ts, so what it may hold is the
 * one shared rule and not a scheme-blind `uri`. `npm run codegen` fails on a schema that breaks it.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { linkFormatNames } from "../src/lib/links";

/**
 * The schema files whose fields end up in an href or a Location, besides the modules (which
 * codegen checks with their shared definitions resolved): the shared definitions, admin
 * entities, notice, settings.
 */
export async function linkSchemaFiles(root: string): Promise<string[]> {
  const inFolder = async (folder: string) =>
    (await readdir(path.join(root, folder)))
      .filter((file) => file.endsWith(".schema.json"))
      .sort()
      .map((file) => path.join(root, folder, file));
  return [
    path.join(root, "schemas/defs.schema.json"),
    ...(await inFolder("schemas/admin")),
    path.join(root, "schemas/notice.schema.json"),
    path.join(root, "schemas/settings.schema.json"),
  ];
}

/** Formats that accept any scheme (javascript:, data:): a link field never uses them. */
const uriFormats = new Set(["uri", "uri-reference", "iri", "iri-reference", "url"]);
/** Names of link fields, with or without a language suffix (`link_de`, `ticket_url`, `TICKET_SHOP_URL`). */
const linkName = /(?:^|_)(?:link|url|href|website)$/i;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

function isLinkField(name: string, schema: Node): boolean {
  return (
    (typeof schema.format === "string" && uriFormats.has(schema.format)) || schema["x-picker"] === "link" || linkName.test(name.replace(/_(?:de|en)$/i, ""))
  );
}

/** One line per link field of `schema` without a link format; none when all is well. */
export function linkFieldIssues(file: string, schema: unknown): string[] {
  const issues: string[] = [];
  const formats = new Set<string>(linkFormatNames);
  const walk = (node: unknown, at: (string | number)[]) => {
    if (!isNode(node)) return;
    // Shared definitions ($defs) are fields too, named by their definition.
    for (const [fields, under] of [
      [node.properties, at],
      [node.$defs, [...at, "$defs"]],
    ] as const) {
      if (!isNode(fields)) continue;
      for (const [name, property] of Object.entries(fields)) {
        if (!isNode(property)) continue;
        if (isLinkField(name, property) && !formats.has(String(property.format))) {
          issues.push(`${file}: ${[...under, name].join(".")} is a link field without a link format (${linkFormatNames.join(", ")})`);
        }
        walk(property, [...under, name]);
      }
    }
    walk(node.items, at);
    walk(node.additionalProperties, at);
    for (const keyword of ["allOf", "anyOf", "oneOf"]) {
      const branches = node[keyword];
      if (Array.isArray(branches)) for (const [index, branch] of branches.entries()) walk(branch, [...at, keyword, index]);
    }
    for (const keyword of ["if", "then", "else", "not"]) walk(node[keyword], [...at, keyword]);
  };
  walk(schema, []);
  return issues;
}
