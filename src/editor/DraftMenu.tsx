/**
 * The toolbar's draft status line and draft menu (docs/editor.md, "Drafts and scheduled
 * publishing"): start a draft of the page in this language, preview it on the page itself
 * (`?preview=draft`), publish it now or at a Berlin time, discard it, and take the page offline
 * at a time; on the page of an admin entity (a production, a news item, …), when it goes online
 * and offline. Every call goes to the editor or admin API with the CSRF token.
 */
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { formatDateTime } from "../lib/dates";
import { EditorRequestError } from "../machines/editing.machine";
import { csrfHeaderName, readCsrfCookie } from "../server/api/csrf";
import type { PageDraftStatus } from "../schemas/drafts";
import { editorCall } from "./api";
import { berlinLocalValue, instantOfBerlinLocal } from "./forms/berlin-local";
import { useEditorI18n } from "./i18n";
import { Modal, ModalExit } from "./Modal";
import "./forms/forms.css";

type Action = "draft" | "draft/publish" | "draft/discard" | "draft/schedule";

/**
 * A dialog's calls, one at a time: `busy` while one runs, then its message in `done`, or in
 * `error` why it failed (a time the server refused, or anything else).
 */
function useDialogCall() {
  const { t } = useEditorI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>, message: string) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await work();
      setDone(message);
    } catch (failure) {
      setError(failure instanceof EditorRequestError && failure.status === 400 ? t("drafts.error.time") : t("alert.error"));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, done, run };
}

/** The last call's failure (an alert) and its success (a status line, always there to be announced). */
function CallMessages({ error, done }: { error: string | null; done: string | null }) {
  return (
    <>
      {error ? (
        <p className="editor-modal__message" role="alert">
          {error}
        </p>
      ) : null}
      <p className="editor-drafts__done" role="status">
        {done}
      </p>
    </>
  );
}

/** The page's draft status, loaded once and after every change; `failed` when the last load failed. */
function useDraftStatus(pageId: number) {
  const { locale } = useEditorI18n();
  const [status, setStatus] = useState<PageDraftStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    return editorCall<PageDraftStatus>(locale, { method: "GET", path: `draft?page_id=${pageId}` })
      .then(setStatus)
      .catch(() => setFailed(true));
  }, [locale, pageId]);
  useEffect(() => {
    void load();
  }, [load]);
  return { status, setStatus, failed, load };
}

export function DraftMenu({ pageId }: { pageId: number }) {
  const { t, locale } = useEditorI18n();
  const { status, setStatus, failed, load } = useDraftStatus(pageId);
  const [open, setOpen] = useState(false);
  const openDialog = () => {
    setOpen(true);
    // Opening again is trying again.
    if (failed) void load();
  };
  const close = () => setOpen(false);
  const when = (iso: string) => formatDateTime(iso, locale);
  const parts = status
    ? [
        status.draft ? t("drafts.status.draft", { date: when(status.draft.started_at) }) : null,
        status.publish_at ? t("drafts.status.publishAt", { date: when(status.publish_at) }) : null,
        status.unpublish_at ? t("drafts.status.unpublishAt", { date: when(status.unpublish_at) }) : null,
      ].filter(Boolean)
    : [];
  return (
    <>
      {parts.length ? (
        <p className="editor-toolbar__draft" role="status" data-testid="draft-status">
          {parts.join(" · ")}
        </p>
      ) : null}
      <button type="button" className="editor-button" aria-haspopup="dialog" onClick={openDialog}>
        {t("drafts.menu")}
      </button>
      {open ? <DraftDialog pageId={pageId} status={status} failed={failed} onChange={setStatus} onClose={close} /> : null}
    </>
  );
}

/**
 * The draft dialog opens at once: until the page's status has come it says it is loading (or
 * that loading failed), then it shows the draft's actions, with focus moved into them.
 */
