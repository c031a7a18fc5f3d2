/**
 * The ordering rules of an admin entity (`x-admin.order`, docs/admin.md): two date or date-time
 * properties where one may not come before the other. The server checks them on every write
 * (src/server/admin/crud.ts), the admin form before it sends (src/routes/admin/edit.tsx), both
 * with this function, so the two can never disagree.
 */

export interface OrderRule {
  /** The property that comes first. */
  before: string;
  /** The property that comes later; a broken rule is its field's error. */
  after: string;
  /** Whether the two may be equal (a one-day period); by default `after` must be later. */
  equal?: boolean;
}

/** The message key of a broken rule, the same in the server's and the admin screens' catalogues. */
export type OrderMessageKey = "admin.error.after" | "admin.error.notBefore";

export const orderMessageKey = (rule: OrderRule): OrderMessageKey => (rule.equal ? "admin.error.notBefore" : "admin.error.after");

/** A calendar day (2026-06-12) or an instant (2026-06-12T19:30:00+02:00) in ms; null for anything else. */
function instantOf(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}(?:$|T)/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/**
 * The rules the data breaks. A rule is checked only when both values are given and readable: an
 * empty optional end (a booking without `ends_at`) or a value of the wrong format is no ordering
 * problem (the schema's format check speaks about the latter).
 */
export function brokenOrderRules(rules: readonly OrderRule[], data: Record<string, unknown>): OrderRule[] {
  return rules.filter((rule) => {
    const first = instantOf(data[rule.before]);
    const later = instantOf(data[rule.after]);
    if (first === null || later === null) return false;
    return rule.equal ? later < first : later <= first;
  });
}
