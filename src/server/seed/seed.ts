/**
 * Demo content: pages in German and English using every module, navigation, redirects,
 * settings and generated demo images, the demo form and pinboard ads, then the demo programme (seed-programme.ts). Runs once,
 * into an empty database (`isEmpty`, src/server/db/empty.ts).
 *
 * This folder holds the demo data and the seeding, and nothing else imports it: the server
 * loads it only when it seeds (`import()` in server/main.ts), so a production start on a filled
 * database never reads its 6,000 lines (tests/unit/server-bundle.test.ts).
 */
import { reindexAll } from "../search/indexer";
import { syncMediaRows } from "../admin/media";
import { upsertUser } from "../auth/users";
import { insertSection, type ModuleInput } from "../content/write";
import { generateDemoImages } from "./demo-images";
import type { Database } from "../db/client";
import { type DemoModule, demoEditor, demoPages, demoRedirects, demoSettings } from "./demo-content";
import { pages, pageTranslations, redirects, settings } from "../db/schema";
import { seedProgramme } from "./seed-programme";
import type { MediaLibrary } from "../media/store";
import { seedDemoForms } from "./demo-forms";
import { seedDemoPinboard } from "./demo-pinboard";

const toInput = (m: DemoModule): ModuleInput => ({
  module: m.module,
  model: m.model,
  children: m.children?.map(toInput),
});

/**
 * Seeds the demo content. Its images and PDFs are written to the library's import folder and
 * imported from there into the database.
 */
export async function seedDemoContent(db: Database, library: MediaLibrary): Promise<void> {
  const mediaDir = library.importDir;
  await generateDemoImages(mediaDir);
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      // Unset settings (null) are simply absent: getSettings falls back to its defaults.
      .values(
        Object.entries(demoSettings)
          .filter(([, value]) => value !== null)
          .map(([key, value]) => ({ key, value: value as unknown })),
      );
    const ids = new Map<string, number>();
    for (const [position, page] of demoPages.entries()) {
      const [row] = await tx
        .insert(pages)
        .values({
          key: page.key,
          parentId: page.parent ? ids.get(page.parent) : null,
          position,
          contentType: page.content_type,
          isOnline: page.is_online,
          isClickable: page.is_clickable,
          inMenu: page.in_menu,
          inFooter: page.in_footer,
          highlighted: page.highlighted,
          ogImage: page.og_image ?? null,
        })
        .returning({ id: pages.id });
      ids.set(page.key, row.id);
      for (const locale of ["de", "en"] as const) {
        const t = page[locale];
        await tx.insert(pageTranslations).values({
          pageId: row.id,
          locale,
          path: t.path,
          title: t.title,
          headline: t.headline,
          metaTitle: t.meta_title,
          metaDescription: t.meta_description,
          ogTitle: t.og_title,
          ogDescription: t.og_description,
        });
        for (const [index, section] of t.sections.entries()) {
          await insertSection(tx, {
            slug: section.slug,
            pageId: row.id,
            locale,
            position: index,
            model: section.model,
            columns: section.columns.map((column) => column.map(toInput)),
          });
        }
      }
    }
    if (demoRedirects.length) {
      await tx.insert(redirects).values(demoRedirects.map((r) => ({ oldPath: r.old_path, newPath: r.new_path })));
    }
  });
  await seedDemoForms(db);
  // A few confirmed ride-share ads, dated from today (demo-pinboard.ts).
  await seedDemoPinboard(db);
  // The demo editor (README: for local use only).
  await upsertUser(db, demoEditor);
  // The festival programme, news, magazine, press and home blocks (seed-programme.ts).
  await seedProgramme(db, mediaDir);
  // Every demo image in the media library with its size, so pages reserve its shape from the start.
  await syncMediaRows(db, library, true);
  await reindexAll(db);
}
