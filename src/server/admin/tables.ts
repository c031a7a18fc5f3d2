/**
 * The drizzle tables the admin entities write to (their `x-admin.table`), and what a write to
 * some of them must also do beyond the row and its own search documents.
 */
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import {
  articles,
  articleTags,
  bookings,
  cities,
  downloadCategories,
  downloadDirectories,
  downloadFiles,
  formEntries,
  formFields,
  forms,
  genres,
  homeBlocks,
  homeProductions,
  livePeriods,
  news,
  newsletterSubscriptions,
  pages,
  pageTranslations,
  performanceInventory,
  performancePrices,
  pinboardAds,
  pressReleases,
  priceGroups,
  productionGenres,
  productions,
  redirects,
  salesTypes,
  sections,
  tags,
  users,
  venues,
  sessions,
  vouchers,
} from "../db/schema";
import type { SearchKind } from "../search/indexer";
import {
  boxOfficeComputed,
  boxOfficeDerived,
  checkInventoryWrite,
  checkPriceGroupWrite,
  checkPriceWrite,
  checkVoucherWrite,
  plansUsingPriceGroup,
} from "./box-office";
import type { AdminServerKey } from "./i18n";
import { type AuditWriter, checkPageWrite, movePagePaths } from "./pages";
import { checkRedirectWrite } from "./redirects";

export const adminTables = {
  genres,
  cities,
  tags,
  download_categories: downloadCategories,
  redirects,
  venues,
  news,
  press_releases: pressReleases,
  live_periods: livePeriods,
  users,
  productions,
  bookings,
  articles,
  download_directories: downloadDirectories,
  download_files: downloadFiles,
  home_blocks: homeBlocks,
  home_productions: homeProductions,
  pinboard_ads: pinboardAds,
  newsletter_subscriptions: newsletterSubscriptions,
  forms,
  form_fields: formFields,
  form_entries: formEntries,
  pages,
  // The box office (docs/box-office.md): what it sells, at which prices, and its vouchers.
  performance_inventory: performanceInventory,
  sales_types: salesTypes,
  price_groups: priceGroups,
  performance_prices: performancePrices,
  vouchers,
  // Translation tables of the translated columns (x-admin.translated).
  page_translations: pageTranslations,
  // Link tables of the many-to-many properties (x-admin.relations).
  production_genres: productionGenres,
  article_tags: articleTags,
} satisfies Record<string, PgTable>;

export type AdminTableName = keyof typeof adminTables;

export const isAdminTableName = (name: string): name is AdminTableName => Object.hasOwn(adminTables, name);

/** Other search documents that show a row's text: [kind, ids] to refresh after it changed. */
type Dependents = (tx: Database, id: number) => Promise<[SearchKind, number[]][]>;

const ids = async (query: Promise<{ id: number }[]>) => (await query).map((row) => row.id);

/**
 * A booking's document shows its venue and city, a venue's its city, productions and bookings
 * their genres, articles their tags.
 */
export const dependents: Partial<Record<AdminTableName, Dependents>> = {
  venues: async (tx, id) => [["booking", await ids(tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.venueId, id)))]],
  cities: async (tx, id) => {
    const venueIds = await ids(tx.select({ id: venues.id }).from(venues).where(eq(venues.cityId, id)));
    const bookingIds = venueIds.length ? await ids(tx.select({ id: bookings.id }).from(bookings).where(inArray(bookings.venueId, venueIds))) : [];
    return [
      ["venue", venueIds],
      ["booking", bookingIds],
    ];
  },
  genres: async (tx, id) => {
    const productionIds = (await tx.select({ id: productionGenres.productionId }).from(productionGenres).where(eq(productionGenres.genreId, id))).map(
      (row) => row.id,
    );
    const bookingIds = productionIds.length
      ? await ids(tx.select({ id: bookings.id }).from(bookings).where(inArray(bookings.productionId, productionIds)))
      : [];
    return [
      ["production", productionIds],
      ["booking", bookingIds],
    ];
  },
  tags: async (tx, id) => [
    ["article", (await tx.select({ id: articleTags.articleId }).from(articleTags).where(eq(articleTags.tagId, id))).map((row) => row.id)],
  ],
  // A date's document shows its production's title, artist, image and genres.
  productions: async (tx, id) => [["booking", await ids(tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.productionId, id)))]],
};

/**
 * Rows that refer to a row without a foreign key, removed with it: the page-editor bodies
 * (sections with content_type and object_id) of news items and press releases.
 */
