/**
 * The staff toolbar in the editor header slot (spec sections 1 and 6; hidden with ?noToolbar):
 * edit mode switch (the `edit` query parameter), undo of the last change, the version list with
 * preview and restore, the draft status and menu (DraftMenu.tsx), the admin link of the page where there is one, who is logged in, logout.
 * Loaded lazily, only for staff sessions.
 */
import { useLayoutEffect, useState } from "react";
import { Form, Link, useLocation, useMatches, useSearchParams } from "react-router";
import { screenUrl } from "../i18n/routes-table";
import { undoTarget } from "../machines/backup.machine";
import type { Locale, Page, StaffUser } from "../schemas/api";
import { adminLinkFor, draftPreviewBack } from "../ui/staff/admin-link";
import { markToolbarReady } from "../ui/staff/early-clicks";
import { useEditorI18n } from "./i18n";
import { type EditorSession, useBackupView, useEditorSession } from "./session";
import { VersionsDialog } from "./VersionsDialog";
import { DraftMenu, DraftPreviewNotice, EntityScheduleMenu, scheduleTarget } from "./DraftMenu";
import "./editor.css";

interface ToolbarProps {
  user: StaffUser;
  page: Page | null;
  locale: Locale;
  csrfToken: string;
}

export default function Toolbar({ user, page, locale, csrfToken }: ToolbarProps) {
  const { t } = useEditorI18n();
  // The admin edit page of what is on screen, if any (read from the leaf route).
  const matches = useMatches();
  const adminUrl = adminLinkFor(matches[matches.length - 1], locale);
  const scheduled = scheduleTarget(adminUrl);
  // A record's draft previewed on a page (`?preview=draft`, docs/admin.md): back is the edit screen
  // of that record (a date's on its production's page, a home block's on the home page).
  const [params] = useSearchParams();
  const recordPreview = draftPreviewBack(matches[matches.length - 1], params, locale);
  // Hydrated: a click held before now is done (entry.client.tsx). In the commit itself, so no
  // click can come between the toolbar taking clicks and the holding stopping (done twice).
  useLayoutEffect(() => markToolbarReady(document.getElementById("editor-header")), []);
  return (
    <nav className="editor-toolbar" aria-label={t("editor.toolbar")} data-nosnippet="">
      {recordPreview ? (
        <DraftPreviewNotice back={recordPreview} />
      ) : isDraftPreview(page) ? (
        <DraftPreviewNotice />
      ) : page ? (
        <PageTools page={page} locale={locale} />
      ) : null}
      {scheduled ? <EntityScheduleMenu entity={scheduled.entity} id={scheduled.id} /> : null}
      {adminUrl && adminUrl !== page?.settings_url ? (
        <a className="editor-button" href={adminUrl}>
          {t("editor.adminLink")}
        </a>
      ) : null}
      <a className="editor-button" href={`/admin/${locale}`}>
        {t("editor.admin")}
      </a>
      <p className="editor-toolbar__user">{t("editor.loggedInAs", { name: user.username })}</p>
      <Form method="post" action={screenUrl("login", locale)} className="editor-toolbar__logout">
        <input type="hidden" name="csrfmiddlewaretoken" value={csrfToken} />
        <button type="submit" name="intent" value="logout" className="editor-button">
          {t("editor.logout")}
        </button>
      </Form>
    </nav>
  );
}

/** The page of a draft preview (`?preview=draft`): rendered as visitors will see it, without the editor. */
const isDraftPreview = (page: Page | null) => Boolean(page && (page as { preview?: true }).preview);

function PageTools({ page, locale }: { page: Page; locale: Locale }) {
  const { t } = useEditorI18n();
  const session = useEditorSession(locale, page);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [versionsOpen, setVersionsOpen] = useState(false);
  const editing = params.has("edit");
  const previewing = params.get("v");

  const toggleEdit = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (next.has("edit")) next.delete("edit");
        else next.set("edit", "");
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <>
      {previewing ? (
        <p className="editor-toolbar__preview" role="status">
          {t("versions.previewing")} <Link to={pathname}>{t("versions.backToCurrent")}</Link>
        </p>
      ) : (
        <button type="button" className="editor-button editor-switch" aria-pressed={editing} onClick={toggleEdit}>
          {editing ? <span aria-hidden="true">✓</span> : null}
          {t("editor.editMode")}
        </button>
      )}
      {editing && !previewing ? <UndoButton session={session} /> : null}
      <button type="button" className="editor-button" aria-haspopup="dialog" onClick={() => setVersionsOpen(true)}>
        {t("editor.versions")}
      </button>
      {previewing ? null : <DraftMenu pageId={page.id} />}
      {page.settings_url ? (
        <a className="editor-button" href={page.settings_url}>
          {t("editor.adminLink")}
        </a>
      ) : null}
      {versionsOpen ? <VersionsDialog session={session} pageId={page.id} onClose={() => setVersionsOpen(false)} /> : null}
    </>
  );
}

/** "Undo the last change": the page's last change, also one made before a reload (the server's order of the stacks' entries). */
export function UndoButton({ session }: { session: EditorSession }) {
  const { t } = useEditorI18n();
  const canUndo = useBackupView(session, (view) => view.idle && undoTarget(view) !== null);
  return (
    <button type="button" className="editor-button" disabled={!canUndo} onClick={() => session.backup.send({ type: "backup.undo" })}>
      {t("editor.undo")}
    </button>
  );
}
