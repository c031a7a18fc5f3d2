/**
 * A staff session for the benchmarks that call staff-only screens and calls: logs the demo
 * account (an admin) in through the page-editor API, as the login screen does.
 */
import { newCsrfToken } from "../src/server/api/csrf";
import { demoEditor } from "../src/server/seed/demo-content";

export interface StaffSession {
  /** The Cookie header: session and CSRF cookie. */
  cookie: string;
  /** The CSRF token writes send as `X-CSRFToken`. */
  csrf: string;
}

export async function staffLogin(base: string): Promise<StaffSession> {
  // Before a session the token is a double submit (the same random token in the cookie and the
  // header, src/server/api/csrf.ts): anonymous pages set no cookie (they are cached), so make one.
  const csrf = newCsrfToken();
  const login = await fetch(`${base}/de/pageeditor-api/login`, {
    method: "POST",
    // The site's own origin: the server refuses state changes from anywhere else (docs/security.md).
    headers: { "content-type": "application/json", cookie: `csrftoken=${csrf}`, "X-CSRFToken": csrf, origin: new URL(base).origin },
    body: JSON.stringify({ email: demoEditor.email, password: demoEditor.password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const set = login.headers.getSetCookie();
  const session = set.find((c) => c.startsWith("sessionid="))?.split(";")[0] ?? "";
  // The login rotates the CSRF token.
  const newCsrf =
    set
      .find((c) => c.startsWith("csrftoken="))
      ?.split(";")[0]
      .split("=")[1] ?? csrf;
  return { cookie: `${session}; csrftoken=${newCsrf}`, csrf: newCsrf };
}
