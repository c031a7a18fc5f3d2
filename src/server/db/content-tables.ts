/**
 * The tables a write changes a visitor's page through: each has the four triggers of
 * drizzle/0017_content_version.sql, and only reads of these are surrogate keys of a page
 * (./read-tracking.ts). A test holds this list and the triggers together
 * (src/server/content/content-version.test.ts).
 */
export const contentTables = [
  "pages",
  "page_translations",
  "sections",
  "modules",
  "redirects",
  "settings",
  "venues",
  "productions",
  "production_genres",
  "bookings",
  "genres",
  "cities",
  "tags",
  "live_periods",
  "news",
  "articles",
  "article_tags",
  "press_releases",
  "download_categories",
  "download_directories",
  "download_files",
  "home_productions",
  "home_blocks",
  "search_documents",
  "forms",
  "form_fields",
  "media",
  "pinboard_ads",
  "performance_inventory",
  "sales_types",
  "price_groups",
  "performance_prices",
] as const;

/**
 * Content tables whose writes name the surrogate keys of the rows they changed
 * (drizzle/0021_content_version_row_keys.sql): a section's owner and the section, a module's
 * section. Pages that read these tables through `readRows` carry those keys instead of the table's.
 */
export const keyedTables: readonly ContentTable[] = ["sections", "modules"];
export type ContentTable = (typeof contentTables)[number];
