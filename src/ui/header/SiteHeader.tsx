/**
 * The site header (spec: header). Logo with the festival dates, the top menu (up to four
 * highlighted items, large screens), the meta navigation and the full-menu toggle. It is fixed
 * above the page (z-index 6), hides while scrolling down and comes back when scrolling up.
 * Its states are data attributes on <header> for CSS and tests: data-hidden, data-sticky,
 * data-transparent, data-hovering, data-interim, data-logged-in (present or absent), plus
 * data-menu-open, data-meta-open="accessibility|search" and data-hydrated (JavaScript runs).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../../i18n";
import type { Alternates } from "../../i18n/routes-table";
import type { Nav, NavItem, Settings } from "../../schemas/api";
import { Logo } from "./Logo";
import { MenuLink, MenuPanel, MenuToggle, useHydrated } from "./MainMenu";
import { type MetaPanel, MetaNav } from "./MetaNav";
import { useScrollState } from "./use-scroll-state";
import "./header.css";

export interface SiteHeaderProps {
  nav: Nav | null;
  settings: Settings | null;
  alternates: Alternates;
  /** Transparent over the page's top image (home, news/production/venue/magazine detail, with-header-image pages). */
  transparent: boolean;
  loggedIn: boolean;
  /** The ticket shop's cart, with the site language as query parameter. */
  cartUrl: string;
  /** From the `cartAmount` cookie; the badge is hidden at 0. */
  cartCount: number;
  /** The visitor's stored choices (cookie value "1"); false also when nothing is stored. */
  highContrast: boolean;
  reducedMotion: boolean;
}

export const TOP_MENU_MAX = 4;

export function topMenuItems(items: readonly NavItem[]): NavItem[] {
  return items.filter((item) => item.highlighted).slice(0, TOP_MENU_MAX);
}

const flag = (on: boolean) => (on ? "" : undefined);

export function SiteHeader({ nav, settings, alternates, transparent, loggedIn, cartUrl, cartCount, highContrast, reducedMotion }: SiteHeaderProps) {
  const { locale, t } = useI18n();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const interim = settings?.VERSION === "interim";
  const items = nav?.menu ?? [];
  const hasMenu = !interim && items.length > 0;
  const topItems = hasMenu ? topMenuItems(items) : [];
  const dates = interim ? null : settings?.FESTIVAL_DATES[locale];

  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const restoreFocus = useRef(false);
  const menuId = "site-menu";
  const [menuOpen, setMenuOpen] = useState(false);
  const [expandedOnOpen, setExpandedOnOpen] = useState<number | null>(null);
  const [meta, setMeta] = useState<MetaPanel | null>(null);
  const [hovering, setHovering] = useState(false);
  const locked = menuOpen || meta !== null;
  const { hidden, sticky, reveal } = useScrollState({
    hideAfter: () => headerRef.current?.offsetHeight ?? 0,
    paused: locked,
  });

  const openMenu = (expand: number | null = null) => {
    setMeta(null);
    setExpandedOnOpen(expand);
    setMenuOpen(true);
  };
  const closeMenu = useCallback((restore: boolean) => {
    restoreFocus.current = restore;
    setMenuOpen(false);
  }, []);
  const closeAll = useCallback(() => {
    setMeta(null);
    setMenuOpen(false);
  }, []);
  const onMetaChange = (name: MetaPanel | null) => {
    if (name) setMenuOpen(false);
    setMeta(name);
  };

  // Focus goes back to the toggle when the visitor closed the menu (not after following a link).
  useEffect(() => {
    if (menuOpen || !restoreFocus.current) return;
    restoreFocus.current = false;
    toggleRef.current?.focus();
  }, [menuOpen]);

  // A new page closes the menu and the panels.
  useEffect(() => {
    restoreFocus.current = false;
    closeAll();
  }, [pathname, closeAll]);

  // The page behind an open menu or panel is dimmed and does not scroll.
  useEffect(() => {
    if (!locked) return;
    const html = document.documentElement;
    html.classList.add("menu-open");
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) closeAll();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      html.classList.remove("menu-open");
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [locked, closeAll]);

  return (
    <>
      <header
        data-nosnippet=""
        ref={headerRef}
        className="masthead"
        data-hidden={flag(hidden && !locked)}
        data-sticky={flag(sticky)}
        data-transparent={flag(transparent)}
        data-hovering={flag(hovering)}
        data-interim={flag(interim)}
        data-logged-in={flag(loggedIn)}
        data-menu-open={flag(menuOpen)}
        data-meta-open={meta ?? undefined}
        data-hydrated={flag(hydrated)}
        onFocus={reveal}
        onMouseEnter={() => setHovering(true)}
        onMouseLeave={() => setHovering(false)}
      >
        <div className="masthead__bar" inert={menuOpen}>
          <div className="masthead__brand">
            <a className="masthead__home" href={`/${locale}`}>
              {/* The wordmark is drawn (aria-hidden); the link's name is this text. */}
              <span className="visually-hidden">{t("header.home", { name: t("site.name") })}</span>
              <Logo locale={locale} />
            </a>
            {dates ? (
              <p className="masthead__dates">
                <span className="visually-hidden">{t("header.dates")}: </span>
                {dates}
              </p>
            ) : null}
          </div>
          {topItems.length > 0 ? (
            <nav className="masthead__top" aria-label={t("nav.main")}>
              <ul className="masthead__top-list">
                {topItems.map((item) => (
                  <li key={item.id}>
                    {item.is_clickable || item.children.length === 0 ? (
                      <MenuLink item={item} className="masthead__top-link" />
                    ) : !hydrated ? (
                      <a className="masthead__top-link" href={`#${menuId}`}>
                        {item.title}
                      </a>
                    ) : (
                      <button type="button" className="masthead__top-link" aria-haspopup="dialog" aria-controls={menuId} onClick={() => openMenu(item.id)}>
                        {item.title}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <MetaNav
            open={meta}
            onOpenChange={onMetaChange}
            alternates={alternates}
            cartUrl={cartUrl}
            cartCount={cartCount}
            highContrast={highContrast}
            reducedMotion={reducedMotion}
          />
          {hasMenu ? <MenuToggle ref={toggleRef} open={menuOpen} controls={menuId} onToggle={() => (menuOpen ? closeMenu(true) : openMenu())} /> : null}
        </div>
        <div className="masthead__overlay" aria-hidden="true" hidden={!locked} onClick={() => (menuOpen ? closeMenu(true) : closeAll())} />
        {hasMenu ? (
          <MenuPanel
            id={menuId}
            items={items}
            open={menuOpen}
            initialExpanded={expandedOnOpen}
            onClose={() => closeMenu(true)}
            onNavigate={() => closeMenu(false)}
          />
        ) : null}
      </header>
      {transparent ? null : <div className="masthead-spacer" aria-hidden="true" />}
    </>
  );
}
