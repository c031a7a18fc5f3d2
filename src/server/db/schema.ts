/**
 * Database schema (Drizzle). Migrations are generated from this file by `npm run db:generate`
 * into drizzle/ and committed; the server applies them at start-up.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  type ExtraConfigColumn,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
  (t) => [uniqueIndex("page_translations_locale_path_uq").on(t.locale, t.path), uniqueIndex("page_translations_page_locale_uq").on(t.pageId, t.locale)],
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
  (t) => [
    index("sections_page_idx").on(t.pageId, t.locale, t.position),
    // Bodies of productions, news, articles and press releases (content_type + object_id).
    index("sections_object_idx").on(t.contentType, t.objectId, t.locale, t.position),
  ],
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

/**
 * Requests below /de and /en that found nothing (docs/admin.md, "404 log"): one row per path in
 * its redirect form, counted, so staff see the most requested missing paths and can send them
 * somewhere with a redirect.
 */
export const notFoundLog = pgTable(
  "not_found_log",
  {
    path: text("path").primaryKey(),
    hits: integer("hits").notNull().default(1),
    firstSeen: timestamp("first_seen", { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp("last_seen", { withTimezone: true }).notNull().defaultNow(),
    /** The last referring page, when the browser sent one (a broken link on another site, say). */
    referrer: text("referrer"),
  },
  (t) => [index("not_found_log_hits_idx").on(t.hits), index("not_found_log_last_seen_idx").on(t.lastSeen)],
);

export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});

/**
 * Newsletter sign-ups (spec: Newsletter model; docs/mail.md). Double opt-in: a row starts
 * unconfirmed; following the signed link in the confirmation mail sets confirmed_at. Only
 * confirmed rows are subscribers. Unsubscribing deletes the row.
 */
export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  locale: text("locale").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** When the last confirmation mail was queued: a repeated sign-up re-sends at most once per interval. */
  confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
});

/**
 * Every outgoing mail (docs/mail.md), written in the transaction of whatever caused it and sent
 * by the mail worker. Status: pending (waiting for its next attempt), sending (claimed by a
 * worker until claimed_until), sent, failed (gave up after the last attempt), held (no
 * SMTP_URL: kept for the admins' mail viewer, never sent). purgeOutbox empties and deletes old
 * rows (src/server/mail/retention.ts).
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    /** What the mail is, e.g. newsletter.confirm. */
    kind: text("kind").notNull(),
    locale: text("locale").notNull(),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Extra headers, e.g. List-Unsubscribe: { name: value }. */
    headers: jsonb("headers").notNull().default(sql`'{}'::jsonb`),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text("claimed_by"),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * Bearer tokens in the bodies (a password link's): null, or the strings to cut out of text,
     * HTML and headers once the mail was sent or failed, or at secrets_expire_at at the latest.
     */
    secrets: jsonb("secrets").$type<string[]>(),
    secretsExpireAt: timestamp("secrets_expire_at", { withTimezone: true }),
    /**
     * Attachments as descriptors, rendered by the worker at send time (docs/mail.md, Attachments):
     * `[{ kind, ref, filename, contentType }]`, never the bytes.
     */
    attachments: jsonb("attachments").$type<{ kind: string; ref: string; filename: string; contentType: string }[]>().notNull().default(sql`'[]'::jsonb`),
    /** A mail queued once per key (an order's confirmation): a second enqueue with the key is a no-op. */
    onceKey: text("once_key"),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    uniqueIndex("mail_outbox_once_key_idx").on(t.onceKey),
    index("mail_outbox_created_idx").on(t.createdAt, t.id),
    index("mail_outbox_secrets_idx").on(t.secretsExpireAt).where(sql`${t.secrets} is not null`),
  ],
);

/** Fixed-window counters for rate limits (src/server/api/rate-limit.ts), keyed e.g. by action and IP. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/**
 * Failed logins of one account name (as typed, lower-case; it need not exist) from one client
 * address (src/server/auth/login-throttle.ts): the pair may try again from `next_attempt_at`. A
 * row is forgotten a day after its last failure and at the pair's next successful login.
 */
