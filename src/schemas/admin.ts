/**
 * The admin calls' answers (docs/admin.md), parsed by both transports of the admin client. The
 * entity schemas themselves are JSON Schemas (schemas/admin/); here they are opaque objects.
 */
import { z } from "zod";
import { entityDraftStatusSchema, pagePublicationSchema } from "./drafts";

const localised = z.object({ de: z.string(), en: z.string() });

export const adminEntitySchema = z.object({
  name: z.string(),
  title: localised,
  role: z.enum(["editor", "admin"]),
  count: z.number().int().nonnegative().optional(),
});
export type AdminEntity = z.infer<typeof adminEntitySchema>;

export const adminEntitiesSchema = z.object({ results: z.array(adminEntitySchema) });

export const adminRowSchema = z.object({ id: z.number().int() }).catchall(z.unknown());
export type AdminRow = z.infer<typeof adminRowSchema>;

export const adminListSchema = z.object({
  count: z.number().int().nonnegative(),
  next: z.number().int().nullable(),
  previous: z.number().int().nullable(),
  results: z.array(adminRowSchema),
});
export type AdminList = z.infer<typeof adminListSchema>;

/** `x-admin` of an entity schema, as far as the screens read it. */
export const adminMetaSchema = z.object({
  table: z.string(),
  role: z.enum(["editor", "admin"]),
  title: localised,
  list: z.array(z.string()).min(1),
  search: z.array(z.string()).default([]),
  sort: z.array(z.string()).default([]),
  filters: z.array(z.string()).default([]),
  translations: z.array(z.tuple([z.string(), z.string()])).default([]),
  reindex: z.string().optional(),
  actions: z.array(z.object({ name: z.string(), title: localised, confirm: localised.optional() })).default([]),
  links: z.array(z.object({ on: z.enum(["list", "entry"]), title: localised, href: z.string() })).default([]),
  /** The writes staff may make; all three when absent (docs/admin.md). */
  writes: z.array(z.enum(["create", "update", "delete"])).default(["create", "update", "delete"]),
  /** Ordering rules between two dates (src/lib/order-rules.ts), which the form checks before it sends. */
  order: z.array(z.object({ before: z.string(), after: z.string(), equal: z.boolean().optional() })).default([]),
  /** Sections of a long form (docs/admin.md, "Sections"), each with its properties in order. */
  groups: z.array(z.object({ name: z.string(), fields: z.array(z.string()) })).default([]),
});
export type AdminMeta = z.infer<typeof adminMetaSchema>;

export const adminEntitySchemaAnswer = z.object({
  name: z.string(),
  title: localised,
  role: z.enum(["editor", "admin"]),
  schema: z.looseObject({ properties: z.record(z.string(), z.looseObject({})), "x-admin": adminMetaSchema }),
});
export type AdminEntitySchemaAnswer = z.infer<typeof adminEntitySchemaAnswer>;

export const adminItemSchema = z.object({
  id: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  /** A page's draft and schedule, when it has one (docs/editor.md, "Drafts and scheduled publishing"). */
  publication: pagePublicationSchema.optional(),
  /** A record's draft, when it has one (docs/admin.md, "Drafts of records"). */
  draft: entityDraftStatusSchema.optional(),
});
export type AdminItem = z.infer<typeof adminItemSchema>;

export const adminHistorySchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      user: z.string().nullable(),
      /** A write, or a user action that changed no column (docs/admin.md, Users; docs/staff.md, Two-factor login). */
      action: z.enum(["create", "update", "delete", "invite", "reset-password", "two-factor-on", "two-factor-off", "recovery-code-used", "recovery-codes-new"]),
      changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
    }),
  ),
});
export type AdminHistory = z.infer<typeof adminHistorySchema>["results"];

const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user: z.string().nullable(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  action: z.string(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
});
export const adminAuditSchema = z.object({
  count: z.number().int().nonnegative(),
  next: z.number().int().nullable(),
  previous: z.number().int().nullable(),
  results: z.array(auditEntrySchema),
});
export type AdminAudit = z.infer<typeof adminAuditSchema>;

export const adminNotFoundSchema = z.object({
  count: z.number().int().nonnegative(),
  next: z.number().int().nullable(),
  previous: z.number().int().nullable(),
  results: z.array(z.object({ path: z.string(), hits: z.number().int(), first_seen: z.string(), last_seen: z.string(), referrer: z.string().nullable() })),
});
export type AdminNotFound = z.infer<typeof adminNotFoundSchema>;

/** Choices for a reference field (`x-ref`): `GET {entity}/options/?q=&ids=`. */
export const adminOptionsSchema = z.object({ results: z.array(z.object({ id: z.number().int(), label: z.string() })) });
export type AdminOption = z.infer<typeof adminOptionsSchema>["results"][number];

export interface AdminListQuery {
  page: number;
  q?: string;
  sort?: string;
  dir?: "asc" | "desc";
  filters?: Record<string, string>;
}
