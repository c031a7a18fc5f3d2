/**
 * The QR code of a ticket code (docs/box-office-tickets.md). A ticket code is upper-case
 * Crockford base32 with hyphens, all within the QR alphanumeric mode, so the symbol stays small
 * (version 2 at error correction level M). The same matrix is drawn into the PDF as rectangles
 * and into an SVG for the web.
 */
import { encode, renderSVG } from "uqr";

/** Level M: about 15 % of the symbol may be smudged or folded on a home-printed ticket. */
const ECC = "M" as const;

export interface QrMatrix {
  /** Modules per side, without quiet zone. */
  size: number;
  /** `modules[y][x]`: true is a dark module. */
  modules: boolean[][];
}

/** The module matrix of `code`, without quiet zone (the renderer leaves one of four modules). */
export function ticketQrMatrix(code: string): QrMatrix {
  const result = encode(code.toUpperCase(), { ecc: ECC, border: 0 });
  return { size: result.size, modules: result.data.map((row) => [...row]) };
}

/** An SVG of the code with a quiet zone of four modules, scaling to its container. */
export function ticketQrSvg(code: string): string {
  return renderSVG(code.toUpperCase(), { ecc: ECC, border: 4 });
}
