/**
 * Without SMTP_URL (the embedded default) mails are held in the outbox, and staff read them
 * through the mail viewer calls.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { mailOutbox } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { createMailWorker } from "../mail/worker";
import { csrfCookieName, newCsrfToken } from "./csrf";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let app: Opened["app"];
let staff: StaffSession;

beforeAll(async () => {
  ({ handle, app } = await openTestContentApp({
    mail: { publicUrl: "https://festival.example/", from: "post@festival.example", secret: "x".repeat(40), hold: true },
  }));
  staff = await staffSession(app, handle.db);
});
afterAll(() => handle?.close());

function signUpPost(email: string, locale: "de" | "en") {
  const token = newCsrfToken();
  return app.request(`/${locale}/api/newsletter/`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `${csrfCookieName}=${token}`, "x-csrftoken": token, "x-forwarded-for": "198.19.0.1" },
    body: JSON.stringify({ email }),
  });
}

describe("held mails and the staff mail viewer", () => {
  it("holds the mail without an SMTP server, never sends it, and shows it to staff", async () => {
    expect((await signUpPost("held@example.org", "de")).status).toBe(200);
    const rows = await handle.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "held", attempts: 0, toAddress: "held@example.org" });

    // A worker (were one running) leaves held mails alone.
    const sent: unknown[] = [];
    const worker = createMailWorker({ db: handle.db, transport: { sendMail: async (m) => sent.push(m) } });
    expect((await worker.runOnce()).claimed).toBe(0);
    expect(sent).toHaveLength(0);

    const list = await app.request("/de/pageeditor-api/mail/", { headers: staff.headers });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("no-store");
    const page = await list.json();
    expect(page).toMatchObject({ count: 1, next: null, previous: null });
    expect(page.results[0]).toMatchObject({
      id: rows[0].id,
      kind: "newsletter.confirm",
      locale: "de",
      to: "held@example.org",
      from: '"Festival der Künste" <post@festival.example>',
      subject: "Bitte bestätigen Sie Ihre Anmeldung zum Newsletter",
      status: "held",
      attempts: 0,
    });
    expect(page.results[0].text).toBeUndefined();

    const one = await app.request(`/en/pageeditor-api/mail/${rows[0].id}`, { headers: staff.headers });
    expect(one.status).toBe(200);
    const mail = await one.json();
    expect(mail.text).toMatch(/https:\/\/festival\.example\/de\/api\/newsletter\/confirm\?token=c\.\d+\.[\w-]{43}/);
    expect(mail.html).toContain('href="https://festival.example/de/api/newsletter/confirm?token=');
    expect(mail.headers["List-Unsubscribe"]).toMatch(/^<https:\/\/festival\.example\/de\/api\/newsletter\/unsubscribe\?token=u\./);

    // Staff can follow the held link to check the flow.
    const confirm = new URL(/https:\S+confirm\?token=\S+/.exec(mail.text)?.[0] as string);
    expect((await app.request(`${confirm.pathname}${confirm.search}`)).status).toBe(200);
  });

  it("answers 401 without a session and 404 for an unknown mail", async () => {
    for (const path of ["/de/pageeditor-api/mail/", "/de/pageeditor-api/mail", "/en/pageeditor-api/mail/1", "/de/pageeditor-api/newsletter/export.csv"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toMatchObject({ status: 401 });
    }
    const stranger = await app.request("/de/pageeditor-api/mail/", { headers: { cookie: "sessionid=not-a-session" } });
    expect(stranger.status).toBe(401);
    expect((await app.request("/de/pageeditor-api/mail/999999", { headers: staff.headers })).status).toBe(404);
  });

  it("pages newest first and filters by status", async () => {
    for (let i = 0; i < 22; i++) {
      await enqueueMail(handle.db, { from: "post@festival.example", hold: i % 2 === 0 }, { kind: "test", locale: "en", fromName: "Test", to: `p${i}@example.org`, subject: `paged ${i}`, text: "t", html: "<p>t</p>" });
    }
    const first = await (await app.request("/de/pageeditor-api/mail/", { headers: staff.headers })).json();
    expect(first).toMatchObject({ count: 23, next: 2, previous: null });
    expect(first.results).toHaveLength(20);
    expect(first.results[0].subject).toBe("paged 21");
    const second = await (await app.request("/de/pageeditor-api/mail/?page=2", { headers: staff.headers })).json();
    expect(second).toMatchObject({ count: 23, next: null, previous: 1 });
    expect(second.results).toHaveLength(3);

    const pending = await (await app.request("/de/pageeditor-api/mail/?status=pending", { headers: staff.headers })).json();
    expect(pending.count).toBe(11);
    expect(pending.results.every((m: { status: string }) => m.status === "pending")).toBe(true);

    expect((await app.request("/de/pageeditor-api/mail/?status=lost", { headers: staff.headers })).status).toBe(400);
    expect((await app.request("/de/pageeditor-api/mail/?page=0", { headers: staff.headers })).status).toBe(400);
  });
});
