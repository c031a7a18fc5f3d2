/**
 * Write side of the module tree. Every write validates module data against its JSON Schema
 * and sanitises rich text and embeds first; writes of several rows run in one transaction.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "../db/client";
import { modules, sections } from "../db/schema";
import { sanitizeModuleData } from "./sanitize";
import { type FieldError, validateModule } from "./validate";

export class ValidationError extends Error {
  constructor(
    readonly moduleName: string,
    readonly errors: FieldError[],
  ) {
    super(`Invalid ${moduleName}: ${errors.map((e) => `${e.path || "/"} ${e.message}`).join("; ")}`);
  }
}

export interface ModuleInput {
  module: string;
  model: Record<string, unknown>;
  slug?: string;
  children?: ModuleInput[];
}

export interface SectionInput {
  slug: string;
  pageId: number | null;
  locale: string;
  position: number;
  model: Record<string, unknown>;
  contentType?: string | null;
  objectId?: number | null;
  /** Modules per column of the layout. */
  columns?: ModuleInput[][];
}

export const newSlug = (prefix: string) => `${prefix}-${randomBytes(6).toString("hex")}`;

/** Sanitises then validates; returns the data to store or throws ValidationError. */
export function prepareModuleData(name: string, model: Record<string, unknown>): Record<string, unknown> {
  const clean = sanitizeModuleData(name, model);
  const errors = validateModule(name, clean);
  if (errors) throw new ValidationError(name, errors);
  return clean;
}

type Tx = Pick<Database, "insert">;

async function insertModules(tx: Tx, sectionId: number, columnIndex: number, parentId: number | null, list: ModuleInput[]): Promise<void> {
  for (const [position, input] of list.entries()) {
    const data = prepareModuleData(input.module, input.model);
    const [row] = await tx
      .insert(modules)
      .values({
        slug: input.slug ?? newSlug(input.module),
        sectionId,
        columnIndex,
        parentId,
        module: input.module,
        position,
        data,
      })
      .returning({ id: modules.id });
    if (input.children?.length) await insertModules(tx, sectionId, columnIndex, row.id, input.children);
  }
}

/** Inserts a section with its modules. Call inside a transaction when writing several. */
export async function insertSection(tx: Tx, input: SectionInput): Promise<number> {
  const data = prepareModuleData("section", input.model);
  const [row] = await tx
    .insert(sections)
    .values({
      slug: input.slug,
      pageId: input.pageId,
      locale: input.locale,
      position: input.position,
      data,
      contentType: input.contentType ?? null,
      objectId: input.objectId ?? null,
    })
    .returning({ id: sections.id });
  for (const [columnIndex, list] of (input.columns ?? []).entries()) {
    await insertModules(tx, row.id, columnIndex, null, list);
  }
  return row.id;
}