export const loginThrottles = pgTable(
  "login_throttles",
  {
    account: text("account").notNull(),
    address: text("address").notNull(),
    failures: integer("failures").notNull(),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.account, t.address] }), index("login_throttles_last_failure_idx").on(t.lastFailureAt)],
);

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
  /** editor (content) or admin (also users and settings); docs/admin.md. */
  role: text("role").notNull().default("editor"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  /**
   * The TOTP secret of two-factor login (src/server/auth/two-factor.ts), encrypted with a key
   * derived from the server secret; set at enrolment, in use once `totp_enabled_at` is set.
   */
  totpSecret: text("totp_secret"),
  totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
  /** The time step of the last code accepted: no code of it or before is taken again. */
  totpLastStep: integer("totp_last_step"),
});

/** Single-use recovery codes of two-factor login, as HMACs under the server secret; a used one is deleted. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * Every create, update and delete made in the staff admin (docs/admin.md), written in the write's
 * transaction: who (id, and the name at the time, kept when the account goes), which row, and the
 * changed columns as { column: [before, after] }.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    userName: text("user_name").notNull(),
    /** The admin entity name (schemas/admin/<entity>.schema.json). */
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    /** create, update or delete. */
    action: text("action").notNull(),
    changes: jsonb("changes").$type<Record<string, [unknown, unknown]>>().notNull(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entity, t.entityId, t.at), index("audit_log_at_id_idx").on(t.at, t.id)],
);

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
    /**
     * What it changed against the revision before it (DiffSummary of src/lib/version-diff.ts),
     * computed when it is written; null for a page's first revision, and for one written before
     * drizzle/0034 until the versions list has computed it once.
     */
    changes: jsonb("changes"),
  },
  (t) => [index("page_revisions_page_idx").on(t.pageId, t.locale, t.id)],
);

/**
 * A page's draft in one language (docs/editor.md, "Drafts and scheduled publishing"): while it
 * exists, the page's sections and modules in that language are the working copy staff edit, and
 * visitors, the search index and the containers API get `published`, the tree (Section[]) as it
 * was when the draft began. Publishing deletes the row; discarding puts `published` back.
 */
export const pageDrafts = pgTable(
  "page_drafts",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    published: jsonb("published").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("page_drafts_page_locale_idx").on(t.pageId, t.locale)],
);

/**
 * Drafts of admin entities' rows (docs/admin.md, "Drafts of records"): the edit screen's values
 * saved as a working copy while visitors keep the live row. `data` is the row's data as the draft
 * has it (validated as a save would be), `base` the live row's data when the draft began: a
 * publication refuses (409) when the live row no longer has it.
 */
export const entityDrafts = pgTable(
  "entity_drafts",
  {
    id: serial("id").primaryKey(),
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    data: jsonb("data").notNull(),
    base: jsonb("base").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("entity_drafts_entity_idx").on(t.entity, t.entityId)],
);

/**
 * Scheduled publications (docs/editor.md): publish a page's draft or an entity row's draft ("publish-draft"), take a page or row online or offline, at
 * `run_at`. Every serving process claims due rows with `FOR UPDATE SKIP LOCKED` and does the
 * work in the same transaction that sets `done_at`, so each runs exactly once.
 */
export const publicationJobs = pgTable(
  "publication_jobs",
  {
    id: serial("id").primaryKey(),
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    /** The draft's language for "publish"; "" for "unpublish", which takes the whole page offline. */
    locale: text("locale").notNull(),
    action: text("action").notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    /** "done", or why it was skipped ("no-draft", "gone"). */
    outcome: text("outcome"),
  },
  (t) => [
    index("publication_jobs_due_idx").on(t.runAt).where(sql`${t.doneAt} IS NULL`),
    index("publication_jobs_entity_idx").on(t.entity, t.entityId),
    check("publication_jobs_action_check", sql`${t.action} IN ('publish', 'unpublish', 'publish-draft')`),
  ],
);

/**
 * The staff admin's list search (docs/admin.md, "Lists with 10,000 rows"): `ILIKE '%term%'` on
 * each of the entity's `search` columns, OR-ed. One trigram index over those columns lets every
 * condition be a bitmap scan of it; without it each search reads every row, and ILIKE on
 * PGlite costs about 0.5 µs per value. No fast update, as for the site search's GIN indexes:
 * PGlite never flushes a pending list.
 */
