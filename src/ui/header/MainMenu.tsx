/**
 * The full menu: a toggle button in the header bar and a modal panel with every menu item and
 * its children as disclosure submenus. While open, focus stays inside the panel (Tab and
 * Shift+Tab wrap around), Escape closes it; SiteHeader returns focus to the toggle.
 *
 * Without JavaScript (server HTML before hydration) the toggle is a link to the panel's id,
 * which CSS shows with :target, and every submenu is expanded.
 */
import { type KeyboardEvent, type MouseEvent, type Ref, startTransition, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../../i18n";
import type { NavItem } from "../../schemas/api";

/**
 * False in the server HTML and the first client render, true once hydrated. The render that
 * follows is a transition: React does it in small slices rather than in one task after
 * hydration's (the header, its menus and the list filters all render again).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

const focusableSelector = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** Focusable elements inside a container, skipping those in hidden subtrees. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.closest("[hidden]") && !element.closest("[inert]"),
  );
}

/** A path as the address bar has it: percent-encoded, lower case, no query or fragment. */
const comparablePath = (href: string) => new URL(href, "http://site.invalid").pathname.toLowerCase();

/**
 * A menu link: a plain anchor, marked as the current page when it leads to the page on view. Site
 * paths still navigate in the app (useClientNavigation). A router link resolved its path three
 * times per render: with some twenty on every page, 4 % of an uncached render (docs/benchmarks.md,
 * "Uncached renders, sixth session"), and more work for hydration.
 */
export function MenuLink({ item, className }: { item: NavItem; className?: string }) {
  const { pathname } = useLocation();
  const internal = item.url.startsWith("/") && !item.url.startsWith("//");
  const current = internal && comparablePath(item.url) === comparablePath(pathname);
  return (
    <a className={className} href={item.url} aria-current={current ? "page" : undefined}>
      {item.title}
    </a>
  );
}

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className="masthead__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" fill="none" />
      ) : (
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.5" fill="none" />
      )}
    </svg>
  );
}

interface ToggleProps {
  open: boolean;
  controls: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The 'Menü' / 'Menu' button (final version only). */
export function MenuToggle({ open, controls, onToggle, ref }: ToggleProps) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a className="masthead__toggle" href={`#${controls}`}>
        <MenuIcon open={false} />
        <span className="masthead__toggle-label">{t("header.menu")}</span>
      </a>
    );
  }
  return (
    <button ref={ref} type="button" className="masthead__toggle" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <MenuIcon open={open} />
      <span className="masthead__toggle-label">{t("header.menu")}</span>
    </button>
  );
}

interface PanelProps {
  id: string;
  items: NavItem[];
  open: boolean;
  /** The visitor asked to close (Escape, close button). */
  onClose: () => void;
  /** A link inside was followed. */
  onNavigate: () => void;
  /** Submenu shown expanded when the panel opens (a top-menu item without its own page). */
  initialExpanded?: number | null;
}

export function MenuPanel({ id, items, open, onClose, onNavigate, initialExpanded = null }: PanelProps) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  // On opening: reset the submenus and move focus into the panel.
  useEffect(() => {
    if (!open) return;
    setExpanded(new Set(initialExpanded === null ? [] : [initialExpanded]));
    const panel = ref.current;
    if (panel) (focusableIn(panel)[0] ?? panel).focus();
  }, [open, initialExpanded]);

  // Focus that escapes the panel anyway (a click outside, assistive technology) is pulled back.
  useEffect(() => {
    if (!open) return;
    const onFocusIn = (event: FocusEvent) => {
      const panel = ref.current;
      if (!panel || panel.contains(event.target as Node)) return;
      (focusableIn(panel)[0] ?? panel).focus();
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !ref.current) return;
    const focusable = focusableIn(ref.current);
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !ref.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !ref.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  function onClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as Element).closest("a[href]")) onNavigate();
  }

  const toggle = (itemId: number) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(itemId)) next.delete(itemId);
      else next.add(itemId);
      return next;
    });

  return (
    <div
      ref={ref}
      id={id}
      className="main-menu"
      role="dialog"
      aria-modal="true"
      aria-label={t("header.menu")}
      tabIndex={-1}
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      <div className="main-menu__top">
        {hydrated ? (
          <button type="button" className="main-menu__close" onClick={onClose}>
            <MenuIcon open />
            <span className="visually-hidden">{t("header.menuClose")}</span>
          </button>
        ) : (
          <a className="main-menu__close" href="#_">
            <MenuIcon open />
            <span className="visually-hidden">{t("header.menuClose")}</span>
          </a>
        )}
      </div>
      <nav className="main-menu__nav" onClick={onClick}>
        <MenuList items={items} depth={0} expanded={expanded} allOpen={!hydrated} onToggle={toggle} />
      </nav>
    </div>
  );
}

interface ListProps {
  items: NavItem[];
  depth: number;
  expanded: ReadonlySet<number>;
  /** Before hydration: every submenu open (the buttons cannot work yet). */
  allOpen: boolean;
  onToggle: (id: number) => void;
  id?: string;
  hidden?: boolean;
}

function MenuList({ items, depth, expanded, allOpen, onToggle, id, hidden }: ListProps) {
  return (
    <ul id={id} hidden={hidden} className={`main-menu__list main-menu__list--${Math.min(depth, 2)}`}>
      {items.map((item) => (
        <MenuEntry key={item.id} item={item} depth={depth} expanded={expanded} allOpen={allOpen} onToggle={onToggle} />
      ))}
    </ul>
  );
}

function MenuEntry({ item, depth, expanded, allOpen, onToggle }: Omit<ListProps, "items" | "id" | "hidden"> & { item: NavItem }) {
  const { t } = useI18n();
  const subId = useId();
  const hasChildren = item.children.length > 0;
  const isOpen = allOpen || expanded.has(item.id);
  return (
    <li className="main-menu__item">
      <div className="main-menu__row">
        {item.is_clickable || !hasChildren ? <MenuLink item={item} className="main-menu__link" /> : null}
        {hasChildren ? (
          <button
            type="button"
            className={item.is_clickable ? "main-menu__expand" : "main-menu__expand main-menu__expand--label"}
            aria-expanded={isOpen}
            aria-controls={subId}
            onClick={() => onToggle(item.id)}
          >
            {item.is_clickable ? <span className="visually-hidden">{t("header.submenu", { title: item.title })}</span> : item.title}
            <svg className="main-menu__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2.5" fill="none" />
            </svg>
          </button>
        ) : null}
      </div>
      {hasChildren ? (
        <MenuList id={subId} hidden={!isOpen} items={item.children} depth={depth + 1} expanded={expanded} allOpen={allOpen} onToggle={onToggle} />
      ) : null}
    </li>
  );
}
