/**
 * The site settings and the site notice as the admin edits them (docs/admin.md, Settings and
 * notice): each is one JSON Schema (schemas/settings.schema.json, schemas/notice.schema.json)
 * the form is generated from and every write is validated against with Ajv, stored as rows of
 * `settings`, written in one transaction with its audit row (entity `settings` or `notice`,
 * entity_id 0: there is one of each).
 */
import type { ValidateFunction } from "ajv";
import { desc, eq } from "drizzle-orm";
import noticeSchemaJson from "../../../schemas/notice.schema.json";
import settingsSchemaJson from "../../../schemas/settings.schema.json";
import type { Settings } from "../../schemas/api";
import type { StoredNotice } from "../../schemas/notice";
import { clearNotice, readStoredNotice, setNotice } from "../content/notice";
import { getSettings } from "../content/site";
import { createSchemaAjv } from "../content/validate";
import type { Database } from "../db/client";
import { auditLog, settings } from "../db/schema";
import { fieldMessage, fieldPointer } from "./crud";
import type { AdminServerTranslate } from "./i18n";

export const settingsFormSchema = settingsSchemaJson as unknown as Record<string, unknown>;
export const noticeFormSchema = noticeSchemaJson as unknown as Record<string, unknown>;

const ajv = createSchemaAjv();
const validateSettings = ajv.compile(settingsFormSchema);
const validateNotice = ajv.compile(noticeFormSchema);

/** The audit log's entity names and row id of the two (one of each, so no id of their own). */
export const SETTINGS_ENTITY = "settings";
export const NOTICE_ENTITY = "notice";
const SINGLE_ID = 0;
const HISTORY_LIMIT = 50;

export interface SettingsForm {
  VERSION: Settings["VERSION"];
  FESTIVAL_DATES_de: string;
  FESTIVAL_DATES_en: string;
  TAG_MANAGER_ID: string | null;
  TICKET_SHOP_URL: string | null;
}

/** The settings the environment can override (server/main.ts `settingsOverrides`). */
export const overridableSettings = ["VERSION", "TAG_MANAGER_ID", "TICKET_SHOP_URL"] as const;

export interface NoticeForm {
  text_de: string;
  text_en: string;
  url: string;
  level: StoredNotice["level"];
  ends_at: string | null;
}

export interface Actor {
  userId: number;
  userName: string;
  t: AdminServerTranslate;
}

export type FieldErrors = Record<string, string[]>;

/** A write the admin refuses: 400 with field errors, 404 when there is nothing to remove. */
export class SiteSettingsError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

function fieldErrors(validate: ValidateFunction, data: unknown, t: AdminServerTranslate): FieldErrors | null {
  if (validate(data)) return null;
  const errors: FieldErrors = {};
  for (const error of validate.errors ?? []) {
    // The messages and pointers of the entity calls (src/server/admin/crud.ts).
    const pointer = fieldPointer(error);
    const message = fieldMessage(error, t);
    errors[pointer] ??= [];
    if (!errors[pointer].includes(message)) errors[pointer].push(message);
  }
  return errors;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The body with the defaults of fields a form leaves out when empty (rjsf drops empty inputs). */
function withDefaults(body: unknown, defaults: Record<string, unknown>, nullable: readonly string[]): unknown {
  if (!isObject(body)) return body;
  const next: Record<string, unknown> = { ...defaults, ...body };
  for (const name of nullable) if (next[name] === "" || next[name] === undefined) next[name] = null;
  return next;
}

function changesBetween<T extends object>(before: T | null, after: T | null, names: readonly (keyof T & string)[]): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const name of names) {
    const a = before ? before[name] : null;
    const b = after ? after[name] : null;
    if (JSON.stringify(a ?? null) !== JSON.stringify(b ?? null)) changes[name] = [a ?? null, b ?? null];
  }
  return changes;
}

async function writeAudit(db: Database, entity: string, action: "create" | "update" | "delete", changes: Record<string, [unknown, unknown]>, actor: Actor) {
  await db.insert(auditLog).values({ userId: actor.userId, userName: actor.userName, entity, entityId: SINGLE_ID, action, changes });
}

/** The newest changes of the settings or the notice, as an entry's history (docs/admin.md). */
export async function historyOf(db: Database, entity: string) {
  const rows = await db.select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(HISTORY_LIMIT);
  return rows.map((row) => ({ id: row.id, at: row.at.toISOString(), user: row.userName, action: row.action, changes: row.changes }));
}

// Settings ------------------------------------------------------------------------------------

const settingsNames = [
  "VERSION",
  "FESTIVAL_DATES_de",
  "FESTIVAL_DATES_en",
  "TAG_MANAGER_ID",
  "TICKET_SHOP_URL",
] as const satisfies readonly (keyof SettingsForm)[];

