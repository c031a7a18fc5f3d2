/**
 * The site-wide notice (spec section 7: /api/notification/; docs/notice.md): a short message
 * staff set for every page, e.g. a cancelled performance, shown as a dismissible banner.
 */
import { z } from "zod";
import { linkFormats } from "../lib/links";

export const noticeLevels = ["info", "warning"] as const;

/** What visitors get, in their language. */
export const siteNoticeSchema = z.object({
  /** Changes with every new notice, so a visitor who dismissed the last one sees this one. */
  id: z.string(),
  text: z.string(),
  /** A link for more (a path of the site), or null. */
  url: z.string().nullable(),
  level: z.enum(noticeLevels),
});
export type SiteNotice = z.infer<typeof siteNoticeSchema>;
export const noticeAnswerSchema = z.object({ notification: siteNoticeSchema.nullable() });

const text = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .max(300, { error: `${name} is at most 300 characters` });
const link = z.string().trim().max(2000).refine(linkFormats["site-path"], { error: "url must be a path of this site (/…)" }).default("");

/** What staff send: the text in both languages, an optional link, and until when it shows. */
export const noticeInputSchema = z.object({
  text_de: text("text_de"),
  text_en: text("text_en"),
  url: link,
  level: z.enum(noticeLevels).default("info"),
  /** ISO 8601; after it the notice is no longer shown. */
  ends_at: z.iso.datetime({ offset: true, error: "ends_at must be a date and time in ISO 8601" }).nullable().default(null),
});
export type NoticeInput = z.infer<typeof noticeInputSchema>;

/** As stored (settings key "notification"). */
export interface StoredNotice extends NoticeInput {
  id: string;
  updated_at: string;
}