const adminSearchIndex = (name: string, [first, ...more]: [ExtraConfigColumn, ...ExtraConfigColumn[]]) =>
  index(name)
    .using("gin", first.op("gin_trgm_ops"), ...more.map((column) => column.op("gin_trgm_ops")))
    .with({ fastupdate: false });

/* ---------------------------------------------------------------------------------------------
 * Festival programme and editorial content (docs/programme.md). Every visitor-facing text has a
 * German and an English column; slugs are per language, ids are shared.
 * ------------------------------------------------------------------------------------------- */

/** Genres, cities, magazine tags and download categories: a slug and a name per language. */
const termColumns = () => ({
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  nameDe: text("name_de").notNull(),
  nameEn: text("name_en").notNull(),
  position: integer("position").notNull().default(0),
});

export const genres = pgTable("genres", termColumns());
export const cities = pgTable("cities", termColumns());
export const tags = pgTable("tags", termColumns());
export const downloadCategories = pgTable("download_categories", termColumns());

/** Slugs and titles in both languages, the columns every programme entity has. */
const localisedColumns = () => ({
  id: serial("id").primaryKey(),
  slugDe: text("slug_de").notNull(),
  slugEn: text("slug_en").notNull(),
  titleDe: text("title_de").notNull(),
  titleEn: text("title_en").notNull(),
  isOnline: boolean("is_online").notNull().default(true),
  image: text("image"),
  imageAltDe: text("image_alt_de").notNull().default(""),
  imageAltEn: text("image_alt_en").notNull().default(""),
});

export const venues = pgTable(
  "venues",
  {
    ...localisedColumns(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    street: text("street").notNull(),
    postalCode: text("postal_code").notNull(),
    country: text("country").notNull().default("DE"),
    latitude: integer("latitude_e6"),
    longitude: integer("longitude_e6"),
    website: text("website"),
    descriptionDe: text("description_de").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    accessibilityDe: text("accessibility_de").notNull().default(""),
    accessibilityEn: text("accessibility_en").notNull().default(""),
  },
  (t) => [index("venues_city_idx").on(t.cityId), index("venues_title_de_idx").on(t.titleDe)],
);

export const productions = pgTable(
  "productions",
  {
    ...localisedColumns(),
    subtitleDe: text("subtitle_de").notNull().default(""),
    subtitleEn: text("subtitle_en").notNull().default(""),
    artist: text("artist").notNull().default(""),
    teaserDe: text("teaser_de").notNull().default(""),
    teaserEn: text("teaser_en").notNull().default(""),
    descriptionDe: text("description_de").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    durationMinutes: integer("duration_minutes"),
    languageNoteDe: text("language_note_de").notNull().default(""),
    languageNoteEn: text("language_note_en").notNull().default(""),
    ageNoteDe: text("age_note_de").notNull().default(""),
    ageNoteEn: text("age_note_en").notNull().default(""),
    /** Further images: [{ path, alt_de, alt_en }]. */
    images: jsonb("images").notNull().default(sql`'[]'::jsonb`),
    /** [{ role_de, role_en, name }] in order. */
    credits: jsonb("credits").notNull().default(sql`'[]'::jsonb`),
    position: integer("position").notNull().default(0),
  },
  // The admin's list sorts by title and searches (docs/admin.md: lists stay fast with 10,000 rows).
  (t) => [
    index("productions_position_idx").on(t.position, t.id),
    index("productions_title_de_idx").on(t.titleDe, t.id),
    adminSearchIndex("productions_admin_search_idx", [t.titleDe, t.titleEn, t.artist, t.slugDe, t.slugEn]),
  ],
);

export const productionGenres = pgTable(
  "production_genres",
  {
    productionId: integer("production_id")
      .notNull()
      .references(() => productions.id, { onDelete: "cascade" }),
    genreId: integer("genre_id")
      .notNull()
      .references(() => genres.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("production_genres_pk").on(t.productionId, t.genreId), index("production_genres_genre_idx").on(t.genreId)],
);

/** Events (spec: bookings): one date of a production at a venue. */
export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    productionId: integer("production_id")
      .notNull()
      .references(() => productions.id, { onDelete: "cascade" }),
    venueId: integer("venue_id")
      .notNull()
      .references(() => venues.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** performance, durational or exhibition. */
    kind: text("kind").notNull().default("performance"),
    /** scheduled, cancelled or postponed. */
    status: text("status").notNull().default("scheduled"),
    isPremiere: boolean("is_premiere").notNull().default(false),
    ticketsAvailable: boolean("tickets_available").notNull().default(true),
    ticketUrl: text("ticket_url"),
    noteDe: text("note_de").notNull().default(""),
    noteEn: text("note_en").notNull().default(""),
    isOnline: boolean("is_online").notNull().default(true),
  },
  (t) => [
    index("bookings_start_idx").on(t.startsAt, t.id),
    // The content version's next scheduled change looks up the next end of a date (content-version.ts).
    index("bookings_end_idx").on(t.endsAt),
    index("bookings_production_idx").on(t.productionId, t.startsAt),
    index("bookings_venue_idx").on(t.venueId, t.startsAt),
    adminSearchIndex("bookings_admin_search_idx", [t.noteDe, t.noteEn, t.ticketUrl]),
  ],
);

export const livePeriods = pgTable("live_periods", {
  id: serial("id").primaryKey(),
  titleDe: text("title_de").notNull(),
  titleEn: text("title_en").notNull(),
  dateFrom: text("date_from").notNull(),
  dateTo: text("date_to").notNull(),
});

/** News, magazine articles and press releases share their shape; their bodies are sections. */
const editorialColumns = () => ({
  ...localisedColumns(),
  teaserDe: text("teaser_de").notNull().default(""),
  teaserEn: text("teaser_en").notNull().default(""),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
});

export const news = pgTable("news", editorialColumns(), (t) => [
  index("news_published_idx").on(t.publishedAt, t.id),
  adminSearchIndex("news_admin_search_idx", [t.titleDe, t.titleEn, t.slugDe, t.slugEn]),
]);

export const articles = pgTable("articles", { ...editorialColumns(), author: text("author").notNull().default("") }, (t) => [
  index("articles_published_idx").on(t.publishedAt, t.id),
  adminSearchIndex("articles_admin_search_idx", [t.titleDe, t.titleEn, t.author, t.slugDe, t.slugEn]),
]);

export const articleTags = pgTable(
  "article_tags",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("article_tags_pk").on(t.articleId, t.tagId), index("article_tags_tag_idx").on(t.tagId)],
);

