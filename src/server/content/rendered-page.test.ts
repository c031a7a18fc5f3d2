/**
 * A visitor's browser hydrates a page from `renderedPage` (src/schemas/tree.ts), which leaves out
 * the editor's fields. Every page of the demo site, in both languages, must render to the same
 * markup from it as from the whole page: else hydration would not match the server's HTML.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/setup/test-db";
import { I18nProvider } from "../../i18n";
import { ModuleTree } from "../../renderer/ModuleTree";
import type { Locale, RenderedSection } from "../../schemas/api";
import { renderedPage } from "../../schemas/tree";
import { pageTranslations } from "../db/schema";
import { getPage } from "./pages";

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const html = (sections: readonly RenderedSection[], locale: Locale) =>
  renderToString(createElement(I18nProvider, { locale, children: createElement(ModuleTree, { sections }) }));

describe("a page as a visitor's browser gets it", () => {
  it("renders every demo page to the same markup as the whole page, and carries none of the editor's fields", async () => {
    const rows = await handle.db.select({ locale: pageTranslations.locale, path: pageTranslations.path }).from(pageTranslations);
    let modules = 0;
    for (const { locale, path } of rows) {
      const page = await getPage(handle.db, locale as Locale, path, { isStaff: false });
      if (!page) continue;
      const rendered = renderedPage(page);
      expect(html(rendered.modules, locale as Locale), `${locale}/${path}`).toBe(html(page.modules, locale as Locale));
      const data = JSON.stringify(rendered);
      for (const field of ["is_online", "in_menu", "in_footer", "settings_url", 'content_type":null', "object_id", "revision", '"parent"', '"order"']) {
        expect(data, `${locale}/${path}: ${field}`).not.toContain(field);
      }
      modules += (data.match(/"module":/g) ?? []).length;
    }
    // The demo site's pages, with their modules: not an empty loop.
    expect(rows.length).toBeGreaterThan(20);
    expect(modules).toBeGreaterThan(100);
  });
});
