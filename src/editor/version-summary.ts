/**
 * The versions list's line per version: which blocks and sections it changed against the one
 * before ("2 Blöcke geändert: Text „Einleitung“, Bild; 1 Abschnitt hinzugefügt"), counted with
 * the catalogues' one-forms.
 */
import { countedKey } from "../i18n/counted";
import type { ChangeKind, DiffSummary } from "../lib/version-diff";
import type { EditorTranslate } from "./i18n";

const kinds: readonly ChangeKind[] = ["changed", "added", "removed", "moved"];

/** A block by its type's name and the first words of its text: Text „Einleitung“, or just "Bild". */
export function blockName(t: EditorTranslate, module: string, excerpt: string): string {
  const name = t(`name.${module}`);
  return excerpt ? t("versions.summary.named", { name, excerpt }) : name;
}

/** The summary of one version's changes; "no change to the content" when there is none. */
export function summaryText(t: EditorTranslate, summary: DiffSummary): string {
  const parts: string[] = [];
  for (const kind of kinds) {
    const count = summary.blocks[kind];
    if (!count) continue;
    let part = t(countedKey(`versions.summary.blocks.${kind}`, count), { count });
    const named = kind === "moved" ? [] : summary.named[kind];
    if (named.length) {
      const names = named.map((block) => blockName(t, block.module, block.excerpt));
      const rest = count - named.length;
      if (rest > 0) names.push(t(countedKey("versions.summary.andMore", rest), { count: rest }));
      part += `: ${names.join(", ")}`;
    }
    parts.push(part);
  }
  for (const kind of kinds) {
    const count = summary.sections[kind];
    if (count) parts.push(t(countedKey(`versions.summary.sections.${kind}`, count), { count }));
  }
  return parts.length ? parts.join("; ") : t("versions.summary.none");
}
