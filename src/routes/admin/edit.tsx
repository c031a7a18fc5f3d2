/**
 * Create or edit one entry (docs/admin.md): the form is generated from the entity's JSON Schema
 * with the editor's rjsf theme and widgets, German and English side by side with missing
 * translations flagged as staff type; the server validates with the same schema. Saving and
 * deleting go from the browser to /{locale}/admin-api/ with the CSRF token; what was typed stays
 * in the form on any refusal. Below the form: the entry's history from the audit log.
 *
 * Without JavaScript (and until the page has hydrated) the form is plain HTML generated from the
 * same schema (plain-form.tsx), posted to this route's action, which makes the same write in
 * process and answers with a redirect (POST-redirect-GET) or the form again with the server's
 * errors; deleting asks on `?confirm=delete` instead of a dialog.
 */
import { useMemo, useRef, useState } from "react";
import { data, Link, redirect, useNavigate, useRevalidator } from "react-router";
import type { AdminClient } from "../../content-client/admin";
import { createAdminTranslate, type AdminTranslate, useAdminI18n } from "../../editor/admin/i18n";
import { type FieldSchema, fieldLabel } from "../../editor/forms/ui-schema";
import type { ServerFieldError } from "../../editor/forms/validator";
import { createEditorTranslate } from "../../editor/i18n";
import { brokenOrderRules, type OrderRule, orderMessageKey } from "../../lib/order-rules";
import type { AdminEntitySchemaAnswer, AdminHistory, AdminOption } from "../../schemas/admin";
import type { Locale } from "../../schemas/api";
import { IntentForm } from "./intent-form";
import type { Route } from "./+types/edit";
import { AdminSchemaForm, ChangeHistory, ConfirmDialog, type Message, ScreenMessage, useAdminWrite, useCsrfToken, useHydrated } from "./change-history";
import { adminAccess, adminFailure, adminLocale, adminPath, fillLink, plainCsrfRefusal, plainPost, plainRefusal } from "./common";
import { type Data, formDataToBody, withEmptiedProperties } from "./form-data";
import type { ReferenceOptions } from "./plain-form";
import { isDateIntent, loadProductionDates, ProductionDates, productionDateAction } from "./production-dates";
import { useUnsavedGuard } from "./unsaved";
import { entitiesWithPage, type PublicPage, publicPages, recordName, referenceLabel, singularName } from "./record";
import { PublicationNote } from "./publication";
import { DraftPanel, draftAction, draftNotice, hasDrafts, homePages, isDraftIntent, SchedulePanel } from "./entity-draft";

/** The entry's id of the URL: null for a new one, -1 for anything that is no id. */
const idParam = (id: string | undefined) => (id === undefined ? null : /^\d{1,9}$/.test(id) ? Number(id) : -1);

/** The most choices a reference field offers without JavaScript (as one options call answers). */
const optionsLimit = 50;

/**
 * The choices of the form's reference fields (`x-ref`) for the form without JavaScript: one
 * options call per property (the first 50 by label) and, when the entry's own choices are not
 * among them, one for exactly those. A call that fails (an editor may not list users) leaves the
 * property without choices: the form then takes the id.
 */
async function referenceOptions(
  admin: AdminClient,
  locale: Locale,
  cookie: string | undefined,
  schema: AdminEntitySchemaAnswer["schema"],
  value: Data,
): Promise<ReferenceOptions> {
  const properties = Object.entries(schema.properties as Record<string, FieldSchema>).filter(([, property]) => property["x-ref"] && !property.readOnly);
  const entries = await Promise.all(
    properties.map(async ([name, property]) => {
      try {
        const first = await admin.options(locale, cookie, property["x-ref"] ?? "");
        const current = value[name];
        const chosen = (Array.isArray(current) ? current : [current]).filter((id): id is number => typeof id === "number");
        const missing = chosen.filter((id) => !first.some((option) => option.id === id)).slice(0, optionsLimit);
        const more = missing.length ? await admin.options(locale, cookie, property["x-ref"] ?? "", { ids: missing }) : [];
        return [[name, [...first, ...more]] as [string, AdminOption[]]];
      } catch {
        return [];
      }
    }),
  );
  return Object.fromEntries(entries.flat());
}

