import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/setup/smtp-server";
import { staffSession } from "../../../tests/setup/staff-session";
import type { FormDefinition } from "../../forms/definition";
import { createTranslate, type MessageKey } from "../../i18n/messages";
import { formEntries, formFields, forms, mailOutbox, tempFiles } from "../db/schema";
import type { MailSettings } from "../mail/settings";
import { smtpTransport } from "../mail/transport";
import { createMailWorker } from "../mail/worker";
import { entryRateLimit } from "./forms";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let app: Opened["app"];
let smtp: TestSmtpServer;
let formId: number;
let woken = 0;

const settings: MailSettings = {
  publicUrl: "https://festival.example",
  from: "forms@festival.example",
  secret: "a test secret that is long enough to sign links",
  hold: false,
};

beforeAll(async () => {
  ({ handle, app } = await openTestContentApp({ mail: settings, onMailQueued: () => woken++ }));
  smtp = await startSmtpServer();
  // A form with one field of every type, to test each type's rules.
  const [form] = await handle.db
    .insert(forms)
    .values({ slug: "all-types", title: { de: "Alle", en: "All" }, intro: { de: "", en: "" }, recipients: ["a@festival.example", "b@festival.example"] })
    .returning({ id: forms.id });
  formId = form.id;
  const choices = ["x", "y"].map((value) => ({ value, label: { de: value.toUpperCase(), en: value.toUpperCase() } }));
  const l = (s: string) => ({ de: s, en: s });
  await handle.db.insert(formFields).values([
    { formId, position: 1, slug: "text", fieldType: 1, required: true, label: l("Text") },
    { formId, position: 2, slug: "area", fieldType: 2, label: l("Area") },
    { formId, position: 3, slug: "email", fieldType: 3, required: true, label: l("Email") },
    { formId, position: 4, slug: "agree", fieldType: 4, required: true, label: l("Agree") },
    { formId, position: 5, slug: "multi", fieldType: 5, choices, label: l("Multi") },
    { formId, position: 6, slug: "select", fieldType: 6, choices, label: l("Select") },
    { formId, position: 7, slug: "selmulti", fieldType: 7, choices, label: l("SelMulti") },
    { formId, position: 8, slug: "radio", fieldType: 8, choices, label: l("Radio") },
    { formId, position: 9, slug: "file", fieldType: 9, label: l("File") },
    { formId, position: 10, slug: "date", fieldType: 10, label: l("Date") },
    { formId, position: 11, slug: "datetime", fieldType: 11, label: l("DateTime") },
    { formId, position: 12, slug: "hidden", fieldType: 12, default: "from-site", label: l("Hidden") },
    { formId, position: 13, slug: "number", fieldType: 13, label: l("Number") },
    { formId, position: 14, slug: "url", fieldType: 14, label: l("Url") },
    { formId, position: 15, slug: "dob", fieldType: 15, label: l("Dob") },
  ]);
});
afterAll(async () => {
  await smtp?.stop();
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.delete(mailOutbox);
  smtp.received.length = 0;
});

let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;
/** The Origin of the site's own pages (the test app's public address); a test may post from elsewhere. */
const ownOrigin = "https://festival.example";
const valid = { text: "Hallo", email: "erika@example.org", agree: true };

function postEntry(body: unknown, { locale = "de", origin = ownOrigin, addr = nextIp() } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json", origin, "x-forwarded-for": addr };
  return app.request(`/${locale}/api/forms-entries/`, { method: "POST", headers, body: JSON.stringify(body) });
}

const pdf = () => new Uint8Array([...new TextEncoder().encode("%PDF-1.4\n"), ...new Uint8Array(100)]);

function upload(bytes: Uint8Array, name: string, { locale = "de", origin = ownOrigin, addr = nextIp() } = {}) {
  const body = new FormData();
  body.set("file", new File([bytes as BlobPart], name));
  const headers: Record<string, string> = { origin, "x-forwarded-for": addr };
  return app.request(`/${locale}/api/temp-files/?form=${formId}`, { method: "POST", headers, body });
}

async function errorsOf(values: Record<string, unknown>, locale = "de") {
  const response = await postEntry({ form: formId, field_values: values }, { locale });
  expect(response.status).toBe(400);
  return ((await response.json()) as { errors: Record<string, string[]> }).errors;
}

describe("form definitions", () => {
  it("serves the demo form in each language and 404 for an unknown slug", async () => {
    const de = (await (await app.request("/de/api/forms/kontakt/")).json()) as FormDefinition;
    expect(de.title).toBe("Kontakt");
    expect(de.fields.map((f) => f.field_type)).toContain(9);
    expect(de.fields[0]).toMatchObject({ slug: "name", label: "Name", field_type: 1, required: true, visible: true, choices: [], default: "" });
    expect(de).not.toHaveProperty("recipients");
    const en = (await (await app.request("/en/api/forms/kontakt/")).json()) as FormDefinition;
    expect(en.title).toBe("Contact");
    expect(en.fields.find((f) => f.slug === "topic")?.choices[0]).toEqual({ value: "tickets", label: "Tickets" });
    expect((await app.request("/de/api/forms/gibt-es-nicht/")).status).toBe(404);
  });
});

