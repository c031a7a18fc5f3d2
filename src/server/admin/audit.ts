/**
 * The admin's audit log (docs/admin.md): every write records who changed what (personal data only
 * as changed, without its values), and staff read a row's history or the whole log.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";
import { pagedQuery } from "../programme/common";
import { type AdminActor, allowedEntities, countOf, countSql, type Data, type Entity, entities, pageParam } from "./entities";
import type { AuditChanges } from "./pages";

export const AUDIT_PAGE_SIZE = 50;
/** The newest entries a row's history answers with. */
export const HISTORY_LIMIT = 200;

export type Changes = AuditChanges;

/** The properties a write records in the audit log: columns, relations and translations (computed ones follow from them). */
export const auditedProperties = (entity: Entity) => [...entity.columns.keys(), ...entity.relations.keys(), ...(entity.translated?.properties.keys() ?? [])];

export function changesBetween(before: Data | null, after: Data | null, properties: Iterable<string>): Changes {
  const changes: Changes = {};
  for (const property of properties) {
    const was = before ? before[property] : null;
    const is = after ? after[property] : null;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[property] = [was ?? null, is ?? null];
  }
  return changes;
}

export async function writeAudit(tx: Database, entity: Entity, id: number, action: "create" | "update" | "delete", changes: Changes, actor: AdminActor) {
  // Personal data: that it changed is kept, its values are not.
  for (const property of entity.personal) if (changes[property]) changes[property] = [null, null];
  await tx.insert(auditLog).values({ userId: actor.userId, userName: actor.userName, entity: entity.name, entityId: id, action, changes });
}

/** Writes an audit entry of any entity in the transaction (what a write hook did to other rows). */
export const auditWriter = (tx: Database, actor: AdminActor) => async (name: string, id: number, action: "create" | "update" | "delete", changes: Changes) => {
  const entity = entities.get(name);
  if (!entity) throw new Error(`audit: unknown entity ${name}`);
  await writeAudit(tx, entity, id, action, changes, actor);
};

type AuditRow = typeof auditLog.$inferSelect;

const auditEntry = (row: AuditRow) => ({
  id: row.id,
  at: row.at.toISOString(),
  // The name at the time of the change; the id is null once the account is gone.
  user: row.userName,
  user_id: row.userId,
  entity: row.entity,
  entity_id: row.entityId,
  action: row.action,
  changes: row.changes,
});

/** The row's audit entries, newest first (also after it was deleted). */
export async function history(db: Database, entity: Entity, id: number) {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity.name), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  return {
    results: rows.map((row) => {
      const { entity: _entity, entity_id: _id, ...entry } = auditEntry(row);
      return entry;
    }),
  };
}

/** The whole log, newest first; an editor sees the entries of the entities they may open. */
export async function audit(db: Database, pageQuery: string | undefined, actor: AdminActor) {
  const page = pageParam(pageQuery, actor.t);
  // The site notice, admissions at the door (`tickets`) and, for admins, the settings and the box
  // office's orders are audited under their own names.
  const names = [...allowedEntities(actor).map((entity) => entity.name), "notice", "tickets", ...(actor.role === "admin" ? ["settings", "orders"] : [])];
  const where = inArray(auditLog.entity, names);
  return pagedQuery(
    page,
    AUDIT_PAGE_SIZE,
    () => countOf(db.select({ count: countSql }).from(auditLog).where(where)),
    async ({ limit, offset }) =>
      (await db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset)).map(auditEntry),
  );
}
