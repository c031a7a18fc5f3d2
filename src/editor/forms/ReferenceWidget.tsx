/**
 * A reference to rows of another admin entity (`x-ref`, docs/admin.md): one row (an integer
 * column such as a venue's city) as a select, or several (a production's genres) as a group of
 * checkboxes. The choices come from `GET /{locale}/admin-api/{entity}/options/?q=` (at most 50);
 * a search field narrows them, and the rows already chosen are always listed.
 */
import type { FieldProps, WidgetProps } from "@rjsf/utils";
import { useEffect, useId, useState } from "react";
import type { Locale } from "../../schemas/api";
import { useEditorI18n } from "../i18n";
import { describedBy, invalid } from "./aria";

export interface ReferenceOption {
  id: number;
  label: string;
}

/** Choices of an entity: those matching `q`, or exactly `ids`. */
export async function referenceOptions(
  locale: Locale,
  entity: string,
  query: { q?: string; ids?: number[] },
  signal?: AbortSignal,
): Promise<ReferenceOption[]> {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.ids?.length) params.set("ids", query.ids.join(","));
  const response = await fetch(`/${locale}/admin-api/${encodeURIComponent(entity)}/options/?${params}`, {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error(`options of ${entity}: ${response.status}`);
  return ((await response.json()) as { results: ReferenceOption[] }).results;
}

/** The choices for a query plus the chosen rows, each once, the chosen first. */
function useReferenceChoices(entity: string, chosen: readonly number[]) {
  const { locale } = useEditorI18n();
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<ReferenceOption[]>([]);
  const [known, setKnown] = useState<ReferenceOption[]>([]);
  const [failed, setFailed] = useState(false);
  const chosenKey = chosen.join(",");
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        referenceOptions(locale, entity, { q: query.trim() || undefined }, controller.signal)
          .then((options) => {
            setFound(options);
            setFailed(false);
          })
          .catch((error: unknown) => {
            if ((error as Error).name !== "AbortError") setFailed(true);
          });
      },
      query ? 250 : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [entity, query, locale]);
  useEffect(() => {
    const missing = chosen.filter((id) => !known.some((option) => option.id === id));
    if (!missing.length) return;
    const controller = new AbortController();
    referenceOptions(locale, entity, { ids: missing }, controller.signal)
      .then((options) => setKnown((list) => [...list, ...options]))
      .catch(() => {});
    return () => controller.abort();
  }, [entity, chosenKey, locale]);
  const chosenOptions = chosen.map((id) => known.find((o) => o.id === id) ?? found.find((o) => o.id === id) ?? { id, label: `#${id}` });
  const choices = [...chosenOptions, ...found.filter((option) => !chosen.includes(option.id))];
  return { query, setQuery, choices, failed };
}

function SearchBox({ id, value, onChange, label }: { id: string; value: string; onChange: (value: string) => void; label: string }) {
  return (
    <div className="schema-form__reference-search">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" className="schema-form__input" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** One row of another entity, stored as its id (or null when the column allows it). */
export function ReferenceWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, onChange, onBlur, onFocus, options, schema, rawErrors } = props;
  const { t } = useEditorI18n();
  const entity = String((schema as { "x-ref"?: string })["x-ref"] ?? "");
  const current = typeof value === "number" ? value : null;
  const { query, setQuery, choices, failed } = useReferenceChoices(entity, current === null ? [] : [current]);
  const searchId = useId();
  return (
    <>
      <SearchBox id={searchId} value={query} onChange={setQuery} label={t("form.reference.search")} />
      <select
        id={id}
        name={id}
        className="schema-form__input schema-form__select"
        value={current === null ? "" : String(current)}
        required={required}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value === "" ? options.emptyValue : Number(event.target.value))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        aria-invalid={invalid(rawErrors)}
        aria-describedby={describedBy(id, rawErrors, options)}
      >
        <option value="">{t("form.select.empty")}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={String(choice.id)}>
            {choice.label}
          </option>
        ))}
      </select>
      {failed ? <p role="alert">{t("form.reference.failed")}</p> : null}
    </>
  );
}

/** Several rows of another entity, stored as a list of ids (a many-to-many relation). */
export function ReferencesField(props: FieldProps) {
  const { fieldPathId, formData, onChange, schema, disabled, readonly, rawErrors } = props;
  const { t } = useEditorI18n();
  const entity = String((schema as { "x-ref"?: string })["x-ref"] ?? "");
  const chosen = Array.isArray(formData) ? (formData.filter((v) => typeof v === "number") as number[]) : [];
  const { query, setQuery, choices, failed } = useReferenceChoices(entity, chosen);
  const id = fieldPathId.$id;
  const toggle = (choice: number, on: boolean) => {
    const next = on ? [...chosen, choice] : chosen.filter((v) => v !== choice);
    onChange(next, fieldPathId.path);
  };
  return (
    <div className="schema-form__references">
      <SearchBox id={`${id}__search`} value={query} onChange={setQuery} label={t("form.reference.search")} />
      <ul className="schema-form__reference-list">
        {choices.map((choice, index) => (
          <li key={choice.id}>
            <label>
              <input
                type="checkbox"
                id={index === 0 ? id : undefined}
                checked={chosen.includes(choice.id)}
                disabled={disabled || readonly}
                aria-invalid={invalid(rawErrors)}
                aria-describedby={describedBy(id, rawErrors, (props.uiSchema?.["ui:options"] ?? {}) as { description?: unknown })}
                onChange={(event) => toggle(choice.id, event.target.checked)}
              />
              {choice.label}
            </label>
          </li>
        ))}
      </ul>
      {failed ? <p role="alert">{t("form.reference.failed")}</p> : null}
    </div>
  );
}
