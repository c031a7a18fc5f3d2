/**
 * The one CSV writer of the staff exports (a form's entries, the newsletter's addresses): UTF-8
 * with a byte-order mark, so spreadsheet programs do not read umlauts as Latin-1; CRLF lines
 * (RFC 4180); a cell is quoted when it holds a quote, a line break, a comma or a semicolon (the
 * separator German spreadsheets guess). A cell starting like a formula (`= + - @`, tab, CR) is
 * prefixed with `'`, so a spreadsheet shows what a visitor typed instead of running it.
 */

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",;\r\n]/;

/** One cell, neutralised and quoted where needed. */
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole file: the header row first, every line ended with CRLF, behind a byte-order mark. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((cells) => `${cells.map(csvCell).join(",")}\r\n`).join("")}`;
}
