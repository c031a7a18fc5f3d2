/**
 * A staff session for the benchmarks that call staff-only screens and calls: logs the demo
 * account (an admin) in through the page-editor API, as the login screen does.
 */
import { demoEditor } from "../src/server/seed/demo-content";

export interface StaffSession {
  /** The Cookie header: session and CSRF cookie. */
  cookie: string;
  /** The CSRF token writes send as `X-CSRFToken`. */
  csrf: string;
}

export async function staffLogin(base: string): Promise<StaffSession> {
  const first = await fetch(`${base}/de`);
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const login = await fetch(`${base}/de/pageeditor-api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `csrftoken=${csrf}`, "X-CSRFToken": csrf },
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
