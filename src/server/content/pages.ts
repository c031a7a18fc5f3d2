/**
 * Read side of pages: the Page payload of spec section 3 with its module tree, the
 * navigation lists and single containers.
 */
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Locale, ModuleNode, Nav, NavItem, Page, Section } from "../../schemas/api";
import type { Database } from "../db/client";
import { readRows } from "../db/read-tracking";
import { modules, pageDrafts, pages, pageTranslations, sections } from "../db/schema";
import { validateModule } from "./validate";
import { publishedContainer } from "../drafts/published";
import { publicPage, publicSection } from "./visibility";
import { defaultSectionColour, sectionColours, sectionLayouts } from "../../schemas/generated/module-contract";

/** Layout index -> number of columns, as the section's schema declares its layouts (`x-layouts`). */
export function columnCountOf(layout: unknown): number {
  return (sectionLayouts[typeof layout === "number" ? layout : 0] ?? sectionLayouts[0]).length;
}

export interface Viewer {
  /** Staff see offline pages and every container; visitors get a 404 for them (content/visibility.ts). */
  isStaff: boolean;
}

export const pageUrl = (locale: Locale, path: string) => (path ? `/${locale}/${path}` : `/${locale}`);

/** Normalises a request path to the stored form: no leading/trailing slashes, decoded. */
export function normalisePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is looked up as written: it matches nothing and gives a 404.
  }
  return decoded.replace(/^\/+|\/+$/g, "").replace(/\/{2,}/g, "/");
}

type SectionRow = typeof sections.$inferSelect;
type ModuleRow = typeof modules.$inferSelect;

function flagInvalid(name: string, model: Record<string, unknown>): string[] | undefined {
  const errors = validateModule(name, model);
  return errors?.map((e) => `${e.path || "/"} ${e.message}`);
}

/** Builds sections > columns > modules > children from flat rows (already ordered). */
export function buildTree(sectionRows: SectionRow[], moduleRows: ModuleRow[]): Section[] {
  const nodes = new Map<number, ModuleNode & { sectionId: number; columnIndex: number }>();
  for (const row of moduleRows) {
    const model = row.data as Record<string, unknown>;
    const invalid = flagInvalid(row.module, model);
    nodes.set(row.id, {
      id: row.id,
      slug: row.slug,
      module: row.module,
      model,
      parent: row.parentId ?? row.sectionId,
      order: row.position,
      children: [],
      ...(invalid ? { invalid } : {}),
      sectionId: row.sectionId,
      columnIndex: row.columnIndex,
    });
  }
  const columnChildren = new Map<string, ModuleNode[]>();
  for (const row of moduleRows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    if (row.parentId != null) {
      nodes.get(row.parentId)?.children.push(node);
    } else {
      const key = `${row.sectionId}:${row.columnIndex}`;
      const list = columnChildren.get(key) ?? [];
      list.push(node);
      columnChildren.set(key, list);
    }
  }
  const strip = (node: ModuleNode & { sectionId?: number; columnIndex?: number }): ModuleNode => {
    const { sectionId: _s, columnIndex: _c, ...rest } = node;
    return { ...rest, children: node.children.map(strip) };
  };

  return sectionRows.map((row) => {
    const data = row.data as Record<string, unknown> & { columns?: { index: number; classes?: string }[] };
    const invalid = flagInvalid("section", data);
    const layout = typeof data.layout === "number" ? data.layout : 0;
    const declared = data.columns ?? [];
    const columnCount = columnCountOf(layout);
    const columns = Array.from({ length: columnCount }, (_, index) => {
      const classes = declared.find((c) => c.index === index)?.classes;
      return {
        index,
        ...(classes ? { classes } : {}),
        children: (columnChildren.get(`${row.id}:${index}`) ?? []).map(strip),
      };
    });
    return {
      id: row.id,
      slug: row.slug,
      module: "section" as const,
      // Stored data that no longer validates is flagged (invalid) and still shown, on a known colour.
      model: { ...data, colour: sectionColours.find((colour) => colour === data.colour) ?? defaultSectionColour, layout, columns },
      parent: null,
      order: row.position,
      content_type: row.contentType,
      object_id: row.objectId,
      revision: row.revision,
      ...(invalid ? { invalid } : {}),
    };
  });
}

