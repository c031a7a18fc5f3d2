import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { makeTicketCode } from "./code";
import { ticketQrMatrix, ticketQrSvg } from "./qr";
import { rasterise } from "./rasterise.test-support";

describe("ticket QR codes", () => {
  it("decode back to the ticket code", () => {
    for (const id of [1, 4711, 2_147_483_647]) {
      const code = makeTicketCode(id, "k".repeat(40));
      const matrix = ticketQrMatrix(code);
      expect(matrix.modules).toHaveLength(matrix.size);
      const { data, width } = rasterise(matrix);
      expect(jsQR(data, width, width)?.data).toBe(code);
    }
  });

  it("stay small: a ticket code fits a version 2 symbol (25 modules)", () => {
    expect(ticketQrMatrix(makeTicketCode(123, "k".repeat(40))).size).toBeLessThanOrEqual(25);
  });

  it("render as an SVG", () => {
    const svg = ticketQrSvg(makeTicketCode(9, "k".repeat(40)));
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    expect(svg).toContain("</svg>");
  });
});