describe("entries: validation of every field type", () => {
  it("stores a valid entry with trimmed values, the hidden default and no email2", async () => {
    const response = await postEntry({
      form: formId,
      field_values: { ...valid, text: "  Hallo  ", email2: "erika@example.org", hidden: "forged", multi: ["y", "x"], number: "3,5", dob: "1990-02-28" },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await handle.db.select().from(formEntries).where(eq(formEntries.id, id));
    expect(row.values).toMatchObject({
      text: "Hallo",
      email: "erika@example.org",
      agree: true,
      hidden: "from-site",
      multi: ["x", "y"],
      number: "3,5",
      file: null,
    });
    expect(row.values).not.toHaveProperty("email2");
  });

  it("requires required fields, with the spec's message in each language (a consent asks to agree)", async () => {
    expect(await errorsOf({})).toMatchObject({
      text: ["Dieses Feld darf nicht leer sein!"],
      email: ["Dieses Feld darf nicht leer sein!"],
      agree: ["Bitte stimmen Sie zu"],
    });
    expect(await errorsOf({}, "en")).toMatchObject({ agree: ["Please agree"] });
    expect(await errorsOf({ text: "  " }, "en")).toMatchObject({ text: ["This field is required!"] });
  });

  it("refuses an invalid e-mail address and a differing email2", async () => {
    expect((await errorsOf({ ...valid, email: "nope" })).email).toEqual(["Ungültige E-Mail Adresse! Bitte geben Sie eine gültige E-Mail-Adresse an"]);
    expect((await errorsOf({ ...valid, email: "nope" }, "en")).email).toEqual(["Invalid e-mail address! Please enter a valid e-mail address"]);
    expect((await errorsOf({ ...valid, email2: "other@example.org" })).email2).toEqual(["Die E-Mail-Adressen stimmen nicht überein!"]);
    expect((await errorsOf({ ...valid, email2: "other@example.org" }, "en")).email2).toEqual(["The e-mail addresses do not match!"]);
  });

  it.each([
    ["multi", ["z"], "form.invalidChoice"],
    ["select", "z", "form.invalidChoice"],
    ["selmulti", "z", "form.invalidChoice"],
    ["radio", "z", "form.invalidChoice"],
    ["file", "not-a-token", "form.invalidFile"],
    ["file", "A".repeat(32), "form.invalidFile"],
    ["date", "2025-02-30", "form.invalidDate"],
    ["datetime", "2025-08-21 25:00", "form.invalidDateTime"],
    ["number", "zwölf", "form.invalidNumber"],
    ["url", "javascript:alert(1)", "form.invalidUrl"],
    ["dob", "2999-01-01", "form.invalidBirthDate"],
    ["area", "x".repeat(10001), "form.tooLong"],
  ] as [string, unknown, MessageKey][])("refuses %s = %j", async (slug, value, key) => {
    const errors = await errorsOf({ ...valid, [slug]: value }, "en");
    expect(Object.keys(errors)).toEqual([slug]);
    expect(errors[slug]).toEqual([createTranslate("en")(key, { max: 10000 })]);
  });

  it("accepts a valid value of every optional type", async () => {
    const response = await postEntry({
      form: formId,
      field_values: {
        ...valid,
        area: "a\nb",
        multi: ["x"],
        select: "y",
        selmulti: ["x", "y"],
        radio: "x",
        date: "2025-08-21",
        datetime: "2025-08-21T19:30",
        number: "-12",
        url: "https://example.org/a",
        dob: "2000-01-01",
      },
    });
    expect(response.status).toBe(201);
  });

  it("answers 404 for an unknown form", async () => {
    expect((await postEntry({ form: 999999, field_values: valid })).status).toBe(404);
  });
});

describe("abuse", () => {
  it("refuses an entry or a file another site posts, in the visitor's language, and stores nothing", async () => {
    const before = (await handle.db.select().from(formEntries)).length;
    const response = await postEntry({ form: formId, field_values: valid }, { origin: "https://evil.example", locale: "en" });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toMatch(/did not come from our website/);
    expect((await upload(pdf(), "a.pdf", { origin: "https://evil.example" })).status).toBe(403);
    expect((await handle.db.select().from(formEntries)).length).toBe(before);
  });

  it("answers a filled honeypot like a success but stores nothing and sends nothing", async () => {
    const before = (await handle.db.select().from(formEntries)).length;
    const response = await postEntry({ form: formId, field_values: valid, website_url: "http://spam.example" });
    expect(response.status).toBe(201);
    expect((await handle.db.select().from(formEntries)).length).toBe(before);
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("limits entries per address and says so", async () => {
    const addr = nextIp();
    for (let i = 0; i < entryRateLimit.limit; i++) expect((await postEntry({ form: formId, field_values: {} }, { addr })).status).toBe(400);
    const refused = await postEntry({ form: formId, field_values: valid }, { addr });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Zu viele Einsendungen/);
  });

  it("refuses a too large body", async () => {
    const response = await postEntry({ form: formId, field_values: { ...valid, area: "x".repeat(70_000) } });
    expect(response.status).toBe(413);
  });
});

describe("file uploads", () => {
  it("stores a PDF, which an entry then attaches once", async () => {
    const response = await upload(pdf(), "Lebenslauf.pdf");
    expect(response.status).toBe(201);
    const file = (await response.json()) as { token: string; name: string; content_type: string };
    expect(file).toMatchObject({ name: "Lebenslauf.pdf", content_type: "application/pdf" });
    const entry = await postEntry({ form: formId, field_values: { ...valid, file: file.token } });
    expect(entry.status).toBe(201);
    const { id } = (await entry.json()) as { id: number };
    const [row] = await handle.db.select().from(tempFiles).where(eq(tempFiles.token, file.token));
    expect(row.entryId).toBe(id);
    // Staff download it; visitors cannot.
    const download = `/de/pageeditor-api/forms/${formId}/files/${file.token}`;
    expect((await app.request(download)).status).toBe(401);
    const staff = await staffSession(app, handle.db);
    const got = await app.request(download, { headers: staff.headers });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(got.headers.get("content-disposition")).toContain('filename="Lebenslauf.pdf"');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(pdf());
    // A file attached once cannot be attached again.
    expect((await errorsOf({ ...valid, file: file.token })).file).toEqual(["Die Datei ist nicht mehr verfügbar. Bitte laden Sie sie erneut hoch!"]);
  });

  it("refuses other types and files over the limit with a clear message", async () => {
    const exe = await upload(new TextEncoder().encode("MZ this is not a pdf"), "virus.pdf", { locale: "en" });
    expect(exe.status).toBe(415);
    expect(((await exe.json()) as { message: string }).message).toBe("This file type is not allowed. Allowed are PDF, JPG and PNG.");
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode("%PDF-"));
    const tooBig = await upload(big, "big.pdf");
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { message: string }).message).toMatch(/zu groß/);
  });
});

