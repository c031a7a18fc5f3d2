/**
 * An image of the media library (`format: media-path`): the current image as a thumbnail, an
 * upload (POST /{locale}/api/temp-files/, multipart `file`, X-CSRFToken from the csrftoken
 * cookie; answer `{path, url}`), a choice from the library (GET /{locale}/pageeditor-api/media?q=,
 * answer `{results: [{path, url, width, height, alt}]}`, searched by path and alt text) as a
 * listbox with a search field, and "remove".
 */
import type { WidgetProps } from "@rjsf/utils";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { csrfHeaderName, readCsrfCookie } from "../../server/api/csrf";
import type { Locale } from "../../schemas/api";
import { renditionUrl } from "../../lib/media";
import { useEditorI18n } from "../i18n";
import { describedBy } from "./aria";
import { useMarkChanged } from "../Modal";

export const maxUploadBytes = 15 * 1024 * 1024;
export const acceptedImageTypes = ["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif"];

export interface MediaItem {
  path: string;
  url: string;
  width?: number;
  height?: number;
  /** The alt text from the admin's media library, in the editor's language. */
  alt?: string;
}

export type UploadResult = { ok: true; path: string } | { ok: false; error: "tooLarge" | "pixels" | "type" | "session" | "failed" };

/** Uploads an image to the media library; the message keys of failures are `form.image.error.<error>`. */
export async function uploadImage(file: File, locale: Locale): Promise<UploadResult> {
  if (file.size > maxUploadBytes) return { ok: false, error: "tooLarge" };
  if (file.type && !acceptedImageTypes.includes(file.type)) return { ok: false, error: "type" };
  const body = new FormData();
  body.append("file", file);
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = readCsrfCookie(typeof document === "undefined" ? "" : document.cookie);
  if (token) headers[csrfHeaderName] = token;
  try {
    const response = await fetch(`/${locale}/api/temp-files/`, { method: "POST", body, credentials: "include", headers });
    if (response.status === 401 || response.status === 403) return { ok: false, error: "session" };
    if (response.status === 413) return { ok: false, error: "tooLarge" };
    if (response.status === 422 && (await refusalReason(response)) === "pixels") return { ok: false, error: "pixels" };
    if (response.status === 400 || response.status === 415 || response.status === 422) return { ok: false, error: "type" };
    if (!response.ok) return { ok: false, error: "failed" };
    const data = (await response.json()) as { path?: unknown };
    return typeof data.path === "string" && data.path ? { ok: true, path: data.path } : { ok: false, error: "failed" };
  } catch {
    return { ok: false, error: "failed" };
  }
}

const refusalReason = async (response: Response) => {
  const body = (await response.json().catch(() => null)) as { reason?: unknown } | null;
  return typeof body?.reason === "string" ? body.reason : null;
};

