import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/setup/test-db";
import { trustProxies } from "../server/api/client-ip";
import { createContentApp } from "../server/app";
import { createFormsClient } from "../server/forms/client";
import type { MailSettings } from "../server/mail/settings";
import { createContentService } from "../server/service";
import { createHttpFormsClient, type FormsClient } from "./forms";

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let http: FormsClient;
let inProcess: FormsClient;
const mail: MailSettings = { publicUrl: "http://localhost:3000", from: "forms@festival.example", secret: "x".repeat(40), hold: true };

beforeAll(async () => {
  trustProxies(1);
  handle = await openTestDatabase();
  const service = createContentService(handle.db);
  inProcess = createFormsClient(handle.db, mail);
  const app = createContentApp(service, { mediaDir: handle.mediaDir, cacheDir: handle.mediaDir, mail });
  http = createHttpFormsClient("http://content.test", ((input: URL | RequestInfo, init?: RequestInit) => app.request(String(input), init)) as typeof fetch);
});
afterAll(() => handle?.close());

const pdf = () => new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "a.pdf");
const values = { name: "Erika", email: "erika@example.org", topic: "press", message: "Hallo", privacy: true };

describe("form calls over both transports", () => {
  it("serve the same definition, null for an unknown slug", async () => {
    expect(await http.form("en", "kontakt")).toEqual(await inProcess.form("en", "kontakt"));
    expect(await http.form("de", "nope")).toBeNull();
    expect(await inProcess.form("de", "nope")).toBeNull();
  });

  it("upload a file and send an entry with it; refusals carry their messages", async () => {
    const form = (await inProcess.form("de", "kontakt"))!;
    for (const [index, client] of [http, inProcess].entries()) {
      const ip = `192.0.2.${index + 1}`;
      const file = await client.uploadFormFile("de", { formId: form.id, file: pdf(), ip });
      expect(file).toMatchObject({ ok: true, name: "a.pdf" });
      const token = file.ok ? file.token : "";
      expect(await client.submitFormEntry("de", { form: form.id, fieldValues: { ...values, attachment: token }, ip })).toMatchObject({ ok: true });
      const refused = await client.submitFormEntry("en", { form: form.id, fieldValues: {}, ip });
      expect(refused).toMatchObject({ ok: false, status: 400, errors: { name: ["This field is required!"] } });
    }
  });
});
