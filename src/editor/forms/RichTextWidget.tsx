/**
 * Rich text (`contentMediaType: text/html`): a tiptap editor limited to what the server's
 * sanitiser keeps (p, br, strong, em, a, ul, ol, li) and a toolbar of exactly seven commands:
 * bold, italic, link, bulleted list, numbered list, undo, redo. The toolbar is an ARIA toolbar
 * (one tab stop, arrow keys move); links are set in a small inline form, not window.prompt.
 * The value is HTML; an empty editor gives "" (stored as nothing, so "required" applies).
 */
import type { WidgetProps } from "@rjsf/utils";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { isHttpUrl, isLink } from "../../lib/links";
import { Icon, icons } from "../canvas/icons";
import { useEditorI18n } from "../i18n";
import { describedBy } from "./aria";

export const richTextCommands = ["bold", "italic", "link", "bulletList", "orderedList", "undo", "redo"] as const;
export type RichTextCommand = (typeof richTextCommands)[number];

/** StarterKit with everything off but paragraphs, line breaks, bold, italic, links, lists and undo/redo. */
export const richTextExtensions = [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    dropcursor: false,
    gapcursor: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: true,
      defaultProtocol: "https",
      protocols: ["http", "https", "mailto", "tel"],
      // No default target/rel: they are set per link by the link form.
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
];

/** The stored value of editor HTML: "" when there is no text (tiptap's empty document is `<p></p>`). */
export function richTextValue(html: string | null | undefined): string {
  const value = (html ?? "").trim();
  const withoutEmpty = value.replace(/<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>/gi, "").trim();
  return withoutEmpty === "" ? "" : value;
}

/**
 * The address typed in the link form, or null when it is not one the site accepts: the link rules
 * of src/lib/links.ts (a path of the site, #…, http(s), mailto:, tel:), which the server's
 * sanitiser applies too; "www.…" becomes https, and a web address needs a dotted host.
 */
export function normaliseLinkUrl(input: string): string | null {
  const value = input.trim();
  const candidate = /^www\./i.test(value) ? `https://${value}` : value;
  if (!isLink(candidate)) return null;
  if (!isHttpUrl(candidate)) return candidate;
  return new URL(candidate).hostname.includes(".") ? candidate : null;
}

/** The link mark's attributes: a new window gets target=_blank and rel="noopener noreferrer". */
export function linkAttributes(href: string, newWindow: boolean): { href: string; target: string | null; rel: string | null } {
  return { href, target: newWindow ? "_blank" : null, rel: newWindow ? "noopener noreferrer" : null };
}

/** Applies a link to the selection, or inserts the address as linked text when nothing is selected. */
export function applyLink(editor: Editor, href: string, newWindow: boolean): boolean {
  const attrs = linkAttributes(href, newWindow);
  if (editor.state.selection.empty && !editor.isActive("link")) {
    return editor
      .chain()
      .focus()
      .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs }] })
      .run();
  }
  return editor.chain().focus().extendMarkRange("link").setLink(attrs).run();
}

interface ToolbarState {
  bold: boolean;
  italic: boolean;
  link: boolean;
  bulletList: boolean;
  orderedList: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

const noState: ToolbarState = { bold: false, italic: false, link: false, bulletList: false, orderedList: false, canUndo: false, canRedo: false };

function runCommand(editor: Editor, command: Exclude<RichTextCommand, "link">) {
  const chain = editor.chain().focus();
  switch (command) {
    case "bold":
      return chain.toggleBold().run();
    case "italic":
      return chain.toggleItalic().run();
    case "bulletList":
      return chain.toggleBulletList().run();
    case "orderedList":
      return chain.toggleOrderedList().run();
    case "undo":
      return chain.undo().run();
    case "redo":
      return chain.redo().run();
  }
}

export function RichTextWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, label, rawErrors, required, disabled, readonly, options } = props;
  const { t } = useEditorI18n();
  const lastValue = useRef<string>(typeof value === "string" ? value : "");
  const describedby = describedBy(id, rawErrors, options);
  const invalid = rawErrors?.length ? "true" : "false";
  const editable = !disabled && !readonly;

  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        class: "schema-form__rich-editable",
        "aria-label": label,
        "aria-multiline": "true",
        "aria-invalid": invalid,
        ...(required ? { "aria-required": "true" } : {}),
        ...(describedby ? { "aria-describedby": describedby } : {}),
      },
    }),
    [id, label, invalid, required, describedby],
  );

  const editor = useEditor({
    immediatelyRender: false,
    extensions: richTextExtensions,
    content: typeof value === "string" ? value : "",
    editable,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? "" : richTextValue(current.getHTML());
      lastValue.current = html;
      onChange(html === "" ? options.emptyValue : html);
    },
    onBlur: () => onBlur(id, lastValue.current),
    onFocus: () => onFocus(id, lastValue.current),
  });

  // A value set from outside (not typed here) replaces the content.
  useEffect(() => {
    const next = typeof value === "string" ? value : "";
    if (!editor || editor.isDestroyed || next === lastValue.current) return;
    lastValue.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable !== editable) editor.setEditable(editable, false);
  }, [editor, editable]);

  const state =
    useEditorState({
      editor,
      selector: ({ editor: current }): ToolbarState =>
        current
          ? {
              bold: current.isActive("bold"),
              italic: current.isActive("italic"),
              link: current.isActive("link"),
              bulletList: current.isActive("bulletList"),
              orderedList: current.isActive("orderedList"),
              canUndo: current.can().undo(),
              canRedo: current.can().redo(),
            }
          : noState,
    }) ?? noState;

  return (
    <div className="schema-form__rich">
      <RichTextToolbar
        label={t("form.richtext.toolbar", { label })}
        state={state}
        disabled={!editor || !editable}
        onCommand={(command) => {
          if (editor && command !== "link") runCommand(editor, command);
        }}
        editor={editor}
      />
      {editor ? <EditorContent editor={editor} className="schema-form__rich-content" /> : <p className="schema-form__hint">{t("form.richtext.loading")}</p>}
    </div>
  );
}

