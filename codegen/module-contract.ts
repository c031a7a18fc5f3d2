/**
 * A module schema's contract keywords: `x-children`, the module names it may hold (a list of
 * distinct known modules, not itself), and `x-addable`, whether staff add it from the editor's
 * menu. Both are required, so that a new module says what it is.
 */
export function moduleContract(name: string, schema: Record<string, unknown>, names: readonly string[]): { children: string[]; addable: boolean } {
  const children = schema["x-children"];
  const addable = schema["x-addable"];
  const where = `schemas/modules/${name}.schema.json`;
  if (typeof addable !== "boolean") throw new Error(`${where}: "x-addable" must be true or false`);
  if (!Array.isArray(children) || !children.every((child): child is string => typeof child === "string")) throw new Error(`${where}: "x-children" must be a list of module names`);
  const unknown = children.filter((child) => !names.includes(child));
  if (unknown.length) throw new Error(`${where}: "x-children" names no module: ${unknown.join(", ")}`);
  if (new Set(children).size !== children.length || children.includes(name)) throw new Error(`${where}: "x-children" repeats a module or names the module itself`);
  return { children, addable };
}

/** The schema without the contract keywords, which are no part of the data's type. */
export const withoutContract = (schema: Record<string, unknown>) => Object.fromEntries(Object.entries(schema).filter(([key]) => key !== "x-children" && key !== "x-addable"));

/**
 * The section's layouts (its `layout` property's `x-layouts`): per layout index the column widths
 * out of 12, one to three columns (the `columns` array's limit), one layout for each index the
 * property allows; and its colours (the `colour` enum).
 */
export function sectionContract(schema: { properties?: Record<string, Record<string, unknown>> }): { layouts: number[][]; colours: string[] } {
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
  if (layout.minimum !== 0 || layout.maximum !== layouts.length - 1) throw new Error(`${where}: layout's minimum and maximum must be 0 and ${layouts.length - 1}, one per entry of x-layouts`);
  const colours = schema.properties?.colour?.enum;
  if (!Array.isArray(colours) || !colours.every((colour) => typeof colour === "string")) throw new Error(`${where}: colour must be an enum of names`);
  return { layouts: layouts as number[][], colours: colours as string[] };
}
