/**
 * The page's versions (every save writes one, with author and time) and what each changed against
 * the one before: preview one with `?v=`, compare two (VersionCompare), or restore one, which
 * saves it again as the newest version.
 */
import { useEffect, useState } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import type { RevisionSummary } from "../schemas/editor";
import { editorCall } from "./api";
import { useEditorI18n } from "./i18n";
import { Modal, ModalExit } from "./Modal";
import type { EditorSession } from "./session";
import { useRequest } from "./use-request";
import { VersionCompare, type VersionRef } from "./VersionCompare";
import { summaryText } from "./version-summary";

type Revision = RevisionSummary;

type Load = { state: "loading" } | { state: "failed" } | { state: "done"; results: Revision[] };

export function VersionsDialog({ session, pageId, onClose }: { session: EditorSession; pageId: number; onClose: () => void }) {
  const { t, locale } = useEditorI18n();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const request = useRequest(session);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [comparing, setComparing] = useState<{ from: VersionRef; to: VersionRef; opener: number } | null>(null);
  const [returnTo, setReturnTo] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    editorCall<{ results: Revision[] }>(locale, { method: "GET", path: `revision?page_id=${pageId}` })
      .then(({ results }) => live && setLoad({ state: "done", results }))
      .catch(() => live && setLoad({ state: "failed" }));
    return () => {
      live = false;
    };
  }, [locale, pageId]);

  useEffect(() => {
    if (!request.done) return;
    // The page outside edit mode shows the loader's data: load it again.
    void revalidator.revalidate();
    onClose();
  }, [request.done, onClose, revalidator]);

  // Back from the comparison, focus returns to the button that opened it.
  useEffect(() => {
    if (comparing || returnTo === null) return;
    document.querySelector<HTMLElement>(`[data-compare="${returnTo}"]`)?.focus();
  }, [comparing, returnTo]);

  const format = new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: "Europe/Berlin" });
  const labelOf = (revision: Revision) =>
    `${t("versions.entry", { date: format.format(new Date(revision.created_at)), author: revision.author ?? "–" })}: ${t(`action.${revision.action}`)}`;
  const list = (
    <>
      {request.errorKind ? (
        <p className="editor-modal__message" role="alert">
          {t("alert.error")}
        </p>
      ) : null}
      {load.state === "loading" ? <p role="status">{t("versions.loading")}</p> : null}
      {load.state === "failed" ? <p role="alert">{t("versions.failed")}</p> : null}
      {load.state === "done" && load.results.length === 0 ? <p>{t("versions.empty")}</p> : null}
      {load.state === "done" && load.results.length > 0 ? (
        <ol className="editor-versions" data-testid="versions">
          {load.results.map((revision, index) => {
            const label = labelOf(revision);
            // Against the version before it; the oldest against the page as it is now.
            const predecessor = load.results[index + 1];
            const compareTo = predecessor ? { from: predecessor.id, to: revision.id } : { from: revision.id, to: "current" as const };
            return (
              <li key={revision.id} data-revision={revision.id}>
                <div className="editor-versions__text">
                  <span>{label}</span>
                  {revision.changes ? <span className="editor-versions__summary">{summaryText(t, revision.changes)}</span> : null}
                </div>
                <button
                  type="button"
                  className="editor-button"
                  data-compare={revision.id}
                  aria-label={`${predecessor ? t("versions.compare") : t("versions.compareWithCurrent")}: ${label}`}
                  onClick={() => setComparing({ ...compareTo, opener: revision.id })}
                >
                  {predecessor ? t("versions.compare") : t("versions.compareWithCurrent")}
                </button>
                <Link className="editor-button" to={`${pathname}?v=${revision.id}`} aria-label={`${t("versions.preview")}: ${label}`} onClick={onClose}>
                  {t("versions.preview")}
                </Link>
                <button
                  type="button"
                  className="editor-button"
                  aria-label={`${t("versions.restore")}: ${label}`}
                  disabled={request.busy}
                  onClick={() => request.send({ action: "revision.restore", id: revision.id })}
                >
                  {t("versions.restore")}
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
      <ModalExit label={t("dialog.close")} onClick={onClose} />
    </>
  );
  return (
    <Modal title={t("versions.title")} onClose={onClose} className="editor-modal--versions">
      {comparing && load.state === "done" ? (
        <VersionCompare
          pageId={pageId}
          versions={load.results}
          initial={comparing}
          versionLabel={labelOf}
          onBack={() => {
            setReturnTo(comparing.opener);
            setComparing(null);
          }}
        />
      ) : (
        list
      )}
    </Modal>
  );
}