export const pressReleases = pgTable("press_releases", editorialColumns(), (t) => [index("press_releases_published_idx").on(t.publishedAt, t.id)]);

export const downloadDirectories = pgTable(
  "download_directories",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => downloadCategories.id),
    pressReleaseId: integer("press_release_id").references(() => pressReleases.id, { onDelete: "cascade" }),
    nameDe: text("name_de").notNull(),
    nameEn: text("name_en").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("download_directories_press_idx").on(t.pressReleaseId)],
);

export const downloadFiles = pgTable(
  "download_files",
  {
    id: serial("id").primaryKey(),
    directoryId: integer("directory_id")
      .notNull()
      .references(() => downloadDirectories.id, { onDelete: "cascade" }),
    titleDe: text("title_de").notNull(),
    titleEn: text("title_en").notNull(),
    /** Path in the media library. */
    file: text("file").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("download_files_directory_idx").on(t.directoryId, t.position)],
);

/** Home blocks (spec: home elements, hero, big teaser, small teaser); `kind` says which list. */
export const homeBlocks = pgTable(
  "home_blocks",
  {
    id: serial("id").primaryKey(),
    /** element, hero, big or small. */
    kind: text("kind").notNull(),
    position: integer("position").notNull().default(0),
    isOnline: boolean("is_online").notNull().default(true),
    prelineDe: text("preline_de").notNull().default(""),
    prelineEn: text("preline_en").notNull().default(""),
    headlineDe: text("headline_de").notNull(),
    headlineEn: text("headline_en").notNull(),
    textDe: text("text_de").notNull().default(""),
    textEn: text("text_en").notNull().default(""),
    image: text("image"),
    imageAltDe: text("image_alt_de").notNull().default(""),
    imageAltEn: text("image_alt_en").notNull().default(""),
    linkDe: text("link_de"),
    linkEn: text("link_en"),
    linkTextDe: text("link_text_de").notNull().default(""),
    linkTextEn: text("link_text_en").notNull().default(""),
  },
  (t) => [index("home_blocks_kind_idx").on(t.kind, t.position)],
);

