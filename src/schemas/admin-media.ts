/** Answers of the media library's admin calls (docs/admin.md, "Media library"). */
import { z } from "zod";

export const adminMediaSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  url: z.string(),
  thumbnail: z.string().nullable(),
  kind: z.enum(["image", "document"]),
  alt_de: z.string(),
  alt_en: z.string(),
  copyright_de: z.string(),
  copyright_en: z.string(),
  focus_x: z.number().int(),
  focus_y: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminMedia = z.infer<typeof adminMediaSchema>;

export const adminMediaListSchema = z.object({
  count: z.number().int(),
  next: z.number().int().nullable(),
  previous: z.number().int().nullable(),
  results: z.array(adminMediaSchema),
});
export type AdminMediaList = z.infer<typeof adminMediaListSchema>;

export const adminMediaUseSchema = z.object({
  kind: z.enum(["page", "content", "container", "entity"]),
  label: z.string(),
  link: z.string(),
  table: z.string(),
  id: z.number().int(),
});
export type AdminMediaUse = z.infer<typeof adminMediaUseSchema>;
export const adminMediaUsageSchema = z.object({ results: z.array(adminMediaUseSchema) });
