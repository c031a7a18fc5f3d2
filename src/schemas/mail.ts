/** The outbox as staff see it (docs/mail.md, staff calls), shared by the service, its HTTP client and the mail viewer. */
import { z } from "zod";
import { pagedSchema } from "./programme";

export const mailStatusValues = ["pending", "sending", "sent", "failed", "held"] as const;

export const mailSummarySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  locale: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(mailStatusValues),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** Files the mail carries, rendered when it is sent (docs/mail.md, Attachments). */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;
export const mailListSchema = pagedSchema(mailSummarySchema);
export const mailDetailSchema = mailSummarySchema.extend({ headers: z.record(z.string(), z.string()), text: z.string(), html: z.string() });
export type MailDetail = z.infer<typeof mailDetailSchema>;
