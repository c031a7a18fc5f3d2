/**
 * A record's draft and schedule on its edit screen (docs/admin.md, "Drafts of records"): staff
 * start a draft, and the form then saves into it while visitors keep the live row; they publish
 * it now, discard it, or schedule its publication, and set when the row goes online and offline.
 * Plain forms posted to the edit screen's action (the same with and without JavaScript), with
 * the CSRF field; times are Berlin wall-clock values (datetime-local), converted on the server.
 */
import { data, redirect } from "react-router";
import type { AdminClient, AdminWriteResult, DraftStep, StaffCredentials } from "../../content-client/admin";
import type { AdminTranslate } from "../../editor/admin/i18n";
import { berlinLocalValue, instantOfBerlinLocal } from "../../editor/forms/berlin-local";
import { formatDateTime } from "../../lib/dates";
import type { AdminEntitySchemaAnswer } from "../../schemas/admin";
import type { Locale } from "../../schemas/api";
import type { EntityDraftStatus } from "../../schemas/drafts";
import { adminPath, type PlainActionAnswer, plainCsrfRefusal, plainRefusal } from "./common";
import { IntentForm } from "./intent-form";
import type { PublicPage } from "./record";
import { screenUrl } from "../../i18n/routes-table";
import { previewParams } from "../../ui/staff/admin-link";

/** Entities whose draft can be previewed on the public page (src/server/drafts/entity-drafts.ts `previewable`). */
const previewable: readonly string[] = ["productions", "venues", "news", "articles", "press-releases", "bookings", "home-blocks"];

/**
 * The preview of the draft on a public page: a date's on its production's page (`pages` are then
 * the production's), a home block's on the home page (`homePages`).
 */
const draftPreviewHref = (entity: string, id: number, page: PublicPage) => {
  const param = Object.hasOwn(previewParams, entity) ? previewParams[entity as keyof typeof previewParams] : null;
  return param ? `${page.href}?preview=draft&${param}=${id}` : `${page.href}?preview=draft`;
};

/** The home page in both languages: where a home block's draft is previewed. */
export const homePages = (): PublicPage[] => (["de", "en"] as const).map((locale) => ({ locale, href: screenUrl("index", locale) }));

/** Records of entities with `is_online` that staff may change have drafts and schedules (pages have theirs in the page editor). */
export function hasDrafts(entity: string, described: AdminEntitySchemaAnswer): boolean {
  return entity !== "pages" && "is_online" in described.schema.properties && described.schema["x-admin"].writes.includes("update");
}

/** What the edit screen says after a post of these forms (`?saved=…`). */
const notices = {
  "draft-start": "admin.draft.started",
  "draft-save": "admin.draft.saved",
  "draft-publish": "admin.draft.published",
  "draft-discard": "admin.draft.discarded",
  "draft-schedule": "admin.draft.scheduled",
  schedule: "admin.schedule.saved",
} as const;
type Intent = keyof typeof notices;

export const isDraftIntent = (value: unknown): value is Intent => typeof value === "string" && Object.hasOwn(notices, value);

/** The message key of `?saved=` after one of these posts, or null: the screen translates it, as its other notices. */
export function draftNotice(saved: string | null): (typeof notices)[Intent] | null {
  return isDraftIntent(saved) ? notices[saved] : null;
}

/** A Berlin wall-clock value of the form as an instant: null for empty, undefined for one that is no time. */
function formInstant(value: FormDataEntryValue | null): string | null | undefined {
  if (typeof value !== "string" || value.trim() === "") return null;
  return instantOfBerlinLocal(value.trim());
}

/**
 * A post of the draft or schedule forms (`intent`): the admin write, then back to the edit
 * screen with its notice, or the screen again with the server's message (its status).
 */
export async function draftAction({
  intent,
  form,
  admin,
  staff,
  locale,
  t,
  entity,
  id,
  url,
}: {
  intent: Exclude<Intent, "draft-save">;
  form: FormData;
  admin: AdminClient;
  staff: StaffCredentials | null;
  locale: Locale;
  t: AdminTranslate;
  entity: string;
  id: number;
  url: URL;
}) {
  if (!staff) return plainCsrfRefusal({}, t("admin.plain.csrf"));
  let result: AdminWriteResult;
  if (intent === "schedule") {
    const [publish, unpublish] = [formInstant(form.get("publish_at")), formInstant(form.get("unpublish_at"))];
    if (publish === undefined || unpublish === undefined) return plainInvalid(t("admin.schedule.invalid"));
    result = await admin.schedule(locale, staff, entity, id, { publish_at: publish, unpublish_at: unpublish });
  } else if (intent === "draft-schedule") {
    const at = formInstant(form.get("draft_publish_at"));
    if (at === undefined) return plainInvalid(t("admin.schedule.invalid"));
    result = await admin.draftStep(locale, staff, entity, id, "schedule", { publish_at: at });
  } else {
    const step: Record<typeof intent, DraftStep> = { "draft-start": "start", "draft-publish": "publish", "draft-discard": "discard" };
    result = await admin.draftStep(locale, staff, entity, id, step[intent]);
  }
  if (!result.ok) return plainRefusal(result, {}, t("admin.failed"), locale, url);
  throw redirect(`${adminPath(locale, entity, id)}?saved=${intent}`);
}

