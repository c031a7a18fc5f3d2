/**
 * A production's dates on its edit screen (docs/admin.md, "A production's dates"): the bookings
 * of the production as a table whose rows are edited in place (start, venue, kind, status,
 * online), a row to add one, and each row's delete. Every row is its own plain form posted to the
 * edit screen's action (with JavaScript through React Router, without it as a page load), which
 * makes the same admin write as the dates' own screen: the bookings schema validates, the audit
 * log records, the site's caches and search follow. A row that was changed elsewhere since the
 * screen was loaded is not overwritten (409): the row shows what is stored now, and saving again
 * overwrites it knowingly.
 *
 * Deleting a date asks first, as deleting a record does: with JavaScript in a dialog (cancel has
 * the focus; after the delete the focus goes to the dates, whose status says it), without it on
 * the edit screen itself (`?confirm-date={id}#date-{id}-confirm`: the row's actions become the
 * question, the delete and a way back).
 */
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { data, Form, redirect, useSubmit } from "react-router";
import type { AdminClient, AdminWriteResult, StaffCredentials } from "../../content-client/admin";
import type { AdminTranslate } from "../../editor/admin/i18n";
import { berlinLocalValue } from "../../editor/forms/berlin-local";
import { type FieldSchema, fieldLabel, optionLabel } from "../../editor/forms/ui-schema";
import { createEditorTranslate } from "../../editor/i18n";
import type { AdminEntitySchemaAnswer, AdminOption, AdminRow } from "../../schemas/admin";
import { formatDateTime } from "../../lib/dates";
import type { Locale } from "../../schemas/api";
import { csrfFieldName } from "../../server/api/csrf";
import { ConfirmDialog, useHydrated } from "./change-history";
import { adminPath, plainRefusal, type RequestReads } from "./common";
import { type Data, errorsByProperty, formDataToBody } from "./form-data";

/** The properties of a date edited in the table; the rest on the date's own screen. */
const inlineDateFields = ["starts_at", "venue_id", "kind", "status", "is_online"] as const;

/** The most dates the table shows; more are on the dates' list, filtered by the production. */
const shownDates = 25;

export interface ProductionDatesData {
  /** The production's dates, earliest first (the first 25). */
  rows: AdminRow[];
  count: number;
  /** The bookings schema cut to the table's properties. */
  schema: FieldSchema;
  venues: AdminOption[];
}

/** What a refused write of a row shows again: the row ("new" for the added one), its typed values, errors, message and, after a conflict, what is stored now. */
export interface DateRefusal {
  row: number | "new";
  values: Data;
  errors: Record<string, string[]>;
  message: string;
  current?: Data;
}

/** The bookings schema with only the table's properties (and their required ones). */
function inlineDateSchema(described: AdminEntitySchemaAnswer): FieldSchema {
  const properties = described.schema.properties as Record<string, FieldSchema>;
  const required = ((described.schema as { required?: string[] }).required ?? []).filter((name) => (inlineDateFields as readonly string[]).includes(name));
  return { type: "object", properties: Object.fromEntries(inlineDateFields.map((name) => [name, properties[name]])), required };
}

/** The production's dates with what the table needs, or null when they cannot be read (no access). */
export async function loadProductionDates(
  admin: AdminClient,
  reads: RequestReads,
  locale: Locale,
  cookie: string | undefined,
  production: number,
): Promise<ProductionDatesData | null> {
  try {
    const [described, list, venues] = await Promise.all([
      reads.schema("bookings"),
      admin.list(locale, cookie, "bookings", { page: 1, sort: "starts_at", dir: "asc", filters: { production_id: String(production) } }),
      admin.options(locale, cookie, "venues"),
    ]);
    const missing = [...new Set(list.results.map((row) => row.venue_id))].filter(
      (id): id is number => typeof id === "number" && !venues.some((venue) => venue.id === id),
    );
    const more = missing.length ? await admin.options(locale, cookie, "venues", { ids: missing }) : [];
    return { rows: list.results.slice(0, shownDates), count: list.count, schema: inlineDateSchema(described), venues: [...venues, ...more] };
  } catch {
    return null;
  }
}

/** The intents of the dates' forms. */
const intents = ["date-save", "date-add", "date-delete"] as const;
export const isDateIntent = (intent: unknown): intent is (typeof intents)[number] => (intents as readonly unknown[]).includes(intent);

/** Compares stored values: two instants by their time, anything else as JSON. */
function sameValue(a: unknown, b: unknown): boolean {
  const instant = (value: unknown) => (typeof value === "string" && /^\d{4}-\d\d-\d\dT/.test(value) ? new Date(value).getTime() : value);
  return JSON.stringify(instant(a) ?? null) === JSON.stringify(instant(b) ?? null);
}

