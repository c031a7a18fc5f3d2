/** Where to go after logging in: a path on this site (never another host), else the home page. */
export function safeNext(value: unknown, locale: string): string {
  const next = typeof value === "string" ? value : "";
  return /^\/(?![/\\])/.test(next) ? next : `/${locale}`;
}
