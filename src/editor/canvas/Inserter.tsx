/**
 * The block inserter: a search field over the blocks that fit the place, each with its icon and
 * a short description from the module contract (`x-icon`, `x-description`), and where the new
 * block goes. Enter in the search field takes the first block that matches.
 */
import { useId, useMemo, useState } from "react";
import { countedKey } from "../../i18n/counted";
import { moduleIcons } from "../../schemas/generated/module-icons";
import type { EditorTranslate } from "../i18n";
import { Modal, ModalExit } from "../Modal";
import { Icon } from "./icons";

/** The blocks whose name or description contains every word of the query (case and accents ignored). */
export function filterBlocks(t: EditorTranslate, types: readonly string[], query: string): string[] {
  const fold = (text: string) =>
    text
      .toLocaleLowerCase()
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "");
  const words = fold(query).split(/\s+/).filter(Boolean);
  return types.filter((name) => {
    const text = fold(`${t(`name.${name}`)} ${t(`description.${name}`)} ${name}`);
    return words.every((word) => text.includes(word));
  });
}

export function Inserter({
  t,
  title,
  types,
  where,
  onClose,
  onChoose,
}: {
  t: EditorTranslate;
  title: string;
  types: readonly string[];
  /** Where the block goes, in words ("after Headline"). */
  where: string;
  onClose: () => void;
  onChoose: (module: string) => void;
}) {
  const [query, setQuery] = useState("");
  const shown = useMemo(() => filterBlocks(t, types, query), [t, types, query]);
  const whereId = useId();
  const countId = useId();
  return (
    <Modal title={title} onClose={onClose} className="editor-modal--inserter" describedBy={whereId}>
      <p id={whereId} className="editor-inserter__where">
        {where}
      </p>
      <label className="editor-inserter__search">
        <span>{t("inserter.search")}</span>
        <input
          type="search"
          value={query}
          aria-describedby={countId}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && shown[0]) {
              event.preventDefault();
              onChoose(shown[0]);
            }
          }}
        />
      </label>
      <p id={countId} className="editor-inserter__count" role="status">
        {shown.length ? t(countedKey("inserter.count", shown.length), { count: shown.length }) : t("inserter.none", { query })}
      </p>
      <ul className="editor-block-list">
        {shown.map((name) => (
          <li key={name}>
            <button type="button" className="editor-block-choice" data-block-type={name} onClick={() => onChoose(name)}>
              <Icon d={moduleIcons[name as keyof typeof moduleIcons] ?? ""} size={24} />
              <span className="editor-block-choice__text">
                <span className="editor-block-choice__name">{t(`name.${name}`)}</span>
                <span className="editor-block-choice__description">{t(`description.${name}`)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <ModalExit label={t("dialog.cancel")} onClick={onClose} />
    </Modal>
  );
}
