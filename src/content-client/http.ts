/** HTTP transport of the content client: the same calls over the service's public API. */
import type { z } from "zod";
import {
  type Locale,
  navSchema,
  pageSchema,
  redirectListSchema,
  redirectTargetSchema,
  sectionSchema,
  settingsSchema,
} from "../schemas/api";
import { type ContentClient, ContentError, type PageRequest } from "./types";

export function createHttpContentClient(baseUrl: string, fetchImpl: typeof fetch = fetch): ContentClient {
  async function get<T>(path: string, schema: z.ZodType<T>, init?: RequestInit): Promise<T> {
    const response = await fetchImpl(new URL(path, baseUrl), init);
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      throw new ContentError(response.status, body?.message ?? response.statusText);
    }
    return schema.parse(await response.json());
  }
  const pagePath = ({ locale, path, versionId }: PageRequest) => {
    const clean = path.replace(/^\/+/, "");
    const query = versionId ? `?version_id=${encodeURIComponent(versionId)}` : "";
    return `/${locale}/pageeditor-api/page/${clean}${query}`;
  };
  return {
    page: (request) => get(pagePath(request), pageSchema, request.cookie ? { headers: { cookie: request.cookie } } : undefined),
    nav: (locale: Locale) => get(`/${locale}/pageeditor-api/nav`, navSchema),
    settings: () => get("/pageeditor-api/settings", settingsSchema),
    redirects: (locale) => get(`/${locale}/pageeditor-api/redirect`, redirectListSchema),
    redirect: async (locale, path) => {
      try {
        // The call takes the path below the language prefix: /de/anfahrt -> redirect/anfahrt
        const below = path.replace(new RegExp(`^/${locale}(?=/|$)`), "").replace(/^\/+/, "");
        return (await get(`/${locale}/pageeditor-api/redirect/${below}`, redirectTargetSchema)).new_path;
      } catch (error) {
        if (error instanceof ContentError && error.status === 404) return null;
        throw error;
      }
    },
    container: (locale, slug) =>
      get(`/${locale}/pageeditor-api/container/by-slug/${encodeURIComponent(slug)}`, sectionSchema),
  };
}
