/**
 * The login modal for a 401 during editing (spec sections 4, 6, 8): the staff member logs in
 * again without leaving the page; the editing machine then sends the refused request again, and
 * the settings form underneath keeps everything that was typed. For an account with two-factor
 * login the modal asks for the code next (docs/staff.md); the password field has a show-password
 * toggle.
 */
import { type FormEvent, useEffect, useId, useState } from "react";
import { EditorRequestError } from "../machines/editing.machine";
import { holdConsentDialog } from "../ui/consent/held";
import { PasswordField } from "../ui/staff/PasswordField";
import { editorCall } from "./api";
import { useEditorI18n } from "./i18n";
import { Modal } from "./Modal";
import type { EditorSession } from "./session";

export function LoginModal({ session }: { session: EditorSession }) {
  const { t, locale } = useEditorI18n();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The pending login once the password was right and a code is needed. */
  const [pending, setPending] = useState<string | null>(null);
  // One modal at a time: an undecided consent dialog waits until this one is closed.
  useEffect(() => holdConsentDialog(), []);

  const fail = (failure: unknown) => {
    setError(failure instanceof EditorRequestError && failure.status !== 0 ? failure.message || t("loginModal.failed") : t("alert.error"));
    setBusy(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (pending) {
      const code = String(form.get("code") ?? "").trim();
      if (!code) {
        setError(t("loginModal.required"));
        return;
      }
      setBusy(true);
      try {
        await editorCall(locale, { method: "POST", path: "login/code", body: { pending, code } });
        session.editing.send({ type: "login.succeeded" });
      } catch (failure) {
        // An expired pending login starts over with the password.
        if (failure instanceof EditorRequestError && failure.status === 410) setPending(null);
        fail(failure);
      }
      return;
    }
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!email || !password) {
      setError(t("loginModal.required"));
      return;
    }
    setBusy(true);
    try {
      const answer = await editorCall<{ step?: string; pending?: string } | null>(locale, { method: "POST", path: "login", body: { email, password } });
      if (answer?.step === "code" && answer.pending) {
        setPending(answer.pending);
        setError(null);
        setBusy(false);
        return;
      }
      session.editing.send({ type: "login.succeeded" });
    } catch (failure) {
      fail(failure);
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
      <form onSubmit={submit} className="editor-login" noValidate key={pending ? "code" : "password"}>
        {pending ? (
          <>
            <p id={`${id}-code-text`}>{t("loginModal.codeText")}</p>
            <label htmlFor={`${id}-code`}>{t("loginModal.code")}</label>
            <input
              id={`${id}-code`}
              name="code"
              type="text"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              required
              autoFocus
              aria-describedby={[`${id}-code-text`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
            />
          </>
        ) : (
          <>
            <label htmlFor={`${id}-email`}>{t("loginModal.email")}</label>
            <input id={`${id}-email`} name="email" type="email" autoComplete="username" required aria-describedby={error ? `${id}-error` : undefined} />
            <label htmlFor={`${id}-password`}>{t("loginModal.password")}</label>
            <PasswordField id={`${id}-password`} name="password" autoComplete="current-password" required showLabel={t("loginModal.showPassword")} />
          </>
        )}
        <div className="editor-modal__actions">
          <button type="button" className="editor-button" onClick={() => session.editing.send({ type: "login.cancelled" })}>
            {t("dialog.cancel")}
          </button>
          <button type="submit" className="editor-button editor-button--primary" disabled={busy}>
            {pending ? t("loginModal.codeSubmit") : t("loginModal.submit")}
          </button>
        </div>
      </form>
    </Modal>
  );
}
