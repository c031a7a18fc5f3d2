import { describe, expect, it } from "vitest";
import { createTranslate } from "../../i18n/messages";
import { attachmentsNote } from "./mail-attachments";

const pdf = (filename: string) => ({ filename, content_type: "application/pdf" });

describe("the mail viewer's attachment note", () => {
  it("names the files with the right plural in both languages, and nothing for a mail without", () => {
    expect(attachmentsNote(createTranslate("de"), [pdf("Tickets-AB12.pdf")])).toBe("1 Anhang: Tickets-AB12.pdf");
    expect(attachmentsNote(createTranslate("de"), [pdf("a.pdf"), pdf("b.pdf")])).toBe("2 Anhänge: a.pdf, b.pdf");
    expect(attachmentsNote(createTranslate("en"), [pdf("tickets-AB12.pdf")])).toBe("1 attachment: tickets-AB12.pdf");
    expect(attachmentsNote(createTranslate("en"), [pdf("a.pdf"), pdf("b.pdf")])).toBe("2 attachments: a.pdf, b.pdf");
    expect(attachmentsNote(createTranslate("en"), [])).toBe("");
  });
});
