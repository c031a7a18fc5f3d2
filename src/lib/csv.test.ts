import { describe, expect, it } from "vitest";
import { csvCell, csvDocument } from "./csv";

describe("CSV writer", () => {
  it("leaves plain cells alone and quotes separators, quotes and line breaks", () => {
    expect(csvCell("plain text")).toBe("plain text");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
  });

  it("neutralises every cell a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t"]) expect(csvCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell("\rcmd")).toBe(`"'\rcmd"`);
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes a byte-order mark and CRLF after every row", () => {
    expect(
      csvDocument([
        ["email", "locale"],
        ["a@example.org", "de"],
      ]),
    ).toBe("\uFEFFemail,locale\r\na@example.org,de\r\n");
    expect(csvDocument([])).toBe("\uFEFF");
  });
});
