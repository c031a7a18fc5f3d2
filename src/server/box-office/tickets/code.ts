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
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** Crockford's alphabet: digits and letters without I, L, O and U. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const BASE = ALPHABET.length;
const ID_CHARS = 7;
const SIGNATURE_CHARS = 12;
const CODE_CHARS = ID_CHARS + SIGNATURE_CHARS + 1;
const GROUP = 4;
/** The largest ticket id (PostgreSQL's integer). */
export const MAX_TICKET_ID = 2_147_483_647;
/** Label of the key derivation: the ticket key is HMAC-SHA256(secret, label). */
const KEY_LABEL = "festival box office: ticket codes v1";

export type ParsedTicketCode = { ok: true; ticketId: number } | { ok: false; reason: "format" | "checksum" | "signature" };

function ticketKey(secret: string): Buffer {
  return createHmac("sha256", secret).update(KEY_LABEL).digest();
}

function encodeBits(value: bigint, chars: number): string {
  let out = "";
  for (let i = chars - 1; i >= 0; i--) out += ALPHABET[Number((value >> BigInt(5 * i)) & 31n)];
  return out;
}

function signatureChars(secret: string, idChars: string): string {
  const mac = createHmac("sha256", ticketKey(secret)).update(`ticket:${idChars}`).digest();
  // The first 60 bits of the MAC, as 12 base32 characters.
  return encodeBits(mac.readBigUInt64BE(0) >> 4n, SIGNATURE_CHARS);
}

function luhnSum(values: readonly number[], startFactor: 1 | 2): number {
  let factor = startFactor;
  let sum = 0;
  for (let i = values.length - 1; i >= 0; i--) {
    const addend = factor * (values[i] as number);
    sum += Math.floor(addend / BASE) + (addend % BASE);
    factor = factor === 2 ? 1 : 2;
  }
  return sum % BASE;
}

function checkChar(body: string): string {
  const values = [...body].map((c) => ALPHABET.indexOf(c));
  return ALPHABET[(BASE - luhnSum(values, 2)) % BASE] as string;
}

function group(code: string): string {
  return (code.match(new RegExp(`.{1,${GROUP}}`, "g")) ?? []).join("-");
}

/** The code printed on the ticket with this id. */
export function makeTicketCode(ticketId: number, secret: string): string {
  if (!Number.isInteger(ticketId) || ticketId < 1 || ticketId > MAX_TICKET_ID) {
    throw new RangeError(`ticket id out of range: ${ticketId}`);
  }
  const idChars = encodeBits(BigInt(ticketId), ID_CHARS);
  const body = idChars + signatureChars(secret, idChars);
  return group(body + checkChar(body));
}

/**
 * Reads what someone typed or a scanner read: case does not matter, hyphens and spaces are
 * ignored, I and L read as 1 and O as 0 (Crockford).
 */
export function normaliseTicketCode(input: string): string | null {
  const cleaned = input.toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
  if (cleaned.length !== CODE_CHARS) return null;
  for (const c of cleaned) if (!ALPHABET.includes(c)) return null;
  return cleaned;
}

/** Checks a code's format, check character and signature; the id is trusted only when `ok`. */
export function parseTicketCode(input: string, secret: string): ParsedTicketCode {
  if (input.length > 64) return { ok: false, reason: "format" };
  const code = normaliseTicketCode(input);
  if (code === null) return { ok: false, reason: "format" };
  if (
    luhnSum(
      [...code].map((c) => ALPHABET.indexOf(c)),
      1,
    ) !== 0
  )
    return { ok: false, reason: "checksum" };
  const idChars = code.slice(0, ID_CHARS);
  const expected = Buffer.from(signatureChars(secret, idChars));
  const given = Buffer.from(code.slice(ID_CHARS, ID_CHARS + SIGNATURE_CHARS));
  if (!timingSafeEqual(expected, given)) return { ok: false, reason: "signature" };
  let id = 0n;
  for (const c of idChars) id = id * 32n + BigInt(ALPHABET.indexOf(c));
  if (id < 1n || id > BigInt(MAX_TICKET_ID)) return { ok: false, reason: "format" };
  return { ok: true, ticketId: Number(id) };
}