/** The toolbar: real buttons, one tab stop, arrow keys/Home/End move between them; toggles carry aria-pressed. */
export function RichTextToolbar({
  label,
  state,
  disabled,
  onCommand,
  editor,
}: {
  label: string;
  state: ToolbarState;
  disabled: boolean;
  onCommand: (command: RichTextCommand) => void;
  editor: Editor | null;
}) {
  const { t } = useEditorI18n();
  const [current, setCurrent] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const linkFormId = useId();

  const pressed: Partial<Record<RichTextCommand, boolean>> = {
    bold: state.bold,
    italic: state.italic,
    link: state.link,
    bulletList: state.bulletList,
    orderedList: state.orderedList,
  };
  const unavailable: Partial<Record<RichTextCommand, boolean>> = { undo: !state.canUndo, redo: !state.canRedo };

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = richTextCommands.length - 1;
    const next =
      event.key === "ArrowRight"
        ? current === last
          ? 0
          : current + 1
        : event.key === "ArrowLeft"
          ? current === 0
            ? last
            : current - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div role="toolbar" aria-label={label} className="schema-form__toolbar" onKeyDown={move}>
        {richTextCommands.map((command, index) => {
          const isToggle = command in pressed;
          const off = disabled || unavailable[command] === true;
          return (
            <button
              key={command}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              className={`schema-form__tool schema-form__tool--${command}`}
              tabIndex={index === current ? 0 : -1}
              aria-label={t(`form.richtext.${command}`)}
              aria-pressed={isToggle ? pressed[command] === true : undefined}
              aria-expanded={command === "link" ? linkOpen : undefined}
              aria-controls={command === "link" && linkOpen ? linkFormId : undefined}
              aria-disabled={off || undefined}
              // Keep the editor's selection when the mouse is used.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setCurrent(index)}
              onClick={() => {
                if (off) return;
                if (command === "link") setLinkOpen((open) => !open);
                else onCommand(command);
              }}
            >
              {/* The link draws an SVG icon (an emoji's look depends on the system's font); the others are letters and signs drawn by CSS (forms.css). The name is the aria-label. */}
              {command === "link" ? <Icon d={icons.link} size={18} /> : <span aria-hidden="true" className="schema-form__icon" />}
            </button>
          );
        })}
      </div>
      {linkOpen && editor ? (
        <LinkForm
          id={linkFormId}
          editor={editor}
          onClose={(returnFocus) => {
            setLinkOpen(false);
            if (returnFocus) buttons.current[richTextCommands.indexOf("link")]?.focus();
          }}
        />
      ) : null}
    </>
  );
}

/** The inline link form: address (prefilled with https://) and "open in a new window". */
export function LinkForm({ id, editor, onClose }: { id: string; editor: Editor; onClose: (returnFocus: boolean) => void }) {
  const { t } = useEditorI18n();
  const current = editor.getAttributes("link") as { href?: string; target?: string | null };
  const isLink = editor.isActive("link");
  const [url, setUrl] = useState(current.href ?? "https://");
  const [newWindow, setNewWindow] = useState(current.target === "_blank");
  const [error, setError] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const base = useId();
  const titleId = `${base}-title`;
  const errorId = `${base}-error`;

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const apply = () => {
    const href = normaliseLinkUrl(url);
    if (!href) {
      setError(true);
      input.current?.focus();
      return;
    }
    applyLink(editor, href, newWindow);
    onClose(false);
  };

  return (
    // A group, not a <form>: it sits inside the settings form, and Enter must not submit that.
    <div
      id={id}
      role="group"
      aria-labelledby={titleId}
      className="schema-form__link-form"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
          onClose(true);
        }
      }}
    >
      <p id={titleId} className="schema-form__label">
        {t("form.link.title")}
      </p>
      <label htmlFor={`${base}-url`} className="schema-form__label">
        {t("form.link.url")}
      </label>
      <input
        ref={input}
        id={`${base}-url`}
        type="url"
        className="schema-form__input"
        value={url}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(false);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            apply();
          }
        }}
        aria-invalid={error || undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="schema-form__errors">
          {t("form.link.invalid")}
        </p>
      ) : null}
      <div className="schema-form__check">
        <input id={`${base}-blank`} type="checkbox" checked={newWindow} onChange={(event) => setNewWindow(event.target.checked)} />
        <label htmlFor={`${base}-blank`}>{t("form.link.newWindow")}</label>
      </div>
      <div className="schema-form__row">
        <button type="button" className="editor-button editor-button--primary" onClick={apply}>
          {t("form.link.apply")}
        </button>
        {isLink ? (
          <button
            type="button"
            className="editor-button"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onClose(false);
            }}
          >
            {t("form.link.remove")}
          </button>
        ) : null}
        <button type="button" className="editor-button" onClick={() => onClose(true)}>
          {t("form.link.cancel")}
        </button>
      </div>
    </div>
  );
}
