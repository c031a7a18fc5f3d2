/**
 * The sections of a long form (docs/admin.md, "Sections"): the schema's groups as accessible tabs
 * (WAI-ARIA tabs pattern: the arrow keys, Home and End move between the tabs, Tab goes into the
 * shown section), each section a fieldset with its heading. A tab whose section holds errors says
 * how many. The form without JavaScript shows every section one below the other instead.
 */
import type { ErrorSchema, ObjectFieldTemplatePropertyType } from "@rjsf/utils";
import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { countedKey } from "../../i18n/counted";
import { useEditorI18n } from "../i18n";
import type { FormGroup } from "./ui-schema";

/** The number of errors in an error schema (its `__errors` at every depth). */
export function errorCount(errors: unknown): number {
  if (!errors || typeof errors !== "object") return 0;
  let count = 0;
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (key === "__errors") count += Array.isArray(value) ? value.length : 0;
    else count += errorCount(value);
  }
  return count;
}

/** The id of a section's panel and of its tab. */
export const sectionIds = (prefix: string, name: string) => ({ panel: `${prefix}__section-${name}`, tab: `${prefix}__tab-${name}` });

export function FormSections({
  groups,
  properties,
  errorSchema,
  idPrefix,
}: {
  groups: readonly FormGroup[];
  properties: readonly ObjectFieldTemplatePropertyType[];
  errorSchema?: ErrorSchema;
  idPrefix: string;
}) {
  const { t } = useEditorI18n();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const byName = new Map(properties.map((property) => [property.name, property]));
  const current = Math.min(selected, groups.length - 1);

  function select(index: number) {
    const next = (index + groups.length) % groups.length;
    setSelected(next);
    tabs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: groups.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  }

  return (
    <div className="schema-form__sections">
      <div className="schema-form__tabs" role="tablist" aria-label={t("form.sections")}>
        {groups.map((group, index) => {
          const ids = sectionIds(idPrefix, group.name);
          const errors = group.fields.reduce((sum, field) => sum + errorCount((errorSchema as Record<string, unknown> | undefined)?.[field]), 0);
          return (
            <button
              key={group.name}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={ids.tab}
              className={["schema-form__tab", errors ? "schema-form__tab--invalid" : ""].filter(Boolean).join(" ")}
              aria-selected={index === current}
              aria-controls={ids.panel}
              tabIndex={index === current ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {group.label}
              {errors ? <span className="schema-form__tab-errors">{` (${t(countedKey("form.sections.errors", errors), { count: errors })})`}</span> : null}
            </button>
          );
        })}
      </div>
      {groups.map((group, index) => {
        const ids = sectionIds(idPrefix, group.name);
        return (
          <div
            key={group.name}
            role="tabpanel"
            id={ids.panel}
            aria-labelledby={ids.tab}
            className="schema-form__section"
            hidden={index !== current}
            data-reveal={ids.tab}
          >
            <Section label={group.label}>{group.fields.map((field) => byName.get(field)?.content ?? null)}</Section>
          </div>
        );
      })}
    </div>
  );
}

/** One section: a fieldset whose legend is the section's heading. */
export function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className="schema-form__section-fields">
      <legend>
        <h2 className="schema-form__section-title">{label}</h2>
      </legend>
      <div className="schema-form__fields">{children}</div>
    </fieldset>
  );
}

/**
 * Shows what hides an element (a section in another tab, a collapsed row): each hidden ancestor
 * with `data-reveal` names the control that shows it, which is clicked. True when something was.
 */
export function reveal(element: Element): boolean {
  let shown = false;
  for (let node = element.parentElement; node; node = node.parentElement) {
    const control = node.hidden ? node.getAttribute("data-reveal") : null;
    if (!control) continue;
    document.getElementById(control)?.click();
    shown = true;
  }
  return shown;
}