/** Home highlights (spec: home productions). */
export const homeProductions = pgTable("home_productions", {
  id: serial("id").primaryKey(),
  productionId: integer("production_id")
    .notNull()
    .references(() => productions.id, { onDelete: "cascade" }),
  position: integer("position").notNull().default(0),
});

/* ---------------------------------------------------------------------------------------------
 * Site search (docs/search.md): one document per searchable item and language, kept up to date
 * by src/server/search/indexer.ts inside the transaction of every content write.
 * ------------------------------------------------------------------------------------------- */

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const searchDocuments = pgTable(
  "search_documents",
  {
    id: serial("id").primaryKey(),
    /** page, production, booking, venue, news, article, press. */
    kind: text("kind").notNull(),
    refId: integer("ref_id").notNull(),
    locale: text("locale").notNull(),
    /** events (bookings) or others (everything else), the spec's two result categories. */
    category: text("category").notNull(),
    title: text("title").notNull(),
    /** A second line under the title: venue and city of a booking, a production's artist, … */
    subtitle: text("subtitle").notNull().default(""),
    body: text("body").notNull().default(""),
    url: text("url").notNull(),
    image: text("image"),
    /** A booking's start. */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    /** Hidden until then (news, articles and press releases published in the future). */
    visibleFrom: timestamp("visible_from", { withTimezone: true }),
    /** Title weighted over subtitle over body, stemmed with the document's language. */
    tsv: tsvector("tsv")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(CASE WHEN locale = 'de' THEN 'german'::regconfig ELSE 'english'::regconfig END, title), 'A') || setweight(to_tsvector(CASE WHEN locale = 'de' THEN 'german'::regconfig ELSE 'english'::regconfig END, subtitle), 'B') || setweight(to_tsvector(CASE WHEN locale = 'de' THEN 'german'::regconfig ELSE 'english'::regconfig END, body), 'C')`,
      ),
  },
  (t) => [
    uniqueIndex("search_documents_item_uq").on(t.kind, t.refId, t.locale),
    // The next search result to appear (content-version.ts); few rows have one.
    index("search_documents_visible_from_idx").on(t.visibleFrom).where(sql`visible_from IS NOT NULL`),
    // One full-text index per language and category: every search names both, so the match and
    // the filter are one index scan (a single index lost to the category's B-tree in the plan).
    // No fast update on any GIN index here: its pending list is flushed only by (auto)vacuum,
    // which PGlite never runs, so every search would read the whole unsorted list and the planner,
    // counting its pages, would pass the index by. Writes are rare; searches are not.
    ...(["de", "en"] as const).flatMap((locale) =>
      (["events", "others"] as const).map((category) =>
        index(`search_documents_tsv_${locale}_${category}_idx`)
          .using("gin", t.tsv)
          .with({ fastupdate: false })
          .where(sql.raw(`locale = '${locale}' AND category = '${category}'`)),
      ),
    ),
    // Autocomplete leaves dates out (their production stands for them): its trigram index too.
    index("search_documents_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")).with({ fastupdate: false }).where(sql`kind <> 'booking'`),
    // The similarity fallback of the events category: without it, a misspelt word compares every
    // date's title.
    index("search_documents_title_trgm_events_idx").using("gin", t.title.op("gin_trgm_ops")).with({ fastupdate: false }).where(sql`category = 'events'`),
    index("search_documents_category_idx").on(t.locale, t.category, t.startsAt),
  ],
);

/**
 * Ride-share ads of the pinboard (docs/pinboard.md). An ad is stored unpublished; the signed
 * link in its confirmation mail publishes it. `departs_at` is the moment of the ride (the form's
 * date and time read in Europe/Berlin); an ad is listed while it lies ahead. The author's email
 * is never shown: contact goes through a forwarded mail.
 */
export const pinboardAds = pgTable(
  "pinboard_ads",
  {
    id: serial("id").primaryKey(),
    /** offer | search */
    direction: text("direction").notNull(),
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    departsAt: timestamp("departs_at", { withTimezone: true }).notNull(),
    seats: integer("seats").notNull(),
    text: text("text").notNull(),
    authorName: text("author_name").notNull(),
    authorEmail: text("author_email").notNull(),
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    index("pinboard_ads_listed_idx").on(t.publishedAt, t.departsAt),
    index("pinboard_ads_departs_idx").on(t.departsAt, t.id),
    adminSearchIndex("pinboard_ads_admin_search_idx", [t.origin, t.destination, t.text, t.authorName, t.authorEmail]),
  ],
);

/* ---------------------------------------------------------------------------------------------
 * Forms (docs/forms.md): definitions with their fields, visitors' entries, and uploaded files
 * waiting to be attached to an entry.
 * ------------------------------------------------------------------------------------------- */

/** Text in both languages. */
export type LocalisedText = { de: string; en: string };

/** A form definition; title and intro per language; recipients get a mail per entry. */
export const forms = pgTable("forms", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: jsonb("title").$type<LocalisedText>().notNull(),
  intro: jsonb("intro").$type<LocalisedText>().notNull(),
  recipients: jsonb("recipients").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One field of a form; field_type is the x-field-type of a schema in schemas/form-fields/ (1–15). */
export const formFields = pgTable(
  "form_fields",
  {
    id: serial("id").primaryKey(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    slug: text("slug").notNull(),
    fieldType: integer("field_type").notNull(),
    required: boolean("required").notNull().default(false),
    visible: boolean("visible").notNull().default(true),
    label: jsonb("label").$type<LocalisedText>().notNull(),
    /** Types 5–8: the options, a stored value and its label per language. */
    choices: jsonb("choices").$type<{ value: string; label: LocalisedText }[]>().notNull().default(sql`'[]'::jsonb`),
    default: text("default").notNull().default(""),
    placeholderText: jsonb("placeholder_text").$type<LocalisedText>().notNull().default(sql`'{"de":"","en":""}'::jsonb`),
    helpText: jsonb("help_text").$type<LocalisedText>().notNull().default(sql`'{"de":"","en":""}'::jsonb`),
  },
  (t) => [uniqueIndex("form_fields_slug_uq").on(t.formId, t.slug), index("form_fields_form_idx").on(t.formId, t.position)],
);

/** A visitor's entry: field_values by field slug, validated on the way in. */
export const formEntries = pgTable(
  "form_entries",
  {
    id: serial("id").primaryKey(),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("form_entries_form_idx").on(t.formId, t.createdAt), index("form_entries_created_idx").on(t.createdAt, t.id)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * An uploaded file (POST temp-files). The answer's token is the handle an entry refers to; an
 * entry attaches it (entry_id set). Unattached files are removed after a day.
 */
export const tempFiles = pgTable(
  "temp_files",
  {
    id: serial("id").primaryKey(),
    token: text("token").notNull().unique(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
    entryId: integer("entry_id").references(() => formEntries.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("temp_files_created_idx").on(t.createdAt)],
);

/**
 * The media library's files themselves, by library path (docs/admin.md, "Media library"). They
 * live in the database so that servers on several machines share them; each server keeps local
 * copies and renditions as a cache (src/server/media/store.ts).
 */
export const mediaFiles = pgTable("media_files", {
  path: text("path").primaryKey(),
  bytes: bytea("bytes").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The media library's records (docs/admin.md, "Media library"): one row per file of
 * `media_files`, keyed by its library path (the `media-path` value modules and entities store),
 * with the texts and focal point staff give it. Files copied into the import folder by hand are
 * imported, and given a row, on listing.
 */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    /** Library path, e.g. uploads/2025/ab12….jpg or documents/2025/…pdf. */
    path: text("path").notNull().unique(),
    altDe: text("alt_de").notNull().default(""),
    altEn: text("alt_en").notNull().default(""),
    copyrightDe: text("copyright_de").notNull().default(""),
    copyrightEn: text("copyright_en").notNull().default(""),
    /** Focal point in percent of the width and height (0–100), for crops. */
    focusX: integer("focus_x").notNull().default(50),
    focusY: integer("focus_y").notNull().default(50),
    /** Pixels; null for documents. */
    width: integer("width"),
    height: integer("height"),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_created_idx").on(t.createdAt, t.id)],
);

/* ---------- Box office (issue 20, docs/box-office.md) ---------- */

/**
 * A performance's sale by the built-in box office: one row per date (booking) it sells. Free
 * seating has a capacity; seated has a seat plan (src/schemas/box-office.ts, schemas/seat-plan.schema.json)
 * and its capacity is the plan's sellable seats. Every step that reduces availability locks this
 * row (SELECT … FOR UPDATE) and checks in the same transaction (ADR 0006).
 */
export const performanceInventory = pgTable("performance_inventory", {
  /** The row's own id for the admin (docs/admin.md: every entity's rows have one); the key is the booking. */
  id: serial("id").notNull().unique(),
  bookingId: integer("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  /** free or seated. */
  seating: text("seating").notNull().default("free"),
  capacity: integer("capacity").notNull().default(0),
  seatPlan: jsonb("seat_plan"),
  saleStartsAt: timestamp("sale_starts_at", { withTimezone: true }),
  saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
  maxPerOrder: integer("max_per_order").notNull().default(10),
  /** VAT on these tickets, in basis points (700 = 7 %). */
  vatBasisPoints: integer("vat_basis_points").notNull().default(700),
});

/** Sales types: full price, reduced, festival pass, … */
export const salesTypes = pgTable("sales_types", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  labelDe: text("label_de").notNull(),
  labelEn: text("label_en").notNull(),
  position: integer("position").notNull().default(0),
});

/** Price groups (categories of seats or places): A, B, standing, … */
export const priceGroups = pgTable("price_groups", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  labelDe: text("label_de").notNull(),
  labelEn: text("label_en").notNull(),
  position: integer("position").notNull().default(0),
});

/** The price of a sales type in a price group at a performance, in cents. No row: not offered. */
export const performancePrices = pgTable(
  "performance_prices",
  {
    /** The row's own id for the admin; the key is (performance, sales type, price group). */
    id: serial("id").notNull().unique(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => performanceInventory.bookingId, { onDelete: "cascade" }),
    salesTypeId: integer("sales_type_id")
      .notNull()
      .references(() => salesTypes.id, { onDelete: "cascade" }),
    priceGroupId: integer("price_group_id")
      .notNull()
      .references(() => priceGroups.id, { onDelete: "cascade" }),
    cents: integer("cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.salesTypeId, t.priceGroupId] })],
);

/**
 * A visitor's cart: the places in it are held until `expires_at` (compared with now() in every
 * availability query: no sweeper). The visitor's cookie holds a token; only its hash is stored.
 */
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    extensions: integer("extensions").notNull().default(0),
    voucherId: integer("voucher_id").references((): AnyPgColumn => vouchers.id, { onDelete: "set null" }),
  },
  (t) => [index("carts_expires_idx").on(t.expiresAt)],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => performanceInventory.bookingId, { onDelete: "cascade" }),
    salesTypeId: integer("sales_type_id")
      .notNull()
      .references(() => salesTypes.id),
    priceGroupId: integer("price_group_id")
      .notNull()
      .references(() => priceGroups.id),
    quantity: integer("quantity").notNull(),
    seatId: text("seat_id"),
    unitCents: integer("unit_cents").notNull(),
  },
  (t) => [index("cart_items_cart_idx").on(t.cartId), index("cart_items_booking_idx").on(t.bookingId)],
);

/**
 * A seat taken by a cart (held) or an order (sold): the database's last guard against a seat sold
 * twice, whatever the code above it does. A cart's claim lapses with its cart's hold; it is
 * cleared, under the performance's lock, by the next visitor who wants the seat.
 */
export const seatClaims = pgTable(
  "seat_claims",
  {
    bookingId: integer("booking_id")
      .notNull()
      .references(() => performanceInventory.bookingId, { onDelete: "cascade" }),
    seatId: text("seat_id").notNull(),
    cartId: integer("cart_id").references(() => carts.id, { onDelete: "cascade" }),
    orderId: integer("order_id").references((): AnyPgColumn => orders.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.seatId] }), index("seat_claims_cart_idx").on(t.cartId), index("seat_claims_order_idx").on(t.orderId)],
);

/** Orders: pending (awaiting payment), paid or cancelled. Pending and paid orders take places. */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** The order's public reference (in mails and links). */
    reference: text("reference").notNull().unique(),
    /** One order for a repeated submit: the checkout form's key. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    status: text("status").notNull().default("pending"),
    email: text("email").notNull(),
    name: text("name").notNull(),
    locale: text("locale").notNull().default("de"),
    totalCents: integer("total_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Given when the order is paid, from `invoice_counter`: gap-free, in order of payment. */
    invoiceNumber: integer("invoice_number").unique(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The terms the buyer agreed to (their version) and when: the consent of the binding order. */
    termsVersion: text("terms_version").notNull().default(""),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }).notNull().defaultNow(),
    /** How the tickets reach the buyer: `print-at-home` (the PDF) or `box-office` (picked up). */
    delivery: text("delivery").notNull().default("print-at-home"),
    /** The payment method the buyer chose (src/server/box-office/payment/types.ts, PaymentMethodId). */
    paymentMethod: text("payment_method").notNull().default("box-office"),
    /**
     * The Stripe Checkout Session made for the order at the checkout (`cs_…`): "Pay now" reads it
     * by this id, and never asks Stripe to make it again (src/server/box-office/checkout.ts).
     */
    stripeSessionId: text("stripe_session_id"),
  },
  (t) => [
    index("orders_status_idx").on(t.status),
    // The customer area finds a buyer's orders by address, in any case, in one index lookup.
    index("orders_email_lower_idx").on(sql`lower(${t.email})`),
    check("orders_delivery_check", sql`${t.delivery} in ('print-at-home', 'box-office')`),
    check("orders_payment_method_check", sql`${t.paymentMethod} in ('bank-transfer', 'box-office', 'free', 'stripe')`),
  ],
);

/**
 * Payment notifications, one row per provider event: a webhook delivered three times at once is
 * one payment, because the second and third insert find the unique (provider, event id) taken.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    /** paid, failed, refunded or expired. */
    kind: text("kind").notNull(),
    amountCents: integer("amount_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payments_provider_event_idx").on(t.provider, t.eventId), index("payments_order_idx").on(t.orderId)],
);

/**
 * E-tickets: one per place of a paid order (docs/box-office-tickets.md). Its code is made from
 * its id and the server's secret, so nothing secret is stored. Admission is one conditional
 * update (`admitted_at is null`): two scanners at one door admit a ticket once.
 */
export const tickets = pgTable(
  "tickets",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => performanceInventory.bookingId),
    seatId: text("seat_id"),
    admittedAt: timestamp("admitted_at", { withTimezone: true }),
    admittedDoor: text("admitted_door"),
  },
  (t) => [index("tickets_order_idx").on(t.orderId), index("tickets_booking_idx").on(t.bookingId)],
);

/** The last invoice number given; one row, locked by the transaction that pays an order. */
export const invoiceCounter = pgTable("invoice_counter", {
  id: integer("id").primaryKey().default(1),
  last: integer("last").notNull().default(0),
});

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => performanceInventory.bookingId),
    salesTypeId: integer("sales_type_id")
      .notNull()
      .references(() => salesTypes.id),
    priceGroupId: integer("price_group_id")
      .notNull()
      .references(() => priceGroups.id),
    quantity: integer("quantity").notNull(),
    seatId: text("seat_id"),
    unitCents: integer("unit_cents").notNull(),
    voucherId: integer("voucher_id").references((): AnyPgColumn => vouchers.id, { onDelete: "set null" }),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), index("order_items_booking_idx").on(t.bookingId)],
);

/**
 * Vouchers and promotion codes. One that reserves places keeps `max_uses` places of its
 * performance out of general sale until used (pretix's "reserve quota").
 */
export const vouchers = pgTable("vouchers", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  /** percent, amount, price or free. */
  kind: text("kind").notNull(),
  /** Basis points for percent, cents for amount and price; 0 for free. */
  value: integer("value").notNull().default(0),
  bookingId: integer("booking_id").references(() => performanceInventory.bookingId, { onDelete: "cascade" }),
  salesTypeId: integer("sales_type_id").references(() => salesTypes.id, { onDelete: "cascade" }),
  maxUses: integer("max_uses"),
  validFrom: timestamp("valid_from", { withTimezone: true }),
  validUntil: timestamp("valid_until", { withTimezone: true }),
  reservesPlaces: boolean("reserves_places").notNull().default(false),
});
