/**
 * Container layouts of spec section 3 and the section colours, as the section's schema declares
 * them (`layout.x-layouts`, the `colour` enum; src/schemas/generated/module-contract.ts): column
 * widths out of 12 by layout index, keyed by their percentages ("67-33").
 */
import { sectionColours, sectionLayouts } from "../../schemas/generated/module-contract";

export { sectionColours };

export const containerLayouts = sectionLayouts.map((columns) => ({
  key: columns.map((width) => Math.round((width * 100) / 12)).join("-"),
  columns,
}));

export function layoutColumns(layout: number): readonly number[] {
  return (containerLayouts[layout] ?? containerLayouts[0]).columns;
}