export async function loader({ params, url, request, context }: Route.LoaderArgs) {
  const locale = adminLocale(params.lang);
  const { admin, cookie, reads } = adminAccess(context, locale, url, request);
  const id = idParam(params.id);
  if (id === -1) throw data({ message: "404 Not Found" }, { status: 404 });
  try {
    // Read once per request: after a refused post the action has read them already.
    const [described, item, history] = await Promise.all([
      reads.schema(params.entity),
      id === null ? null : reads.item(params.entity, id),
      id === null ? [] : admin.history(locale, cookie, params.entity, id),
    ]);
    if (id === null && !described.schema["x-admin"].writes.includes("create")) throw data({ message: "404 Not Found" }, { status: 404 });
    const saved = url.searchParams.get("saved");
    const writes = described.schema["x-admin"].writes;
    const prefill = id === null ? prefillFrom(url, described) : {};
    const editable = id === null || writes.includes("update");
    const options = editable ? await referenceOptions(admin, locale, cookie, described.schema, item?.data ?? prefill) : {};
    const notice = saved === "created" ? ("created" as const) : saved === "1" ? ("saved" as const) : null;
    const confirmDelete = id !== null && writes.includes("delete") && url.searchParams.get("confirm") === "delete";
    const name = item ? await recordName(described, item.data, locale, referenceLabel(admin, locale, cookie)) : null;
    const pages = item ? publicPages(params.entity, item.id, item.data) : [];
    // A production's dates, edited in place below its form (production-dates.tsx).
    const dates = params.entity === "productions" && id !== null && editable ? await loadProductionDates(admin, reads, locale, cookie, id) : null;
    const datesNotice = url.searchParams.get("dates");
    // Deleting a date without JavaScript asks on this screen first (production-dates.tsx).
    const confirmDate = dates ? Number(url.searchParams.get("confirm-date")) || null : null;
    // A record with a draft: the form shows and saves the draft (entity-draft.tsx); it comes with the item.
    const draft = item?.draft ?? null;
    // A date's draft is previewed on its production's pages (`?preview=draft&date=…`, entity-draft.tsx).
    const previewPages =
      draft && params.entity === "bookings" && typeof item?.data.production_id === "number"
        ? await admin
            .item(locale, cookie, "productions", item.data.production_id)
            .then((production) => publicPages("productions", production.id, production.data))
            .catch(() => [])
        : // A home block's on the home page (`?preview=draft&block=…`).
          draft && params.entity === "home-blocks"
          ? homePages()
          : pages;
    // The notice after a draft or schedule post, as a message key: translated in the screen, as `notice` and `datesNotice` are.
    const draftSaved = draftNotice(saved);
    return {
      locale,
      entity: params.entity,
      id,
      described,
      item,
      history,
      prefill,
      options,
      notice,
      confirmDelete,
      name,
      pages,
      dates,
      datesNotice,
      confirmDate,
      draft,
      draftSaved,
      previewPages,
    };
  } catch (error) {
    adminFailure(error, locale, url);
  }
}

/**
 * A post of the form without JavaScript: create, update, or (`intent=delete`) delete, through the
 * same admin write as the JavaScript form. Accepted: a redirect to the entry (`?saved=created`,
 * `?saved=1`) or the list (`?deleted=1`); refused: the form again with what was typed, the field
 * errors and the message, in the server's status.
 */
