/**
 * The meta navigation: accessibility and search buttons (each opens its panel; a second click
 * closes it, only one is open at a time), the cart link with its item count and the language
 * switch. The display switches are small forms posted to /preferences, so they also work
 * without JavaScript; with it they store the cookie and update <html> at once. Without
 * JavaScript the panel buttons are links to the panels' ids, shown by CSS with :target.
 */
import { SearchForm } from "../search/SearchForm";
import { type FormEvent, type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../../i18n";
import type { Alternates } from "../../i18n/routes-table";
import { LanguageSwitch } from "../LanguageSwitch";
import { focusableIn, useHydrated } from "./MainMenu";
import { applyHighContrast, applyReducedMotion, currentHighContrast, currentReducedMotion, preferenceFields } from "./preferences";

export const metaPanels = ["accessibility", "search"] as const;
export type MetaPanel = (typeof metaPanels)[number];

/** Fixed ids: the no-JavaScript links point at them (there is one header per page). */
export const metaPanelIds: Record<MetaPanel, string> = { accessibility: "header-accessibility", search: "header-search" };

export interface MetaNavProps {
  /** The open panel, or null. */
  open: MetaPanel | null;
  /** Called with the panel's name when it opens, null when it closes. */
  onOpenChange: (name: MetaPanel | null) => void;
  alternates: Alternates;
  cartUrl: string;
  cartCount: number;
  highContrast: boolean;
  reducedMotion: boolean;
}

const icons: Record<MetaPanel | "cart", string> = {
  accessibility: "M12 2a2 2 0 110 4 2 2 0 010-4zM4 7.5l5.5 1.2V13l-2 8h2.2l2.3-6.5 2.3 6.5h2.2l-2-8V8.7L20 7.5l-.4-2L12 7 4.4 5.5z",
  search: "M10 3a7 7 0 015.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1110 3zm0 2a5 5 0 100 10 5 5 0 000-10z",
  cart: "M2 3h3.2l.7 3H21l-2.2 9H7.7L5.5 5H2zm6 14a2 2 0 110 4 2 2 0 010-4zm10 0a2 2 0 110 4 2 2 0 010-4z",
};

function Icon({ name }: { name: keyof typeof icons }) {
  return (
    <svg className="masthead__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={icons[name]} />
    </svg>
  );
}

export function MetaNav({ open, onOpenChange, alternates, cartUrl, cartCount, highContrast, reducedMotion }: MetaNavProps) {
  const { locale, t } = useI18n();
  const hydrated = useHydrated();
  const ids = metaPanelIds;
  const buttons = { accessibility: useRef<HTMLButtonElement>(null), search: useRef<HTMLButtonElement>(null) };
  const panels = { accessibility: useRef<HTMLDivElement>(null), search: useRef<HTMLDivElement>(null) };
  const focusOnOpen = useRef(false);

  // A panel opened from its button receives focus (the search field, the first switch).
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusOnOpen.current = false;
    const panel = panels[open].current;
    if (panel) focusableIn(panel)[0]?.focus();
  }, [open]);

  function toggle(name: MetaPanel) {
    focusOnOpen.current = open !== name;
    onOpenChange(open === name ? null : name);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    event.stopPropagation();
    const button = buttons[open].current;
    onOpenChange(null);
    button?.focus();
  }

  const cartName = cartCount > 0 ? (cartCount === 1 ? t("header.cartItem") : t("header.cartItems", { count: cartCount })) : t("header.cart");

  return (
    <div className="meta" onKeyDown={onKeyDown}>
      <nav className="meta__nav" aria-label={t("header.meta")}>
        <ul className="meta__list">
          {metaPanels.map((name) => {
            const content = (
              <>
                <Icon name={name} />
                <span className="visually-hidden">{t(name === "search" ? "header.search" : "header.accessibility")}</span>
              </>
            );
            return (
              <li key={name}>
                {hydrated ? (
                  <button
                    ref={buttons[name]}
                    type="button"
                    className="meta__button"
                    aria-expanded={open === name}
                    aria-controls={ids[name]}
                    onClick={() => toggle(name)}
                  >
                    {content}
                  </button>
                ) : (
                  <a className="meta__button" href={`#${ids[name]}`}>
                    {content}
                  </a>
                )}
              </li>
            );
          })}
          <li>
            <a className="meta__button meta__cart" href={cartUrl}>
              <Icon name="cart" />
              <span className="visually-hidden">{cartName}</span>
              {cartCount > 0 ? (
                <span className="meta__badge" aria-hidden="true">
                  {cartCount > 99 ? "99+" : cartCount}
                </span>
              ) : null}
            </a>
          </li>
          <li>
            <LanguageSwitch alternates={alternates} />
          </li>
        </ul>
      </nav>
      <AccessibilityPanel
        id={ids.accessibility}
        ref={panels.accessibility}
        open={open === "accessibility"}
        highContrast={highContrast}
        reducedMotion={reducedMotion}
      />
      <div ref={panels.search} id={ids.search} className="meta-panel meta-panel--search" hidden={open !== "search"}>
        <SearchForm action={`/${locale}/search`} label={t("header.search")} />
      </div>
    </div>
  );
}

interface AccessibilityPanelProps {
  id: string;
  ref: Ref<HTMLDivElement>;
  open: boolean;
  highContrast: boolean;
  reducedMotion: boolean;
}

function AccessibilityPanel({ id, ref, open, highContrast, reducedMotion }: AccessibilityPanelProps) {
  const { t } = useI18n();
  const titleId = useId();
  const { pathname, search } = useLocation();
  const [contrast, setContrast] = useState(highContrast);
  const [motion, setMotion] = useState(reducedMotion);

  // Without a stored choice the switches show what the operating system asks for.
  useEffect(() => {
    setContrast(currentHighContrast());
    setMotion(currentReducedMotion());
  }, []);

  const back = `${pathname}${search}`;
  return (
    <div ref={ref} id={id} className="meta-panel meta-panel--accessibility" role="group" aria-labelledby={titleId} hidden={!open}>
      <p id={titleId} className="meta-panel__title">
        {t("header.accessibilityTitle")}
      </p>
      <PreferenceSwitch
        field={preferenceFields.contrast}
        on={contrast}
        values={["high", "standard"]}
        label={t("header.highContrast")}
        back={back}
        onChange={(on) => {
          applyHighContrast(on);
          setContrast(on);
        }}
      />
      <PreferenceSwitch
        field={preferenceFields.motion}
        on={motion}
        values={["reduced", "full"]}
        label={t("header.reducedMotion")}
        back={back}
        onChange={(on) => {
          applyReducedMotion(on);
          setMotion(on);
        }}
      />
    </div>
  );
}

interface SwitchProps {
  field: string;
  on: boolean;
  /** Posted value for [on, off]. */
  values: [string, string];
  label: string;
  back: string;
  onChange: (on: boolean) => void;
}

function PreferenceSwitch({ field, on, values, label, back, onChange }: SwitchProps) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange(!on);
  }
  return (
    <form className="pref-switch" method="post" action="/preferences" onSubmit={onSubmit}>
      <input type="hidden" name={preferenceFields.redirectTo} value={back} />
      <input type="hidden" name={field} value={on ? values[1] : values[0]} />
      <button type="submit" className="pref-switch__button" aria-pressed={on}>
        <span className="pref-switch__label">{label}</span>
        <span className="pref-switch__track" aria-hidden="true">
          <span className="pref-switch__thumb" />
        </span>
      </button>
    </form>
  );
}
