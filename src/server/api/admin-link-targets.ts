/**
 * The link and event pickers' call below /{locale}/admin-api (docs/admin.md, "Link and event
 * pickers"), mounted before the entity calls (whose `{entity}/` would answer it with 404):
 * - GET link-targets/?kind=&q=&from=&page=   {count, next, previous, results: [{kind, id, title, path, detail?, start?, venue?}]}
 * Any staff role. Titles and paths are in the call's language; 20 a page.
 */
import { Hono } from "hono";
import { type LinkTargetQuery, linkTargetQuerySchema } from "../../schemas/link-targets";
import type { AdminServerTranslate } from "../admin/i18n";
import { linkTargets } from "../admin/link-targets";
import type { ContentService } from "../service";
import { jsonResponse } from "./json";
import { staffOnly, staffReads } from "./staff-guard";

/** The message of a refused parameter, in the call's language. */
function parameterMessage(t: AdminServerTranslate, parameter: keyof LinkTargetQuery): string {
  if (parameter === "q") return t("admin.invalidSearch");
  if (parameter === "page") return t("admin.invalidPage");
  return t("admin.invalidFilterValue", { column: parameter });
}

export function adminLinkTargetRoutes(service: ContentService, options: { now?: () => Date } = {}): Hono {
  const api = new Hono();
  const now = options.now ?? (() => new Date());
  const list = staffOnly(service, staffReads, async (c, caller) => {
    const { kind, q, from, page } = c.req.query();
    // An empty parameter (`?from=` of a cleared date field) is no parameter.
    const given = (value: string | undefined) => (value === undefined || value.trim() === "" ? undefined : value.trim());
    const parsed = linkTargetQuerySchema.safeParse({ kind, q: given(q), from: given(from), page: given(page) });
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const parameter = String(issue.path[0] ?? "kind") as keyof LinkTargetQuery;
        errors[`/${parameter}`] = [parameterMessage(caller.t, parameter)];
      }
      const [first] = Object.values(errors);
      return jsonResponse(400, { status: 400, message: first?.[0] ?? caller.t("admin.invalid"), errors });
    }
    const query = parsed.data;
    return jsonResponse(
      200,
      await linkTargets(service.db, caller.locale, { kind: query.kind, q: query.q ?? "", page: query.page ?? 1, from: query.from, now: now() }),
    );
  });
  api.get("/link-targets", list);
  api.get("/link-targets/", list);
  return api;
}
