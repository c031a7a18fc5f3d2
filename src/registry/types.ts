import type { ComponentType, ReactNode } from "react";
import type { RenderedModule } from "../schemas/api";
import type { ModuleDataMap, ModuleName } from "../schemas/generated/modules";

export interface ModuleProps<K extends ModuleName = ModuleName> {
  /** The node as rendered: a visitor's page carries no editor bookkeeping (order, parent). */
  node: RenderedModule;
  /** The node's model, typed by the module's generated interface (the server validated it). */
  data: ModuleDataMap[K];
  /** The child nodes (FAQ items, teaser items, ...), for renderers that wrap each child. */
  childNodes: RenderedModule[];
  /** Renders one child node through the registry (with its error boundary and validity check). */
  renderChild: (child: RenderedModule, index: number) => ReactNode;
}

export interface RegistryEntry<K extends ModuleName = ModuleName> {
  name: K;
  /**
   * What the module holds and whether staff add it are its schema's (`x-children`, `x-addable`,
   * read from src/schemas/generated/module-contract.ts); the entry is its rendering.
   */
  Component: ComponentType<ModuleProps<K>>;
}

export function defineModule<K extends ModuleName>(entry: RegistryEntry<K>): RegistryEntry<K> {
  return entry;
}
