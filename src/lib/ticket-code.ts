/**
 * The shape of a ticket code (docs/box-office-tickets.md), without its secret: what the browser
 * needs to read what staff type or a camera sees, and what the server checks before the signature
 * (src/server/box-office/tickets/code.ts adds the HMAC part, which needs the server's secret).
 *
 * Crockford base32, 20 characters in five groups of four: 7 for the ticket id, 12 for the
 * signature, 1 check character (Luhn mod 32) over the 19 before it.
 */

/** Crockford's alphabet: digits and letters without I, L, O and U. */
export const TICKET_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const BASE = TICKET_ALPHABET.length;
export const TICKET_ID_CHARS = 7;
export const TICKET_SIGNATURE_CHARS = 12;
export const TICKET_CODE_CHARS = TICKET_ID_CHARS + TICKET_SIGNATURE_CHARS + 1;
const GROUP = 4;
/** Longer input is no code at all (and is not worked through). */
const MAX_INPUT = 64;
/** The largest ticket id (PostgreSQL's integer). */
export const MAX_TICKET_ID = 2_147_483_647;

/**
 * What was typed or scanned, as a code is compared: upper case, without hyphens and spaces, I and L
 * read as 1 and O as 0 (Crockford). The length and the alphabet are not checked here.
 */
export function cleanTicketCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
}

/** The code without its separators if it has the length and alphabet of a ticket code, else null. */
export function normaliseTicketCode(input: string): string | null {
  if (input.length > MAX_INPUT) return null;
  const cleaned = cleanTicketCode(input);
  if (cleaned.length !== TICKET_CODE_CHARS) return null;
  for (const c of cleaned) if (!TICKET_ALPHABET.includes(c)) return null;
  return cleaned;
}

/** `chars` base32 characters of `value`'s low bits, most significant first. */
export function encodeBits(value: bigint, chars: number): string {
  let out = "";
  for (let i = chars - 1; i >= 0; i--) out += TICKET_ALPHABET[Number((value >> BigInt(5 * i)) & 31n)];
  return out;
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

const valuesOf = (text: string) => [...text].map((c) => TICKET_ALPHABET.indexOf(c));

/** The check character that follows the 19 characters of id and signature. */
export function checkCharacter(body: string): string {
  return TICKET_ALPHABET[(BASE - luhnSum(valuesOf(body), 2)) % BASE] as string;
}

/** The code as printed: groups of four joined by hyphens. */
export function groupTicketCode(code: string): string {
  return (code.match(new RegExp(`.{1,${GROUP}}`, "g")) ?? []).join("-");
}

/** What a code's shape says before its signature is checked: its parts, or why it is no code. */
export type TicketCodeShape = { ok: true; code: string; idChars: string; signature: string; ticketId: number } | { ok: false; reason: "format" | "checksum" };

/**
 * Checks length, alphabet, check character and the id's range. A typo is found here, in the
 * browser or on the server, before any signature is computed or any row looked up.
 */
export function ticketCodeShape(input: string): TicketCodeShape {
  const code = normaliseTicketCode(input);
  if (code === null) return { ok: false, reason: "format" };
  if (luhnSum(valuesOf(code), 1) !== 0) return { ok: false, reason: "checksum" };
  const idChars = code.slice(0, TICKET_ID_CHARS);
  let id = 0n;
  for (const c of idChars) id = id * 32n + BigInt(TICKET_ALPHABET.indexOf(c));
  if (id < 1n || id > BigInt(MAX_TICKET_ID)) return { ok: false, reason: "format" };
  return { ok: true, code, idChars, signature: code.slice(TICKET_ID_CHARS, TICKET_ID_CHARS + TICKET_SIGNATURE_CHARS), ticketId: Number(id) };
}
