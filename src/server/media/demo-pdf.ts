/**
 * A tiny PDF writer for the demo press downloads: one A4 page with a title and wrapped
 * paragraphs in Helvetica, written by hand as PDF 1.4 with a correct cross-reference table.
 * No dependency and no randomness: the same input always gives the same bytes.
 *
 * Text is encoded in WinAnsiEncoding (the standard Latin encoding of the base-14 fonts), so
 * German umlauts, ß, dashes, typographic quotes and the euro sign print correctly; characters
 * outside it become "?".
 */

export interface PdfDocument {
  title: string;
  /**
   * Paragraphs of body text, wrapped to the page width; "\n" starts a new line within a
   * paragraph (for lists), an empty string leaves a blank line.
   */
  paragraphs: string[];
  /** A small line above the title, e.g. the organiser's name. */
  preline?: string;
  author?: string;
  /** Creation date written into the document information, e.g. 2025-06-03T10:00:00Z. */
  createdAt?: Date;
  /** Size of the body text in points; 11 unless a long list needs less. */
  fontSize?: number;
}

const pageWidth = 595;
const pageHeight = 842;
const margin = 64;

/** Characters of WinAnsiEncoding outside Latin-1, by code point (PDF 32000-1, annex D.2). */
const winAnsiExtras: Record<number, number> = {
  0x20ac: 0x80, // €
  0x201a: 0x82, // ‚
  0x0192: 0x83, // ƒ
  0x201e: 0x84, // „
  0x2026: 0x85, // …
  0x2020: 0x86, // †
  0x2021: 0x87, // ‡
  0x02c6: 0x88, // ˆ
  0x2030: 0x89, // ‰
  0x0160: 0x8a, // Š
  0x2039: 0x8b, // ‹
  0x0152: 0x8c, // Œ
  0x017d: 0x8e, // Ž
  0x2018: 0x91, // ‘
  0x2019: 0x92, // ’
  0x201c: 0x93, // “
  0x201d: 0x94, // ”
  0x2022: 0x95, // •
  0x2013: 0x96, // –
  0x2014: 0x97, // —
  0x02dc: 0x98, // ˜
  0x2122: 0x99, // ™
  0x0161: 0x9a, // š
  0x203a: 0x9b, // ›
  0x0153: 0x9c, // œ
  0x017e: 0x9e, // ž
  0x0178: 0x9f, // Ÿ
};

/** The WinAnsi byte of one character, or "?" when it has none. */
function winAnsiByte(char: string): number {
  const code = char.codePointAt(0) ?? 0x3f;
  if (code === 0x00a0) return 0x20;
  if ((code >= 0x20 && code < 0x7f) || (code >= 0xa1 && code <= 0xff)) return code;
  return winAnsiExtras[code] ?? 0x3f;
}

/** A PDF literal string: ASCII as is, parentheses and backslashes escaped, other bytes as octal. */
export function pdfString(text: string): string {
  let out = "(";
  for (const char of text) {
    const byte = winAnsiByte(char);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, "0")}`;
  }
  return `${out})`;
}

/**
 * Approximate Helvetica advance widths (1/1000 em): narrow, regular and wide letters, close
 * enough to wrap lines inside the margins.
 */
function charWidth(char: string): number {
  if (" ,.:;'!|ijlI()[]-".includes(char)) return 278;
  if ("ftr".includes(char)) return 333;
  if ("mwMW".includes(char)) return 833;
  if (/[A-ZÄÖÜ]/.test(char)) return 667;
  return 556;
}

export function textWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const char of text) units += charWidth(char);
  return (units * fontSize) / 1000;
}

/** Greedy word wrap to `width` points; a word longer than a line stays whole on its own line. */
export function wrapText(text: string, fontSize: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, fontSize) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** PDF date string, e.g. D:20250603100000Z. */
function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, "").slice(0, 14)}Z`;
}

/** The page's content stream: title, optional preline, wrapped paragraphs. Throws if they do not fit. */
function contentStream(doc: PdfDocument): string {
  const width = pageWidth - 2 * margin;
  const fontSize = doc.fontSize ?? 11;
  const leading = Math.round(fontSize * 1.36 * 10) / 10;
  const ops: string[] = [];
  let y = pageHeight - margin;
  const line = (text: string, font: "F1" | "F2", size: number, lineLeading: number) => {
    y = Math.round((y - lineLeading) * 10) / 10;
    if (y < margin) throw new Error(`The text of "${doc.title}" does not fit on one page`);
    ops.push(`BT /${font} ${size} Tf 1 0 0 1 ${margin} ${y} Tm ${pdfString(text)} Tj ET`);
  };
  if (doc.preline) line(doc.preline, "F1", 9, 9);
  y -= doc.preline ? 14 : 0;
  for (const titleLine of wrapText(doc.title, 20, width)) line(titleLine, "F2", 20, 25);
  y -= 12;
  // A thin rule under the title.
  ops.push(`0.6 w ${margin} ${y} m ${pageWidth - margin} ${y} l S`);
  y -= 8;
  for (const paragraph of doc.paragraphs) {
    if (!paragraph.trim()) {
      y -= leading;
      continue;
    }
    for (const part of paragraph.split("\n")) {
      for (const textLine of wrapText(part, fontSize, width)) line(textLine, "F1", fontSize, leading);
    }
    y -= Math.round(fontSize * 0.6);
  }
  return ops.join("\n");
}

/** Builds the PDF file. */
export function makePdf(doc: PdfDocument): Buffer {
  const stream = contentStream(doc);
  const info = [`/Title ${pdfString(doc.title)}`, "/Producer (Festival der Kuenste demo seed)"];
  if (doc.author) info.push(`/Author ${pdfString(doc.author)}`);
  if (doc.createdAt) info.push(`/CreationDate (${pdfDate(doc.createdAt)})`);

  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    // The stream is pure ASCII (pdfString escapes everything else), so its length in bytes is its length in characters.
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< ${info.join(" ")} >>`,
  ];

  // A binary comment on line 2 tells transfer tools the file is binary (PDF 32000-1, 7.5.2).
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xrefOffset = Buffer.byteLength(body, "latin1");
  // Each entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, keyword, CR LF.
  const entries = ["0000000000 65535 f\r\n", ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n\r\n`)];
  body += `xref\n0 ${objects.length + 1}\n${entries.join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
