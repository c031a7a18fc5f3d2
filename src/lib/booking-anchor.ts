/**
 * The fragment id of one date on its production's page (src/ui/programme/ProductionDetail.tsx),
 * so a link can jump to that date (the link picker's events, docs/admin.md).
 */
export const bookingAnchor = (bookingId: number) => `date-${bookingId}`;
