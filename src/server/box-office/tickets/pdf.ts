/**
 * The e-ticket PDF of an order (docs/box-office-tickets.md): A4, one ticket a page, printed at
 * home. Each page names the festival, the production, the performance's date and time (Europe/
 * Berlin, in the order's language), the venue, the seat and the price, and carries the ticket's
 * QR code drawn as vector rectangles from its module matrix, the code in text below it for typing,
 * and a notice that the ticket admits once. The standard Helvetica font encodes WinAnsi only:
 * other characters are reduced to their base letter or replaced by "?" (winAnsiSafe).
 */
import { formatEuro } from "../../../lib/money";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { ticketTranslate } from "./i18n";
import { ticketQrMatrix } from "./qr";
import { type PdfOrder, type PdfTicket, pdfOrderSchema } from "./types";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const TIME_ZONE = "Europe/Berlin";
/** Side of one QR module in points (about 1.6 mm: easy for phone cameras at the door). */
const MODULE = 4.5;
const QUIET_MODULES = 4;

/** Characters Helvetica's WinAnsi encoding has beyond Latin-1 (0x80–0x9F). */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function encodable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/** Text Helvetica can show: umlauts and ß stay; ë stays, Ł becomes L, 李 becomes "?". */
export function winAnsiSafe(text: string): string {
  let out = "";
  for (const char of text.replace(/[\t\n\r]+/g, " ")) {
    if (encodable(char)) {
      out += char;
      continue;
    }
    const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
    const stroked: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ø: "O", ø: "o", ı: "i" };
    const candidate = stroked[char] ?? base;
    out += candidate !== "" && [...candidate].every(encodable) ? candidate : "?";
  }
  return out;
}

export function formatPerformance(startsAt: Date, language: PdfOrder["language"]): string {
  return new Intl.DateTimeFormat(language === "de" ? "de-DE" : "en-GB", {
    timeZone: TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(startsAt);
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws text, wrapped to `width`, from the top line at `y`; returns the y below it. */
function drawWrapped(page: PDFPage, text: string, x: number, y: number, width: number, font: PDFFont, size: number): number {
  const words = winAnsiSafe(text).split(" ");
  let line = "";
  let cursor = y;
  const flush = () => {
    page.drawText(line, { x, y: cursor, size, font });
    cursor -= size * 1.35;
  };
  for (const word of words) {
    const next = line === "" ? word : `${line} ${word}`;
    if (line !== "" && font.widthOfTextAtSize(next, size) > width) {
      flush();
      line = word;
    } else {
      line = next;
    }
  }
  if (line !== "") flush();
  return cursor;
}

function drawQr(page: PDFPage, code: string, x: number, top: number): number {
  const matrix = ticketQrMatrix(code);
  const side = (matrix.size + 2 * QUIET_MODULES) * MODULE;
  const origin = { x: x + QUIET_MODULES * MODULE, y: top - QUIET_MODULES * MODULE };
  matrix.modules.forEach((row, y) => {
    row.forEach((dark, column) => {
      if (!dark) return;
      page.drawRectangle({
        x: origin.x + column * MODULE,
        y: origin.y - (y + 1) * MODULE,
        width: MODULE,
        height: MODULE,
        color: rgb(0, 0, 0),
      });
    });
  });
  return top - side;
}

function drawTicket(page: PDFPage, order: PdfOrder, ticket: PdfTicket, index: number, fonts: Fonts): void {
  const t = ticketTranslate(order.language);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;
  y = drawWrapped(page, t("site.name"), MARGIN, y, width, fonts.bold, 14);
  y = drawWrapped(page, t("tickets.pdf.page", { index: index + 1, count: order.tickets.length }), MARGIN, y, width, fonts.regular, 10);
  y -= 16;
  y = drawWrapped(page, ticket.productionTitle, MARGIN, y, width, fonts.bold, 22);
  y = drawWrapped(page, formatPerformance(ticket.startsAt, order.language), MARGIN, y, width, fonts.regular, 14);
  y -= 12;
  const rows: [string, string][] = [
    [t("tickets.pdf.venue"), [ticket.venueName, ticket.venueAddress].filter(Boolean).join(", ")],
    [t("tickets.pdf.seat"), ticket.seatLabel ?? t("tickets.pdf.freeSeating")],
    [t("tickets.pdf.price"), `${formatEuro(ticket.priceCents, order.language)} (${ticket.salesTypeLabel}, ${ticket.priceGroupLabel})`],
  ];
  for (const [label, value] of rows) {
    drawWrapped(page, label, MARGIN, y, 90, fonts.bold, 11);
    y = drawWrapped(page, value, MARGIN + 100, y, width - 100, fonts.regular, 11) - 4;
  }
  y -= 8;
  y = drawQr(page, ticket.code, MARGIN - QUIET_MODULES * MODULE, y);
  y = drawWrapped(page, t("tickets.pdf.code"), MARGIN, y, width, fonts.regular, 9);
  y = drawWrapped(page, ticket.code, MARGIN, y - 4, width, fonts.bold, 16);
  y -= 16;
  y = drawWrapped(page, t("tickets.pdf.notice"), MARGIN, y, width, fonts.regular, 11);
  y -= 8;
  y = drawWrapped(page, t("tickets.pdf.order", { number: order.orderNumber }), MARGIN, y, width, fonts.regular, 9);
  drawWrapped(page, t("tickets.pdf.buyer", { name: order.buyer }), MARGIN, y, width, fonts.regular, 9);
}

export interface RenderOptions {
  /** Object streams off keeps the content streams readable (tests). */
  useObjectStreams?: boolean;
}

/** The order's tickets as one PDF, a page per ticket. */
export async function renderTicketsPdf(input: PdfOrder, options: RenderOptions = {}): Promise<Uint8Array> {
  const order = pdfOrderSchema.parse(input);
  const doc = await PDFDocument.create();
  const t = ticketTranslate(order.language);
  doc.setTitle(winAnsiSafe(t("tickets.pdf.title", { number: order.orderNumber })));
  doc.setAuthor(winAnsiSafe(t("site.name")));
  doc.setLanguage(order.language);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  order.tickets.forEach((ticket, index) => {
    drawTicket(doc.addPage(A4), order, ticket, index, fonts);
  });
  return doc.save({ useObjectStreams: options.useObjectStreams ?? true });
}
