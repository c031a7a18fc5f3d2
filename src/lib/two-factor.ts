/**
 * The admin API's refusal of an admin who must first turn on two-factor login
 * (ADMIN_TWO_FACTOR=required, src/server/api/staff-guard.ts): 428 Precondition Required, which
 * the admin screens answer by sending them to the login screen's account step to enrol.
 */
export const TWO_FACTOR_REQUIRED_STATUS = 428;
