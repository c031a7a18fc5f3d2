/**
 * Forms (docs/forms.md): definitions in the visitor's language, uploaded files, entries
 * validated with the site's own zod builder, and the recipients' mail queued in the entry's
 * transaction.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { createTranslate } from "../../i18n/messages";
import { mailTranslate } from "../mail/i18n";
import { buildFormSchema, errorsBySlug } from "../../forms/build-schema";
import { allowedFileTypes, type FormDefinition, type FormField, maxFileBytes } from "../../forms/definition";
import { displayAnswer, isUpload } from "../../forms/field-types";
import { csvDocument } from "../../lib/csv";
import type { Locale } from "../../schemas/api";
import type { Database } from "../db/client";
import { formEntries, formFields, forms, tempFiles } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { absoluteUrl, type MailSettings } from "../mail/settings";
import { formEntryMail } from "../mail/templates";
import { answersOutsideSchema } from "./answer-check";
import { insertWithinQuota } from "./temp-files";
import { log } from "../log";

type FormRow = typeof forms.$inferSelect;
type FieldRow = typeof formFields.$inferSelect;

function toField(row: FieldRow, locale: Locale): FormField {
  return {
    id: row.id,
    label: row.label[locale],
    slug: row.slug,
    field_type: row.fieldType,
    required: row.required,
    visible: row.visible,
    choices: row.choices.map((c) => ({ value: c.value, label: c.label[locale] })),
    default: row.default,
    placeholder_text: row.placeholderText[locale],
    help_text: row.helpText[locale],
  };
}

async function loadForm(db: Database, where: ReturnType<typeof eq>, locale: Locale): Promise<{ row: FormRow; definition: FormDefinition } | null> {
  const [row] = await db.select().from(forms).where(where).limit(1);
  if (!row) return null;
  const fields = await db.select().from(formFields).where(eq(formFields.formId, row.id)).orderBy(asc(formFields.position), asc(formFields.id));
  return {
    row,
    definition: { id: row.id, slug: row.slug, title: row.title[locale], intro: row.intro[locale], fields: fields.map((f) => toField(f, locale)) },
  };
}

export async function getFormBySlug(db: Database, locale: Locale, slug: string): Promise<FormDefinition | null> {
  return (await loadForm(db, eq(forms.slug, slug), locale))?.definition ?? null;
}

/* ---------------------------------------------------------------------------------------- */

export type UploadOutcome =
  | { ok: true; token: string; name: string; size: number; content_type: string }
  | { ok: false; status: 400 | 404 | 413 | 415 | 507; message: string };

/** A form id as a post gives it (a number, or digits in the query), or null. */
const formIdOf = (form: unknown): number | null =>
  typeof form === "number" && Number.isInteger(form) && form > 0 ? form : typeof form === "string" && /^\d{1,9}$/.test(form) ? Number(form) : null;

/**
 * Whether a visitor may upload for `form`: it must exist (every form is open to visitors) and have
 * a shown file field; 404 or 400 with a message in the visitor's language otherwise.
 */
export async function checkUploadForm(
  db: Database,
  locale: Locale,
  form: unknown,
): Promise<{ ok: true; id: number } | { ok: false; status: 400 | 404; message: string }> {
  const t = createTranslate(locale);
  const id = formIdOf(form);
  const loaded = id === null ? null : await loadForm(db, eq(forms.id, id), locale);
  if (!loaded) return { ok: false, status: 404, message: t("form.notFound") };
  if (!loaded.definition.fields.some(isUpload)) return { ok: false, status: 400, message: t("form.noUploads") };
  return { ok: true, id: loaded.row.id };
}

/** The file's type from its first bytes (the browser's claim is not trusted). */
export function sniffType(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  return null;
}

/** A file name safe to show and to put in a Content-Disposition header. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a file name must not keep
  const unsafe = /[\u0000-\u001f\u007f"]/g;
  const clean = base.replace(unsafe, "").trim().slice(-120);
  return clean || "file";
}

/**
 * Stores a visitor's file for `form` (docs/forms.md, "Uploads"): only for a form that takes files
 * (`checkUploadForm`), then as `storeTempFile` does.
 */
