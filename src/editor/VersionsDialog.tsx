/**
 * The page's versions (every save writes one, with author and time): preview one with `?v=`,
 * or restore it, which saves it again as the newest version.
 */
import { useEffect, useState } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import { editorCall } from "./api";
import { useEditorI18n } from "./i18n";
import { Modal } from "./Modal";
import type { EditorSession } from "./session";
import { useRequest } from "./use-request";

interface Revision {
  id: number;
  created_at: string;
  author: string | null;
  action: string;
}

type Load = { state: "loading" } | { state: "failed" } | { state: "done"; results: Revision[] };

export function VersionsDialog({ session, pageId, onClose }: { session: EditorSession; pageId: number; onClose: () => void }) {
  const { t, locale } = useEditorI18n();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const request = useRequest(session);
  const [load, setLoad] = useState<Load>({ state: "loading" });

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

  const format = new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: "Europe/Berlin" });
  return (
    <Modal title={t("versions.title")} onClose={onClose} className="editor-modal--versions">
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
          {load.results.map((revision) => {
            const label = `${t("versions.entry", { date: format.format(new Date(revision.created_at)), author: revision.author ?? "–" })}: ${t(`action.${revision.action}`)}`;
            return (
              <li key={revision.id} data-revision={revision.id}>
                <span>{label}</span>
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
      <div className="editor-modal__actions">
        <button type="button" className="editor-button" onClick={onClose}>
          {t("dialog.close")}
        </button>
      </div>
    </Modal>
  );
}