function DraftDialog({
  pageId,
  status,
  failed,
  onChange,
  onClose,
}: {
  pageId: number;
  status: PageDraftStatus | null;
  failed: boolean;
  onChange: (status: PageDraftStatus) => void;
  onClose: () => void;
}) {
  const { t } = useEditorI18n();
  const intro = useId();
  const content = useRef<HTMLDivElement>(null);
  const loaded = status !== null;
  useEffect(() => {
    const dialog = content.current?.closest("dialog");
    // The loading state's button is gone: focus the first control of the actions instead.
    if (loaded && dialog && !dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>("a[href], button:not(:disabled)")?.focus();
  }, [loaded]);
  return (
    <Modal title={t("drafts.title")} onClose={onClose} className="editor-modal--drafts" describedBy={intro}>
      <div ref={content}>
        {status ? (
          <DraftActions pageId={pageId} status={status} intro={intro} onChange={onChange} onClose={onClose} />
        ) : (
          <>
            {failed ? (
              <p id={intro} role="alert">
                {t("drafts.failed")}
              </p>
            ) : (
              <p id={intro} role="status">
                {t("drafts.loading")}
              </p>
            )}
            <ModalExit label={t("dialog.close")} onClick={onClose} />
          </>
        )}
      </div>
    </Modal>
  );
}

function DraftActions({
  pageId,
  status,
  intro,
  onChange,
  onClose,
}: {
  pageId: number;
  status: PageDraftStatus;
  intro: string;
  onChange: (status: PageDraftStatus) => void;
  onClose: () => void;
}) {
  const { t, locale } = useEditorI18n();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const { busy, error, done, run } = useDialogCall();
  const [publishAt, setPublishAt] = useState(berlinLocalValue(status.publish_at));
  const [unpublishAt, setUnpublishAt] = useState(berlinLocalValue(status.unpublish_at));
  const zone = useId();

  const send = (action: Action, extra: Record<string, unknown>, message: string) =>
    run(async () => {
      onChange(await editorCall<PageDraftStatus>(locale, { method: "POST", path: action, body: { page_id: pageId, ...extra } }));
      // The page on screen shows the working copy: load it again after publishing or discarding.
      void revalidator.revalidate();
    }, message);
  const schedule = () => {
    const at = (local: string) => (local ? (instantOfBerlinLocal(local) ?? null) : null);
    return send("draft/schedule", { publish_at: status.draft ? at(publishAt) : null, unpublish_at: at(unpublishAt) }, t("drafts.done.schedule"));
  };

  return (
    <>
      <p id={intro}>{status.draft ? t("drafts.intro.draft") : t("drafts.intro.none")}</p>
      <CallMessages error={error} done={done} />
      <div className="editor-drafts__actions">
        {status.draft ? (
          <>
            <Link className="editor-button" to={`${pathname}?preview=draft`} onClick={onClose}>
              {t("drafts.preview")}
            </Link>
            <button
              type="button"
              className="editor-button editor-button--primary"
              disabled={busy}
              onClick={() => send("draft/publish", {}, t("drafts.done.publish"))}
            >
              {t("drafts.publishNow")}
            </button>
            <button
              type="button"
              className="editor-button editor-button--danger"
              disabled={busy}
              onClick={() => {
                if (window.confirm(t("drafts.discardConfirm"))) void send("draft/discard", {}, t("drafts.done.discard"));
              }}
            >
              {t("drafts.discard")}
            </button>
          </>
        ) : (
          <button type="button" className="editor-button editor-button--primary" disabled={busy} onClick={() => send("draft", {}, t("drafts.done.start"))}>
            {t("drafts.start")}
          </button>
        )}
      </div>
      <ScheduleForm zone={zone} help={t("drafts.scheduleHelp")} busy={busy} onSave={schedule} onClose={onClose}>
        <h3 className="editor-drafts__heading">{t("drafts.schedule")}</h3>
        {status.draft ? <BerlinTimeField label={t("drafts.publishAt")} value={publishAt} onChange={setPublishAt} zone={zone} /> : null}
        <BerlinTimeField label={t("drafts.unpublishAt")} value={unpublishAt} onChange={setUnpublishAt} zone={zone} />
      </ScheduleForm>
    </>
  );
}

/** In the toolbar while staff preview a draft: it says so, and leads back to editing. */
export function DraftPreviewNotice({ back }: { back?: string }) {
  const { t } = useEditorI18n();
  const { pathname } = useLocation();
  return (
    <p className="editor-toolbar__preview" role="status" data-testid="draft-preview">
      <strong>{t("drafts.previewing")}</strong> {/* A record's draft goes back to its admin edit screen (another document). */}
      {back ? <a href={back}>{t("drafts.backToEditing")}</a> : <Link to={`${pathname}?edit`}>{t("drafts.backToEditing")}</Link>}
    </p>
  );
}

/** The admin entity and row of an admin link (`/admin/de/productions/12`), or null. */
export function scheduleTarget(adminUrl: string | null): { entity: string; id: number } | null {
  const match = adminUrl ? /^\/admin\/(?:de|en)\/([a-z-]+)\/(\d{1,9})$/.exec(adminUrl) : null;
  return match && match[1] !== "pages" ? { entity: match[1], id: Number(match[2]) } : null;
}

type EntitySchedule = { publish_at: string | null; unpublish_at: string | null };

async function scheduleCall(locale: string, target: { entity: string; id: number }, body?: EntitySchedule): Promise<EntitySchedule> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body) {
    headers["content-type"] = "application/json";
    headers[csrfHeaderName] = readCsrfCookie(document.cookie) ?? "";
  }
  const response = await fetch(`/${locale}/admin-api/${target.entity}/${target.id}/schedule`, {
    method: body ? "PUT" : "GET",
    credentials: "include",
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new EditorRequestError(response.status, response.statusText);
  return (await response.json()) as EntitySchedule;
}

/**
 * On the page of a production, venue, news item, article or press release: when it goes online
 * and offline (docs/editor.md). Nothing for an entity that has no schedule (the call answers 404).
 */
export function EntityScheduleMenu({ entity, id }: { entity: string; id: number }) {
  const { t, locale } = useEditorI18n();
  const target = useMemo(() => ({ entity, id }), [entity, id]);
  const [schedule, setSchedule] = useState<EntitySchedule | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let live = true;
    scheduleCall(locale, target)
      .then((found) => live && setSchedule(found))
      .catch(() => live && setSchedule(null));
    return () => {
      live = false;
    };
  }, [locale, target]);
  if (!schedule) return null;
  const parts = [
    schedule.publish_at ? t("drafts.status.onlineAt", { date: formatDateTime(schedule.publish_at, locale) }) : null,
    schedule.unpublish_at ? t("drafts.status.unpublishAt", { date: formatDateTime(schedule.unpublish_at, locale) }) : null,
  ].filter(Boolean);
  return (
    <>
      {parts.length ? (
        <p className="editor-toolbar__draft" role="status" data-testid="schedule-status">
          {parts.join(" · ")}
        </p>
      ) : null}
      <button type="button" className="editor-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t("drafts.schedule")}
      </button>
      {open ? <EntityScheduleDialog target={target} schedule={schedule} onChange={setSchedule} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function EntityScheduleDialog({
  target,
  schedule,
  onChange,
  onClose,
}: {
  target: { entity: string; id: number };
  schedule: EntitySchedule;
  onChange: (schedule: EntitySchedule) => void;
  onClose: () => void;
}) {
  const { t, locale } = useEditorI18n();
  const [online, setOnline] = useState(berlinLocalValue(schedule.publish_at));
  const [offline, setOffline] = useState(berlinLocalValue(schedule.unpublish_at));
  const { busy, error, done, run } = useDialogCall();
  const ids = { intro: useId(), zone: useId() };
  const at = (local: string) => (local ? (instantOfBerlinLocal(local) ?? null) : null);
  const save = () =>
    run(async () => onChange(await scheduleCall(locale, target, { publish_at: at(online), unpublish_at: at(offline) })), t("drafts.done.schedule"));
  return (
    <Modal title={t("drafts.schedule")} onClose={onClose} className="editor-modal--drafts" describedBy={ids.intro}>
      <p id={ids.intro}>{t("drafts.intro.entity")}</p>
      <CallMessages error={error} done={done} />
      <ScheduleForm zone={ids.zone} help={t("drafts.scheduleHelpEntity")} busy={busy} onSave={save} onClose={onClose}>
        <BerlinTimeField label={t("drafts.onlineAt")} value={online} onChange={setOnline} zone={ids.zone} />
        <BerlinTimeField label={t("drafts.unpublishAt")} value={offline} onChange={setOffline} zone={ids.zone} />
      </ScheduleForm>
    </Modal>
  );
}

/**
 * A dialog's schedule form: its time fields (`children`, described by the note `zone`), the note
 * on Berlin time with `help`, and save; below it the dialog's close button.
 */
function ScheduleForm({
  zone,
  help,
  busy,
  onSave,
  onClose,
  children,
}: {
  zone: string;
  help: string;
  busy: boolean;
  onSave: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useEditorI18n();
  return (
    <>
      <form
        className="editor-drafts__schedule"
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        {children}
        <p id={zone} className="schema-form__help">
          {t("form.dateTime.zone")} {help}
        </p>
        <button type="submit" className="editor-button" disabled={busy}>
          {t("drafts.saveSchedule")}
        </button>
      </form>
      <ModalExit label={t("dialog.close")} onClick={onClose} />
    </>
  );
}

/** A date and time in Berlin's local time, described by the form's note on the time zone (`zone`). */
function BerlinTimeField({ label, value, onChange, zone }: { label: string; value: string; onChange: (value: string) => void; zone: string }) {
  const id = useId();
  return (
    <div className="schema-form__field">
      <label className="schema-form__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="datetime-local"
        className="schema-form__input"
        value={value}
        aria-describedby={zone}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
