/**
 * A filter by terms (genres, cities, tags): checkboxes in a GET form. Without JavaScript the
 * visitor ticks and submits (the button is there only then); with JavaScript every change
 * navigates at once to the same path with the URL's parameter updated, the other parameters
 * kept and `page` dropped, replacing the history entry and keeping the scroll position.
 */
import { useId } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useI18n } from "../../i18n";
import type { Term } from "../../schemas/programme";
import { useHydrated } from "../header/MainMenu";
import { useLocalCopy } from "./use-local-copy";
import { hrefWith, otherParams, withParam } from "./search-params";
import "./filters.css";

export interface TermFilterProps {
  /** The query parameter (and API filter) name: genres, cities, tags. */
  name: string;
  legend: string;
  terms: readonly Term[];
  /** The slugs selected now (from the URL, through the loader). */
  selected: readonly string[];
  className?: string;
}

export function TermFilter({ name, legend, terms, selected, className }: TermFilterProps) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [values, setValues] = useLocalCopy<readonly string[]>(selected, selected.join("\n"));

  if (terms.length === 0) return null;

  const apply = (next: readonly string[]) => {
    setValues(next);
    navigate(hrefWith(pathname, withParam(search, name, next)), { replace: true, preventScrollReset: true });
  };
  const onToggle = (slug: string, checked: boolean) => {
    const chosen = new Set(values);
    if (checked) chosen.add(slug);
    else chosen.delete(slug);
    // In the order the terms are listed, so the same choice always gives the same URL.
    apply(terms.filter((term) => chosen.has(term.slug)).map((term) => term.slug));
  };

  return (
    <form className={["term-filter", className].filter(Boolean).join(" ")} method="get" action={pathname}>
      {otherParams(search, [name]).map(([key, value]) => (
        <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
      ))}
      <TermFieldset name={name} legend={legend} terms={terms} selected={values} onToggle={onToggle} />
      <div className="filter-actions">
        {hydrated ? null : (
          <button type="submit" className="button filter-actions__submit">
            {t("filter.apply")}
          </button>
        )}
        {values.length > 0 ? (
          <Link className="filter-actions__reset" to={hrefWith(pathname, withParam(search, name, []))} replace preventScrollReset onClick={() => setValues([])}>
            {t("filter.reset")}
            <span className="visually-hidden">: {legend}</span>
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** The checkboxes of one term filter; the form around them decides what a change does. */
export function TermFieldset({
  name,
  legend,
  terms,
  selected,
  onToggle,
}: {
  name: string;
  legend: string;
  terms: readonly Term[];
  selected: readonly string[];
  onToggle: (slug: string, checked: boolean) => void;
}) {
  const id = useId();
  if (terms.length === 0) return null;
  return (
    <fieldset className="filter-group" data-filter={name}>
      <legend className="filter-group__legend">{legend}</legend>
      <ul className="filter-chips" role="list">
        {terms.map((term) => (
          <li key={term.id}>
            <label className="filter-chip" htmlFor={`${id}-${term.slug}`}>
              <input
                id={`${id}-${term.slug}`}
                type="checkbox"
                name={name}
                value={term.slug}
                checked={selected.includes(term.slug)}
                onChange={(event) => onToggle(term.slug, event.currentTarget.checked)}
              />
              <span>{term.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
