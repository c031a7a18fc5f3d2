/**
 * What a form field type's JSON Schema (schemas/form-fields/<name>.schema.json) may say. The
 * standard keywords describe the ANSWER a field of that type gives (its type, length, format),
 * so the same file types the answer (codegen), builds the zod rule of site and server
 * (src/forms/field-types.ts) and checks the stored answer with Ajv (src/server/forms). The
 * `x-` keywords say how a field of the type behaves around its answer. `npm run codegen`
 * refuses a schema this contract does not accept.
 */
import { z } from "zod";
import { answerFormatNames } from "./formats";

const messageKey = z.string().regex(/^form\.[A-Za-z0-9.]+$/);

export const formFieldTypeSchemaContract = z
  .object({
    $schema: z.string(),
    $id: z.string(),
    title: z.string().min(1),
    description: z.string().min(1),
    /** The number of the type (ARCHITECTURE.md: 1 text … 15 date of birth); stored in form_fields.field_type. */
    "x-field-type": z.number().int().positive(),
    type: z.union([z.enum(["string", "boolean", "array"]), z.tuple([z.literal("string"), z.literal("null")])]),
    maxLength: z.number().int().positive().optional(),
    pattern: z.string().optional(),
    format: z.enum(answerFormatNames).optional(),
    items: z
      .object({ type: z.literal("string") })
      .strict()
      .optional(),
    uniqueItems: z.boolean().optional(),
    /** The message (a catalogue key) when the format or pattern refuses an answer. */
    "x-format-message": messageKey.optional(),
    /** The message when a required field is left empty, if not the spec's "form.required". */
    "x-required-message": messageKey.optional(),
    /** A page the message of a required field links to (the form page links it beside the message). */
    "x-required-link": z.enum(["privacy"]).optional(),
    /** The answer must be one of the field's choices (each of them, for a list). */
    "x-choices": z.boolean().optional(),
    /** The first shown field of this type gets the repeat field email2 (spec section 3). */
    "x-confirm": z.boolean().optional(),
    /** The answer is a temp-file token (POST temp-files); the server attaches the upload to the entry. */
    "x-upload": z.boolean().optional(),
    /** false: never shown; the server stores the field's default whatever is posted. */
    "x-shown": z.boolean().optional(),
    /**
     * How an answer starts (spec section 3): the field's default; a list holding the default
     * if set; true when the default reads as yes; null.
     */
    "x-initial": z.enum(["default", "default-list", "checked-default", "null"]),
    /** The renderer in src/registry/form-fields/<name>.tsx; every shown type needs one. */
    "x-renderer": z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/)
      .optional(),
    /** Settings the renderer passes to its control. `max: "today"` limits a date picker. */
    "x-input": z
      .object({
        type: z.enum(["text", "email", "date", "datetime-local", "url", "checkbox", "radio"]).optional(),
        autocomplete: z.string().optional(),
        inputMode: z.enum(["decimal", "numeric", "email", "url"]).optional(),
        multiple: z.boolean().optional(),
        max: z.literal("today").optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((schema) => schema["x-shown"] === false || Boolean(schema["x-renderer"]), { message: "a shown field type needs x-renderer" });

export type FormFieldTypeSchema = z.infer<typeof formFieldTypeSchemaContract>;
