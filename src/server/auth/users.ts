/** Staff accounts: creation (user:create, the demo seed) and lookup for the login. */
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./passwords";
import { userRoles } from "./roles";

export const newUserSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  username: z.string().trim().min(1).max(150),
  password: z.string().min(MIN_PASSWORD_LENGTH, `must have at least ${MIN_PASSWORD_LENGTH} characters`).max(MAX_PASSWORD_LENGTH),
  adminMenus: z.array(z.string().min(1)).default([]),
  /** Left out: a new user is an editor, an existing one keeps the role. */
  role: z.enum(userRoles).optional(),
});

export type NewUser = z.input<typeof newUserSchema>;

/** Creates a user, or replaces the password and name (and the role, when given) of the user with that address. */
export async function upsertUser(db: Database, input: NewUser): Promise<{ id: number; created: boolean }> {
  const user = newUserSchema.parse(input);
  const passwordHash = await hashPassword(user.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, user.email)).limit(1);
  if (existing) {
    await db
      .update(users)
      .set({ username: user.username, passwordHash, adminMenus: user.adminMenus, isActive: true, ...(user.role ? { role: user.role } : {}) })
      .where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(users)
    .values({ email: user.email, username: user.username, passwordHash, adminMenus: user.adminMenus, role: user.role ?? "editor" })
    .returning({ id: users.id });
  return { id: row.id, created: true };
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}
