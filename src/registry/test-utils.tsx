/** Test helpers: build module nodes and render them, children included, through the registry. */
import { cleanup, render } from "@testing-library/react";
import type { ComponentType, ReactElement } from "react";
import { renderToString } from "react-dom/server";
import nodeConsole from "node:console";
import { afterEach, vi } from "vitest";
import { I18nProvider } from "../i18n";
import { MediaMetaProvider } from "../ui/media-meta";
import type { Locale, ModuleNode, RenderedModule } from "../schemas/api";
import type { MediaMetaMap } from "../schemas/media-meta";
import type { ModuleDataMap, ModuleName } from "../schemas/generated/modules";
import { registry } from "./registry.generated";
import type { ModuleProps } from "./types";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/**
 * Records the URLs the page tries to load as iframes or scripts. happy-dom does not load them
 * but reports each attempt as an error on Node's console, which this swallows and records.
 */
export function trackLoads(): string[] {
  const urls: string[] = [];
  const original = nodeConsole.error.bind(nodeConsole);
  vi.spyOn(nodeConsole, "error").mockImplementation((...args: unknown[]) => {
    const message = String((args[0] as { message?: string } | undefined)?.message ?? args[0]);
    const match = /Failed to load (?:iframe page|script) "([^"]+)"/.exec(message);
    if (match) urls.push(match[1]);
    else original(...args);
  });
  return urls;
}

let nextId = 1;

/** A module node with the given data and children (ids are unique within a test run). */
export function node<K extends ModuleName>(module: K, model: ModuleDataMap[K], children: ModuleNode[] = []): ModuleNode {
  const id = nextId++;
  return {
    id,
    slug: `${module}-${id}`,
    module,
    model: model as unknown as Record<string, unknown>,
    parent: null,
    order: 0,
    children: children.map((child, order) => ({ ...child, parent: id, order })),
  };
}

/** Renders a node through its registry entry; renderChild renders children the same way. */
export function RenderNode({ node }: { node: RenderedModule }): ReactElement {
  const Component = registry[node.module as ModuleName].Component as ComponentType<ModuleProps>;
  return <Component node={node} data={node.model as never} childNodes={node.children} renderChild={(child) => <RenderNode key={child.id} node={child} />} />;
}

/** Renders a node in `locale`, with the media library's metadata of its images when given. */
export function renderNode(tree: ModuleNode, locale: Locale = "en", media: MediaMetaMap = {}) {
  return render(
    <I18nProvider locale={locale}>
      <MediaMetaProvider media={media}>
        <RenderNode node={tree} />
      </MediaMetaProvider>
    </I18nProvider>,
  );
}

/** The server HTML of a node, as a visitor's browser receives it before hydration. */
export function serverHtml(tree: ModuleNode, locale: Locale = "en"): string {
  return renderToString(
    <I18nProvider locale={locale}>
      <RenderNode node={tree} />
    </I18nProvider>,
  );
}