/** The table's properties of a stored row. */
const inlineValues = (row: Data): Data => Object.fromEntries(inlineDateFields.map((name) => [name, row[name] ?? null]));

/**
 * A post of a dates form: save a row, add one, delete one, through the admin's bookings writes.
 * Accepted: back to the production (`?dates=saved|added|deleted#dates`); refused: the screen again
 * with `{dates: DateRefusal}` in the write's status (a row changed since it was loaded: 409).
 */
export async function productionDateAction({
  intent,
  form,
  admin,
  reads,
  locale,
  staff,
  production,
  url,
  t,
}: {
  intent: (typeof intents)[number];
  form: FormData;
  admin: AdminClient;
  reads: RequestReads;
  locale: Locale;
  staff: StaffCredentials | null;
  production: number;
  url: URL;
  t: AdminTranslate;
}) {
  const rawId = form.get("date");
  const id = typeof rawId === "string" && /^[1-9]\d{0,8}$/.test(rawId) ? Number(rawId) : null;
  if (intent !== "date-add" && id === null) throw data({ message: "404 Not Found" }, { status: 404 });
  const row = intent === "date-add" ? ("new" as const) : (id as number);
  const schema = inlineDateSchema(await reads.schema("bookings"));
  const { body, values } = intent === "date-delete" ? { body: {}, values: {} } : formDataToBody(schema, form);
  const refuse = (status: number, answer: Omit<DateRefusal, "row" | "values">) => data({ dates: { row, values, ...answer } satisfies DateRefusal }, { status });
  if (!staff) return refuse(403, { errors: {}, message: t("admin.plain.csrf") });
  const back = (done: string) => redirect(`${adminPath(locale, "productions", production)}?dates=${done}#dates`);
  const refused = (result: Extract<AdminWriteResult, { ok: false }>) => {
    // An ended session goes to the login, as on every screen.
    if (result.status === 401) plainRefusal(result, values, "", locale, url);
    return refuse(result.status, { errors: result.errors, message: result.message ?? t("admin.failed") });
  };

  if (intent === "date-delete") {
    const result = await admin.remove(locale, staff, "bookings", row as number);
    if (!result.ok) return refused(result);
    throw back("deleted");
  }
  if (intent === "date-add") {
    const result = await admin.create(locale, staff, "bookings", { ...body, production_id: production });
    if (!result.ok) return refused(result);
    throw back("added");
  }
  // Only a date of this production, and only as it was when the screen was loaded.
  const stored = (await reads.item("bookings", row as number)).data;
  if (stored.production_id !== production) throw data({ message: "404 Not Found" }, { status: 404 });
  let loaded: Data = {};
  try {
    loaded = JSON.parse(String(form.get("loaded") ?? "{}")) as Data;
  } catch {
    loaded = {};
  }
  const current = inlineValues(stored);
  if (inlineDateFields.some((name) => !sameValue(loaded[name], current[name]))) {
    return refuse(409, { errors: {}, message: t("admin.dates.conflict"), current });
  }
  // An update names every required property: the production stays the same.
  const result = await admin.update(locale, staff, "bookings", row as number, { ...body, production_id: production });
  if (!result.ok) return refused(result);
  throw back("saved");
}

interface RowProps {
  formId: string;
  row: number | "new";
  values: Data;
  errors: Record<string, string[]>;
  schema: FieldSchema;
  venues: AdminOption[];
  locale: Locale;
}

