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
