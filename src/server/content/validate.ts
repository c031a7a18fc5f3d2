/**
 * Validates module data against the module JSON Schemas (Ajv, compiled once at start-up).
 * Used on every write and on seed, and on read to flag data that an older schema let through.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import { moduleSchemas } from "../../schemas/generated/module-schemas";
import { type ModuleName, moduleNames } from "../../schemas/generated/modules";
import { linkFormats } from "../../lib/links";
import { mediaPathPattern } from "../../lib/media";

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

/** An Ajv with the formats and keywords of our schemas (the module schemas here, the admin's in src/server/admin). */
export function createSchemaAjv(): Ajv {
  // strictRequired is off: "one of link or link_url" is an anyOf of required-only branches.
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, useDefaults: false });
  // No "uri" or "uri-reference": they take any scheme (javascript:, data:). Link fields use the
  // link formats, so a schema naming another URI format fails to compile (strict mode).
  addFormats(ajv, ["email", "date", "date-time"]);
  ajv.addFormat("media-path", mediaPathPattern);
  for (const [name, validate] of Object.entries(linkFormats)) ajv.addFormat(name, { type: "string", validate });
  ajv.addKeyword({ keyword: "x-embed-hosts", schemaType: "array" });
  // A hint for the forms (the link picker, docs/admin.md); it constrains nothing.
  ajv.addKeyword({ keyword: "x-picker", schemaType: "string" });
  // A module's contract (codegen/generate.ts, src/schemas/generated/module-contract.ts): what it
  // holds and whether staff add it. They describe the module, not its data.
  ajv.addKeyword({ keyword: "x-children", schemaType: "array" });
  ajv.addKeyword({ keyword: "x-addable", schemaType: "boolean" });
  // The section's layouts: column widths out of 12 by layout index (codegen checks them).
  ajv.addKeyword({ keyword: "x-layouts", schemaType: "array" });
  // Staff labels and the data the module must refuse (codegen/module-contract.ts).
  ajv.addKeyword({ keyword: "x-label", schemaType: "object" });
  // The editor's block inserter: what the module shows and its icon.
  ajv.addKeyword({ keyword: "x-description", schemaType: "object" });
  ajv.addKeyword({ keyword: "x-icon", schemaType: "string" });
  ajv.addKeyword({ keyword: "x-help", schemaType: "object" });
  ajv.addKeyword({ keyword: "x-invalid-examples", schemaType: "array" });
  return ajv;
}

const ajv = createSchemaAjv();

const validators = new Map<string, ValidateFunction>(moduleNames.map((name) => [name, ajv.compile(moduleSchemas[name])]));

export function isModuleName(name: string): name is ModuleName {
  return validators.has(name);
}

export interface FieldError {
  /** JSON pointer of the field, e.g. /headline_level; empty for the object itself. */
  path: string;
  keyword: string;
  message: string;
}

function toFieldError(error: ErrorObject): FieldError {
  const missing = error.keyword === "required" ? `/${(error.params as { missingProperty: string }).missingProperty}` : "";
  return { path: `${error.instancePath}${missing}`, keyword: error.keyword, message: error.message ?? "invalid" };
}

/** Returns null when the data is valid for the module, otherwise the list of field errors. */
export function validateModule(name: string, data: unknown): FieldError[] | null {
  const validate = validators.get(name);
  if (!validate) return [{ path: "", keyword: "module", message: `unknown module type "${name}"` }];
  if (validate(data)) return null;
  return (validate.errors ?? []).map(toFieldError);
}
