/**
 * The consent dialog (max width 800px). A native modal <dialog>: focus stays inside, the page
 * behind is inert, Escape closes it once a choice exists. It is a real form, so it also works
 * without JavaScript (posted to /consent, which sets the cookie and returns to the page).
 *
 * The server's dialog is open, not modal (no markup makes a modal); the classic script right
 * after it makes it one as soon as it is parsed (consentModalScript). There, before the page is
 * styled, it costs next to nothing; reopened after hydration it restyled the whole page inert in
 * a long task of its own (20-35 ms on a fast machine, four times that on a slow phone).
 */
import { useConsentHeld } from "./held";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../../i18n";
import { useNonce } from "../nonce";
import { useConsent } from "./ConsentProvider";
import "./consent.css";

const categories = [
  { name: "tracking", label: "consent.tracking", text: "consent.trackingText" },
  { name: "marketing", label: "consent.marketing", text: "consent.marketingText" },
  { name: "externalMedia", label: "consent.externalMedia", text: "consent.externalMediaText" },
] as const;

/**
 * Holds an undecided visitor's dialog open. Chromium lets a page refuse a close request (Escape)
 * only once per user activation, and Escape itself is none: a second Escape with no click or key
 * in between closes the dialog whatever its cancel handler does, and would leave the visitor
 * without it (and the machine believing it open). So the dialog refuses Escape, and should the
 * browser close it anyway it opens again with the focus where it was (showModal() alone would move
 * it to the first control).
 *
 * It holds the dialog until React has taken it over (data-hydrated) and a choice exists
 * (data-decided, which React keeps). One rule for both the classic script after the server's
 * dialog (it is written into it as source, so it must not reach outside itself) and a dialog
 * React opens; a second call on the same dialog does nothing.
 */
export function holdOpen(dialog: HTMLDialogElement) {
  const held = dialog as HTMLDialogElement & { consentHeld?: boolean };
  if (held.consentHeld) return;
  held.consentHeld = true;
  let focused: Element | null = null;
  const holding = () => !dialog.hasAttribute("data-hydrated") || !dialog.hasAttribute("data-decided");
  dialog.addEventListener("cancel", (event) => {
    focused = document.activeElement;
    if (holding()) event.preventDefault();
  });
  dialog.addEventListener("close", () => {
    if (!holding() || dialog.open || !dialog.isConnected) return;
    dialog.showModal();
    if (focused instanceof HTMLElement && focused !== dialog && dialog.contains(focused)) focused.focus();
  });
}

/**
 * Makes the dialog before it (document.currentScript's previous element) a modal while the page
 * is parsed, and holds it open (holdOpen) until React takes over.
 */
export const consentModalScript = `(function(d){if(!d||!d.open||d.matches(':modal'))return;d.close();d.showModal();(${holdOpen})(d)})(document.currentScript.previousElementSibling)`;

/**
 * `held`: another modal is open (the login prompt, docs/staff.md): the dialog waits, unrendered,
 * and opens as a modal once it is closed. A modal that is not the root's (the editor's login
 * modal) holds it with `holdConsentDialog` (./held.ts).
 */
export function ConsentDialog({ privacyUrl, held = false }: { privacyUrl: string; held?: boolean }) {
  const { t } = useI18n();
  const consent = useConsent();
  const { decided, choices, send } = consent;
  const heldElsewhere = useConsentHeld();
  const dialog = consent.dialog && !held && !heldElsewhere;
  const { pathname, search } = useLocation();
  const nonce = useNonce();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  // The server's dialog is open (non-modal, and so it works without JavaScript); one the visitor
  // opens later starts closed and becomes a modal before it is painted.
  const [fromServer, setFromServer] = useState(dialog);

  useEffect(() => {
    if (!dialog) {
      setFromServer(false);
      return;
    }
    const el = ref.current;
    if (!el) return;
    el.toggleAttribute("data-hydrated", true);
    holdOpen(el);
    if (el.matches(":modal")) return;
    // A dialog the visitor opens starts closed; the server's is open, not modal, if its script did not run.
    if (el.open) el.close();
    el.showModal();
  }, [dialog]);

  if (!dialog) return null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (intent === "acceptAll") send({ type: "consent.acceptAll" });
    else if (intent === "rejectAll") send({ type: "consent.rejectAll" });
    else {
      const data = new FormData(event.currentTarget);
      send({ type: "consent.save", tracking: data.has("tracking"), marketing: data.has("marketing"), externalMedia: data.has("externalMedia") });
    }
  }

  const back = `${pathname}${search.replace(/([?&])cookies(=[^&]*)?(&|$)/, "$1").replace(/[?&]$/, "")}`;
  return (
    <>
      <dialog
        ref={ref}
        open={fromServer}
        className="consent"
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-decided={decided ? "" : undefined}
        onCancel={(event) => {
          // The machine closes it (and holdOpen, for an undecided visitor, keeps it).
          event.preventDefault();
          if (decided) send({ type: "consent.close" });
        }}
      >
        <form method="post" action="/consent" onSubmit={onSubmit}>
          <input type="hidden" name="redirectTo" value={back} />
          <h2 id={titleId} className="consent__title">
            {t("consent.title")}
          </h2>
          <p id={textId}>
            {t("consent.text")} <a href={privacyUrl}>{t("consent.privacy")}</a>
          </p>
          <fieldset className="consent__categories">
            <legend className="visually-hidden">{t("consent.categories")}</legend>
            <label className="consent__category">
              <input type="checkbox" checked disabled />
              <span>
                <strong>{t("consent.required")}</strong> {t("consent.requiredText")}
              </span>
            </label>
            {categories.map((category) => (
              <label key={category.name} className="consent__category">
                <input type="checkbox" name={category.name} defaultChecked={choices[category.name]} />
                <span>
                  <strong>{t(category.label)}</strong> {t(category.text)}
                </span>
              </label>
            ))}
          </fieldset>
          <div className="consent__actions">
            <button type="submit" name="intent" value="save" className="button button--secondary">
              {t("consent.save")}
            </button>
            <button type="submit" name="intent" value="rejectAll" className="button button--secondary">
              {t("consent.rejectAll")}
            </button>
            <button type="submit" name="intent" value="acceptAll" className="button">
              {t("consent.acceptAll")}
            </button>
          </div>
        </form>
      </dialog>
      {fromServer ? <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: consentModalScript }} /> : null}
    </>
  );
}
