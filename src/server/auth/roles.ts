/** Staff roles (docs/admin.md): editors run the content, admins also users and settings. */
export const userRoles = ["editor", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

export const isUserRole = (value: string): value is UserRole => (userRoles as readonly string[]).includes(value);

/** A stored role; anything unknown counts as the lesser one. */
export const toUserRole = (value: string): UserRole => (isUserRole(value) ? value : "editor");

/** True when a user with `role` may do what `required` allows. */
export const roleAllows = (role: UserRole, required: UserRole) => role === "admin" || required === "editor";
