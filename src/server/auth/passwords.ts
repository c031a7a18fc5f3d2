/**
 * Staff passwords: argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). A
 * stored hash carries its parameters, so raising them later still verifies old hashes.
 */
import argon2 from "argon2";

const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Shortest and longest password user:create and the set-password screen accept. */
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../lib/password-rules";

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies against a throwaway hash, so a login for an unknown address takes as long as one
 * for a known address with a wrong password.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("no account has this password");
  await verifyPassword(await dummyHash, password);
  return false;
}