/** Sections matching `where` with their module trees, in page order. */
export async function loadSections(db: Database, where: ReturnType<typeof eq>): Promise<Section[]> {
  return withModules(db, await db.select().from(sections).where(where).orderBy(asc(sections.position), asc(sections.id)));
}

/** The module trees of section rows (already ordered). */
async function withModules(db: Database, sectionRows: SectionRow[]): Promise<Section[]> {
  if (sectionRows.length === 0) return [];
  const moduleRows = await db
    .select()
    .from(modules)
    .where(
      inArray(
        modules.sectionId,
        sectionRows.map((s) => s.id),
      ),
    )
    .orderBy(asc(modules.position), asc(modules.id));
  return buildTree(sectionRows, moduleRows);
}

export async function getPage(db: Database, locale: Locale, rawPath: string, viewer: Viewer): Promise<Page | null> {
  const path = normalisePath(rawPath);
  // The tree a draft keeps in this language comes with the page (null without a draft): a page
  // without one costs visitors no query more (docs/editor.md, "Drafts and scheduled publishing").
  const [found] = await db
    .select({ page: pages, translation: pageTranslations, published: pageDrafts.published })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.pageId))
    .leftJoin(pageDrafts, and(eq(pageDrafts.pageId, pageTranslations.pageId), eq(pageDrafts.locale, pageTranslations.locale)))
    .where(and(eq(pageTranslations.locale, locale), eq(pageTranslations.path, path), viewer.isStaff ? undefined : publicPage()))
    .limit(1);
  if (!found) return null;
  const { page, translation, published } = found;

  const [translations, modulesTree] = await Promise.all([
    db.select({ locale: pageTranslations.locale, path: pageTranslations.path }).from(pageTranslations).where(eq(pageTranslations.pageId, page.id)),
    // Staff see (and edit) the working copy; visitors the published tree of a page with a draft.
    viewer.isStaff ? loadPageSections(db, page.id, locale) : loadPublishedSections(db, page.id, locale, published as Section[] | null),
  ]);
  const urlFor = (l: Locale) => {
    const t = translations.find((row) => row.locale === l);
    return t ? pageUrl(l, t.path) : null;
  };
  return {
    id: page.id,
    urls: { de: urlFor("de"), en: urlFor("en") },
    content_type: page.contentType as Page["content_type"],
    title: translation.title,
    headline: translation.headline,
    is_online: page.isOnline,
    is_clickable: page.isClickable,
    in_menu: page.inMenu,
    in_footer: page.inFooter,
    meta_title: translation.metaTitle,
    meta_description: translation.metaDescription,
    og_title: translation.ogTitle,
    og_description: translation.ogDescription,
    og_image: page.ogImage,
    og_type: page.ogType,
    og_image_thumbs: page.ogImage ? { default: `/media/r/full/1280/${page.ogImage.replace(/\.[a-z0-9]+$/i, "")}.jpg` } : {},
    modules: modulesTree,
    settings_url: null,
  };
}

/** Who owns a list of sections: a page, or a production, news item, article or press release (their body). */
export type SectionOwner = { pageId: number } | { contentType: string; objectId: number };

/**
 * The surrogate keys a write to sections and modules names (drizzle/0021): a section's owner and
 * the section. A page that read sections by owner carries these instead of the tables' keys.
 */
const ownerKey = (owner: SectionOwner) => ("pageId" in owner ? `page:${owner.pageId}` : `${owner.contentType}:${owner.objectId}`);
const sectionKey = (id: number) => `section:${id}`;

/**
 * An owner's sections in one language, in order, with their module trees. A shared cache keeps
 * the page under the owner's key (a section added, moved or removed) and each section's (a module
 * written), so a save purges the pages that show what it changed.
 */
export function loadOwnedSections(db: Database, owner: SectionOwner, locale: string): Promise<Section[]> {
  const where =
    "pageId" in owner
      ? and(eq(sections.pageId, owner.pageId), eq(sections.locale, locale))
      : and(eq(sections.contentType, owner.contentType), eq(sections.objectId, owner.objectId), eq(sections.locale, locale));
  return readRows(
    () => loadSections(db, where as ReturnType<typeof eq>),
    (found) => [ownerKey(owner), ...found.map((section) => sectionKey(section.id))],
  );
}

