/**
 * Generic create, read, update and delete of the admin entities (docs/admin.md), driven by their
 * JSON Schemas: a property is the table column of the same database name, every write is
 * validated with Ajv against the schema (compiled once, at start-up) and runs in one transaction
 * with its audit row and the refresh of the search documents that show the row. By concern:
 *
 * - entities.ts   the entities read from schemas/admin/, roles and allowed writes;
 * - listing.ts    lists with search, filters and order, and a reference field's choices;
 * - validation.ts field errors (Ajv's and the ordering rules) in the call's language;
 * - rows.ts       one row read and written, with its relations and translations;
 * - audit.ts      the audit entries of each write, a row's history and the whole log.
 */
export { type AdminActor, AdminError, entities, entityNamed, requireRole, requireWrite, schemaOf } from "./entities";
export { audit, history } from "./audit";
export { list, listEntities, options } from "./listing";
export { create, type DeleteHooks, get, remove, update } from "./rows";
export { fieldMessage, fieldPointer } from "./validation";
