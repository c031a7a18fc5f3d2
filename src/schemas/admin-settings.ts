/**
 * The answers of the admin's settings and notice calls (docs/admin.md, Settings and notice), as
 * the admin screens read them.
 */
import { z } from "zod";
import { siteVersions } from "./api";
import { noticeLevels } from "./notice";

const historySchema = z.array(
  z.object({
    id: z.number().int(),
    at: z.string(),
    user: z.string().nullable(),
    action: z.string(),
    changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  }),
);
export type AdminSingleHistory = z.infer<typeof historySchema>;

export const adminSettingsAnswer = z.object({
  schema: z.record(z.string(), z.unknown()),
  data: z.object({
    VERSION: z.enum(siteVersions),
    FESTIVAL_DATES_de: z.string(),
    FESTIVAL_DATES_en: z.string(),
    TAG_MANAGER_ID: z.string().nullable(),
    TICKET_SHOP_URL: z.string().nullable(),
  }),
  /** Settings whose stored value the server's environment overrides. */
  overridden: z.array(z.string()),
  history: historySchema,
});
export type AdminSettingsAnswer = z.infer<typeof adminSettingsAnswer>;

export const adminNoticeAnswer = z.object({
  schema: z.record(z.string(), z.unknown()),
  data: z
    .object({
      text_de: z.string(),
      text_en: z.string(),
      url: z.string(),
      level: z.enum(noticeLevels),
      ends_at: z.string().nullable(),
    })
    .nullable(),
  id: z.string().nullable(),
  updated_at: z.string().nullable(),
  history: historySchema,
});
export type AdminNoticeAnswer = z.infer<typeof adminNoticeAnswer>;