export async function action(args: Route.ActionArgs) {
  const { params, url } = args;
  const id = idParam(params.id);
  if (id === -1) throw data({ message: "404 Not Found" }, { status: 404 });
  const entity = params.entity;
  const { locale, t, admin, reads, form, staff } = await plainPost(args);
  try {
    const intent = form.get("intent");
    if (entity === "productions" && id !== null && isDateIntent(intent)) {
      return await productionDateAction({ intent, form, admin, reads, locale, staff, production: id, url, t });
    }
    if (intent === "delete") {
      if (id === null) throw data({ message: "404 Not Found" }, { status: 404 });
      if (!staff) return plainCsrfRefusal({}, t("admin.plain.csrf"));
      const result = await admin.remove(locale, staff, entity, id);
      if (result.ok) throw redirect(`${adminPath(locale, entity)}?deleted=1`);
      return plainRefusal(result, {}, t("admin.failed"), locale, url);
    }
    if (id !== null && isDraftIntent(intent) && intent !== "draft-save") return await draftAction({ intent, form, admin, staff, locale, t, entity, id, url });
    const described = await reads.schema(entity);
    const { body, values } = formDataToBody(formSchema(described), form);
    if (!staff) return plainCsrfRefusal(values, t("admin.plain.csrf"));
    // A record with a draft saves into it: its item answer says (and the screen, shown again on a refusal, reuses it).
    const draft = id !== null && hasDrafts(entity, described) ? ((await reads.item(entity, id))?.draft ?? null) : null;
    const result =
      id === null
        ? await admin.create(locale, staff, entity, body)
        : draft
          ? await admin.draftStep(locale, staff, entity, id, "save", body)
          : await admin.update(locale, staff, entity, id, body);
    if (!result.ok) return plainRefusal(result, values, t("admin.failed"), locale, url);
    const created = id === null ? (result.body as { id: number }).id : id;
    throw redirect(`${adminPath(locale, entity, created)}?saved=${id === null ? "created" : draft ? "draft-save" : "1"}`);
  } catch (error) {
    adminFailure(error, locale, url);
  }
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const locale = params.lang === "en" ? "en" : "de";
  const t = createAdminTranslate(locale);
  const title = loaderData ? editTitle(t, loaderData) : t("admin.title");
  return [{ title: `${title} – ${t("admin.title")}` }, { name: "robots", content: "noindex" }];
};

/**
 * The screen's title, naming the record: "Produktion „Die Stunde der Vögel“ bearbeiten", its
 * number when it has no name, "Produktion anlegen" for a new one, and without "bearbeiten" for a
 * record staff may only read (a form entry).
 */
export function editTitle(
  t: AdminTranslate,
  { locale, entity, id, described, name }: { locale: Locale; entity: string; id: number | null; described: AdminEntitySchemaAnswer; name: string | null },
): string {
  const singular = singularName(t, entity, described.title[locale]);
  const editable = described.schema["x-admin"].writes.includes("update");
  const title =
    id === null
      ? t("admin.create.named", { entity: singular })
      : name
        ? t(editable ? "admin.edit.named" : "admin.show.named", { entity: singular, name })
        : t(editable ? "admin.edit.numbered" : "admin.show.numbered", { entity: singular, id });
  return title.charAt(0).toLocaleUpperCase(locale) + title.slice(1);
}

/**
 * A new entry may start from the URL: `?old_path=/de/alt` fills that property (the 404 log's
 * "create redirect" links here). Only the schema's text and number properties, as typed. An
 * object whose default is null (an inventory's seat plan) starts as null: rjsf would otherwise
 * fill in the minimum of its required lists, an empty plan the save refuses.
 */
function prefillFrom(url: URL, described: AdminEntitySchemaAnswer): Data {
  const data: Data = {};
  for (const [name, property] of Object.entries(described.schema.properties as Record<string, { type?: string | string[]; default?: unknown }>)) {
    const types = Array.isArray(property.type) ? property.type : [property.type];
    if (types.includes("object") && property.default === null) data[name] = null;
    const raw = url.searchParams.get(name);
    if (raw === null) continue;
    if (types.includes("string")) data[name] = raw.slice(0, 2000);
    else if (types.includes("integer") && /^-?\d{1,9}$/.test(raw)) data[name] = Number(raw);
  }
  return data;
}

/** The form's schema: the entity's JSON Schema without the admin's own keyword. */
function formSchema(described: AdminEntitySchemaAnswer): object {
  const { "x-admin": _admin, ...schema } = described.schema;
  return schema;
}

const filled = (value: unknown) => (typeof value === "string" ? value.replace(/<[^>]*>/g, "").trim() !== "" : value !== null && value !== undefined);

/** The translation pairs where one language is filled and the other is not. */
export function missingTranslations(pairs: readonly (readonly [string, string])[], data: Data): { missing: "de" | "en"; column: string }[] {
  const missing: { missing: "de" | "en"; column: string }[] = [];
  for (const [de, en] of pairs) {
    if (filled(data[de]) && !filled(data[en])) missing.push({ missing: "en", column: de });
    else if (filled(data[en]) && !filled(data[de])) missing.push({ missing: "de", column: en });
  }
  return missing;
}

