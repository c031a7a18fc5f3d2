/**
 * Without SMTP_URL (the embedded default) mails are held in the outbox, and admins read them
 * through the mail viewer calls and screen; editors may not (the outbox holds other staff's
 * password links).
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { appContext, staffContext } from "../../context";
import { I18nProvider } from "../../i18n";
import MailViewer, { loader as mailViewerLoader } from "../../routes/mail-viewer";
import type { Locale } from "../../schemas/api";
import { PASSWORD_LINK_TTL_MS, passwordLinkTarget, sendPasswordLink } from "../auth/password-links";
import { upsertUser } from "../auth/users";
import { mailOutbox } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { outboxRetention, purgeOutbox } from "../mail/retention";
import { createMailWorker } from "../mail/worker";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let app: Opened["app"];
let service: Opened["service"];
let staff: StaffSession;
let editor: StaffSession;

beforeAll(async () => {
  ({ handle, app, service } = await openTestContentApp({
    mail: { publicUrl: "https://festival.example/", from: "post@festival.example", secret: "x".repeat(40), hold: true },
  }));
  staff = await staffSession(app, handle.db, { email: "outbox-admin@festival.example", username: "Ada Admin", role: "admin" });
  editor = await staffSession(app, handle.db, { email: "outbox-editor@festival.example", username: "Eddi Redaktion", role: "editor" });
});
afterAll(() => handle?.close());

function signUpPost(email: string, locale: "de" | "en") {
  return app.request(`/${locale}/api/newsletter/`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.19.0.1" },
    body: JSON.stringify({ email }),
  });
}

describe("held mails and the staff mail viewer", () => {
  it("holds the mail without an SMTP server, never sends it, and shows it to admins", async () => {
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
      await enqueueMail(
        handle.db,
        { from: "post@festival.example", hold: i % 2 === 0 },
        { kind: "test", locale: "en", fromName: "Test", to: `p${i}@example.org`, subject: `paged ${i}`, text: "t", html: "<p>t</p>" },
      );
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

describe("who may read the outbox", () => {
  const secretText = "only-for-the-admin: https://festival.example/de/passwort-setzen?token=1.2.secret";
  let mailId: number;
  beforeAll(async () => {
    mailId = await enqueueMail(
      handle.db,
      { from: "post@festival.example", hold: true },
      { kind: "test", locale: "de", fromName: "Test", to: "chief@festival.example", subject: "Vertraulich", text: secretText, html: `<p>${secretText}</p>` },
    );
  });

  it("refuses an editor the outbox calls (403) and answers an admin", async () => {
    for (const path of ["/de/pageeditor-api/mail/", "/de/pageeditor-api/mail", "/en/pageeditor-api/mail/?status=held", `/en/pageeditor-api/mail/${mailId}`]) {
      const refused = await app.request(path, { headers: editor.headers });
      expect(refused.status, path).toBe(403);
      expect(refused.headers.get("cache-control")).toBe("no-store");
      const body = await refused.text();
      expect(body).not.toContain("Vertraulich");
      expect(body).not.toContain("secret");
      expect((await app.request(path, { headers: staff.headers })).status, path).toBe(200);
    }
    expect(await (await app.request(`/en/pageeditor-api/mail/${mailId}`, { headers: editor.headers })).json()).toEqual({
      status: 403,
      message: "You are not allowed to do this.",
    });
  });

  it("refuses an editor the outbox through the in-process content client too", async () => {
    await expect(service.outbox("de", { cookie: editor.cookie, page: 1 })).rejects.toMatchObject({ status: 403 });
    await expect(service.outboxMail("en", { cookie: editor.cookie, id: mailId })).rejects.toMatchObject({
      status: 403,
      message: "Only administrators may read the outbox.",
    });
    expect((await service.outboxMail("de", { cookie: staff.cookie, id: mailId })).text).toBe(secretText);
  });

  it("lets editors download the newsletter export, as they may read that list in the admin", async () => {
    const csv = await app.request("/de/pageeditor-api/newsletter/export.csv", { headers: editor.headers });
    expect(csv.status).toBe(200);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    // The byte-order mark of the one CSV writer (src/lib/csv.ts), as the form entries' export has.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toMatch(/^email,locale,confirmed_at\r\n/);
  });

  function routeArgs(locale: Locale, query: string, session: StaffSession, role: "editor" | "admin") {
    const context = new RouterContextProvider();
    context.set(appContext, {
      content: service,
      pageLoader: { load: async () => Promise.reject(new Error("no pages here")) },
      reportError: () => {},
      clientIp: "192.0.2.9",
      publicUrl: "https://festival.example",
      ticketShopUrl: "https://shop.example",
      csrf: service.csrf,
    });
    context.set(staffContext, { user: { email: `outbox-${role}@festival.example`, username: role, admin_menus: [], role }, redirectModal: false });
    const url = new URL(`https://festival.example${locale === "de" ? "/de/postausgang" : "/en/outbox"}${query}`);
    return { request: new Request(url, { headers: { cookie: session.cookie } }), url, params: {}, context } as unknown as Parameters<
      typeof mailViewerLoader
    >[0];
  }

  type ViewerData = Awaited<ReturnType<typeof mailViewerLoader>>;
  const render = (locale: Locale, loaderData: unknown) =>
    renderToString(
      createElement(
        MemoryRouter,
        null,
        createElement(I18nProvider, { locale, children: createElement(MailViewer, { loaderData, params: {}, matches: [] } as never) }),
      ),
    );

  it.each([
    ["de", "Nur Administratorinnen und Administratoren dürfen den Postausgang lesen."],
    ["en", "Only administrators may read the outbox."],
  ] as const)("tells an editor in %s that the outbox is for admins, with no mail in the data or the page", async (locale, message) => {
    for (const query of ["", `?id=${mailId}`, "?status=held"]) {
      const answer = (await mailViewerLoader(routeArgs(locale, query, editor, "editor"))) as unknown as { data: ViewerData; init: { status: number } };
      expect(answer.init.status, query).toBe(403);
      expect(answer.data).toMatchObject({ locale, forbidden: true, list: null, mail: null });
      expect(JSON.stringify(answer.data)).not.toContain("Vertraulich");
      const html = render(locale, answer.data);
      expect(html).toContain(message);
      expect(html).not.toContain("Vertraulich");
      expect(html).not.toContain("secret");
      expect(html).not.toContain("<table");
    }
  });

  it("shows an admin the mail on the screen", async () => {
    const answer = (await mailViewerLoader(routeArgs("de", `?id=${mailId}`, staff, "admin"))) as ViewerData;
    expect(answer).toMatchObject({ forbidden: false, mail: { subject: "Vertraulich", text: secretText } });
    expect(render("de", answer)).toContain("Vertraulich");
  });

  it("shows an admin a held password link (mails without SMTP_URL) until the link expires", async () => {
    const { id: userId } = await upsertUser(handle.db, { email: "held-link@festival.example", username: "Hella", password: "a password of some length" });
    const queued = new Date();
    const sent = await sendPasswordLink(
      handle.db,
      service.mail,
      { userId, purpose: "reset-password", locale: "de", actor: { userId, userName: "Ada Admin" } },
      queued,
    );
    if (!sent.ok) throw new Error(sent.reason);
    const held = await (await app.request(`/de/pageeditor-api/mail/${sent.mailId}`, { headers: staff.headers })).json();
    expect(held.status).toBe("held");
    const token = /\?token=([\w.-]+)/.exec(held.text)?.[1] as string;
    expect(await passwordLinkTarget(handle.db, service.mail.secret, token)).toEqual({ email: "held-link@festival.example" });
    expect((await app.request(`/de/pageeditor-api/mail/${sent.mailId}`, { headers: editor.headers })).status).toBe(403);

    await purgeOutbox(handle.db, new Date(queued.getTime() + PASSWORD_LINK_TTL_MS));
    const expired = await (await app.request(`/de/pageeditor-api/mail/${sent.mailId}`, { headers: staff.headers })).json();
    expect(JSON.stringify(expired)).not.toContain(token);
    expect(expired.text).toContain("passwort-setzen?token=[entfernt]");
  });

  it("tells an admin when a mail's content was deleted after the retention period", async () => {
    await purgeOutbox(handle.db, new Date(Date.now() + outboxRetention.bodyMs + 60_000));
    const answer = (await mailViewerLoader(routeArgs("en", `?id=${mailId}`, staff, "admin"))) as ViewerData;
    expect(answer).toMatchObject({ mail: { subject: "Vertraulich", text: "", html: "" } });
    const html = render("en", answer);
    expect(html).toContain("The content of this mail was deleted when its retention period ended.");
    expect(html).not.toContain("<iframe");
  });
});
