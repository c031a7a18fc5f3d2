/**
 * The form page (/de/forms/{slug}, /en/forms/{slug}; docs/forms.md): a form generated from the
 * content service's definition, drawn by src/ui/forms/VisitorForm.tsx. This module loads the
 * definition and takes the post without JavaScript: its action stores the file and the entry,
 * re-renders with the visitor's values and errors on failure and redirects to the thank-you
 * state (?sent=1) on success.
 */
import { data, redirect } from "react-router";
import type { EntryAnswer } from "../content-client/forms";
import { notFoundMessage } from "../content-client/types";
import { appContext } from "../context";
import { confirmedEmailField, initialAnswers } from "../forms/build-schema";
import { email2Slug, type FormField, honeypotName } from "../forms/definition";
import { fieldType, isShown, isUpload } from "../forms/field-types";
import { createTranslate, routeCatalogue, useI18n } from "../i18n";
import { localeFromPath } from "../i18n/locale";
import { contactPaths, screenAlternates, withQuery } from "../i18n/routes-table";
import { type AttachedFile, type FormValues, FormSent, tokenField, VisitorForm, type VisitorFormResult } from "../ui/forms/VisitorForm";
import { noindexScreenMeta } from "../ui/meta";
import type { Route } from "./+types/form";
import "../ui/ui.css";
import "../ui/forms/forms.css";
import { log } from "../log.server";

const notFound = () => data({ message: notFoundMessage }, { status: 404 });

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [routeCatalogue("forms")];

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { forms, publicUrl } = context.get(appContext);
  // The forms have no overview: a visitor who shortens the address to /de/forms wants to get in
  // touch, which the contact page is for (docs/forms.md).
  if (!params.slug) throw redirect(contactPaths[locale]);
  if (!forms) throw notFound();
  const form = await forms.form(locale, params.slug);
  if (!form) throw notFound();
  return {
    locale,
    form,
    sent: url.searchParams.get("sent") === "1",
    alternates: withQuery(screenAlternates("forms", { slug: params.slug }), { sent: url.searchParams.get("sent") === "1" ? "1" : null }),
    publicUrl,
  };
}

/** The posted answers of a no-JavaScript post, by field type. */
function answersFrom(body: FormData, fields: FormField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (!isShown(field)) continue;
    const answer = fieldType(field)?.schema;
    if (answer?.type === "array") values[field.slug] = body.getAll(field.slug).map(String);
    else if (answer?.type === "boolean") values[field.slug] = body.get(field.slug) !== null;
    else if (answer?.["x-upload"]) values[field.slug] = String(body.get(tokenField(field.slug)) ?? "") || null;
    else values[field.slug] = String(body.get(field.slug) ?? "");
  }
  if (confirmedEmailField(fields)) values[email2Slug] = String(body.get(email2Slug) ?? "");
  return values;
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const locale = localeFromPath(url.pathname);
  const t = createTranslate(locale);
  if (!params.slug || !app.forms) throw notFound();
  const form = await app.forms.form(locale, params.slug);
  if (!form) throw notFound();
  const fail = (result: VisitorFormResult, status: number) => data(result, { status });

  let body: FormData;
  try {
    body = await request.formData();
  } catch {
    return fail({ values: initialAnswers(form.fields), errors: {}, message: t("form.tooLarge"), files: {} }, 413);
  }
  const values = answersFrom(body, form.fields);
  const files: Record<string, AttachedFile> = {};
  for (const field of form.fields) {
    const token = values[field.slug];
    const name = String(body.get(`${tokenField(field.slug)}_name`) ?? "");
    if (typeof token === "string" && name) files[field.slug] = { token, name };
  }
  // A bot filled the field people never see: it gets the thank-you page, nothing is stored.
  if (String(body.get(honeypotName) ?? "").trim()) throw redirect(`${url.pathname}?sent=1`, 303);

  const errors: Record<string, string[]> = {};
  for (const field of form.fields.filter(isUpload)) {
    const file = body.get(field.slug);
    if (!(file instanceof File) || file.size === 0) continue;
    const uploaded = await app.forms.uploadFormFile(locale, { formId: form.id, file, ip: app.clientIp });
    if (uploaded.ok) {
      values[field.slug] = uploaded.token;
      files[field.slug] = { token: uploaded.token, name: uploaded.name };
    } else if (uploaded.status === 429) return fail({ values, errors: {}, message: uploaded.message, files }, 429);
    else errors[field.slug] = [uploaded.message];
  }
  if (Object.keys(errors).length) return fail({ values, errors, message: null, files }, 400);

  let answer: EntryAnswer;
  try {
    answer = await app.forms.submitFormEntry(locale, { form: form.id, fieldValues: values, ip: app.clientIp });
  } catch (error) {
    log().error({ err: error }, "form entry failed");
    return fail({ values, errors: {}, message: t("form.failed"), files }, 503);
  }
  if (answer.ok) throw redirect(`${url.pathname}?sent=1`, 303);
  const refusedFiles = Object.fromEntries(Object.entries(files).filter(([slug]) => !answer.errors[slug]));
  if (Object.keys(answer.errors).length === 0) return fail({ values, errors: {}, message: answer.message, files: refusedFiles }, answer.status);
  return fail({ values, errors: answer.errors, message: null, files: refusedFiles }, answer.status);
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const t = createTranslate(loaderData.locale);
  return noindexScreenMeta({
    locale: loaderData.locale,
    title: loaderData.sent ? t("form.thanks.title") : loaderData.form.title,
    publicUrl: loaderData.publicUrl,
    alternates: loaderData.alternates,
    siteName: t("site.name"),
  });
};

export default function FormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form, sent } = loaderData;
  const { locale } = useI18n();
  if (sent) return <FormSent form={form} />;
  return <VisitorForm key={`${locale}:${form.slug}`} form={form} locale={locale} actionData={actionData as VisitorFormResult | undefined} />;
}
