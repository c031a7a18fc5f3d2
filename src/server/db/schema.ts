/**
 * Database schema (Drizzle). Migrations are generated from this file by `npm run db:generate`
 * into drizzle/ and committed; the server applies them at start-up.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull().unique(),
    parentId: integer("parent_id").references((): AnyPgColumn => pages.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    contentType: text("content_type").notNull().default("default"),
    isOnline: boolean("is_online").notNull().default(true),
    isClickable: boolean("is_clickable").notNull().default(true),
    inMenu: boolean("in_menu").notNull().default(false),
    inFooter: boolean("in_footer").notNull().default(false),
    highlighted: boolean("highlighted").notNull().default(false),
    ogType: text("og_type").notNull().default("website"),
    ogImage: text("og_image"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pages_parent_idx").on(t.parentId, t.position)],
);

/** One row per page and language: the language's path and texts. */
export const pageTranslations = pgTable(
  "page_translations",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    /** Path without the language prefix and without leading slash; "" is the home page. */
    path: text("path").notNull(),
    title: text("title").notNull(),
    headline: text("headline").notNull().default(""),
    metaTitle: text("meta_title").notNull().default(""),
    metaDescription: text("meta_description").notNull().default(""),
    ogTitle: text("og_title").notNull().default(""),
    ogDescription: text("og_description").notNull().default(""),
  },
  (t) => [
    uniqueIndex("page_translations_locale_path_uq").on(t.locale, t.path),
    uniqueIndex("page_translations_page_locale_uq").on(t.pageId, t.locale),
  ],
);

/**
 * Sections (containers). A page's module tree in one language is its sections in order; a
 * container may also stand alone (page_id null) and be addressed by slug.
 */
export const sections = pgTable(
  "sections",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    pageId: integer("page_id").references(() => pages.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    position: integer("position").notNull().default(0),
    data: jsonb("data").notNull(),
    contentType: text("content_type"),
    objectId: integer("object_id"),
    /** Bumped on every write, so a stale editor update can be refused. */
    revision: integer("revision").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sections_page_idx").on(t.pageId, t.locale, t.position)],
);

export const modules = pgTable(
  "modules",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    sectionId: integer("section_id")
      .notNull()
      .references(() => sections.id, { onDelete: "cascade" }),
    /** Column of the section layout; children of another module inherit their parent's. */
    columnIndex: integer("column_index").notNull().default(0),
    parentId: integer("parent_id").references((): AnyPgColumn => modules.id, { onDelete: "cascade" }),
    module: text("module").notNull(),
    position: integer("position").notNull().default(0),
    data: jsonb("data").notNull(),
  },
  (t) => [index("modules_section_idx").on(t.sectionId, t.columnIndex, t.position)],
);

export const redirects = pgTable("redirects", {
  id: serial("id").primaryKey(),
  oldPath: text("old_path").notNull().unique(),
  newPath: text("new_path").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
});

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});

/** Newsletter sign-ups (spec: Newsletter model). Double opt-in will set confirmed_at. */
export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  locale: text("locale").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
});

/** Fixed-window counters for rate limits (src/server/api/rate-limit.ts), keyed e.g. by action and IP. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/** Staff accounts (spec: logged-in user). Passwords are argon2id hashes (src/server/auth/passwords.ts). */
export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  /** Stored lower-case; the login compares lower-case. */
  email: text("email").notNull().unique(),
  username: text("username").notNull(),
  passwordHash: text("password_hash").notNull(),
  /** Admin areas the user may open (spec: admin_menus). */
  adminMenus: jsonb("admin_menus").notNull().default(sql`'[]'::jsonb`),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
});

/**
 * Server-side staff sessions, shared by every server instance. The cookie holds a random token;
 * only its SHA-256 is stored, so a copy of this table opens no session.
 */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * The editor's backup stacks (docs/editor.md), one per section slug: each row is the state of a
 * section before one editor write, enough to put it back (its row, its modules with their ids
 * and slugs, and the page's section order at that time), or a marker that the section did not
 * exist yet (undoing a create removes it). No foreign key to sections: a deleted section's stack
 * must outlive it. The newest 50 rows per slug are kept.
 */
export const sectionBackups = pgTable(
  "section_backups",
  {
    id: serial("id").primaryKey(),
    sectionSlug: text("section_slug").notNull(),
    pageId: integer("page_id").references(() => pages.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    snapshot: jsonb("snapshot").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("section_backups_slug_idx").on(t.sectionSlug, t.id), index("section_backups_page_idx").on(t.pageId)],
);

/**
 * Page versions: after every editor write to a page's section, the page's whole module tree in
 * that language (Section[], as the page payload has it), with its author and the action.
 */
export const pageRevisions = pgTable(
  "page_revisions",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    snapshot: jsonb("snapshot").notNull(),
  },
  (t) => [index("page_revisions_page_idx").on(t.pageId, t.locale, t.id)],
);
