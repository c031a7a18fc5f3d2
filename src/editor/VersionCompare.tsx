/**
 * Two versions of the page side by side (docs/editor.md, "Version diffs"): the server's diff
 * (`GET revision/compare`) of the sections and blocks that differ, a word diff of each changed
 * text (removed words struck through in "before", added ones underlined in "after", each also
 * marked as <del>/<ins> with a hidden "removed:"/"added:" for screen readers), and the old and
 * new value of other fields. Everything arrives as text and is rendered as text.
 */
import { useEffect, useId, useRef, useState } from "react";
import type { FieldChange, ModuleChange, PlainValue, SectionChange } from "../lib/version-diff";
import type { RevisionCompare, RevisionSummary } from "../schemas/editor";
import { editorCall } from "./api";
import { Added, type DiffWords, Removed, ValueChange, WordSides } from "./DiffText";
import { fieldLabel, optionLabel } from "./forms/ui-schema";
import type { EditorTranslate } from "./i18n";
import { useEditorI18n } from "./i18n";
import { ModalExit } from "./Modal";
import { blockName } from "./version-summary";

/** A side of the comparison: a revision's id, or "current" for the page as it is now. */
export type VersionRef = number | "current";

type Load = { state: "loading" } | { state: "failed" } | { state: "done"; result: RevisionCompare };

const wordsOf = (t: EditorTranslate): DiffWords => ({
  before: t("versions.compare.before"),
  after: t("versions.compare.after"),
  removed: t("versions.compare.removedText"),
  added: t("versions.compare.addedText"),
  changedTo: t("versions.compare.changedTo"),
  empty: t("versions.compare.empty"),
});

function valueText(t: EditorTranslate, name: string, value: PlainValue): string {
  if (value === null) return t("versions.compare.empty");
  if (typeof value === "boolean") return t(value ? "versions.compare.yes" : "versions.compare.no");
  return optionLabel(t, name, value);
}

function Field({ t, module, change }: { t: EditorTranslate; module: string; change: FieldChange }) {
  const label = fieldLabel(t, module, change.name, change.title ? { title: change.title } : undefined);
  const words = wordsOf(t);
  return (
    <div className="editor-diff__field">
      <p className="editor-diff__label">{label}</p>
      {change.kind === "text" ? (
        <WordSides words={words} parts={change.parts} />
      ) : (
        <ValueChange
          words={words}
          before={change.before === null ? null : valueText(t, change.name, change.before)}
          after={change.after === null ? null : valueText(t, change.name, change.after)}
        />
      )}
    </div>
  );
}

const kindLabel = (t: EditorTranslate, change: { kind: ModuleChange["kind"]; moved: boolean }) =>
  t(change.kind === "changed" && change.moved ? "versions.kind.changedAndMoved" : `versions.kind.${change.kind}`);

function SectionItem({ t, change }: { t: EditorTranslate; change: SectionChange }) {
  return (
    <li className="editor-diff__item" data-change={change.kind}>
      <h5>{`${t("versions.compare.section", { n: change.position })}: ${kindLabel(t, change)}`}</h5>
      {change.fields.map((field) => (
        <Field key={field.name} t={t} module="section" change={field} />
      ))}
    </li>
  );
}

function ModuleItem({ t, change }: { t: EditorTranslate; change: ModuleChange }) {
  return (
    <li className="editor-diff__item" data-change={change.kind} data-module={change.id}>
      <h5>{`${blockName(t, change.module, change.excerpt)}: ${kindLabel(t, change)}`}</h5>
      {change.fields.map((field) => (
        <Field key={field.name} t={t} module={change.module} change={field} />
      ))}
    </li>
  );
}

export function VersionCompare({
  pageId,
  versions,
  initial,
  versionLabel,
  onBack,
}: {
  pageId: number;
  versions: RevisionSummary[];
  initial: { from: VersionRef; to: VersionRef };
  versionLabel: (version: RevisionSummary) => string;
  onBack: () => void;
}) {
  const { t, locale } = useEditorI18n();
  const [from, setFrom] = useState<VersionRef>(initial.from);
  const [to, setTo] = useState<VersionRef>(initial.to);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    let live = true;
    setLoad({ state: "loading" });
    editorCall<RevisionCompare>(locale, { method: "GET", path: `revision/compare?page_id=${pageId}&from=${from}&to=${to}` })
      .then((result) => live && setLoad({ state: "done", result }))
      .catch(() => live && setLoad({ state: "failed" }));
    return () => {
      live = false;
    };
  }, [locale, pageId, from, to]);

  const choice = (label: string, value: VersionRef, onChange: (ref: VersionRef) => void) => (
    <label className="editor-diff__choice">
      {label}
      <select value={String(value)} onChange={(event) => onChange(event.target.value === "current" ? "current" : Number(event.target.value))}>
        <option value="current">{t("versions.compare.current")}</option>
        {versions.map((version) => (
          <option key={version.id} value={String(version.id)}>
            {versionLabel(version)}
          </option>
        ))}
      </select>
    </label>
  );

  const diff = load.state === "done" ? load.result.diff : null;
  return (
    <section className="editor-diff" aria-labelledby={headingId} data-testid="version-compare">
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {t("versions.compare.title")}
      </h3>
      <div className="editor-diff__choices">
        {choice(t("versions.compare.from"), from, setFrom)}
        {choice(t("versions.compare.to"), to, setTo)}
      </div>
      <p className="editor-diff__legend">
        <span>{`${t("versions.compare.legend")}: `}</span>
        <Removed words={wordsOf(t)} text={t("versions.compare.removed")} announce={false} />{" "}
        <Added words={wordsOf(t)} text={t("versions.compare.added")} announce={false} />
      </p>
      <div role="status">
        {load.state === "loading" ? <p>{t("versions.compare.loading")}</p> : null}
        {diff && diff.sections.length === 0 && diff.modules.length === 0 ? <p>{t("versions.compare.none")}</p> : null}
      </div>
      {load.state === "failed" ? <p role="alert">{t("versions.compare.failed")}</p> : null}
      {diff && diff.sections.length > 0 ? (
        <>
          <h4 className="editor-diff__group">{t("versions.compare.sections")}</h4>
          <ul className="editor-diff__list">
            {diff.sections.map((change) => (
              <SectionItem key={change.id} t={t} change={change} />
            ))}
          </ul>
        </>
      ) : null}
      {diff && diff.modules.length > 0 ? (
        <>
          <h4 className="editor-diff__group">{t("versions.compare.blocks")}</h4>
          <ul className="editor-diff__list">
            {diff.modules.map((change) => (
              <ModuleItem key={change.id} t={t} change={change} />
            ))}
          </ul>
        </>
      ) : null}
      <ModalExit label={t("versions.compare.back")} onClick={onBack} />
    </section>
  );
}
