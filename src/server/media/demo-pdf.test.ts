import { describe, expect, it } from "vitest";
import { makePdf, pdfString, wrapText } from "./demo-pdf";

const sample = () =>
  makePdf({
    preline: "Festival der Künste · Pressestelle",
    title: "Pressemitteilung: Das Programm 2025 – „Übergänge“",
    paragraphs: [
      "Vom 21. August bis 21. September 2025 zeigt das Festival der Künste 38 Produktionen an zwölf Spielorten der Metropolregion. Tickets gibt es ab 12 € (ermäßigt 6 €).",
      "",
      "Kontakt (Presse): presse@festival-der-kuenste.example",
    ],
    author: "Pressestelle",
    createdAt: new Date("2025-06-03T10:00:00Z"),
  });

/** The object table: object number → byte offset, as the xref section states it. */
function parseXref(pdf: Buffer) {
  const text = pdf.toString("latin1");
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 5)).toBe("xref\n");
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(startxref));
  expect(header).not.toBeNull();
  const size = Number(header?.[1]);
  const entriesStart = startxref + (header?.[0].length ?? 0);
  const entries = Array.from({ length: size }, (_, i) => text.slice(entriesStart + i * 20, entriesStart + (i + 1) * 20));
  return { text, size, entries, trailer: text.slice(entriesStart + size * 20) };
}

describe("demo PDF writer", () => {
  it("writes a PDF 1.4 file with a binary marker and an end-of-file marker", () => {
    const pdf = sample();
    expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    expect(pdf.subarray(8, 10).toString("latin1")).toBe("\n%");
    expect(pdf[10]).toBeGreaterThan(127);
    expect(pdf.toString("latin1").endsWith("%%EOF\n")).toBe(true);
  });

  it("has a cross-reference table whose offsets point at their objects", () => {
    const { text, size, entries, trailer } = parseXref(sample());
    expect(size).toBe(8);
    expect(entries[0]).toBe("0000000000 65535 f\r\n");
    for (let n = 1; n < size; n++) {
      expect(entries[n]).toMatch(/^\d{10} 00000 n\r\n$/);
      const offset = Number(entries[n].slice(0, 10));
      expect(text.slice(offset, offset + `${n} 0 obj`.length)).toBe(`${n} 0 obj`);
    }
    expect(trailer).toMatch(/^trailer\n<< \/Size 8 \/Root 1 0 R \/Info 7 0 R >>/);
    expect(text).toContain("1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>");
    expect(text).toContain("/Count 1");
  });

  it("gives the content stream its exact length", () => {
    const text = sample().toString("latin1");
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(text);
    expect(match).not.toBeNull();
    const start = (match?.index ?? 0) + (match?.[0].length ?? 0);
    const length = Number(match?.[1]);
    expect(text.slice(start + length, start + length + "\nendstream".length)).toBe("\nendstream");
    const stream = text.slice(start, start + length);
    expect(stream).toContain("/F2 20 Tf");
    expect(stream).toContain("BT /F1 11 Tf");
  });

  it("encodes German text in WinAnsiEncoding and escapes delimiters", () => {
    expect(pdfString("Künste")).toBe("(K\\374nste)");
    expect(pdfString("Straße (Nord)")).toBe("(Stra\\337e \\(Nord\\))");
    expect(pdfString("„Übergänge“ – 12 €")).toBe("(\\204\\334berg\\344nge\\223 \\226 12 \\200)");
    expect(pdfString("a\\b")).toBe("(a\\\\b)");
    expect(pdfString("東")).toBe("(?)");
    const text = sample().toString("latin1");
    expect(text).toContain("/Encoding /WinAnsiEncoding");
    expect(text).toContain("/CreationDate (D:20250603100000Z)");
  });

  it("wraps long paragraphs inside the margins and keeps every word", () => {
    const paragraph = "Theater, Tanz, Musik und Performance an ungewöhnlichen Orten der Region ".repeat(8).trim();
    const lines = wrapText(paragraph, 11, 467);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.length).toBeLessThan(110);
    expect(lines.join(" ")).toBe(paragraph);
  });

  it("refuses text that does not fit on its one page, and fits more in a smaller size", () => {
    const lines = Array.from({ length: 60 }, (_, i) => `Produktion ${i + 1} – Ensemble – Spielort, 21.8.–21.9.`);
    expect(() => makePdf({ title: "Programmheft", paragraphs: lines })).toThrow(/does not fit/);
    const small = makePdf({ title: "Programmheft", paragraphs: [lines.slice(0, 45).join("\n")], fontSize: 9 }).toString("latin1");
    expect(small).toContain("BT /F1 9 Tf");
    expect(small).toContain("(Produktion 45 \\226 Ensemble");
  });

  it("is deterministic", () => {
    expect(sample().equals(sample())).toBe(true);
  });
});
