/**
 * How a change is shown, in the versions' comparison and the admin's history: removed text as
 * <del> (struck through), added text as <ins> (underlined), each with a visually hidden
 * "removed:"/"added:" so screen readers say it; a word diff as "before" and "after" side by side;
 * another value as "old → new". Everything is rendered as text. The words come from the caller's
 * catalogue (`DiffWords`).
 */
import { Fragment } from "react";
import type { WordPart } from "../lib/version-diff";
import "./versions.css";

/** The words these pieces say, from the editor's or the admin's catalogue. */
export interface DiffWords {
  before: string;
  after: string;
  /** The hidden prefix of removed text ("entfernt:"). */
  removed: string;
  /** The hidden prefix of added text ("hinzugefügt:"). */
  added: string;
  /** Read instead of the arrow ("geändert in"). */
  changedTo: string;
  /** An empty or unset value ("(leer)"). */
  empty: string;
}

/** Removed text; `announce` adds the hidden "removed:" (not in a legend, which says it already). */
export function Removed({ words, text, announce = true }: { words: DiffWords; text: string; announce?: boolean }) {
  return (
    <del className="editor-diff__removed">
      {announce ? <span className="editor-diff__sr">{`${words.removed} `}</span> : null}
      {text}
    </del>
  );
}

export function Added({ words, text, announce = true }: { words: DiffWords; text: string; announce?: boolean }) {
  return (
    <ins className="editor-diff__added">
      {announce ? <span className="editor-diff__sr">{`${words.added} `}</span> : null}
      {text}
    </ins>
  );
}

/** One side of a word diff: the words both share, plus the removed ones (before) or the added ones (after). */
function Side({ words, parts, side }: { words: DiffWords; parts: readonly WordPart[]; side: "before" | "after" }) {
  const shown = parts.filter((part) => part.kind === "same" || part.kind === (side === "before" ? "removed" : "added"));
  if (!shown.some((part) => part.text.trim())) return <p className="editor-diff__text editor-diff__text--empty">{words.empty}</p>;
  return (
    <p className="editor-diff__text">
      {shown.map((part, index) => {
        const key = `${index}-${part.kind}`;
        if (part.kind === "same") return <Fragment key={key}>{part.text}</Fragment>;
        // The spaces around changed words stay outside the mark, so only words are underlined or struck.
        const [, lead, text, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(part.text) ?? ["", "", part.text, ""];
        const Mark = part.kind === "removed" ? Removed : Added;
        return (
          <Fragment key={key}>
            {lead}
            {text ? <Mark words={words} text={text} /> : null}
            {trail}
          </Fragment>
        );
      })}
    </p>
  );
}

/** A changed text: before and after side by side (stacked on narrow screens). */
export function WordSides({ words, parts }: { words: DiffWords; parts: readonly WordPart[] }) {
  return (
    <div className="editor-diff__sides">
      <div>
        <p className="editor-diff__side">{words.before}</p>
        <Side words={words} parts={parts} side="before" />
      </div>
      <div>
        <p className="editor-diff__side">{words.after}</p>
        <Side words={words} parts={parts} side="after" />
      </div>
    </div>
  );
}

/** Another value: old → new (null is shown as empty, not marked). */
export function ValueChange({ words, before, after }: { words: DiffWords; before: string | null; after: string | null }) {
  return (
    <p className="editor-diff__value">
      {before === null ? <span>{words.empty}</span> : <Removed words={words} text={before} />} <span aria-hidden="true">→</span>
      <span className="editor-diff__sr">{` ${words.changedTo}`}</span> {after === null ? <span>{words.empty}</span> : <Added words={words} text={after} />}
    </p>
  );
}
