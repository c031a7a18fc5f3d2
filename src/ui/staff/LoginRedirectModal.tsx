/**
 * The login redirect modal (spec section 4, Login): shown when edit mode is asked for without
 * a valid staff session. It leads to the login screen, which brings the visitor back to this
 * page in edit mode. Rendered open by the server (so it works without JavaScript) and made a
 * real modal once JavaScript runs; closing it keeps the page in view mode.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../../i18n";
import { screenUrl } from "../../i18n/routes-table";
import { isSitePath } from "../../lib/links";
import "./staff.css";

/** `onClose`: the visitor closed it (the consent dialog, held back meanwhile, comes next). */
export function LoginRedirectModal({ onClose }: { onClose?: () => void }) {
  const { t, locale } = useI18n();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(true);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || dialog.matches(":modal")) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
  }, [open]);

  if (!open) return null;
  const here = `${pathname}${search}`;
  const stay = `${pathname}${search.replace(/([?&])edit(=[^&]*)?(&|$)/, "$1").replace(/[?&]$/, "")}`;
  // The address is the visitor's to write ("//evil.example/x?edit"): only a path of this site.
  const withoutEdit = isSitePath(stay) ? stay : `/${locale}`;
  return (
    <dialog
      ref={ref}
      open
      className="login-redirect"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        setOpen(false);
        onClose?.();
      }}
    >
      <h2 id={titleId}>{t("redirectModal.title")}</h2>
      <p id={textId}>{t("redirectModal.text")}</p>
      <div className="login-redirect__actions">
        <a
          className="button button--secondary"
          href={withoutEdit}
          onClick={(event) => {
            event.preventDefault();
            ref.current?.close();
            setOpen(false);
            onClose?.();
          }}
        >
          {t("redirectModal.close")}
        </a>
        <a className="button" href={`${screenUrl("login", locale)}?next=${encodeURIComponent(here)}`}>
          {t("redirectModal.login")}
        </a>
      </div>
    </dialog>
  );
}
