/** HTTP transport of the pinboard calls (docs/pinboard.md). */
import { z } from "zod";
import { pagedPinboardSchema, pinboardAdPublicSchema } from "../schemas/pinboard";
import type { PinboardClient } from "./pinboard";
import { ContentError } from "./types";

const errorsSchema = z.object({ errors: z.record(z.string(), z.string()) });

export function createHttpPinboardClient(baseUrl: string, fetchImpl: typeof fetch = fetch): PinboardClient {
  async function post(path: string, body: unknown, ip?: string) {
    return fetchImpl(new URL(path, baseUrl), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(ip ? { "x-forwarded-for": ip } : {}),
      },
      body: JSON.stringify(body),
    });
  }
  async function outcome(response: Response) {
    if (response.ok) return { ok: true } as const;
    if (response.status === 429) return { ok: false, reason: "limited" } as const;
    if (response.status === 404) return { ok: false, reason: "notFound" } as const;
    if (response.status === 400) {
      const parsed = errorsSchema.safeParse(await response.json().catch(() => null));
      if (parsed.success) return { ok: false, reason: "invalid", errors: parsed.data.errors } as const;
    }
    throw new ContentError(response.status, response.statusText);
  }
  return {
    async pinboardList(locale, { page }) {
      const response = await fetchImpl(new URL(`/${locale}/api/pinnwand/?page=${page}`, baseUrl));
      if (!response.ok) throw new ContentError(response.status, response.statusText);
      return pagedPinboardSchema.parse(await response.json());
    },
    async pinboardAd(locale, id) {
      const response = await fetchImpl(new URL(`/${locale}/api/pinnwand/${id}/`, baseUrl));
      if (response.status === 404) return null;
      if (!response.ok) throw new ContentError(response.status, response.statusText);
      return pinboardAdPublicSchema.parse(await response.json());
    },
    pinboardCreate: async (locale, fields, ip) => outcome(await post(`/${locale}/api/pinnwand/`, fields, ip)),
    pinboardContact: async (locale, id, fields, ip) => outcome(await post(`/${locale}/api/pinnwand/${id}/contact/`, fields, ip)),
    async pinboardPublish(locale, token) {
      const response = await post(`/${locale}/api/pinnwand/confirm`, { token });
      if (response.status === 400) return false;
      if (!response.ok) throw new ContentError(response.status, response.statusText);
      return true;
    },
  };
}
