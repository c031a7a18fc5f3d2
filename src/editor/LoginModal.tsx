/**
 * The login modal for a 401 during editing (spec sections 4, 6, 8): the staff member logs in
 * again without leaving the page; the editing machine then sends the refused request again, and
 * the settings form underneath keeps everything that was typed.
 */
import { type FormEvent, useEffect, useId, useState } from "react";
import { EditorRequestError } from "../machines/editing.machine";
import { holdConsentDialog } from "../ui/consent/held";
import { editorCall } from "./api";
import { useEditorI18n } from "./i18n";
import { Modal } from "./Modal";
import type { EditorSession } from "./session";

export function LoginModal({ session }: { session: EditorSession }) {
  const { t, locale } = useEditorI18n();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One modal at a time: an undecided consent dialog waits until this one is closed.
  useEffect(() => holdConsentDialog(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!email || !password) {
      setError(t("loginModal.required"));
      return;
    }
    setBusy(true);
    try {
      await editorCall(locale, { method: "POST", path: "login", body: { email, password } });
      session.editing.send({ type: "login.succeeded" });
    } catch (failure) {
      setError(failure instanceof EditorRequestError && failure.status !== 0 ? failure.message || t("loginModal.failed") : t("alert.error"));
      setBusy(false);
    }
  };

  return (
    <Modal title={t("loginModal.title")} onClose={() => session.editing.send({ type: "login.cancelled" })} describedBy={`${id}-text`}>
      <p id={`${id}-text`}>{t("loginModal.text")}</p>
      {error ? (
        <p id={`${id}-error`} className="editor-modal__message" role="alert">
          {error}
        </p>
      ) : null}
      <form onSubmit={submit} className="editor-login" noValidate>
        <label htmlFor={`${id}-email`}>{t("loginModal.email")}</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="username" required aria-describedby={error ? `${id}-error` : undefined} />
        <label htmlFor={`${id}-password`}>{t("loginModal.password")}</label>
        <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
        <div className="editor-modal__actions">
          <button type="button" className="editor-button" onClick={() => session.editing.send({ type: "login.cancelled" })}>
            {t("dialog.cancel")}
          </button>
          <button type="submit" className="editor-button editor-button--primary" disabled={busy}>
            {t("loginModal.submit")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
