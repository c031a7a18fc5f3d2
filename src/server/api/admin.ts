/**
 * The staff admin's calls under /{locale}/admin-api (docs/admin.md). Every call needs a staff
 * session (401) and the entity's role (403); every POST, PUT and DELETE the CSRF token (403).
 * Bodies are JSON of at most 256 KB (400, 413). Answers are never cached and their messages are
 * in the call's language; each write clears the service's read caches.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { adminServerTranslate } from "../admin/i18n";
import { type Locale, localeSchema } from "../../schemas/api";
import * as admin from "../admin/crud";
import { type NewsletterProvider, postgresNewsletterProvider } from "../newsletter/provider";
import type { ContentService } from "../service";
import { jsonResponse } from "./json";
import { staffOnly } from "./staff-guard";
import { pagesWithPendingChanges, pendingPublications } from "../drafts/pages";
import { entitySchedule, entitySchedules, isSchedulable, scheduleEntity } from "../drafts/entities";
import {
  discardEntityDraft,
  entityDraft,
  isDraftable,
  previewEntityDraft,
  publishEntityDraft,
  saveEntityDraft,
  scheduleEntityDraft,
  startEntityDraft,
} from "../drafts/entity-drafts";
import { entityDraftScheduleBodySchema, entityScheduleBodySchema } from "../../schemas/drafts";
import { roleAllows } from "../auth/roles";

export const ADMIN_BODY_LIMIT = 256 * 1024;

type Env = { Variables: { locale: Locale } };
type Ctx = Context<Env>;

function errorResponse(error: unknown): Response {
  if (error instanceof admin.AdminError) return jsonResponse(error.status, { status: error.status, message: error.message, ...error.extra });
  throw error;
}

type Handler = (c: Ctx, actor: admin.AdminActor) => Promise<Response>;

/** The row id of the URL, else 404. */
function idParam(c: Ctx, actor: admin.AdminActor): number {
  const raw = c.req.param("id") ?? "";
  if (!/^\d{1,9}$/.test(raw)) throw new admin.AdminError(404, actor.t("admin.notFound"));
  return Number(raw);
}

/** The entity of the URL (404) that the actor's role reaches (403). */
/** An entity whose rows can be scheduled (./drafts/entities.ts), else 404. */
function schedulable(c: Ctx, actor: admin.AdminActor) {
  const entity = entityParam(c, actor);
  if (!isSchedulable(entity)) throw new admin.AdminError(404, actor.t("admin.notFound"));
  return entity;
}

function entityParam(c: Ctx, actor: admin.AdminActor) {
  const entity = admin.entityNamed(c.req.param("entity") ?? "", actor.t);
  admin.requireRole(entity, actor);
  return entity;
}

async function jsonBody(c: Ctx, actor: admin.AdminActor): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new admin.AdminError(400, actor.t("admin.invalidJson"));
  }
}

/** The `filter.<column>` parameters of the query. */
function filtersOf(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([key]) => key.startsWith("filter."))
      .map(([key, value]) => [key.slice("filter.".length), value]),
  );
}

export interface AdminRoutesOptions {
  /** Told when staff delete a newsletter address, as when its owner unsubscribes; default the PostgreSQL list. */
  newsletterProvider?: NewsletterProvider;
}

