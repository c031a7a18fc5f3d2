/** A staff-facing text in both languages (`x-label`, `x-help`). */
export interface Bilingual {
  de: string;
  en: string;
}
const isBilingual = (value: unknown): value is Bilingual =>
  typeof value === "object" &&
  value !== null &&
  Object.keys(value).sort().join() === "de,en" &&
  Object.values(value).every((text) => typeof text === "string" && text.trim() !== "");

export interface ModuleContract {
  children: string[];
  addable: boolean;
  /** Its name for staff (`x-label`). */
  label: Bilingual;
  /** One sentence for staff on what it shows, for the editor's block inserter (`x-description`). */
  description: Bilingual;
  /** Its icon in the editor: SVG path data drawn as a 2px stroke in a 24×24 box (`x-icon`). */
  icon: string;
  /** Field labels and help for staff that are the module's own (a property's `x-label`, `x-help`). */
  fields: Record<string, { label?: Bilingual; help?: Bilingual }>;
}

/**
 * A module schema's contract keywords: `x-children`, the module names it may hold (a list of
 * distinct known modules, not itself); `x-addable`, whether staff add it from the editor's menu;
 * `x-label`, its name for staff in German and English; `x-description`, one sentence for staff on
 * what it shows (German and English, the editor's block inserter lists it); `x-icon`, its icon in
 * the editor as SVG path data (a 2px stroke in a 24×24 box); `examples`, data the module must accept,
 * and `x-invalid-examples`, data it must refuse with the path of the field the error names
 * (`{ "data": …, "at": "/content" }`); the tests validate, refuse and render them. All are required, so
 * that a new module says what it is. A property may carry its own `x-label` and `x-help` for
 * staff; without them the editor's catalogue labels it by the property's name.
 */
/** SVG path data: commands and numbers only, starting with a move (nothing that could carry markup). */
const isPathData = (value: string) => /^[Mm][\d\s.,MmLlHhVvCcSsQqTtAaZz-]*$/.test(value) && value.length <= 1000;

export function moduleContract(name: string, schema: Record<string, unknown>, names: readonly string[]): ModuleContract {
  const children = schema["x-children"];
  const addable = schema["x-addable"];
  const label = schema["x-label"];
  const where = `schemas/modules/${name}.schema.json`;
  if (typeof addable !== "boolean") throw new Error(`${where}: "x-addable" must be true or false`);
  if (!Array.isArray(children) || !children.every((child): child is string => typeof child === "string"))
    throw new Error(`${where}: "x-children" must be a list of module names`);
  const unknown = children.filter((child) => !names.includes(child));
  if (unknown.length) throw new Error(`${where}: "x-children" names no module: ${unknown.join(", ")}`);
  if (new Set(children).size !== children.length || children.includes(name))
    throw new Error(`${where}: "x-children" repeats a module or names the module itself`);
  if (!isBilingual(label)) throw new Error(`${where}: "x-label" must name the module for staff: { "de": "…", "en": "…" }`);
  const description = schema["x-description"];
  if (!isBilingual(description)) throw new Error(`${where}: "x-description" must say in a sentence what the module shows: { "de": "…", "en": "…" }`);
  const icon = schema["x-icon"];
  if (typeof icon !== "string" || !isPathData(icon)) throw new Error(`${where}: "x-icon" must be SVG path data for a 24×24 box ("M3 4h18v16H3z")`);
  const isData = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);
  const examples = schema.examples;
  if (!Array.isArray(examples) || examples.length === 0 || !examples.every(isData))
    throw new Error(`${where}: "examples" must list at least one module data object`);
  const invalid = schema["x-invalid-examples"];
  const isInvalidExample = (item: unknown) =>
    isData(item) && isData((item as Record<string, unknown>).data) && typeof (item as Record<string, unknown>).at === "string";
  if (!Array.isArray(invalid) || invalid.length === 0 || !invalid.every(isInvalidExample)) {
    throw new Error(`${where}: "x-invalid-examples" must list at least one { "data": {…}, "at": "/field the error names" }`);
  }
  const fields: ModuleContract["fields"] = {};
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  for (const [property, field] of Object.entries(properties)) {
    for (const keyword of ["x-label", "x-help"] as const) {
      const text = field[keyword];
      if (text === undefined) continue;
      if (!isBilingual(text)) throw new Error(`${where}: ${property}."${keyword}" must be { "de": "…", "en": "…" }`);
      fields[property] = { ...fields[property], [keyword === "x-label" ? "label" : "help"]: text };
    }
  }
  return { children, addable, label, description, icon, fields };
}

/** The catalogue entries (per language) that a module's schema brings: its name, its description, its own field labels and help. */
export function moduleCatalogue(name: string, contract: ModuleContract, locale: keyof Bilingual): Record<string, string> {
  const entries: [string, string][] = [
    [`name.${name}`, contract.label[locale]],
    [`description.${name}`, contract.description[locale]],
  ];
  for (const [property, { label, help }] of Object.entries(contract.fields)) {
    if (label) entries.push([`form.field.${name}.${property}`, label[locale]]);
    if (help) entries.push([`form.help.${name}.${property}`, help[locale]]);
  }
  return Object.fromEntries(entries);
}

/** The schema without the contract keywords, which are no part of the data's type. */
export const withoutContract = (schema: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(schema).filter(
      ([key]) => !["x-children", "x-addable", "x-label", "x-description", "x-icon", "examples", "x-invalid-examples"].includes(key),
    ),
  );

/**
 * The section's layouts (its `layout` property's `x-layouts`): per layout index the column widths
 * out of 12, one to three columns (the `columns` array's limit), one layout for each index the
 * property allows; and its colours (the `colour` enum).
 */
export function sectionContract(schema: { properties?: Record<string, Record<string, unknown>> }): {
  layouts: number[][];
  colours: string[];
  defaultColour: string;
} {
  const where = "schemas/modules/section.schema.json";
  const layout = schema.properties?.layout ?? {};
  const layouts = layout["x-layouts"];
  const maxColumns = Number(schema.properties?.columns?.maxItems);
  const valid =
    Array.isArray(layouts) &&
    layouts.length > 0 &&
    layouts.every(
      (widths) =>
        Array.isArray(widths) &&
        widths.length >= 1 &&
        widths.length <= maxColumns &&
        widths.every((width) => Number.isInteger(width) && width > 0) &&
        widths.reduce((sum: number, width: number) => sum + width, 0) === 12,
    );
  if (!valid) throw new Error(`${where}: layout."x-layouts" must list, per layout, 1 to ${maxColumns} column widths out of 12`);
  if (layout.minimum !== 0 || layout.maximum !== layouts.length - 1)
    throw new Error(`${where}: layout's minimum and maximum must be 0 and ${layouts.length - 1}, one per entry of x-layouts`);
  const colours = schema.properties?.colour?.enum;
  if (!Array.isArray(colours) || !colours.every((colour) => typeof colour === "string")) throw new Error(`${where}: colour must be an enum of names`);
  const defaultColour = schema.properties?.colour?.default;
  if (typeof defaultColour !== "string" || !colours.includes(defaultColour)) throw new Error(`${where}: colour's default must be one of its colours`);
  return { layouts: layouts as number[][], colours: colours as string[], defaultColour };
}
