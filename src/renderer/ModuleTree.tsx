/**
 * Renders a page's module tree through the registry: sections > columns > modules > children.
 * An unknown, invalid or misplaced module, or one whose renderer throws, renders nothing for
 * visitors and a visible warning for staff; it never breaks the page.
 */
import { Component, createContext, type ReactNode, Suspense, useContext } from "react";
import { type MessageKey, useI18n } from "../i18n";
import { registry } from "../registry/registry.generated";
import type { RegistryEntry } from "../registry/types";
import type { RenderedModule, RenderedSection } from "../schemas/api";
import { allowedChildren, itemModules } from "../schemas/generated/module-contract";

/** Where a module stands in the tree, for the editor's controls around it. */
export interface ModulePlace {
  node: RenderedModule;
  /** The parent's module name ("section" for a column's modules), null for a section. */
  parent: string | null;
  index: number;
}

/** Lets the editor put its controls around every rendered module (the same renderer, no copy). */
export type WrapModule = (place: ModulePlace, rendered: ReactNode) => ReactNode;

interface RendererOptions {
  /** Staff see warnings where visitors see nothing. */
  isStaff: boolean;
  wrap?: WrapModule;
}

const RendererContext = createContext<RendererOptions>({ isStaff: false });

export function lookup(name: string): RegistryEntry | undefined {
  return (registry as Record<string, RegistryEntry>)[name];
}

function StaffWarning({ node, messageKey, detail }: { node: RenderedModule; messageKey: MessageKey; detail?: string }) {
  const { isStaff } = useContext(RendererContext);
  const { t } = useI18n();
  if (!isStaff) return null;
  return (
    <div className="module-warning" role="note" data-module-warning={node.module}>
      {t(messageKey, { module: node.module, id: node.id, errors: detail ?? "" })}
    </div>
  );
}

class ModuleBoundary extends Component<{ node: RenderedModule; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(`Module ${this.props.node.module} #${this.props.node.id} failed to render`, error);
  }
  render() {
    return this.state.failed ? <StaffWarning node={this.props.node} messageKey="module.failed" /> : this.props.children;
  }
}

const columnHolders = new Set(["section", "container"]);

/** What the module's schema allows (src/schemas/generated/module-contract.ts), as the server checks it. */
function allowedIn(parent: RegistryEntry | undefined, entry: RegistryEntry): boolean {
  if (!parent) return true;
  if (columnHolders.has(parent.name)) return !itemModules.includes(entry.name) && !columnHolders.has(entry.name);
  return allowedChildren[parent.name].includes(entry.name);
}

function ModuleView({ node, parent, index = 0 }: { node: RenderedModule; parent?: RegistryEntry; index?: number }) {
  const { wrap } = useContext(RendererContext);
  const rendered = <ModuleContent node={node} parent={parent} />;
  return wrap ? wrap({ node, parent: parent?.name ?? null, index }, rendered) : rendered;
}

function ModuleContent({ node, parent }: { node: RenderedModule; parent?: RegistryEntry }) {
  const entry = lookup(node.module);
  if (!entry) return <StaffWarning node={node} messageKey="module.unknown" />;
  if (node.invalid) return <StaffWarning node={node} messageKey="module.invalid" detail={node.invalid.join("; ")} />;
  if (!allowedIn(parent, entry)) {
    return <StaffWarning node={node} messageKey="module.invalid" detail={`not allowed inside ${parent?.name}`} />;
  }
  const Renderer = entry.Component;
  return (
    // The Suspense boundary lets server rendering skip a throwing module instead of failing
    // the document; in the browser the error boundary takes over.
    <ModuleBoundary node={node}>
      <Suspense fallback={null}>
        <Renderer
          node={node}
          data={node.model as never}
          childNodes={node.children}
          renderChild={(child, index) => <ModuleView key={child.id} node={child} parent={entry} index={index} />}
        />
      </Suspense>
    </ModuleBoundary>
  );
}

export function ModuleTree({ sections, isStaff = false, wrap }: { sections: readonly RenderedSection[]; isStaff?: boolean; wrap?: WrapModule }) {
  return (
    <RendererContext.Provider value={{ isStaff, wrap }}>
      {sections.map((section, index) => (
        <ModuleView key={section.id} node={{ ...section, children: [] } as unknown as RenderedModule} index={index} />
      ))}
    </RendererContext.Provider>
  );
}

export { ModuleView };