/**
 * The translation pairs whose one language was changed after the other (from the audit log,
 * newest first): the other may need the same change. Only pairs whose both languages are filled.
 */
export function outdatedTranslations(
  pairs: readonly (readonly [string, string])[],
  data: Data,
  history: AdminHistory,
): { outdated: "de" | "en"; column: string; since: string }[] {
  const lastChange = (column: string) => history.findIndex((entry) => entry.changes !== null && column in entry.changes);
  const outdated: { outdated: "de" | "en"; column: string; since: string }[] = [];
  for (const [de, en] of pairs) {
    if (!filled(data[de]) || !filled(data[en])) continue;
    const [deAt, enAt] = [lastChange(de), lastChange(en)];
    if (deAt < 0 || enAt < 0 || deAt === enAt) continue;
    // A smaller index is a newer entry.
    if (deAt < enAt) outdated.push({ outdated: "en", column: de, since: history[deAt].at });
    else outdated.push({ outdated: "de", column: en, since: history[enAt].at });
  }
  return outdated;
}

/**
 * The entity's ordering rules (`x-admin.order`) the data breaks, as field errors of the later
 * property naming the earlier one: the server's check and message, before the form sends.
 */
export function orderErrors(rules: readonly OrderRule[], data: Data, label: (column: string) => string, t: AdminTranslate): ServerFieldError[] {
  return brokenOrderRules(rules, data).map((rule) => ({ path: `/${rule.after}`, message: t(orderMessageKey(rule), { field: label(rule.before) }) }));
}

const baseLabel = (text: string) => text.replace(/\s*\((de|en|deutsch|englisch|german|english)\)$/i, "");

