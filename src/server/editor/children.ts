/**
 * Which modules may hold which (docs/editor.md): list modules take only their item types, FAQ
 * items take a few content modules, and a column takes every module that is not an item of a
 * list. The registry (src/registry/<name>/entry.tsx) declares the same lists for the browser;
 * it imports React, so the server keeps this copy, and children.test.ts keeps the two equal.
 */
import { type ModuleName, moduleNames } from "../../schemas/generated/modules";

export const allowedChildren: Readonly<Record<ModuleName, readonly ModuleName[]>> = {
  audio: [],
  container: [],
  faq: ["faq-item"],
  "faq-item": ["text", "link", "image", "headline", "video"],
  "full-teaser": [],
  headline: [],
  image: [],
  "image-list": ["image-list-item"],
  "image-list-item": [],
  link: [],
  "logo-item": [],
  "logo-list": ["logo-item"],
  quote: [],
  section: [],
  "social-media": [],
  "teaser-item": [],
  "teaser-list": ["teaser-item"],
  text: [],
  "two-column": [],
  video: [],
  "video-list": ["video-list-item"],
  "video-list-item": [],
  viewer: [],
};

/** Item types: modules that only exist inside their list. */
const itemTypes = new Set<string>(["faq-item", "image-list-item", "logo-item", "teaser-item", "video-list-item"]);

/** Modules a section column holds directly (sections and containers are not modules of a column). */
export const columnModules: readonly ModuleName[] = moduleNames.filter(
  (name) => name !== "section" && name !== "container" && !itemTypes.has(name),
);

/** True when `child` may sit in `parent` (a module name), or directly in a column when parent is null. */
export function mayContain(parent: string | null, child: string): boolean {
  if (parent === null) return (columnModules as readonly string[]).includes(child);
  return ((allowedChildren as Record<string, readonly string[]>)[parent] ?? []).includes(child);
}
