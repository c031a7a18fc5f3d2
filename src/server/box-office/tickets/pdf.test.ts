import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { makeTicketCode, parseTicketCode } from "./code";
import { formatPerformance, renderTicketsPdf, winAnsiSafe } from "./pdf";
import { ticketQrMatrix } from "./qr";
import { rasterise } from "./rasterise.test-support";
import type { PdfOrder } from "./types";
import jsQR from "jsqr";

const secret = "p".repeat(40);

function order(language: PdfOrder["language"], buyer = "Jürgen Weiß"): PdfOrder {
  return {
    language,
    orderNumber: "FDK-2026-0042",
    buyer,
    tickets: [
      {
        productionTitle: "Die Möwe",
        startsAt: new Date("2026-06-12T17:30:00Z"),
        venueName: "Großes Haus",
        venueAddress: "Theaterplatz 1, 10117 Berlin",
        salesTypeLabel: language === "de" ? "Vorverkauf" : "Advance sale",
        priceGroupLabel: language === "de" ? "Ermäßigt" : "Reduced",
        priceCents: 1250,
        seatLabel: "Reihe 3, Platz 14",
        code: makeTicketCode(101, secret),
      },
      {
        productionTitle: "Die Möwe",
        startsAt: new Date("2026-06-12T17:30:00Z"),
        venueName: "Großes Haus",
        venueAddress: "Theaterplatz 1, 10117 Berlin",
        salesTypeLabel: "Vorverkauf",
        priceGroupLabel: "Normal",
        priceCents: 2400,
        seatLabel: null,
        code: makeTicketCode(102, secret),
      },
    ],
  };
}

/** Each page's content stream, inflated. */
async function pageSources(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    let source = "";
    for (const stream of streams) {
      if (stream instanceof PDFRawStream) source += Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
    }
    return source;
  });
}

/** The text each page shows: the hex strings of Tj operators read as WinAnsi (Latin-1 but for 0x80–0x9F). */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  return (await pageSources(bytes)).map((source) => {
    return [...source.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) => Buffer.from(match[1] as string, "hex").toString("latin1")).join("\n");
  });
}

describe("ticket PDF", () => {
  it("has one A4 page per ticket with the ticket's details in German", async () => {
    const bytes = await renderTicketsPdf(order("de"), { useObjectStreams: false });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getPage(0).getSize().width).toBeCloseTo(595.28);
    const [first, second] = await pageTexts(bytes);
    expect(first).toContain("Festival der Künste");
    expect(first).toContain("Die Möwe");
    expect(first).toContain(formatPerformance(new Date("2026-06-12T17:30:00Z"), "de"));
    expect(formatPerformance(new Date("2026-06-12T17:30:00Z"), "de")).toContain("19:30");
    expect(first).toContain("Großes Haus, Theaterplatz 1, 10117 Berlin");
    expect(first).toContain("Reihe 3, Platz 14");
    expect(first).toContain("12,50");
    expect(first).toContain("Vorverkauf, Ermäßigt");
    expect(first).toContain(makeTicketCode(101, secret));
    expect(first).toContain("einmaligen Einlass");
    expect(first).toContain("Jürgen Weiß");
    expect(first).toContain("Ticket 1 von 2");
    expect(second).toContain("Freie Platzwahl");
    expect(second).toContain(makeTicketCode(102, secret));
    expect(second).not.toContain(makeTicketCode(101, secret));
  });

  it("speaks English when the order does", async () => {
    const [first, second] = await pageTexts(await renderTicketsPdf(order("en"), { useObjectStreams: false }));
    expect(first).toContain("Venue");
    expect(first).toContain("\x8012.50"); // € is 0x80 in WinAnsi
    expect(first).toContain("Each ticket admits once");
    expect(first).toContain("Friday");
    expect(second).toContain("Free seating");
  });

  it("does not crash on characters outside WinAnsi", async () => {
    expect(winAnsiSafe("Zoë Łukasz 李")).toBe("Zoë Lukasz ?");
    expect(winAnsiSafe("Crème brûlée – „gut“ €")).toBe("Crème brûlée – „gut“ €");
    const [first] = await pageTexts(await renderTicketsPdf(order("de", "Zoë Łukasz 李"), { useObjectStreams: false }));
    expect(first).toContain("Zoë Lukasz ?");
  });

  it("draws the QR code from the matrix that decodes to the ticket code", async () => {
    // The PDF draws exactly ticketQrMatrix(code) as rectangles (drawQr); decoding that matrix
    // stands in for rasterising the PDF, which would need a PDF renderer.
    const code = makeTicketCode(101, secret);
    const { data, width } = rasterise(ticketQrMatrix(code));
    const decoded = jsQR(data, width, width)?.data ?? "";
    expect(parseTicketCode(decoded, secret)).toEqual({ ok: true, ticketId: 101 });
    // One filled rectangle per dark module on the page.
    const [source] = await pageSources(await renderTicketsPdf(order("de"), { useObjectStreams: false }));
    const dark = ticketQrMatrix(code).modules.flat().filter(Boolean).length;
    // pdf-lib draws each rectangle as a closed, filled path ("h f").
    expect(source.match(/\nh\nf\n/g)?.length).toBe(dark);
  });

  it("refuses an order without tickets", async () => {
    await expect(renderTicketsPdf({ ...order("de"), tickets: [] })).rejects.toThrow();
  });
});
