/**
 * What an entry of the admin's history changed, field by field, behind a disclosure: a word diff
 * of texts (before and after side by side) and old → new of other values, from the audit log's
 * `[before, after]` (docs/admin.md). Personal data is logged without its values and shows only
 * its label, as before. Staff-only: the admin's screens import it, never a visitor's page.
 */
import { auditChange, type PlainValue } from "../../lib/version-diff";
import { type DiffWords, ValueChange, WordSides } from "../DiffText";
import type { AdminTranslate } from "./i18n";

export function ChangeDetails({
  changes,
  label,
  t,
}: {
  changes: Record<string, readonly [unknown, unknown]>;
  label: (name: string) => string;
  t: AdminTranslate;
}) {
  const shown = Object.entries(changes).filter(([, [before, after]]) => before != null || after != null);
  if (!shown.length) return null;
  const words: DiffWords = {
    before: t("admin.history.before"),
    after: t("admin.history.after"),
    removed: t("admin.history.removed"),
    added: t("admin.history.added"),
    changedTo: t("admin.history.changedTo"),
    empty: t("admin.history.emptyValue"),
  };
  const text = (value: PlainValue) => (value === null ? null : typeof value === "boolean" ? t(value ? "admin.yes" : "admin.no") : String(value));
  return (
    <details className="admin-history__details">
      <summary>{t("admin.history.details")}</summary>
      {shown.map(([name, [before, after]]) => {
        const change = auditChange(before, after);
        return (
          <div key={name} className="editor-diff__field">
            <p className="editor-diff__label">{label(name)}</p>
            {change.kind === "text" ? (
              <WordSides words={words} parts={change.parts} />
            ) : (
              <ValueChange words={words} before={text(change.before)} after={text(change.after)} />
            )}
          </div>
        );
      })}
    </details>
  );
}