/** The stored settings (defaults where none is stored), as the form edits them. */
export async function readSettingsForm(db: Database): Promise<SettingsForm> {
  const stored = await getSettings(db);
  return {
    VERSION: stored.VERSION,
    FESTIVAL_DATES_de: stored.FESTIVAL_DATES.de,
    FESTIVAL_DATES_en: stored.FESTIVAL_DATES.en,
    TAG_MANAGER_ID: stored.TAG_MANAGER_ID,
    TICKET_SHOP_URL: stored.TICKET_SHOP_URL,
  };
}

/**
 * PUT: the whole settings. The dates left out are empty; the tag manager and the ticket shop
 * left out, empty or null are removed (the environment's or the default applies). A save that
 * changes nothing writes no audit entry.
 */
export async function writeSettings(db: Database, body: unknown, actor: Actor): Promise<SettingsForm> {
  const data = withDefaults(body, { FESTIVAL_DATES_de: "", FESTIVAL_DATES_en: "" }, ["TAG_MANAGER_ID", "TICKET_SHOP_URL"]);
  const errors = fieldErrors(validateSettings, data, actor.t);
  if (errors) throw new SiteSettingsError(400, actor.t("admin.invalid"), errors);
  const next = data as SettingsForm;
  const rows: Record<string, unknown> = {
    VERSION: next.VERSION,
    FESTIVAL_DATES: { de: next.FESTIVAL_DATES_de, en: next.FESTIVAL_DATES_en },
    TAG_MANAGER_ID: next.TAG_MANAGER_ID,
    TICKET_SHOP_URL: next.TICKET_SHOP_URL,
  };
  return db.transaction(async (tx) => {
    const before = await readSettingsForm(tx);
    for (const [key, value] of Object.entries(rows)) {
      if (value === null) await tx.delete(settings).where(eq(settings.key, key));
      else await tx.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
    }
    const after = await readSettingsForm(tx);
    const changes = changesBetween(before, after, settingsNames);
    if (Object.keys(changes).length) await writeAudit(tx, SETTINGS_ENTITY, "update", changes, actor);
    return after;
  });
}

/** The stored settings the environment overrides: the effective value differs from the stored one. */
export function overriddenSettings(stored: SettingsForm, effective: Settings): string[] {
  return overridableSettings.filter((name) => (stored[name] ?? null) !== (effective[name] ?? null));
}

// Notice --------------------------------------------------------------------------------------

const noticeNames = ["text_de", "text_en", "url", "level", "ends_at"] as const satisfies readonly (keyof NoticeForm)[];

const noticeForm = (stored: StoredNotice): NoticeForm => ({
  text_de: stored.text_de,
  text_en: stored.text_en,
  url: stored.url ?? "",
  level: stored.level,
  ends_at: stored.ends_at ?? null,
});

export interface NoticeAnswer {
  /** The notice's fields, or null when there is none. */
  data: NoticeForm | null;
  /** What a visitor's "closed" remembers: new with every saved change. */
  id: string | null;
  updated_at: string | null;
}

const noticeAnswer = (stored: StoredNotice | null): NoticeAnswer =>
  stored ? { data: noticeForm(stored), id: stored.id, updated_at: stored.updated_at } : { data: null, id: null, updated_at: null };

export async function readNoticeForm(db: Database): Promise<NoticeAnswer> {
  return noticeAnswer(await readStoredNotice(db));
}

/**
 * PUT: sets the notice (link, kind and end optional). A change gives it a new id, so visitors
 * who closed the old one see it; a save that changes nothing keeps the id and writes no audit entry.
 */
export async function writeNotice(db: Database, body: unknown, actor: Actor): Promise<NoticeAnswer> {
  const data = withDefaults(body, { url: "", level: "info" }, ["ends_at"]);
  const errors = fieldErrors(validateNotice, data, actor.t);
  if (errors) throw new SiteSettingsError(400, actor.t("admin.invalid"), errors);
  return db.transaction(async (tx) => {
    const stored = await readStoredNotice(tx);
    const before = stored ? noticeForm(stored) : null;
    const changes = changesBetween(before, data as NoticeForm, noticeNames);
    if (stored && !Object.keys(changes).length) return noticeAnswer(stored);
    // The same rules once more (src/schemas/notice.ts): the visitors' reader relies on them.
    const saved = await setNotice(tx, data);
    await writeAudit(tx, NOTICE_ENTITY, stored ? "update" : "create", changesBetween(before, noticeForm(saved), noticeNames), actor);
    return noticeAnswer(saved);
  });
}

/** DELETE: removes the notice; 404 when there is none. */
export async function removeNotice(db: Database, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await readStoredNotice(tx);
    if (!stored) throw new SiteSettingsError(404, actor.t("admin.notice.none"));
    await clearNotice(tx);
    await writeAudit(tx, NOTICE_ENTITY, "delete", changesBetween(noticeForm(stored), null, noticeNames), actor);
  });
}