export function adminRoutes(service: ContentService, options: AdminRoutesOptions = {}): Hono<Env> {
  const api = new Hono<Env>();
  const db = service.db;
  const provider = options.newsletterProvider ?? postgresNewsletterProvider;
  const deleteHooks: admin.DeleteHooks = {
    newsletter_subscriptions: (tx, row) => provider.unsubscribed(tx, { id: row.id as number, email: row.email as string }),
  };

  api.use(async (c, next) => {
    const parsed = localeSchema.safeParse(c.req.param("locale"));
    if (!parsed.success) return jsonResponse(404, { status: 404, message: "404 Not Found" });
    c.set("locale", parsed.data);
    await next();
  });
  api.use(
    bodyLimit({
      maxSize: ADMIN_BODY_LIMIT,
      onError: (c) => jsonResponse(413, { status: 413, message: adminServerTranslate((c as Ctx).var.locale)("admin.tooLarge") }),
    }),
  );

  // Any staff role passes the guard; each entity's own role is checked by the handler.
  const guard = (handler: Handler, isWrite: boolean) =>
    staffOnly(service, { write: isWrite, role: "editor" }, async (c: Ctx, { t, user }) => {
      try {
        const response = await handler(c, { userId: user.id, userName: user.username, role: user.role, t });
        if (isWrite) service.invalidate();
        return response;
      } catch (error) {
        return errorResponse(error);
      }
    });
  // Each call answers with and without the trailing slash of docs/admin.md.
  const route = (method: "get" | "post" | "put" | "delete", path: string, handler: Handler) => {
    const wrapped = guard(handler, method !== "get");
    api[method](path, wrapped);
    api[method](`${path}/`, wrapped);
  };

  // Fixed names first: the entity routes would match them too.
  route("get", "/entities", async (c, actor) => jsonResponse(200, await admin.listEntities(db, actor, { counts: c.req.query("counts") === "1" })));
  route("get", "/audit", async (c, actor) => jsonResponse(200, await admin.audit(db, c.req.query("page"), actor)));

  // Every pending scheduled publication the actor's role may read (the overview, docs/admin.md).
  route("get", "/publications", async (c, actor) => {
    const allowed = (entity: string) => {
      const found = admin.entities.get(entity);
      return found !== undefined && roleAllows(actor.role, found.admin.role);
    };
    return jsonResponse(200, { results: (await pendingPublications(db, c.var.locale)).filter((publication) => allowed(publication.entity)) });
  });

  route("get", "/:entity", async (c, actor) => {
    const entity = entityParam(c, actor);
    const query = c.req.query();
    const found = await admin.list(db, entity, { page: query.page, q: query.q, sort: query.sort, dir: query.dir, filters: filtersOf(query) }, actor);
    // Pages with a draft or a schedule, rows with a schedule, say so in the list (docs/editor.md).
    const pending = entity.name === "pages" ? await pagesWithPendingChanges(db) : isSchedulable(entity) ? await entitySchedules(db, entity.name) : null;
    if (!pending?.size) return jsonResponse(200, found);
    return jsonResponse(200, {
      ...found,
      results: found.results.map((row) => (pending.has(row.id as number) ? { ...row, publication: pending.get(row.id as number) } : row)),
    });
  });
  route("get", "/:entity/schema", async (c, actor) => jsonResponse(200, admin.schemaOf(entityParam(c, actor))));
  route("get", "/:entity/options", async (c, actor) => {
    const entity = entityParam(c, actor);
    return jsonResponse(200, await admin.options(db, entity, { q: c.req.query("q"), ids: c.req.query("ids") }, c.var.locale, actor));
  });
  // A write the entity does not allow is 405 before its body is read.
  route("post", "/:entity", async (c, actor) => {
    const entity = entityParam(c, actor);
    admin.requireWrite(entity, "create", actor);
    return jsonResponse(201, await admin.create(db, entity, await jsonBody(c, actor), actor));
  });
  // Scheduled publishing of a row (docs/editor.md): the entity's role, and for a change its update right.
  route("get", "/:entity/:id/schedule", async (c, actor) => {
    const entity = schedulable(c, actor);
    return jsonResponse(200, await entitySchedule(db, entity, idParam(c, actor)));
  });
  route("put", "/:entity/:id/schedule", async (c, actor) => {
    const entity = schedulable(c, actor);
    admin.requireWrite(entity, "update", actor);
    const id = idParam(c, actor);
    const parsed = entityScheduleBodySchema.safeParse(await jsonBody(c, actor));
    if (!parsed.success) throw new admin.AdminError(400, actor.t("admin.invalid"));
    const at = (value: string | null) => (value ? new Date(value) : null);
    return jsonResponse(
      200,
      await scheduleEntity(db, entity, id, { publish_at: at(parsed.data.publish_at), unpublish_at: at(parsed.data.unpublish_at) }, actor),
    );
  });
  // A record's draft (docs/admin.md, "Drafts of records"): read with the entity's role, changed with its update right.
  const draftable = (c: Ctx, actor: admin.AdminActor) => {
    const entity = entityParam(c, actor);
    if (!isDraftable(entity)) throw new admin.AdminError(404, actor.t("admin.notFound"));
    return entity;
  };
  route("get", "/:entity/:id/draft", async (c, actor) => {
    const entity = draftable(c, actor);
    const id = idParam(c, actor);
    await admin.get(db, entity, id, actor);
    return jsonResponse(200, { draft: await entityDraft(db, entity, id) });
  });
  route("post", "/:entity/:id/draft", async (c, actor) =>
    jsonResponse(201, { draft: await startEntityDraft(db, draftable(c, actor), idParam(c, actor), actor) }),
  );
  route("put", "/:entity/:id/draft", async (c, actor) => {
    const entity = draftable(c, actor);
    const id = idParam(c, actor);
    return jsonResponse(200, { draft: await saveEntityDraft(db, entity, id, await jsonBody(c, actor), actor) });
  });
  route("delete", "/:entity/:id/draft", async (c, actor) => {
    await discardEntityDraft(db, draftable(c, actor), idParam(c, actor), actor);
    return jsonResponse(200, { draft: null });
  });
  route("post", "/:entity/:id/draft/publish", async (c, actor) => {
    const entity = draftable(c, actor);
    const id = idParam(c, actor);
    await publishEntityDraft(db, entity, id, actor);
    return jsonResponse(200, await admin.get(db, entity, id, actor));
  });
  // The public page's data with the draft's values (the staff preview, `?preview=draft`).
  route("get", "/:entity/:id/draft/preview", async (c, actor) =>
    jsonResponse(200, await previewEntityDraft(db, draftable(c, actor), idParam(c, actor), c.var.locale, actor)),
  );
  route("put", "/:entity/:id/draft/schedule", async (c, actor) => {
    const entity = draftable(c, actor);
    const id = idParam(c, actor);
    const parsed = entityDraftScheduleBodySchema.safeParse(await jsonBody(c, actor));
    if (!parsed.success) throw new admin.AdminError(400, actor.t("admin.invalid"));
    const at = parsed.data.publish_at ? new Date(parsed.data.publish_at) : null;
    return jsonResponse(200, { draft: await scheduleEntityDraft(db, entity, id, at, actor) });
  });
  route("get", "/:entity/:id", async (c, actor) => {
    const entity = entityParam(c, actor);
    const item = await admin.get(db, entity, idParam(c, actor), actor);
    const publication =
      entity.name === "pages"
        ? (await pagesWithPendingChanges(db)).get(item.id)
        : isSchedulable(entity)
          ? (await entitySchedules(db, entity.name)).get(item.id)
          : undefined;
    // A record's draft comes with it, so the edit screen asks once (docs/admin.md, "Drafts of records").
    const draft = isDraftable(entity) ? await entityDraft(db, entity, item.id) : null;
    return jsonResponse(200, { ...item, ...(publication ? { publication } : {}), ...(draft ? { draft } : {}) });
  });
  route("put", "/:entity/:id", async (c, actor) => {
    const entity = entityParam(c, actor);
    admin.requireWrite(entity, "update", actor);
    const id = idParam(c, actor);
    return jsonResponse(200, await admin.update(db, entity, id, await jsonBody(c, actor), actor));
  });
  route("delete", "/:entity/:id", async (c, actor) => {
    const entity = entityParam(c, actor);
    await admin.remove(db, entity, idParam(c, actor), actor, deleteHooks);
    return jsonResponse(204, null);
  });
  route("get", "/:entity/:id/history", async (c, actor) => {
    const entity = entityParam(c, actor);
    return jsonResponse(200, await admin.history(db, entity, idParam(c, actor)));
  });
  return api;
}
