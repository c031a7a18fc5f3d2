/** Walking a section's module tree (the API shape), for the content service and the editor alike. */
import type { ModuleNode, Section } from "./api";

/** A module of a section by id, at any depth, or null. */
export function findModule(section: Section, id: number): ModuleNode | null {
  const walk = (nodes: ModuleNode[]): ModuleNode | null => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const found = walk(node.children);
      if (found) return found;
    }
    return null;
  };
  for (const column of section.model.columns) {
    const found = walk(column.children);
    if (found) return found;
  }
  return null;
}
