/**
 * Which modules may hold which (docs/editor.md): list modules take only their item types, FAQ
 * items take a few content modules, and a column takes every module that is not an item of a
 * list. Each module's schema says what it holds (`x-children`, schemas/modules/); codegen turns
 * that into src/schemas/generated/module-contract.ts, which the renderer and the editor read too.
 */
import { allowedChildren, itemModules } from "../../schemas/generated/module-contract";
import { type ModuleName, moduleNames } from "../../schemas/generated/modules";

export { allowedChildren };

/** Modules a section column holds directly (sections and containers are not modules of a column). */
export const columnModules: readonly ModuleName[] = moduleNames.filter((name) => name !== "section" && name !== "container" && !itemModules.includes(name));

/** True when `child` may sit in `parent` (a module name), or directly in a column when parent is null. */
export function mayContain(parent: string | null, child: string): boolean {
  if (parent === null) return (columnModules as readonly string[]).includes(child);
  return ((allowedChildren as Record<string, readonly string[]>)[parent] ?? []).includes(child);
}