/** The cells of one row's controls; each control belongs to the row's form (`form=`) and is labelled by its column and the row. */
function RowControls({ formId, row, values, errors, schema, venues, locale }: RowProps) {
  const editorT = createEditorTranslate(locale);
  const properties = schema.properties ?? {};
  return (
    <>
      {inlineDateFields.map((name) => {
        const id = `date-${row}-${name}`;
        const property = properties[name] ?? {};
        const fieldErrors = errors[name] ?? [];
        const errorId = fieldErrors.length ? `${id}__error` : undefined;
        const common = {
          id,
          name,
          form: formId,
          "aria-labelledby": `dates-col-${name} date-${row}-label`,
          "aria-describedby": errorId,
          "aria-invalid": fieldErrors.length ? (true as const) : undefined,
          className: "schema-form__input",
        };
        const value = values[name];
        let control: React.ReactNode;
        if (name === "starts_at") {
          const local = typeof value === "string" && /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(value) ? value : berlinLocalValue(value);
          control = <input {...common} type="datetime-local" required defaultValue={local} />;
        } else if (name === "venue_id") {
          control = (
            <select {...common} required defaultValue={value === null || value === undefined ? "" : String(value)}>
              <option value="">–</option>
              {venues.map((venue) => (
                <option key={venue.id} value={String(venue.id)}>
                  {venue.label || `#${venue.id}`}
                </option>
              ))}
            </select>
          );
        } else if (name === "is_online") {
          control = (
            <>
              <input type="hidden" name={name} value="" form={formId} />
              <input {...common} type="checkbox" value="true" defaultChecked={value === true} />
            </>
          );
        } else {
          control = (
            <select {...common} defaultValue={String(value ?? property.default ?? "")}>
              {(property.enum ?? []).map((choice) => (
                <option key={String(choice)} value={String(choice)}>
                  {optionLabel(editorT, name, choice)}
                </option>
              ))}
            </select>
          );
        }
        return (
          <td key={name} data-field={name} className={fieldErrors.length ? "schema-form__field--invalid" : undefined}>
            {control}
            {fieldErrors.length ? (
              <ul id={errorId} className="schema-form__errors">
                {fieldErrors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </td>
        );
      })}
    </>
  );
}

/** The table of a production's dates, edited in place. */
export function ProductionDates({
  production,
  dates,
  refusal,
  notice,
  confirmDate = null,
  locale,
  csrfToken,
  t,
}: {
  production: number;
  dates: ProductionDatesData;
  refusal: DateRefusal | null;
  notice: string | null;
  /** The date whose delete is asked about without JavaScript (`?confirm-date=`). */
  confirmDate?: number | null;
  locale: Locale;
  csrfToken: string;
  t: AdminTranslate;
}) {
  const editorT = createEditorTranslate(locale);
  const action = adminPath(locale, "productions", production);
  const hydrated = useHydrated();
  const submit = useSubmit();
  const dialog = useRef<HTMLDialogElement>(null);
  const section = useRef<HTMLElement>(null);
  const [asked, setAsked] = useState<{ id: number; when: string } | null>(null);
  // After a delete from the dialog (its button is gone with the row): the focus goes to the dates.
  const deleting = useRef(false);
  useEffect(() => {
    if (!deleting.current || (notice !== "deleted" && !refusal)) return;
    deleting.current = false;
    section.current?.focus();
  }, [notice, refusal]);
  const openDelete = (id: number, label: string) => {
    // The question is the dialog's name: rendered before the dialog opens, so it is announced with it.
    flushSync(() => setAsked({ id, when: label }));
    dialog.current?.showModal();
  };
  const confirmDelete = () => {
    if (!asked) return;
    dialog.current?.close();
    deleting.current = true;
    submit({ [csrfFieldName]: csrfToken, date: String(asked.id), intent: "date-delete" }, { method: "post", action, preventScrollReset: true });
  };
  const label = (name: string) => fieldLabel(editorT, "bookings", name, dates.schema.properties?.[name]);
  // The shared format of a date and time, Berlin time ("Di., 2. Juli 2030, 20:15"); "–" without a valid start.
  const when = (value: unknown) => (berlinLocalValue(value) ? formatDateTime(String(value), locale) : "–");
  const message = refusal
    ? { text: refusal.message, kind: "alert" as const }
    : notice === "saved" || notice === "added" || notice === "deleted"
      ? { text: t(`admin.dates.${notice}`), kind: "status" as const }
      : null;
  const otherErrors = Object.entries(errorsByProperty(refusal?.errors)).flatMap(([name, messages]) =>
    (inlineDateFields as readonly string[]).includes(name) ? [] : messages.map((text) => [name, text] as const),
  );
  const errorsOf = (row: number | "new") => (refusal?.row === row ? errorsByProperty(refusal.errors) : {});
  const hidden = (formId: string) => <input type="hidden" name={csrfFieldName} value={csrfToken} form={formId} />;
  return (
    <section ref={section} id="dates" className="admin-dates schema-form" aria-labelledby="admin-dates-title" tabIndex={-1}>
      <h2 id="admin-dates-title">{t("admin.dates.title")}</h2>
      <p className="schema-form__help">{t("admin.dates.intro")}</p>
      <div className={message?.kind === "alert" ? "admin-dates__message admin-dates__message--alert" : "admin-dates__message"} role={message?.kind ?? "status"}>
        <p>{message?.text ?? ""}</p>
        {/* Errors of properties the table does not show (the date's own screen has them). */}
        {otherErrors.length ? (
          <ul className="schema-form__errors">
            {otherErrors.map(([name, text]) => (
              <li key={`${name}:${text}`}>{name ? `${label(name)}: ${text}` : text}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="admin-dates__scroll">
        <table className="admin-dates__table">
          <caption className="schema-form__live">{t("admin.dates.title")}</caption>
          <thead>
            <tr>
              <th scope="col" id="dates-col-date">
                {t("admin.dates.date")}
              </th>
              {inlineDateFields.map((name) => (
                <th key={name} scope="col" id={`dates-col-${name}`}>
                  {label(name)}
                </th>
              ))}
              <th scope="col">{t("admin.dates.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {dates.rows.map((row, index) => {
              const formId = `date-form-${row.id}`;
              const stored = inlineValues(row);
              const own = refusal?.row === row.id ? refusal : null;
              const values = own ? { ...stored, ...(own.current ?? {}), ...own.values } : stored;
              // After a conflict the row was loaded anew: saving again overwrites what is stored now.
              const loaded = own?.current ?? stored;
              const rowLabel = t("admin.dates.row", { number: index + 1, when: when(row.starts_at) });
              const asking = !hydrated && confirmDate === row.id;
              return (
                <tr key={row.id} className={own ? "admin-dates__row admin-dates__row--refused" : "admin-dates__row"}>
                  <th scope="row" id={`date-${row.id}-label`}>
                    {rowLabel}
                  </th>
                  <RowControls
                    formId={formId}
                    row={row.id}
                    values={values}
                    errors={errorsOf(row.id)}
                    schema={dates.schema}
                    venues={dates.venues}
                    locale={locale}
                  />
                  <td className="admin-dates__actions">
                    <Form method="post" action={action} id={formId} preventScrollReset noValidate>
                      {hidden(formId)}
                      <input type="hidden" name="date" value={String(row.id)} />
                      <input type="hidden" name="loaded" value={JSON.stringify(loaded)} />
                      <button type="submit" name="intent" value="date-save" className="admin-button admin-button--primary">
                        {t("admin.dates.save")}
                      </button>{" "}
                      {hydrated ? (
                        <button type="button" className="admin-button admin-button--danger" onClick={() => openDelete(row.id, when(row.starts_at))}>
                          {t("admin.dates.delete")}
                        </button>
                      ) : asking ? null : (
                        <a className="admin-button admin-button--danger" href={`${action}?confirm-date=${row.id}#date-${row.id}-confirm`}>
                          {t("admin.dates.delete")}
                        </a>
                      )}{" "}
                      <a href={adminPath(locale, "bookings", row.id)}>{t("admin.dates.more")}</a>
                    </Form>
                    {asking ? (
                      <div
                        className="admin-confirm"
                        id={`date-${row.id}-confirm`}
                        role="group"
                        aria-labelledby={`date-${row.id}-confirm-question`}
                        tabIndex={-1}
                      >
                        <p id={`date-${row.id}-confirm-question`}>{t("admin.dates.deleteConfirm", { date: when(row.starts_at) })}</p>
                        <p className="admin-actions">
                          <a className="admin-button" href={`${action}#date-${row.id}-label`}>
                            {t("admin.delete.cancel")}
                          </a>{" "}
                          <button type="submit" form={formId} name="intent" value="date-delete" className="admin-button admin-button--danger">
                            {t("admin.dates.delete")}
                          </button>
                        </p>
                      </div>
                    ) : null}
                  </td>
                </tr>
              );
            })}
            <tr className="admin-dates__row admin-dates__row--new">
              <th scope="row" id="date-new-label">
                {t("admin.dates.new")}
              </th>
              <RowControls
                formId="date-form-new"
                row="new"
                values={refusal?.row === "new" ? refusal.values : { kind: "performance", status: "scheduled", is_online: true }}
                errors={errorsOf("new")}
                schema={dates.schema}
                venues={dates.venues}
                locale={locale}
              />
              <td className="admin-dates__actions">
                <Form method="post" action={action} id="date-form-new" preventScrollReset noValidate>
                  {hidden("date-form-new")}
                  <button type="submit" name="intent" value="date-add" className="admin-button">
                    {t("admin.dates.add")}
                  </button>
                </Form>
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        dialog={dialog}
        id="admin-date-delete-title"
        question={asked ? t("admin.dates.deleteConfirm", { date: asked.when }) : ""}
        confirmLabel={t("admin.dates.delete")}
        cancelLabel={t("admin.delete.cancel")}
        onConfirm={confirmDelete}
        onClose={() => {
          if (!deleting.current) setAsked(null);
        }}
      />
      <p>
        {dates.rows.length ? t("admin.dates.zone") : t("admin.dates.none")}{" "}
        {dates.count > dates.rows.length ? (
          <a href={`${adminPath(locale, "bookings")}?filter.production_id=${production}`}>{t("admin.dates.all", { count: dates.count })}</a>
        ) : null}
      </p>
    </section>
  );
}