/** A page's sections in one language, in order. */
export function loadPageSections(db: Database, pageId: number, locale: string): Promise<Section[]> {
  return loadOwnedSections(db, { pageId }, locale);
}

/**
 * What visitors see of a page in one language: the tree its draft keeps (`published`, read with
 * the page), or its sections. Either way the page carries the keys of the page and its sections
 * (drizzle/0021): publishing and discarding write those sections (or the page), so a cache drops
 * the published tree then.
 */
export function loadPublishedSections(db: Database, pageId: number, locale: string, published: Section[] | null): Promise<Section[]> {
  return readRows(
    async () => published ?? loadSections(db, and(eq(sections.pageId, pageId), eq(sections.locale, locale)) as ReturnType<typeof eq>),
    (found) => [`page:${pageId}`, ...found.map((section) => `section:${section.id}`)],
  );
}

/**
 * One section by slug in its language. Visitors get it only when its page or item is public:
 * slugs are predictable (`preview-main-de`, `news-12-de`), so the slug is no secret.
 */
export async function getContainer(db: Database, locale: Locale, slug: string, viewer: Viewer, now = new Date()): Promise<Section | null> {
  // The slug is unique: the section found is the only one it can name until that section is
  // written. None found: any new section might be it, so the page keeps the table's key.
  const bySlug = and(eq(sections.slug, slug), eq(sections.locale, locale));
  if (viewer.isStaff) {
    const [section] = await readRows(
      () => loadSections(db, bySlug as ReturnType<typeof eq>),
      (found) => (found.length ? found.map((each) => sectionKey(each.id)) : null),
    );
    return section ?? null;
  }
  // Visitors: the section's row says whether its page has a draft in this language, so a section
  // without one costs no query more. With one, or none found (the draft may have deleted it), the
  // section as published (none when it is new in the draft) with the keys of the page and the
  // section, which publishing purges; otherwise the section as it is.
  const found = await readRows(
    async () => {
      const [row] = await db
        .select({
          section: sections,
          drafted: sql<boolean>`exists (select 1 from ${pageDrafts} where ${pageDrafts.pageId} = ${sections.pageId} and ${pageDrafts.locale} = ${sections.locale})`,
        })
        .from(sections)
        .where(and(bySlug, publicSection(db, now)));
      if (!row || row.drafted) {
        const published = await publishedContainer(db, slug, locale);
        if (published)
          return {
            section: published.section,
            keys: [ownerKey({ pageId: published.pageId }), ...(published.section ? [sectionKey(published.section.id)] : [])],
          };
      }
      if (!row) return { section: null, keys: null };
      const [section] = await withModules(db, [row.section]);
      return { section, keys: [sectionKey(section.id)] };
    },
    (result) => result.keys,
  );
  return found.section;
}

export async function getNav(db: Database, locale: Locale): Promise<Nav> {
  // Only the pages of the menu and the footer, and only the columns they show: a site with
  // thousands of pages builds its navigation from a few rows.
  const rows = await db
    .select({
      page: {
        id: pages.id,
        parentId: pages.parentId,
        inMenu: pages.inMenu,
        inFooter: pages.inFooter,
        highlighted: pages.highlighted,
        isClickable: pages.isClickable,
      },
      translation: { title: pageTranslations.title, path: pageTranslations.path },
    })
    .from(pages)
    .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)))
    .where(and(publicPage(), or(eq(pages.inMenu, true), eq(pages.inFooter, true))))
    .orderBy(asc(pages.position), asc(pages.id));

  const item = (row: (typeof rows)[number]): NavItem => ({
    id: row.page.id,
    title: row.translation.title,
    url: pageUrl(locale, row.translation.path),
    highlighted: row.page.highlighted,
    is_clickable: row.page.isClickable,
    children: [],
  });
  const menuItems = new Map<number, NavItem>();
  for (const row of rows) if (row.page.inMenu) menuItems.set(row.page.id, item(row));
  const menu: NavItem[] = [];
  for (const row of rows) {
    const node = menuItems.get(row.page.id);
    if (!node) continue;
    const parent = row.page.parentId != null ? menuItems.get(row.page.parentId) : undefined;
    if (parent) parent.children.push(node);
    else menu.push(node);
  }
  const footer = rows.filter((row) => row.page.inFooter).map(item);
  return { menu, footer };
}