/** A refusal of the form before any write (a time that is no time): 400 with the message. */
const plainInvalid = (message: string) => data<PlainActionAnswer>({ values: {}, errors: {}, message }, { status: 400 });

/**
 * The draft's state above the form: none (a button to start one), or "Entwurf" with who began it
 * and when, and publish now, discard, and the scheduled publication.
 */
export function DraftPanel({
  draft,
  locale,
  entity,
  id,
  csrfToken,
  t,
  pages = [],
}: {
  draft: EntityDraftStatus | null;
  locale: Locale;
  entity: string;
  id: number;
  csrfToken: string;
  t: AdminTranslate;
  /** The record's public pages (a date: its production's): with a draft, each gets its preview (`?preview=draft`). */
  pages?: readonly PublicPage[];
}) {
  const action = adminPath(locale, entity, id);
  if (!draft) {
    return (
      <section className="admin-draft" aria-labelledby="admin-draft-title">
        <h2 id="admin-draft-title">{t("admin.draft.title")}</h2>
        <p>{t("admin.draft.none")}</p>
        <IntentForm action={action} intent="draft-start" csrfToken={csrfToken}>
          <button type="submit" className="admin-button">
            {t("admin.draft.start")}
          </button>
        </IntentForm>
      </section>
    );
  }
  return (
    <section className="admin-draft admin-draft--active" aria-labelledby="admin-draft-title" data-testid="admin-draft">
      <h2 id="admin-draft-title">
        <span className="admin-draft__badge">{t("admin.draft.badge")}</span>
      </h2>
      <p>
        {t(draft.author ? "admin.draft.since.by" : "admin.draft.since", { date: formatDateTime(draft.started_at, locale), author: draft.author ?? "" })}{" "}
        {t("admin.draft.explain")}
      </p>
      {previewable.includes(entity) && pages.length ? (
        <nav aria-label={t("admin.draft.preview")}>
          <ul>
            {pages.map((page) => (
              <li key={page.locale}>
                <a href={draftPreviewHref(entity, id, page)} hrefLang={page.locale}>
                  {t(page.locale === "de" ? "admin.draft.preview.de" : "admin.draft.preview.en")}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="admin-actions">
        <IntentForm action={action} intent="draft-publish" csrfToken={csrfToken}>
          <button type="submit" className="admin-button admin-button--primary">
            {t("admin.draft.publish")}
          </button>
        </IntentForm>
        <IntentForm action={action} intent="draft-discard" csrfToken={csrfToken}>
          <button type="submit" className="admin-button admin-button--danger">
            {t("admin.draft.discard")}
          </button>
        </IntentForm>
      </div>
      <IntentForm action={action} intent="draft-schedule" csrfToken={csrfToken} className="admin-draft__schedule">
        <p>
          <label htmlFor="admin-draft-publish-at">{t("admin.draft.publishAt")}</label>{" "}
          <input id="admin-draft-publish-at" type="datetime-local" name="draft_publish_at" defaultValue={berlinLocalValue(draft.publish_at)} />{" "}
          <button type="submit" className="admin-button">
            {t("admin.draft.scheduleApply")}
          </button>
        </p>
        <p className="admin-muted">
          {draft.publish_at ? t("admin.draft.plannedAt", { date: formatDateTime(draft.publish_at, locale) }) : t("admin.schedule.hint")}
        </p>
      </IntentForm>
    </section>
  );
}

/** When the row goes online and offline (Berlin time); empty clears a time. */
export function SchedulePanel({
  publication,
  locale,
  entity,
  id,
  csrfToken,
  t,
}: {
  publication: { publish_at?: string | null; unpublish_at?: string | null } | undefined;
  locale: Locale;
  entity: string;
  id: number;
  csrfToken: string;
  t: AdminTranslate;
}) {
  return (
    <section className="admin-schedule" aria-labelledby="admin-schedule-title">
      <h2 id="admin-schedule-title">{t("admin.schedule.title")}</h2>
      <IntentForm action={adminPath(locale, entity, id)} intent="schedule" csrfToken={csrfToken}>
        <p>
          <label htmlFor="admin-schedule-publish">{t("admin.schedule.publishAt")}</label>{" "}
          <input id="admin-schedule-publish" type="datetime-local" name="publish_at" defaultValue={berlinLocalValue(publication?.publish_at)} />
        </p>
        <p>
          <label htmlFor="admin-schedule-unpublish">{t("admin.schedule.unpublishAt")}</label>{" "}
          <input id="admin-schedule-unpublish" type="datetime-local" name="unpublish_at" defaultValue={berlinLocalValue(publication?.unpublish_at)} />
        </p>
        <p className="admin-muted">{t("admin.schedule.hint")}</p>
        <button type="submit" className="admin-button">
          {t("admin.schedule.apply")}
        </button>
      </IntentForm>
    </section>
  );
}
