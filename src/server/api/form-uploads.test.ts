/**
 * POST /{locale}/api/temp-files/?form={id} (docs/forms.md, "Uploads"): a visitor's upload must
 * name a form that takes files, and the unclaimed uploads of all visitors share a quota. Refusals
 * store nothing and speak the visitor's language; the no-JavaScript path (the in-process forms
 * client) follows the same rules.
 */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { formFields, forms, tempFiles } from "../db/schema";
import { createFormsClient } from "../forms/client";
import { tempFileQuotaBytes } from "../forms/temp-files";
import { newCsrfToken } from "./csrf";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let handle: Opened["handle"];
let app: Opened["app"];
let withFile: number;
let withoutFile: number;

const l = (s: string) => ({ de: s, en: s });
const token = newCsrfToken();
let ip = 0;
const pdf = () => new Uint8Array([...new TextEncoder().encode("%PDF-1.4\n"), ...new Uint8Array(100)]);

function upload(form: string, { locale = "de" } = {}) {
  const body = new FormData();
  body.set("file", new File([pdf() as BlobPart], "Mappe.pdf"));
  // The double-submit pair, for as long as visitors' posts carry one (docs/forms.md, "Abuse").
  const headers = { cookie: `csrftoken=${token}`, "x-csrftoken": token, "x-forwarded-for": `198.51.100.${++ip}` };
  return app.request(`/${locale}/api/temp-files/?form=${form}`, { method: "POST", headers, body });
}

const stored = async () => (await handle.db.select({ n: count() }).from(tempFiles))[0].n;
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

beforeAll(async () => {
  ({ handle, app } = await openTestContentApp());
  const [a] = await handle.db
    .insert(forms)
    .values({ slug: "mit-datei", title: l("Mit"), intro: l("") })
    .returning({ id: forms.id });
  const [b] = await handle.db
    .insert(forms)
    .values({ slug: "ohne-datei", title: l("Ohne"), intro: l("") })
    .returning({ id: forms.id });
  withFile = a.id;
  withoutFile = b.id;
  await handle.db.insert(formFields).values([
    { formId: withFile, position: 1, slug: "mappe", fieldType: 9, label: l("Mappe") },
    { formId: withoutFile, position: 1, slug: "name", fieldType: 1, label: l("Name") },
  ]);
});
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  await handle.db.delete(tempFiles);
});

describe("visitor uploads name a form that takes files", () => {
  it("stores the file for such a form", async () => {
    const response = await upload(String(withFile));
    expect(response.status).toBe(201);
    expect(await stored()).toBe(1);
  });

  it("answers 400 for a form without a file field and 404 for an unknown form, storing nothing", async () => {
    const plain = await upload(String(withoutFile), { locale: "en" });
    expect(plain.status).toBe(400);
    expect(await messageOf(plain)).toBe("This form does not take files.");
    const unknown = await upload("999999");
    expect(unknown.status).toBe(404);
    expect(await messageOf(unknown)).toBe("Dieses Formular gibt es nicht.");
    for (const odd of ["abc", "1.5", "%20"]) expect((await upload(odd)).status).toBe(404);
    expect(await stored()).toBe(0);
  });

  it("applies the same rules to uploads of the no-JavaScript path", async () => {
    const client = createFormsClient(handle.db, {
      publicUrl: "https://festival.example",
      from: "forms@festival.example",
      secret: "a test secret that is long enough to sign links",
      hold: true,
    });
    const file = new File([pdf() as BlobPart], "Mappe.pdf");
    expect(await client.uploadFormFile("de", { formId: withoutFile, file, ip: "192.0.2.10" })).toEqual({
      ok: false,
      status: 400,
      message: "Dieses Formular nimmt keine Dateien an.",
    });
    expect(await client.uploadFormFile("de", { formId: 999_999, file, ip: "192.0.2.10" })).toMatchObject({ ok: false, status: 404 });
    expect(await stored()).toBe(0);
    expect(await client.uploadFormFile("de", { formId: withFile, file, ip: "192.0.2.10" })).toMatchObject({ ok: true });
  });
});

describe("the quota of unclaimed uploads", () => {
  it("answers 507 in the visitor's language once the unclaimed files fill it", async () => {
    await handle.db
      .insert(tempFiles)
      .values({ token: "q".repeat(32), name: "gross.pdf", contentType: "application/pdf", size: tempFileQuotaBytes, data: Buffer.from(pdf()) });
    const en = await upload(String(withFile), { locale: "en" });
    expect(en.status).toBe(507);
    expect(await messageOf(en)).toBe("We cannot take any more files just now. Please try again later – your entries have been kept.");
    const de = await upload(String(withFile));
    expect(de.status).toBe(507);
    expect(await messageOf(de)).toMatch(/^Zurzeit können wir keine Dateien annehmen/);
    expect(await stored()).toBe(1);
  });
});
