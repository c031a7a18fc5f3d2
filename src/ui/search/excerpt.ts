/**
 * A search excerpt (docs/search.md) into parts for the page: the text between the control
 * characters `highlightStart` and `highlightStop` is a search word, shown as a <mark> element.
 * The excerpt is only ever text: no stored markup reaches the page.
 */
import { highlightStart, highlightStop } from "../../schemas/search-limits";

export interface ExcerptPart {
  text: string;
  match: boolean;
}

export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (text: string, match: boolean) => {
    if (text === "") return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += text;
    else parts.push({ text, match });
  };
  for (const [index, piece] of excerpt.split(highlightStart).entries()) {
    // Before the first start marker everything is plain; after each, up to its stop marker is a match.
    const stop = index === 0 ? -1 : piece.indexOf(highlightStop);
    if (stop < 0) push(piece.replaceAll(highlightStop, ""), false);
    else {
      push(piece.slice(0, stop), true);
      push(piece.slice(stop + 1).replaceAll(highlightStop, ""), false);
    }
  }
  return parts;
}
