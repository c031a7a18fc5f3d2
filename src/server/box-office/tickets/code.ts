/**
 * Ticket codes a person can type at the door (docs/box-office-tickets.md): Crockford base32,
 * 20 characters in five groups of four, e.g. `0000-1Z3K-7QWM-4HXD-P2RA`.
 *
 * - 7 characters (35 bits) carry the ticket id (a PostgreSQL integer, below 2^31);
 * - 12 characters (60 bits) are a truncated HMAC-SHA256 over the id, under a ticket key derived
 *   from the server secret with its own label, so a ticket signature is never a session or link
 *   signature and the other way round;
 * - 1 check character (Luhn mod 32) over the 19 before it, so a single mistyped character, and
 *   most swaps of two neighbours, are caught before any signature check or lookup.
 *
 * The shape (alphabet, grouping, check character) is `src/lib/ticket-code.ts`, which the browser
 * shares; only the signature, which needs the secret, is here.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import {
  checkCharacter,
  encodeBits,
  groupTicketCode,
  MAX_TICKET_ID,
  normaliseTicketCode,
  TICKET_ID_CHARS,
  TICKET_SIGNATURE_CHARS,
  ticketCodeShape,
} from "../../../lib/ticket-code";

export { MAX_TICKET_ID, normaliseTicketCode };

/** Label of the key derivation: the ticket key is HMAC-SHA256(secret, label). */
const KEY_LABEL = "festival box office: ticket codes v1";

export type ParsedTicketCode = { ok: true; ticketId: number } | { ok: false; reason: "format" | "checksum" | "signature" };

function ticketKey(secret: string): Buffer {
  return createHmac("sha256", secret).update(KEY_LABEL).digest();
}

function signatureChars(secret: string, idChars: string): string {
  const mac = createHmac("sha256", ticketKey(secret)).update(`ticket:${idChars}`).digest();
  // The first 60 bits of the MAC, as 12 base32 characters.
  return encodeBits(mac.readBigUInt64BE(0) >> 4n, TICKET_SIGNATURE_CHARS);
}

/** The code printed on the ticket with this id. */
export function makeTicketCode(ticketId: number, secret: string): string {
  if (!Number.isInteger(ticketId) || ticketId < 1 || ticketId > MAX_TICKET_ID) {
    throw new RangeError(`ticket id out of range: ${ticketId}`);
  }
  const idChars = encodeBits(BigInt(ticketId), TICKET_ID_CHARS);
  const body = idChars + signatureChars(secret, idChars);
  return groupTicketCode(body + checkCharacter(body));
}

/** Checks a code's format, check character and signature; the id is trusted only when `ok`. */
export function parseTicketCode(input: string, secret: string): ParsedTicketCode {
  const shape = ticketCodeShape(input);
  if (!shape.ok) return shape;
  const expected = Buffer.from(signatureChars(secret, shape.idChars));
  const given = Buffer.from(shape.signature);
  if (!timingSafeEqual(expected, given)) return { ok: false, reason: "signature" };
  return { ok: true, ticketId: shape.ticketId };
}