export const onDelete: Partial<Record<AdminTableName, (tx: Database, id: number) => Promise<unknown>>> = {
  news: (tx, id) => tx.delete(sections).where(and(eq(sections.contentType, "news"), eq(sections.objectId, id))),
  press_releases: (tx, id) => tx.delete(sections).where(and(eq(sections.contentType, "press"), eq(sections.objectId, id))),
  productions: (tx, id) => tx.delete(sections).where(and(eq(sections.contentType, "production"), eq(sections.objectId, id))),
  articles: (tx, id) => tx.delete(sections).where(and(eq(sections.contentType, "article"), eq(sections.objectId, id))),
};

/**
 * Read-only properties that are no column but computed in SQL, selected, searched, sorted and
 * filtered like one: whether an ad is published or an address confirmed (for the list's
 * filter), and a line of a form entry's answers.
 */
export const computedColumns: Partial<Record<AdminTableName, Record<string, SQL>>> = {
  pinboard_ads: { is_published: sql<boolean>`(${pinboardAds.publishedAt} is not null)` },
  newsletter_subscriptions: { is_confirmed: sql<boolean>`(${newsletterSubscriptions.confirmedAt} is not null)` },
  form_entries: {
    summary: sql<string>`left(coalesce((select string_agg(e.key || ': ' || e.value, ' · ') from jsonb_each_text(${formEntries.values}) as e), ''), 300)`,
  },
  // The performance (start and production) and the labels a box-office row refers to by id.
  ...boxOfficeComputed,
};

/**
 * Rows that go with a row by ON DELETE CASCADE but must not go unnoticed: a form with entries
 * is refused (409) like a row others refer to; visitors' entries are not lost by a click.
 */
export const keptBy: Partial<Record<AdminTableName, { table: string; column: PgColumn; from: PgTable }[]>> = {
  forms: [{ table: "form_entries", column: formEntries.formId, from: formEntries }],
};

/**
 * Columns a created row needs that no schema property may set. A user made in the admin gets a
 * password hash nothing matches: it logs in once `npm run user:create` has set a password.
 */
export const insertDefaults: Partial<Record<AdminTableName, () => Record<string, unknown>>> = {
  users: () => ({ passwordHash: "!" }),
};

type Data = Record<string, unknown>;

/**
 * Field errors of a write that the entity's schema cannot say, checked in the write's
 * transaction before anything is written (pointer → message key): `id` and `before` are null
 * for a create. A page cannot become its own ancestor, nor leave or take a fixed screen's path; a
 * redirect cannot lead back to its own path (src/server/admin/redirects.ts).
 */
export const writeChecks: Partial<
  Record<AdminTableName, (tx: Database, id: number | null, data: Data, before: Data | null) => Promise<Record<string, AdminServerKey>>>
> = {
  pages: checkPageWrite,
  redirects: checkRedirectWrite,
  performance_inventory: checkInventoryWrite,
  performance_prices: checkPriceWrite,
  vouchers: checkVoucherWrite,
  price_groups: checkPriceGroupWrite,
};

/**
 * Column values a write derives from the row as it will be (after the checks, written with the
 * body): a seated performance's capacity from its plan, a voucher's code normalised.
 */
export const derived: Partial<Record<AdminTableName, (row: Data) => Data>> = boxOfficeDerived;

/**
 * Uses of a row that no foreign key knows, which refuse its delete like one (409): seat plans
 * (JSON) naming a price group by its key.
 */
export const usedBy: Partial<Record<AdminTableName, (tx: Database, row: Data) => Promise<{ table: string; count: number }[]>>> = {
  price_groups: async (tx, row) => {
    const count = await plansUsingPriceGroup(tx, String(row.key));
    return count ? [{ table: "performance_inventory", count }] : [];
  },
};

/**
 * What an update must also do once the row is written (before its audit entry): a page whose
 * path changed leaves redirects from its old addresses, its descendants' paths following; a
 * deactivated user's sessions end (re-activating the account must not bring them back).
 */
export const afterUpdate: Partial<Record<AdminTableName, (tx: Database, id: number, before: Data, after: Data, audit: AuditWriter) => Promise<void>>> = {
  pages: movePagePaths,
  users: async (tx, id, before, after) => {
    if (before.is_active === true && after.is_active === false) await tx.delete(sessions).where(eq(sessions.userId, id));
  },
};
