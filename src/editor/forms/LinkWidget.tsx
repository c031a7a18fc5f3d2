/**
 * A link field (`"x-picker": "link"`, docs/admin.md "Link and event pickers"): the text input
 * staff may type any address into, and "Choose link…", which opens the link picker: a modal
 * dialog with a kind switch (pages, productions, events, venues, news, magazine, press), a
 * search, for events a "from" date, and the results from
 * `GET /{locale}/admin-api/link-targets/?kind=&q=&from=&page=`. Choosing one writes its path
 * into the field and closes the dialog; focus goes back to the button.
 *
 * The path is in the link's language: `ui:options.linkLocale` (a `_de`/`_en` property of the
 * admin), else the page's (module forms). The dialog speaks the staff's language.
 */
import type { WidgetProps } from "@rjsf/utils";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { formatDateTime } from "../../lib/dates";
import type { Locale } from "../../schemas/api";
import { type LinkTarget, type LinkTargetKind, type LinkTargetList, linkTargetKinds, linkTargetListSchema } from "../../schemas/link-targets";
import { useEditorI18n } from "../i18n";
import { Modal, useMarkChanged } from "../Modal";
import { describedBy, invalid, textInputProps } from "./aria";

export interface LinkTargetRequest {
  kind: LinkTargetKind;
  q: string;
  /** Events: YYYY-MM-DD or "". */
  from: string;
  page: number;
}

/** Why a list could not be loaded: the session (401/403) or anything else. */
export class LinkTargetsError extends Error {
  constructor(readonly reason: "session" | "failed") {
    super(`link targets: ${reason}`);
  }
}

/** One page of link targets with titles and paths in `locale`. */
export async function fetchLinkTargets(locale: Locale, request: LinkTargetRequest, signal?: AbortSignal): Promise<LinkTargetList> {
  const params = new URLSearchParams({ kind: request.kind });
  if (request.q.trim()) params.set("q", request.q.trim());
  if (request.kind === "events" && request.from) params.set("from", request.from);
  if (request.page > 1) params.set("page", String(request.page));
  const response = await fetch(`/${locale}/admin-api/link-targets/?${params}`, {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
    signal,
  });
  if (response.status === 401 || response.status === 403) throw new LinkTargetsError("session");
  if (!response.ok) throw new LinkTargetsError("failed");
  const parsed = linkTargetListSchema.safeParse(await response.json());
  if (!parsed.success) throw new LinkTargetsError("failed");
  return parsed.data;
}

const isLocale = (value: unknown): value is Locale => value === "de" || value === "en";