export async function storeUploadFor(
  db: Database,
  locale: Locale,
  form: unknown,
  file: { name: string; bytes: Uint8Array },
  now = new Date(),
): Promise<UploadOutcome> {
  const checked = await checkUploadForm(db, locale, form);
  return checked.ok ? storeTempFile(db, locale, file, now) : checked;
}

/**
 * Stores a visitor's file for a form `checkUploadForm` let through: of an allowed type and size,
 * and within the quota of unclaimed uploads (507 when it is full). Nothing is stored on a refusal.
 */
export async function storeTempFile(db: Database, locale: Locale, file: { name: string; bytes: Uint8Array }, now = new Date()): Promise<UploadOutcome> {
  const t = createTranslate(locale);
  if (file.bytes.byteLength === 0) return { ok: false, status: 400, message: t("form.fileMissing") };
  if (file.bytes.byteLength > maxFileBytes) return { ok: false, status: 413, message: t("form.fileTooLarge", { max: maxFileBytes / 1024 / 1024 }) };
  const type = sniffType(file.bytes);
  const name = cleanFileName(file.name);
  const ext = name.includes(".") ? name.split(".").pop()!.toLowerCase() : "";
  if (!type || !allowedFileTypes[type].includes(ext)) return { ok: false, status: 415, message: t("form.fileType") };
  const token = randomBytes(24).toString("base64url");
  const row = { token, name, contentType: type, size: file.bytes.byteLength, data: Buffer.from(file.bytes), createdAt: now };
  if (!(await insertWithinQuota(db, row, now))) return { ok: false, status: 507, message: t("form.uploadsFull") };
  return { ok: true, token, name, size: file.bytes.byteLength, content_type: type };
}

/* ---------------------------------------------------------------------------------------- */

export type EntryOutcome = { ok: true; id: number; mails: number } | { ok: false; status: 400 | 404; message: string; errors: Record<string, string[]> };

/**
 * Validates and stores an entry; attaches its files and queues one mail per recipient, all in
 * one transaction. File answers are stored as { token, name, size, content_type }.
 */
export async function submitEntry(
  db: Database,
  mail: MailSettings,
  input: { locale: Locale; form: unknown; fieldValues: unknown },
  now = new Date(),
): Promise<EntryOutcome> {
  const t = createTranslate(input.locale);
  const id = typeof input.form === "number" ? input.form : typeof input.form === "string" && /^\d{1,9}$/.test(input.form) ? Number(input.form) : null;
  const loaded = id === null ? null : await loadForm(db, eq(forms.id, id), input.locale);
  if (!loaded) return { ok: false, status: 404, message: t("form.notFound"), errors: {} };
  const { row, definition } = loaded;
  const values = input.fieldValues && typeof input.fieldValues === "object" && !Array.isArray(input.fieldValues) ? input.fieldValues : {};
  const parsed = buildFormSchema(definition.fields, input.locale, { now: () => now }).safeParse(values);
  if (!parsed.success) {
    const errors = errorsBySlug(parsed.error);
    return { ok: false, status: 400, message: Object.values(errors)[0]?.[0] ?? t("form.required"), errors };
  }
  const answers = { ...(parsed.data as Record<string, unknown>) };
  delete answers.email2;
  const outside = answersOutsideSchema(definition.fields, answers, now);
  if (outside.length) {
    // The zod rules and the schemas are built to agree; a refusal here is our bug, never the visitor's.
    log().error({ form: row.id, fields: outside }, "form answers outside their field schemas");
    return { ok: false, status: 400, message: t("form.failed"), errors: Object.fromEntries(outside.map((slug) => [slug, [t("form.failed")]])) };
  }

  return db.transaction(async (tx) => {
    const fileFields = definition.fields.filter(isUpload);
    const tokens = fileFields.map((f) => answers[f.slug]).filter((v): v is string => typeof v === "string");
    const files = tokens.length
      ? await tx
          .select({ id: tempFiles.id, token: tempFiles.token, name: tempFiles.name, size: tempFiles.size, contentType: tempFiles.contentType })
          .from(tempFiles)
          .where(and(inArray(tempFiles.token, tokens), isNull(tempFiles.entryId)))
          .for("update")
      : [];
    const errors: Record<string, string[]> = {};
    for (const field of fileFields) {
      const token = answers[field.slug];
      if (typeof token !== "string") continue;
      const file = files.find((f) => f.token === token);
      if (!file) errors[field.slug] = [t("form.invalidFile")];
      else answers[field.slug] = { token, name: file.name, size: file.size, content_type: file.contentType };
    }
    if (Object.keys(errors).length) return { ok: false, status: 400, message: Object.values(errors)[0][0], errors } as const;

    const [entry] = await tx
      .insert(formEntries)
      .values({ formId: row.id, locale: input.locale, values: answers, createdAt: now })
      .returning({ id: formEntries.id });
    if (files.length)
      await tx
        .update(tempFiles)
        .set({ entryId: entry.id })
        .where(
          inArray(
            tempFiles.id,
            files.map((f) => f.id),
          ),
        );

    // Recipients are staff: the mail is in the site's default language, German (docs/forms.md).
    const mailLocale: Locale = "de";
    const mailDefinition = (await loadForm(tx as unknown as Database, eq(forms.id, row.id), mailLocale))!.definition;
    const rendered = formEntryMail(mailLocale, {
      title: mailDefinition.title,
      entryLocale: input.locale,
      rows: mailDefinition.fields.map((field) => ({
        label: field.label,
        value: isUpload(field) ? fileText(answers[field.slug], mailLocale) : displayAnswer(field, answers[field.slug]),
      })),
      entriesUrl: absoluteUrl(mail, `/de/pageeditor-api/forms/${row.id}/entries/`),
    });
    for (const to of row.recipients) {
      await enqueueMail(tx, mail, { kind: "forms.entry", locale: mailLocale, fromName: createTranslate(mailLocale)("site.name"), to, ...rendered }, now);
    }
    return { ok: true, id: entry.id, mails: row.recipients.length } as const;
  });
}