function TranslationStatus({
  pairs,
  data,
  history,
  label,
  t,
}: {
  pairs: readonly (readonly [string, string])[];
  data: Data;
  history: AdminHistory;
  label: (column: string) => string;
  t: AdminTranslate;
}) {
  if (!pairs.length) return null;
  const missing = missingTranslations(pairs, data);
  const outdated = outdatedTranslations(pairs, data, history);
  return (
    <section className="admin-translations" aria-labelledby="admin-translations">
      <h2 id="admin-translations">{t("admin.translations")}</h2>
      <div role="status">
        {missing.length || outdated.length ? (
          <ul>
            {missing.map(({ missing: language, column }) => (
              <li key={column} className="admin-translations__missing">
                {t(language === "en" ? "admin.translation.missingEn" : "admin.translation.missingDe", { field: baseLabel(label(column)) })}
              </li>
            ))}
            {outdated.map(({ outdated: language, column }) => (
              <li key={`${column}-outdated`} className="admin-translations__outdated">
                {t(language === "en" ? "admin.translation.olderEn" : "admin.translation.olderDe", { field: baseLabel(label(column)) })}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("admin.translation.complete")}</p>
        )}
      </div>
    </section>
  );
}

/** An entry staff may look at but not change (form entries): its values, labelled. */
function ReadOnlyEntry({ data, label, t }: { data: Data; label: (column: string) => string; t: AdminTranslate }) {
  const shown = (value: unknown) =>
    value === true
      ? t("admin.yes")
      : value === false
        ? t("admin.no")
        : value === null || value === undefined
          ? "–"
          : typeof value === "object"
            ? JSON.stringify(value)
            : String(value);
  return (
    <dl className="admin-readonly">
      {Object.entries(data).map(([column, value]) => (
        <div key={column}>
          <dt>{label(column)}</dt>
          <dd>{shown(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One form per entry: moving from "new" to the created entry (or to another entry) starts afresh. */
export default function AdminEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminEdit key={`${loaderData.entity}:${loaderData.id ?? "new"}`} loaderData={loaderData} actionData={actionData} />;
}

function AdminEdit({ loaderData, actionData }: { loaderData: Route.ComponentProps["loaderData"]; actionData: Route.ComponentProps["actionData"] }) {
  const { t } = useAdminI18n();
  const {
    locale,
    entity,
    id,
    described,
    item,
    history,
    prefill,
    options,
    notice,
    confirmDelete,
    pages,
    dates,
    datesNotice,
    confirmDate,
    draft,
    draftSaved,
    previewPages,
  } = loaderData;
  const hydrated = useHydrated();
  const csrfToken = useCsrfToken();
  // A refused post of the form, or of a row of a production's dates.
  const refusal = actionData && !("dates" in actionData) ? actionData : null;
  const dateRefusal = actionData && "dates" in actionData ? actionData.dates : null;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const meta = described.schema["x-admin"];
  const schema = useMemo(() => formSchema(described), [described]);
  const editorT = createEditorTranslate(locale);
  const label = (column: string) => fieldLabel(editorT, entity, column, (described.schema.properties as Record<string, { title?: string }>)[column]);
  const title = editTitle(t, loaderData);
  const validate = useMemo(() => (meta.order.length ? (next: Data) => orderErrors(meta.order, next, label, t) : undefined), [described, locale]);

  const start = draft?.data ?? item?.data ?? prefill;
  const [typed, setTyped] = useState<Data>(refusal ? { ...start, ...refusal.values } : start);
  const initial: Message | null = refusal
    ? { text: refusal.message, kind: "alert" }
    : notice === "created"
      ? { text: t("admin.created"), kind: "status" }
      : notice === "saved"
        ? { text: t("admin.saved"), kind: "status" }
        : draftSaved
          ? { text: t(draftSaved), kind: "status" }
          : null;
  const { busy, serverErrors, setMessage, message, write } = useAdminWrite(locale, t, initial);
  const dialog = useRef<HTMLDialogElement>(null);
  const guard = useUnsavedGuard(t);

  const path = id === null ? `${entity}/` : `${entity}/${id}/`;
  // With a draft the form saves into it.
  const savePath = draft ? `${entity}/${id}/draft/` : path;

  async function save(next: Data) {
    const response = await write(savePath, id === null ? "POST" : "PUT", withEmptiedProperties(schema, next));
    if (!response) return;
    guard.saved();
    if (id === null) {
      const created = (await response.json()) as { id: number };
      navigate(`${adminPath(locale, entity, created.id)}?saved=created`);
      return;
    }
    setMessage({ text: t(draft ? "admin.draft.saved" : "admin.saved"), kind: "status" });
    revalidator.revalidate();
  }

  const [action, setAction] = useState<(typeof actions)[number] | null>(null);
  const actionDialog = useRef<HTMLDialogElement>(null);
  const actions = meta.actions ?? [];

  async function runAction(name: string) {
    actionDialog.current?.close();
    setAction(null);
    const response = await write(`${entity}/${id}/${name}/`, "POST");
    if (!response) return;
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    setMessage({ text: answer.message ?? t("admin.saved"), kind: "status" });
    revalidator.revalidate();
  }

  function askAction(next: (typeof actions)[number]) {
    if (!next.confirm) {
      void runAction(next.name);
      return;
    }
    setAction(next);
    actionDialog.current?.showModal();
  }

  async function remove() {
    dialog.current?.close();
    if (await write(path, "DELETE")) {
      guard.saved();
      navigate(`${adminPath(locale, entity)}?deleted=1`);
    }
  }

  return (
    <>
      <p>
        <Link to={adminPath(locale, entity)}>{t("admin.back")}</Link>
      </p>
      <h1>{title}</h1>
      {id !== null ? <ViewOnSite entity={entity} pages={pages} offline={item?.data.is_online === false} t={t} /> : null}
      <PublicationNote value={item?.publication} locale={locale} block />
      <ScreenMessage message={message} />
      {confirmDelete && id !== null ? (
        <section className="admin-confirm" aria-labelledby="admin-confirm-delete">
          <p id="admin-confirm-delete">{t("admin.delete.confirm")}</p>
          <IntentForm action={adminPath(locale, entity, id)} intent="delete" csrfToken={csrfToken} className="admin-actions">
            <Link className="admin-button" to={adminPath(locale, entity, id)}>
              {t("admin.delete.cancel")}
            </Link>
            <button type="submit" className="admin-button admin-button--danger">
              {t("admin.delete")}
            </button>
          </IntentForm>
        </section>
      ) : null}
      {id !== null && hasDrafts(entity, described) ? (
        <>
          <DraftPanel draft={draft} locale={locale} entity={entity} id={id} csrfToken={csrfToken} t={t} pages={previewPages} />
          <SchedulePanel publication={item?.publication} locale={locale} entity={entity} id={id} csrfToken={csrfToken} t={t} />
        </>
      ) : null}
      <TranslationStatus pairs={meta.translations} data={typed} history={history} label={label} t={t} />
      {id !== null && !meta.writes.includes("update") ? (
        <ReadOnlyEntry data={start} label={label} t={t} />
      ) : (
        // Any input into the form arms the guard against leaving it unsaved.
        <div className="admin-form" onInput={guard.changed} onChange={guard.changed}>
          <AdminSchemaForm
            t={t}
            locale={locale}
            module={entity}
            schema={schema}
            value={start}
            onSubmit={(next) => void save(next)}
            onChange={setTyped}
            serverErrors={serverErrors}
            busy={busy}
            validate={validate}
            groups={meta.groups}
            plain={{ options, refusal, isNew: id === null }}
          />
        </div>
      )}
      {dates && id !== null ? (
        <ProductionDates
          production={id}
          dates={dates}
          refusal={dateRefusal}
          notice={datesNotice}
          confirmDate={confirmDate}
          locale={locale}
          csrfToken={csrfToken}
          t={t}
        />
      ) : null}
      {id !== null ? (
        <>
          <p className="admin-actions">
            {meta.links
              .filter((link) => link.on === "entry")
              .map((link) => (
                <a key={link.href} className="admin-button" href={fillLink(link.href, locale, id)}>
                  {link.title[locale]}
                </a>
              ))}
            {/* The actions need JavaScript; deleting without it asks on its own screen. */}
            {hydrated
              ? actions.map((entry) => (
                  <button key={entry.name} type="button" className="admin-button" onClick={() => askAction(entry)} disabled={busy}>
                    {entry.title[locale]}
                  </button>
                ))
              : null}
            {meta.writes.includes("delete") && !confirmDelete ? (
              hydrated ? (
                <button type="button" className="admin-button admin-button--danger" onClick={() => dialog.current?.showModal()} disabled={busy}>
                  {t("admin.delete")}
                </button>
              ) : (
                <a className="admin-button admin-button--danger" href={`${adminPath(locale, entity, id)}?confirm=delete`}>
                  {t("admin.delete")}
                </a>
              )
            ) : null}
          </p>
          <ConfirmDialog
            dialog={actionDialog}
            id="admin-action-title"
            question={action?.confirm?.[locale] ?? ""}
            confirmLabel={action?.title[locale] ?? ""}
            cancelLabel={t("admin.delete.cancel")}
            danger={false}
            onConfirm={() => action && void runAction(action.name)}
            onClose={() => setAction(null)}
          />
          <ConfirmDialog
            dialog={dialog}
            id="admin-delete-title"
            question={t("admin.delete.confirm")}
            confirmLabel={t("admin.delete")}
            cancelLabel={t("admin.delete.cancel")}
            onConfirm={() => void remove()}
          />
          <ChangeHistory history={history} locale={locale} label={label} t={t} />
        </>
      ) : null}
      {guard.dialog}
    </>
  );
}

/**
 * "View on site": the record's public pages, one link per language (in that language), or why
 * there is none for a record of an entity with pages that is not online.
 */
export function ViewOnSite({ entity, pages, offline, t }: { entity: string; pages: PublicPage[]; offline: boolean; t: AdminTranslate }) {
  if (!(entitiesWithPage as readonly string[]).includes(entity)) return null;
  if (!pages.length) return offline ? <p className="admin-muted">{t("admin.viewOnSite.offline")}</p> : null;
  return (
    <section className="admin-view-on-site" aria-labelledby="admin-view-on-site">
      <h2 id="admin-view-on-site" className="admin-view-on-site__title">
        {t("admin.viewOnSite")}
      </h2>
      <ul>
        {pages.map((page) => (
          <li key={page.locale}>
            <a href={page.href} hrefLang={page.locale}>
              {t(page.locale === "de" ? "admin.viewOnSite.de" : "admin.viewOnSite.en")}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