export function LinkWidget(props: WidgetProps) {
  const { id, value, onChange, options, rawErrors, disabled, readonly } = props;
  const { t, locale } = useEditorI18n();
  const linkLocale = isLocale(options.linkLocale) ? options.linkLocale : locale;
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState("");
  const statusId = `${id}__status`;
  const markChanged = useMarkChanged();
  return (
    <div className="schema-form__link">
      <div className="schema-form__row schema-form__link-row">
        <input
          {...textInputProps(props)}
          type="text"
          className="schema-form__input"
          value={typeof value === "string" ? value : ""}
          aria-invalid={invalid(rawErrors)}
          aria-describedby={describedBy(id, rawErrors, options, status && statusId)}
        />
        <button
          type="button"
          className="editor-button"
          aria-haspopup="dialog"
          disabled={disabled || readonly}
          onClick={() => {
            setStatus("");
            setOpen(true);
          }}
        >
          {t("form.linkPicker.choose")}
        </button>
      </div>
      <p id={statusId} className="schema-form__status schema-form__status--ok" aria-live="polite">
        {status}
      </p>
      {open ? (
        <LinkPicker
          locale={linkLocale}
          current={typeof value === "string" ? value : ""}
          onChoose={(target) => {
            onChange(target.path);
            markChanged();
            setStatus(t("form.linkPicker.chosen", { path: target.path }));
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

interface ListState {
  status: "loading" | "ready" | "error";
  results: LinkTarget[];
  count: number;
  next: number | null;
  error?: LinkTargetsError["reason"];
}

const emptyList: ListState = { status: "loading", results: [], count: 0, next: null };

/**
 * The link picker's dialog. `locale` is the language of the titles and paths offered; the texts
 * are in the staff's language. Results are buttons; the arrow keys, Home and End move between
 * them (and from the search into them), Enter or Space chooses.
 */
export function LinkPicker({
  locale,
  current,
  onChoose,
  onClose,
  initialKind = "pages",
}: {
  locale: Locale;
  current?: string;
  onChoose: (target: LinkTarget) => void;
  onClose: () => void;
  initialKind?: LinkTargetKind;
}) {
  const { t, locale: uiLocale } = useEditorI18n();
  const base = useId();
  const [kind, setKind] = useState<LinkTargetKind>(initialKind);
  const [query, setQuery] = useState("");
  const [from, setFrom] = useState("");
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<ListState>(emptyList);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const searchRef = useRef<HTMLInputElement>(null);
  /** After "more", focus goes to the first new result. */
  const focusIndex = useRef<number | null>(null);
  /** Typing waits for a pause before asking; a kind, a date, "more" or "try again" ask at once. */
  const typed = useRef(false);

  useEffect(() => {
    searchRef.current?.focus();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setList((previous) => ({ ...previous, status: "loading", error: undefined }));
    const delay = typed.current ? 250 : 0;
    typed.current = false;
    const timer = setTimeout(() => {
      fetchLinkTargets(locale, { kind, q: query, from, page }, controller.signal).then(
        (answer) => {
          setList((previous) => ({
            status: "ready",
            results: page > 1 ? [...previous.results, ...answer.results] : answer.results,
            count: answer.count,
            next: answer.next,
          }));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setList({ ...emptyList, status: "error", error: error instanceof LinkTargetsError ? error.reason : "failed" });
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [locale, kind, query, from, page, attempt]);

  useEffect(() => {
    if (focusIndex.current === null || list.status !== "ready") return;
    buttons.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [list]);

  const restart = (change: () => void) => {
    change();
    setPage(1);
  };

  const move = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.key === "Enter") {
      // Chosen here rather than by the button's click, which Enter would also cause: once, either way.
      event.preventDefault();
      const target = list.results[index];
      if (target) onChoose(target);
      return;
    }
    const last = list.results.length - 1;
    let next: number | null = null;
    if (event.key === "ArrowDown") next = Math.min(index + 1, last);
    else if (event.key === "ArrowUp") next = index - 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = last;
    if (next === null) return;
    event.preventDefault();
    if (next < 0) searchRef.current?.focus();
    else buttons.current[next]?.focus();
  };

  const message =
    list.status === "loading"
      ? t("form.linkPicker.loading")
      : list.status === "error"
        ? t(list.error === "session" ? "form.linkPicker.error.session" : "form.linkPicker.error.failed")
        : list.count === 0
          ? t(`form.linkPicker.empty.${kind}`)
          : list.results.length < list.count
            ? t("form.linkPicker.countPartial", { count: list.count, shown: list.results.length })
            : list.count === 1
              ? t("form.linkPicker.countOne")
              : t("form.linkPicker.count", { count: list.count });

  const titleOf = (target: LinkTarget) => (target.kind === "events" && target.start ? formatDateTime(target.start, uiLocale) : target.title);

  return (
    <Modal title={t("form.linkPicker.title")} onClose={onClose} className="link-picker" describedBy={`${base}-language`}>
      <p id={`${base}-language`} className="schema-form__help">
        {t(`form.linkPicker.language.${locale}`)}
      </p>
      <fieldset className="link-picker__kinds">
        <legend className="schema-form__sublabel">{t("form.linkPicker.kind")}</legend>
        {linkTargetKinds.map((option) => (
          <label key={option} className="link-picker__kind">
            <input
              type="radio"
              name={`${base}-kind`}
              value={option}
              checked={kind === option}
              onChange={() =>
                restart(() => {
                  // Another kind's rows must not stand in while this one's load.
                  setList(emptyList);
                  setKind(option);
                })
              }
            />
            {t(`form.linkPicker.kind.${option}`)}
          </label>
        ))}
      </fieldset>
      <div className="link-picker__filters">
        <div className="link-picker__filter">
          <label htmlFor={`${base}-search`} className="schema-form__sublabel">
            {t(kind === "events" ? "form.linkPicker.searchEvents" : "form.linkPicker.search")}
          </label>
          <input
            ref={searchRef}
            id={`${base}-search`}
            type="search"
            className="schema-form__input"
            value={query}
            autoComplete="off"
            aria-controls={`${base}-list`}
            onChange={(event) =>
              restart(() => {
                typed.current = true;
                setQuery(event.target.value);
              })
            }
            onKeyDown={(event) => {
              // Enter searches (it does as you type anyway); it must not submit the form around the field.
              if (event.key === "Enter") event.preventDefault();
              if (event.key === "ArrowDown" && list.results.length) {
                event.preventDefault();
                buttons.current[0]?.focus();
              }
            }}
          />
        </div>
        {kind === "events" ? (
          <div className="link-picker__filter">
            <label htmlFor={`${base}-from`} className="schema-form__sublabel">
              {t("form.linkPicker.from")}
            </label>
            <input
              id={`${base}-from`}
              type="date"
              className="schema-form__input"
              value={from}
              aria-describedby={`${base}-from-hint`}
              onChange={(event) => restart(() => setFrom(event.target.value))}
              onKeyDown={(event) => {
                if (event.key === "Enter") event.preventDefault();
              }}
            />
            <p id={`${base}-from-hint`} className="schema-form__hint">
              {t("form.linkPicker.fromHint")}
            </p>
          </div>
        ) : null}
      </div>
      <p
        id={`${base}-status`}
        role="status"
        className={`schema-form__status${list.status === "error" ? " schema-form__status--error" : list.status === "loading" ? " schema-form__status--busy" : ""}`}
      >
        {message}
      </p>
      {list.status === "error" ? (
        <button type="button" className="editor-button" onClick={() => setAttempt((n) => n + 1)}>
          {t("form.linkPicker.retry")}
        </button>
      ) : null}
      <ul
        id={`${base}-list`}
        className="link-picker__results"
        aria-label={t(`form.linkPicker.kind.${kind}`)}
        aria-describedby={`${base}-keys`}
        aria-busy={list.status === "loading"}
      >
        {list.results.map((target, index) => (
          <li key={`${target.kind}-${target.id}`}>
            <button
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              className="link-picker__result"
              aria-current={target.path === current ? "true" : undefined}
              onKeyDown={(event) => move(event, index)}
              onClick={() => onChoose(target)}
            >
              <span className="link-picker__result-title">{titleOf(target)}</span>
              {target.kind === "events" ? (
                <>
                  <span className="link-picker__result-detail">{target.title}</span>
                  {target.venue ? <span className="link-picker__result-detail">{target.venue}</span> : null}
                </>
              ) : target.detail ? (
                <span className="link-picker__result-detail">{target.detail}</span>
              ) : null}
              <span className="link-picker__result-path">{target.path}</span>
            </button>
          </li>
        ))}
      </ul>
      <p id={`${base}-keys`} className="schema-form__hint">
        {t("form.linkPicker.keys")}
      </p>
      <div className="editor-modal__actions link-picker__actions">
        {list.status === "ready" && list.next !== null ? (
          <button
            type="button"
            className="editor-button"
            onClick={() => {
              focusIndex.current = list.results.length;
              setPage(list.next ?? page);
            }}
          >
            {t("form.linkPicker.more")}
          </button>
        ) : null}
        <button type="button" className="editor-button" onClick={onClose}>
          {t("form.linkPicker.cancel")}
        </button>
      </div>
    </Modal>
  );
}
