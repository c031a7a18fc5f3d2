/** Walking a section's module tree (the API shape), for the content service and the editor alike. */
import type { ModuleNode, Page, RenderedModule, RenderedPage, RenderedSection, Section, WithRenderedSections } from "./api";

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

const renderedModule = ({ id, slug, module, model, children, invalid }: ModuleNode): RenderedModule => ({
  id,
  slug,
  module,
  model,
  children: children.map(renderedModule),
  ...(invalid ? { invalid } : {}),
});

/**
 * Sections as a visitor's page renders them: what the registry's renderers see (`RenderedModule`),
 * without the tree's order, parents, owner and revision. The page's loader data, which the browser
 * downloads to hydrate, carries no more.
 */
export function renderedSections(sections: readonly Section[]): RenderedSection[] {
  return sections.map(({ id, slug, module, model, invalid }) => ({
    id,
    slug,
    module,
    model: { ...model, columns: model.columns.map((column) => ({ ...column, children: column.children.map(renderedModule) })) },
    ...(invalid ? { invalid } : {}),
  }));
}

/** An item's body (a production's, a news item's texts) as rendered: nobody edits it in place. */
export function withRenderedSections<T extends { modules: readonly Section[] }>(item: T): WithRenderedSections<T> {
  return { ...item, modules: renderedSections(item.modules) };
}

/** A page as a visitor's browser gets it: no editor-only fields, no module tree bookkeeping. */
export function renderedPage({ modules, is_online: _online, in_menu: _menu, in_footer: _footer, settings_url: _settings, ...page }: Page): RenderedPage {
  return { ...page, modules: renderedSections(modules) };
}

/** A page with everything the editor needs: what staff get, never a visitor. */
export function isEditablePage(page: Page | RenderedPage): page is Page {
  return "settings_url" in page;
}
