import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { type Translate, useI18n } from "../../i18n";
import type { Locale } from "../../schemas/api";
import "../ui.css";
import "./newsletter.css";

/**
 * zod's e-mail pattern (z.regexes.email), which the server validates with; copied so the
 * visitor's bundle does not carry zod. A test keeps the two equal.
 */
// biome-ignore lint/complexity/noUselessEscapeInRegex: zod's email pattern character for character, which a test compares
export const emailPattern = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** The spec's generic form messages: required first, then the address format. */
export function validateEmail(value: string, t: Translate): string | null {
  const email = value.trim();
  if (!email) return t("form.required");
  if (email.length > 254 || !emailPattern.test(email)) return t("form.invalidEmail");
  return null;
}

/** The answer of a post without JavaScript, from the query the server redirects back with. */
type Outcome = "ok" | "error" | "limit" | "failed";
const outcomes: readonly string[] = ["ok", "error", "limit", "failed"];

function errorFor(outcome: Outcome | null, t: Translate): string | null {
  if (outcome === "error") return t("form.invalidEmail");
  if (outcome === "limit") return t("newsletter.rateLimited");
  if (outcome === "failed") return t("newsletter.failed");
  return null;
}

interface Props {
  locale: Locale;
}

/**
 * The newsletter sign-up above the footer. Without JavaScript it is a plain form the server
 * answers with a redirect back here (?newsletter=ok|error|limit|failed); with JavaScript it
 * validates in the visitor's language and posts JSON. Neither carries a CSRF token: the server
 * takes posts from the site's own pages only (docs/security.md), so the page needs no cookie.
 */
export function NewsletterTeaser({ locale }: Props) {
  const { t } = useI18n();
  const { search } = useLocation();
  const queried = new URLSearchParams(search).get("newsletter");
  const outcome = queried && outcomes.includes(queried) ? (queried as Outcome) : null;

  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(() => errorFor(outcome, t));
  const [submitted, setSubmitted] = useState(outcome === "ok");
  const [sending, setSending] = useState(false);
  const moveFocus = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;

  // With JavaScript the form shows its own messages in the page's language, not the browser's.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  useEffect(() => {
    if (submitted && moveFocus.current) {
      moveFocus.current = false;
      thanksRef.current?.focus();
    }
  }, [submitted]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const invalid = validateEmail(email, t);
    if (invalid) {
      setError(invalid);
      inputRef.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      const response = await fetch(`/${locale}/api/newsletter/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: email.trim() }),
      });
      if (response.ok) {
        moveFocus.current = true;
        setSubmitted(true);
        return;
      }
      const body = (await response.json().catch(() => null)) as { message?: string; errors?: { email?: string[] } } | null;
      if (response.status === 400) setError(body?.errors?.email?.[0] ?? body?.message ?? t("form.invalidEmail"));
      else if (response.status === 429) setError(t("newsletter.rateLimited"));
      else setError(t("newsletter.failed"));
      inputRef.current?.focus();
    } catch {
      setError(t("newsletter.failed"));
    } finally {
      setSending(false);
    }
  }

  return (
    <section data-nosnippet="" id="newsletter" className="newsletter" aria-labelledby={titleId}>
      <div className="newsletter__inner">
        <h2 id={titleId} className="newsletter__title">
          {t("newsletter.title")}
        </h2>
        <p className="newsletter__text">{t("newsletter.text")}</p>
        {submitted ? (
          <p ref={thanksRef} className="newsletter__thanks" tabIndex={-1}>
            {/* Double opt-in: the address counts only after the link in the mail (docs/mail.md). */}
            <span>{t("newsletter.thanks")}</span> <span>{t("newsletter.checkInbox")}</span>
          </p>
        ) : (
          <form
            ref={formRef}
            className="newsletter__form"
            method="post"
            action={`/${locale}/api/newsletter/`}
            onSubmit={submit}
            aria-busy={sending || undefined}
          >
            <label className="newsletter__label" htmlFor={inputId}>
              {t("newsletter.email")}
            </label>
            <div className="newsletter__row">
              <input
                ref={inputRef}
                id={inputId}
                className="newsletter__input"
                type="email"
                name="email"
                autoComplete="email"
                required
                maxLength={254}
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (error) setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={errorId}
              />
              <button className="button newsletter__submit" type="submit">
                {t("newsletter.submit")}
              </button>
            </div>
            <p id={errorId} className="newsletter__error" aria-live="polite">
              {error}
            </p>
          </form>
        )}
      </div>
    </section>
  );
}