function fileText(value: unknown, locale: Locale): string {
  if (!value || typeof value !== "object") return "";
  return mailTranslate(locale)("mail.formEntry.file", { name: (value as { name: string }).name });
}

/* ---------------------------------------------------------------------------------------- */

export interface EntryListItem {
  id: number;
  locale: string;
  created_at: string;
  values: Record<string, unknown>;
}

export async function listEntries(db: Database, formId: number, page: number, pageSize = 50) {
  const [form] = await db.select({ id: forms.id }).from(forms).where(eq(forms.id, formId));
  if (!form) return null;
  const [{ n }] = await db.select({ n: count() }).from(formEntries).where(eq(formEntries.formId, formId));
  const rows = await db
    .select()
    .from(formEntries)
    .where(eq(formEntries.formId, formId))
    .orderBy(desc(formEntries.createdAt), desc(formEntries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    count: n,
    next: page * pageSize < n ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
    results: rows.map((r): EntryListItem => ({ id: r.id, locale: r.locale, created_at: r.createdAt.toISOString(), values: r.values })),
  };
}

/** All entries of a form as CSV (one column per field, in the fields' order, German labels). */
export async function entriesCsv(db: Database, formId: number): Promise<string | null> {
  const loaded = await loadForm(db, eq(forms.id, formId), "de");
  if (!loaded) return null;
  const fields = loaded.definition.fields;
  const rows = await db.select().from(formEntries).where(eq(formEntries.formId, formId)).orderBy(asc(formEntries.createdAt), asc(formEntries.id));
  const header = ["id", "created_at", "locale", ...fields.map((f) => f.slug)];
  const lines = [header];
  for (const row of rows) {
    const cells = [
      String(row.id),
      row.createdAt.toISOString(),
      row.locale,
      ...fields.map((f) => {
        const value = row.values[f.slug];
        if (isUpload(f)) return value && typeof value === "object" ? (value as { name: string }).name : "";
        return displayAnswer(f, value);
      }),
    ];
    lines.push(cells);
  }
  return csvDocument(lines);
}

/** An attached file of one of a form's entries (staff download), or null. */
export async function entryFile(db: Database, formId: number, token: string) {
  const [row] = await db
    .select({ name: tempFiles.name, contentType: tempFiles.contentType, data: tempFiles.data })
    .from(tempFiles)
    .innerJoin(formEntries, eq(formEntries.id, tempFiles.entryId))
    .where(and(eq(tempFiles.token, token), eq(formEntries.formId, formId)))
    .limit(1);
  return row ?? null;
}