/** Lists images of the media library matching a query. */
export async function searchMedia(query: string, locale: Locale, signal?: AbortSignal): Promise<MediaItem[]> {
  const response = await fetch(`/${locale}/pageeditor-api/media?q=${encodeURIComponent(query)}`, {
    credentials: "include",
    headers: { Accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`media library: ${response.status}`);
  const data = (await response.json()) as { results?: MediaItem[] };
  return (data.results ?? []).filter((item) => item && typeof item.path === "string");
}

const thumbnail = (path: string) => renditionUrl(path, 320, "jpg");

interface Status {
  kind: "busy" | "ok" | "error";
  text: string;
}

export function ImageWidget(props: WidgetProps) {
  const { id, value, onChange, options, rawErrors, required, disabled, readonly } = props;
  const { t, locale } = useEditorI18n();
  const path = typeof value === "string" && value ? value : null;
  const [status, setStatus] = useState<Status | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const libraryButton = useRef<HTMLButtonElement>(null);
  const hintId = `${id}__hint`;
  const statusId = `${id}__status`;
  const markChanged = useMarkChanged();
  const currentId = `${id}__current`;
  const panelId = `${id}__library`;
  const off = disabled || readonly;

  const upload = async (file: File) => {
    setStatus({ kind: "busy", text: t("form.image.uploading") });
    const result = await uploadImage(file, locale);
    if (result.ok) {
      onChange(result.path);
      markChanged();
      setStatus({ kind: "ok", text: t("form.image.uploaded", { path: result.path }) });
    } else setStatus({ kind: "error", text: t(`form.image.error.${result.error}`) });
    if (fileInput.current) fileInput.current.value = "";
  };

  return (
    <div className="schema-form__image">
      <div id={currentId} className="schema-form__image-current">
        {path ? (
          <>
            <img
              src={thumbnail(path)}
              alt=""
              width={160}
              className="schema-form__thumb"
              onError={(event) => {
                const image = event.currentTarget;
                if (!image.dataset.fallback) {
                  image.dataset.fallback = "1";
                  image.src = `/media/${path}`;
                }
              }}
            />
            <span>{t("form.image.current", { path })}</span>
          </>
        ) : (
          <span>{t("form.image.none")}</span>
        )}
      </div>
      <div className="schema-form__image-upload">
        <label htmlFor={id} className="schema-form__sublabel">
          {t("form.image.upload")}
        </label>
        <input
          ref={fileInput}
          id={id}
          type="file"
          accept={acceptedImageTypes.join(",")}
          className="schema-form__file"
          disabled={off || status?.kind === "busy"}
          aria-required={required && !path ? true : undefined}
          aria-invalid={rawErrors?.length || status?.kind === "error" ? true : undefined}
          aria-describedby={describedBy(id, rawErrors, options, currentId, hintId, statusId)}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <p id={hintId} className="schema-form__hint">
          {t("form.image.uploadHint")}
        </p>
      </div>
      <p id={statusId} className={`schema-form__status${status ? ` schema-form__status--${status.kind}` : ""}`} aria-live="polite">
        {status?.text}
      </p>
      <div className="schema-form__row">
        <button
          ref={libraryButton}
          type="button"
          className="editor-button"
          aria-expanded={libraryOpen}
          aria-controls={libraryOpen ? panelId : undefined}
          disabled={off}
          onClick={() => setLibraryOpen((open) => !open)}
        >
          {libraryOpen ? t("form.image.libraryClose") : t("form.image.library")}
        </button>
        {path ? (
          <button
            type="button"
            className="editor-button editor-button--danger"
            disabled={off}
            onClick={() => {
              onChange(options.emptyValue);
              markChanged();
              setStatus({ kind: "ok", text: t("form.image.removed") });
              fileInput.current?.focus();
            }}
          >
            {t("form.image.remove")}
          </button>
        ) : null}
      </div>
      {libraryOpen ? (
        <MediaLibrary
          id={panelId}
          locale={locale}
          current={path}
          onChoose={(item) => {
            onChange(item.path);
            markChanged();
            setStatus({ kind: "ok", text: t("form.image.chosen", { path: item.path }) });
            setLibraryOpen(false);
            libraryButton.current?.focus();
          }}
          onClose={() => {
            setLibraryOpen(false);
            libraryButton.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/** The media library: a search field and the images as a listbox (arrow keys move, Enter or Space chooses). */
export function MediaLibrary({
  id,
  locale,
  current,
  onChoose,
  onClose,
}: {
  id: string;
  locale: Locale;
  current: string | null;
  onChoose: (item: MediaItem) => void;
  onClose: () => void;
}) {
  const { t } = useEditorI18n();
  const [query, setQuery] = useState("");
  const [state, setState] = useState<{ status: "loading" | "ready" | "error"; results: MediaItem[] }>({ status: "loading", results: [] });
  const [active, setActive] = useState(0);
  const options = useRef<(HTMLLIElement | null)[]>([]);
  const base = useId();
  const titleId = `${base}-title`;
  const countId = `${base}-count`;

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: "loading", results: previous.results }));
    const timer = setTimeout(
      () => {
        searchMedia(query, locale, controller.signal).then(
          (results) => {
            setState({ status: "ready", results });
            setActive(0);
          },
          (error: unknown) => {
            if (!controller.signal.aborted) setState({ status: "error", results: [] });
            void error;
          },
        );
      },
      query ? 250 : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);

  const move = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = state.results.length - 1;
    if (last < 0) return;
    let next: number | null = null;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") next = Math.min(active + 1, last);
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp") next = Math.max(active - 1, 0);
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = last;
    else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      const item = state.results[active];
      if (item) onChoose(item);
      return;
    }
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    options.current[next]?.focus();
  };

  const message =
    state.status === "loading"
      ? t("form.image.loading")
      : state.status === "error"
        ? t("form.image.error.library")
        : state.results.length
          ? state.results.length === 1
            ? t("form.image.countOne")
            : t("form.image.count", { count: state.results.length })
          : t("form.image.noResults");

  return (
    <div
      id={id}
      role="group"
      aria-labelledby={titleId}
      className="schema-form__library"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          // Close the library, not the dialog around the form.
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <p id={titleId} className="schema-form__label">
        {t("form.image.libraryTitle")}
      </p>
      <label htmlFor={`${base}-search`} className="schema-form__sublabel">
        {t("form.image.search")}
      </label>
      <input
        id={`${base}-search`}
        type="search"
        className="schema-form__input"
        value={query}
        autoComplete="off"
        aria-controls={state.results.length ? `${base}-list` : undefined}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches (it already does as you type); it must not submit the settings form.
          if (event.key === "Enter") event.preventDefault();
        }}
      />
      <p id={countId} className="schema-form__status" aria-live="polite">
        {message}
      </p>
      {state.results.length ? (
        <ul
          id={`${base}-list`}
          role="listbox"
          aria-label={t("form.image.results")}
          aria-describedby={countId}
          className="schema-form__media-list"
          onKeyDown={move}
        >
          {state.results.map((item, index) => (
            <li
              key={item.path}
              ref={(element) => {
                options.current[index] = element;
              }}
              role="option"
              aria-selected={item.path === current}
              tabIndex={index === active ? 0 : -1}
              className="schema-form__media-option"
              onFocus={() => setActive(index)}
              onClick={() => onChoose(item)}
            >
              <img src={thumbnail(item.path)} alt="" width={120} loading="lazy" />
              <span>
                {item.alt ? <span className="schema-form__media-alt">{item.alt}</span> : null}
                {item.path}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
