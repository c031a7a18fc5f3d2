/**
 * The rules every staff password follows, wherever it is set (`npm run user:create`, the
 * set-password screen). No Node imports: the screen shows the minimum too.
 */
export const MIN_PASSWORD_LENGTH = 12;
/** Longer passwords are refused rather than hashed (argon2 takes any length; a limit keeps a post cheap). */
export const MAX_PASSWORD_LENGTH = 1024;

/** Why a new password is refused, or null when it may be set. */
export function passwordProblem(password: string): "tooShort" | "tooLong" | null {
  if (password.length < MIN_PASSWORD_LENGTH) return "tooShort";
  if (password.length > MAX_PASSWORD_LENGTH) return "tooLong";
  return null;
}
