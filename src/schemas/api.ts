/**
 * API contracts of the content service (spec sections 3 and 7). The server builds these shapes,
 * the content client parses them, so both transports (in-process and HTTP) agree.
 */
import { z } from "zod";

import { defaultLocale, type Locale, locales } from "../i18n/locales";
import type { SectionData } from "./generated/modules";

export { defaultLocale, type Locale, locales };
export const localeSchema = z.enum(locales);

/**
 * What a renderer sees of a module: the registry's renderers get this, so a visitor's page can
 * leave out what only the editor uses (`renderedSections` in ./tree.ts).
 */
export interface RenderedModule {
  id: number;
  slug: string;
  module: string;
  model: Record<string, unknown>;
  children: RenderedModule[];
  /** Set by the server when the stored data no longer validates against the module's schema. */
  invalid?: string[];
}

/** One module in the tree. `model` is the module's data as its JSON Schema describes it. */
export interface ModuleNode extends RenderedModule {
  parent: number | null;
  order: number;
  children: ModuleNode[];
}

export const moduleNodeSchema: z.ZodType<ModuleNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    slug: z.string(),
    module: z.string(),
    model: z.record(z.string(), z.unknown()),
    parent: z.number().int().nullable(),
    order: z.number().int(),
    children: z.array(moduleNodeSchema),
    invalid: z.array(z.string()).optional(),
  }),
);

export const columnSchema = z.object({
  index: z.number().int(),
  classes: z.string().optional(),
  children: z.array(moduleNodeSchema),
});

/**
 * A section's model: the fields of its schema (`SectionData`, generated from
 * schemas/modules/section.schema.json, which the server validates every write against), with
 * each column holding its modules.
 */
export type SectionModel = Omit<SectionData, "columns"> & { columns: Column[] };
/**
 * The transport checks the tree's structure; the section's own fields are its schema's, checked
 * by the server before they are stored, so they are not written down a second time here.
 */
const sectionModelSchema = z.object({ columns: z.array(columnSchema) }).loose() as unknown as z.ZodType<SectionModel>;

/** A section (container): the top level of a page's module tree. */
export const sectionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  module: z.literal("section"),
  model: sectionModelSchema,
  parent: z.null(),
  order: z.number().int(),
  content_type: z.string().nullable(),
  object_id: z.number().int().nullable(),
  /** Bumped by the server on every write; the editor sends it back so a stale save is refused (409). */
  revision: z.number().int().optional(),
  invalid: z.array(z.string()).optional(),
});
export type Section = z.infer<typeof sectionSchema>;
export type Column = z.infer<typeof columnSchema>;

/** What a renderer sees of a section: no order, owner or revision (the editor's bookkeeping). */
export interface RenderedSection {
  id: number;
  slug: string;
  module: "section";
  model: Omit<Section["model"], "columns"> & { columns: { index: number; classes?: string; children: RenderedModule[] }[] };
  invalid?: string[];
}

export const pageContentTypes = ["home", "default", "with-header-image"] as const;

export const pageSchema = z.object({
  id: z.number().int(),
  urls: z.object({ de: z.string().nullable(), en: z.string().nullable() }),
  content_type: z.enum(pageContentTypes),
  title: z.string(),
  headline: z.string(),
  is_online: z.boolean(),
  is_clickable: z.boolean(),
  in_menu: z.boolean(),
  in_footer: z.boolean(),
  meta_title: z.string(),
  meta_description: z.string(),
  og_title: z.string(),
  og_description: z.string(),
  og_image: z.string().nullable(),
  og_type: z.string(),
  og_image_thumbs: z.record(z.string(), z.string()),
  modules: z.array(sectionSchema),
  settings_url: z.string().nullable(),
});
export type Page = z.infer<typeof pageSchema>;

/** An item with a body of sections (a production, a news item), as a visitor's page renders it. */
export type WithRenderedSections<T extends { modules: readonly Section[] }> = Omit<T, "modules"> & { modules: RenderedSection[] };

/** The page a visitor's browser gets: without the fields only staff use (`renderedPage` in ./tree.ts). */
export type RenderedPage = Omit<Page, "modules" | "is_online" | "in_menu" | "in_footer" | "settings_url"> & {
  modules: RenderedSection[];
  /** Staff's preview of the page's draft (`?preview=draft`, docs/editor.md). */
  preview?: true;
};

export interface NavItem {
  id: number;
  title: string;
  url: string;
  highlighted: boolean;
  is_clickable: boolean;
  children: NavItem[];
}
export const navItemSchema: z.ZodType<NavItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    url: z.string(),
    highlighted: z.boolean(),
    is_clickable: z.boolean(),
    children: z.array(navItemSchema),
  }),
);
export const navSchema = z.object({ menu: z.array(navItemSchema), footer: z.array(navItemSchema) });
export type Nav = z.infer<typeof navSchema>;

export const siteVersions = ["final", "interim"] as const;
export const settingsSchema = z.object({
  VERSION: z.enum(siteVersions),
  FESTIVAL_DATES: z.object({ de: z.string(), en: z.string() }),
  TAG_MANAGER_ID: z.string().nullable(),
  /**
   * The external ticket shop as stored in the admin (null: none stored). The site links to
   * TICKET_SHOP_URL of the environment when set, else to this, else to the default (docs/admin.md).
   * Optional in the answer, so a content service from before it still parses.
   */
  TICKET_SHOP_URL: z.string().nullable().default(null),
});
export type Settings = z.infer<typeof settingsSchema>;

export const redirectSchema = z.object({ old_path: z.string(), new_path: z.string() });
export type Redirect = z.infer<typeof redirectSchema>;
export const redirectListSchema = z.array(redirectSchema);
export const redirectTargetSchema = z.object({ new_path: z.string() });

export const apiErrorSchema = z.object({ status: z.number().int(), message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The logged-in user (spec section 3): GET /{locale}/pageeditor-api/user. */
export const staffUserSchema = z.object({
  email: z.string(),
  username: z.string(),
  admin_menus: z.array(z.string()),
  /** editor or admin (docs/admin.md). */
  role: z.enum(["editor", "admin"]),
});
export type StaffUser = z.infer<typeof staffUserSchema>;
