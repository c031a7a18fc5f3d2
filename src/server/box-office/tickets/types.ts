/** What a ticket PDF needs (docs/box-office-tickets.md); filled from the order's rows. */
import { z } from "zod";

export const ticketLanguageSchema = z.enum(["de", "en"]);

export const pdfTicketSchema = z.object({
  productionTitle: z.string().min(1),
  /** The performance's start (an instant; printed in Europe/Berlin time). */
  startsAt: z.date(),
  venueName: z.string().min(1),
  venueAddress: z.string(),
  salesTypeLabel: z.string().min(1),
  priceGroupLabel: z.string().min(1),
  /** Integer euro cents. */
  priceCents: z.number().int().min(0),
  /** The seat's label (row and number); null for free seating. */
  seatLabel: z.string().min(1).nullable(),
  /** From makeTicketCode (./code.ts). */
  code: z.string().min(1),
});

export const pdfOrderSchema = z.object({
  language: ticketLanguageSchema,
  orderNumber: z.string().min(1),
  buyer: z.string().min(1),
  tickets: z.array(pdfTicketSchema).min(1),
});

export type TicketLanguage = z.infer<typeof ticketLanguageSchema>;
export type PdfTicket = z.infer<typeof pdfTicketSchema>;
export type PdfOrder = z.infer<typeof pdfOrderSchema>;
