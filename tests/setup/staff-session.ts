/**
 * Logs a staff user in through the real login call (CSRF cookie + header, session cookie), for
 * tests of staff-only calls. `csrf` is the session's own token, as the login handed it out. The account is created (or its password reset) first.
 */
import type { Hono } from "hono";
import { csrfCookieName, csrfHeaderName, newCsrfToken } from "../../src/server/api/csrf";
import type { UserRole } from "../../src/server/auth/roles";
import { upsertUser } from "../../src/server/auth/users";
import type { Database } from "../../src/server/db/client";

export interface StaffSession {
  /** Cookie header with the session and the CSRF token. */
  cookie: string;
  csrf: string;
  /** Headers for a GET. */
  headers: Record<string, string>;
  /** Headers for a JSON POST or DELETE, with the CSRF token. */
  writeHeaders: Record<string, string>;
}

let counter = 0;

export async function staffSession(
  app: Hono,
  db: Database,
  {
    email = `staff${++counter}@festival.example`,
    username = "Redaktion",
    password = "a test password of some length",
    role,
  }: { email?: string; username?: string; password?: string; role?: UserRole } = {},
): Promise<StaffSession> {
  await upsertUser(db, { email, username, password, role });
  const loginCsrf = newCsrfToken();
  const response = await app.request("/de/pageeditor-api/login", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      // Both names: the test app's public address may be http or https (`__Host-` counts there).
      cookie: `${csrfCookieName(false)}=${loginCsrf}; ${csrfCookieName(true)}=${loginCsrf}`,
      [csrfHeaderName]: loginCsrf,
      // Its own address, so the per-address limit of failed logins of other tests is no concern.
      "x-forwarded-for": `203.0.113.${counter % 250}`,
    },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie();
  const pair = (...names: string[]) => {
    const line = cookies.find((c) => names.some((name) => c.startsWith(`${name}=`)));
    if (!line) throw new Error(`no ${names.join(" or ")} cookie after login`);
    return line.split(";")[0];
  };
  const session = pair("sessionid");
  // Plain http or https, as the test app's public address says.
  const csrfPair = pair(csrfCookieName(false), csrfCookieName(true));
  const csrf = csrfPair.slice(csrfPair.indexOf("=") + 1);
  const cookie = `${session}; ${csrfPair}`;
  return {
    cookie,
    csrf,
    headers: { cookie },
    writeHeaders: { cookie, [csrfHeaderName]: csrf, "content-type": "application/json" },
  };
}
