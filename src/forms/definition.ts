/**
 * The form definition as the content service serves it (spec section 3: Form, Field), in one
 * language. The zod schema is the contract both content-client transports parse with.
 */
import { z } from "zod";

export const formFieldSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  slug: z.string(),
  /** The number of a type in schemas/form-fields/ (x-field-type); a number no schema declares is skipped. */
  field_type: z.number().int().positive(),
  required: z.boolean(),
  visible: z.boolean(),
  choices: z.array(z.object({ value: z.string(), label: z.string() })),
  default: z.string(),
  placeholder_text: z.string(),
  help_text: z.string(),
});
export type FormField = z.infer<typeof formFieldSchema>;

export const formDefinitionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  intro: z.string(),
  fields: z.array(formFieldSchema),
});
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

/** The confirm-email field the client adds (spec section 3). */
export const email2Slug = "email2";
/** The honeypot: a field people never see; a filled one marks a bot (docs/forms.md). */
export const honeypotName = "website_url";

/** Upload limits (docs/forms.md). */
export const maxFileBytes = 10 * 1024 * 1024;
export const allowedFileTypes: Record<string, string[]> = {
  "application/pdf": ["pdf"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
};
export const fileAccept = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";
/** A temp-file token as POST temp-files answers it. */
export const tempFileTokenPattern = /^[A-Za-z0-9_-]{32}$/;
