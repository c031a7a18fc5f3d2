/**
 * The canvas's controls: icon buttons (an accessible name and a tooltip, shown on hover and on
 * keyboard focus) and the "more" menu for the rarer actions (the WAI-ARIA menu button: arrow
 * keys, Home and End move between the items, Escape and Tab close it, focus returns to its button).
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Icon, type IconName, icons } from "./icons";

interface IconButtonProps {
  icon: IconName;
  label: string;
  control: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}

export function IconButton({ icon, label, control, onClick, disabled, danger }: IconButtonProps) {
  return (
    <button
      type="button"
      className={danger ? "editor-icon-button editor-icon-button--danger" : "editor-icon-button"}
      data-control={control}
      aria-label={label}
      data-tooltip={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon d={icons[icon]} />
    </button>
  );
}

export interface MenuItem {
  control: string;
  label: string;
  icon: IconName;
  onSelect: () => void;
  disabled?: boolean;
  danger?: boolean;
}

export function MoreMenu({ label, items, control = "more" }: { label: string; items: MenuItem[]; control?: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const entries = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];

  useEffect(() => {
    if (open) entries()[0]?.focus();
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = entries();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") go(at + 1);
    else if (event.key === "ArrowUp") go(at - 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(list.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === "Tab") close(false);
  };

  return (
    <span
      className="editor-menu"
      onBlur={(event) => {
        // Focus left the button and its menu (a click elsewhere): the menu closes.
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="editor-icon-button"
        data-control={control}
        aria-label={label}
        data-tooltip={open ? undefined : label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon d={icons.more} />
      </button>
      {open ? (
        <ul id={menuId} ref={menu} role="menu" aria-label={label} className="editor-menu__list" onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li key={item.control} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                data-control={item.control}
                className={item.danger ? "editor-menu__item editor-menu__item--danger" : "editor-menu__item"}
                aria-disabled={item.disabled || undefined}
                onClick={() => {
                  if (item.disabled) return;
                  close(true);
                  item.onSelect();
                }}
              >
                <Icon d={icons[item.icon]} size={18} />
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}
