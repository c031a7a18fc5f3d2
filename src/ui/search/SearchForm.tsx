/**
 * The search form of the header panel and the search screen: a GET form to /{locale}/search
 * that works without JavaScript, and with it an autocomplete combobox (ARIA 1.2 pattern, list
 * autocomplete): suggestions from GET /{locale}/api/search/autocomplete/ as the visitor types,
 * Arrow keys to move through them, Enter to open one (or to search for the text when none is
 * chosen), Escape to close the list (a second Escape reaches the panel), and the number of
 * suggestions announced in a polite live region.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useI18n } from "../../i18n";
import type { Suggestion } from "../../schemas/search";
import { minSuggestionLength } from "../../schemas/search-limits";
import "./search.css";

/** Wait after the last keystroke before asking (fewer requests while typing fast). */
export const suggestDelayMs = 150;

interface Props {
  action: string;
  defaultValue?: string;
  /** The form's accessible name. */
  label: string;
}

export function SearchForm({ action, defaultValue = "", label }: Props) {
  const { locale, t } = useI18n();
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const [text, setText] = useState(defaultValue);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  // What the list shows now, for an answer that arrives later (it must not undo a keyboard choice).
  const suggestionsRef = useRef(suggestions);
  suggestionsRef.current = suggestions;
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");
  const request = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      request.current?.abort();
      if (timer.current) clearTimeout(timer.current);
      if (blurTimer.current) clearTimeout(blurTimer.current);
    },
    [],
  );

  function close() {
    setExpanded(false);
    setActive(-1);
  }

  function suggest(value: string) {
    if (timer.current) clearTimeout(timer.current);
    request.current?.abort();
    const query = value.trim();
    if (query.length < minSuggestionLength) {
      setSuggestions([]);
      close();
      setAnnouncement("");
      return;
    }
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      request.current = controller;
      try {
        const response = await fetch(`/${locale}/api/search/autocomplete/?query=${encodeURIComponent(query)}`, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { results?: Suggestion[] };
        const results = Array.isArray(body.results) ? body.results : [];
        // A late answer with the same suggestions keeps the one chosen by keyboard meanwhile.
        const shown = suggestionsRef.current;
        const same = shown.length === results.length && shown.every((item, index) => item.url === results[index]?.url);
        if (!same) {
          setSuggestions(results);
          setActive(-1);
          setExpanded(results.length > 0);
        }
        setAnnouncement(
          results.length === 0
            ? t("search.suggestionsNone")
            : results.length === 1
              ? t("search.suggestionsOne")
              : t("search.suggestionsCount", { count: results.length }),
        );
      } catch (error) {
        // Suggestions are a help, not the search: a failure leaves the form as it is.
        if ((error as Error).name !== "AbortError") close();
      }
    }, suggestDelayMs);
  }

  function choose(suggestion: Suggestion) {
    close();
    setText(suggestion.title);
    navigate(suggestion.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if (event.key === "ArrowDown" && count > 0) {
      event.preventDefault();
      setExpanded(true);
      setActive((index) => (index + 1) % count);
    } else if (event.key === "ArrowUp" && count > 0) {
      event.preventDefault();
      setExpanded(true);
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === "Escape" && expanded) {
      // Only the list closes; the panel around the form stays.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <form role="search" className="search-form" action={action} method="get" aria-label={label}>
      <label className="search-form__label" htmlFor={inputId}>
        {t("header.searchLabel")}
      </label>
      <div className="search-form__row">
        <div className="search-form__field">
          <input
            id={inputId}
            className="search-form__input"
            type="search"
            name="query"
            value={text}
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeId}
            onChange={(event) => {
              setText(event.currentTarget.value);
              suggest(event.currentTarget.value);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              blurTimer.current = setTimeout(close, 150);
            }}
          />
          <ul id={listId} className="search-form__suggestions" role="listbox" aria-label={t("search.suggestions")} hidden={!expanded}>
            {suggestions.map((suggestion, index) => (
              <li
                key={`${suggestion.kind}-${suggestion.id}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="search-form__suggestion"
                // mousedown, not click: the input keeps its focus until the choice is made.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(suggestion);
                }}
              >
                <span className="search-form__suggestion-title">{suggestion.title}</span>
                <span className="search-form__suggestion-kind">{t(`search.kind.${suggestion.kind}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <button type="submit" className="button search-form__submit">
          {t("header.searchSubmit")}
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </form>
  );
}