describe("mail to the recipients", () => {
  it("queues one mail per recipient in the entry's transaction and sends it over SMTP", async () => {
    const wokenBefore = woken;
    const response = await postEntry({ form: formId, field_values: { ...valid, text: "Grüße <b>fett</b>", radio: "y" } }, { locale: "en" });
    expect(response.status).toBe(201);
    expect(woken).toBe(wokenBefore + 1);
    const queued = await handle.db.select().from(mailOutbox);
    expect(queued.map((m) => m.toAddress).sort()).toEqual(["a@festival.example", "b@festival.example"]);
    const transport = smtpTransport(smtp.url);
    try {
      expect(await createMailWorker({ db: handle.db, transport }).runOnce()).toMatchObject({ sent: 2 });
    } finally {
      transport.close();
    }
    expect(smtp.received).toHaveLength(2);
    const { parsed } = smtp.received[0];
    expect(parsed.subject).toBe("Neue Einsendung: Alle");
    expect(parsed.text).toContain("Text: Grüße <b>fett</b>");
    expect(parsed.text).toContain("Radio: Y");
    expect(parsed.html).toContain("Grüße &lt;b&gt;fett&lt;/b&gt;");
  });

  it("queues nothing for a refused entry", async () => {
    await postEntry({ form: formId, field_values: {} });
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(0);
  });
});

describe("staff: entries and CSV", () => {
  it("refuses visitors with 401 and lists entries and CSV for staff", async () => {
    expect((await app.request(`/de/pageeditor-api/forms/${formId}/entries/`)).status).toBe(401);
    expect((await app.request(`/de/pageeditor-api/forms/${formId}/entries.csv`)).status).toBe(401);
    await postEntry({ form: formId, field_values: { ...valid, text: "=SUM(A1)", multi: ["x", "y"] } });
    const staff = await staffSession(app, handle.db);
    const list = await app.request(`/de/pageeditor-api/forms/${formId}/entries/`, { headers: staff.headers });
    expect(list.status).toBe(200);
    const body = (await list.json()) as { count: number; results: { values: Record<string, unknown> }[] };
    expect(body.count).toBeGreaterThan(0);
    expect(body.results[0].values.text).toBe("=SUM(A1)");
    const csv = await app.request(`/de/pageeditor-api/forms/${formId}/entries.csv`, { headers: staff.headers });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    // A byte-order mark, so spreadsheet programs read UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\r\n")[0]).toBe("id,created_at,locale,text,area,email,agree,multi,select,selmulti,radio,file,date,datetime,hidden,number,url,dob");
    expect(text).toContain("'=SUM(A1)");
    expect(text).toContain('"X, Y"');
    expect((await app.request("/de/pageeditor-api/forms/999999/entries/", { headers: staff.headers })).status).toBe(404);
  });
});
