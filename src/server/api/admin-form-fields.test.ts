import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import { forms } from "../db/schema";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let opened: Opened;
let editor: StaffSession;
let formId: number;

beforeAll(async () => {
  opened = await openTestContentApp();
  editor = await staffSession(opened.app, opened.handle.db, { role: "editor" });
  [{ id: formId }] = await opened.handle.db.insert(forms).values({ slug: "admin-fields", title: { de: "Felder", en: "Fields" }, intro: { de: "", en: "" }, recipients: [] }).returning({ id: forms.id });
});
afterAll(async () => {
  await opened.handle.db.delete(forms).where(eq(forms.id, formId));
  await opened?.handle.close();
});

const call = (method: string, path: string, body?: unknown) =>
  opened.app.request(`/de/admin-api/${path}`, { method, headers: editor.writeHeaders, body: body === undefined ? undefined : JSON.stringify(body) });

const field = (overrides: Record<string, unknown> = {}) => ({
  form_id: formId,
  position: 1,
  slug: "topic",
  field_type: 6,
  required: true,
  visible: true,
  label: { de: "Thema", en: "Topic" },
  choices: [
    { value: "tickets", label: { de: "Karten", en: "Tickets" } },
    { value: "press", label: { de: "Presse", en: "Press" } },
  ],
  default: "",
  placeholder_text: { de: "", en: "" },
  help_text: { de: "Bitte wählen", en: "Please choose" },
  ...overrides,
});

describe("form fields in the admin", () => {
  it("adds a field that the visitor's form then serves in each language, and refuses a bad one", async () => {
    const created = await call("POST", "form-fields/", field());
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    const definition = (await (await opened.app.request("/en/api/forms/admin-fields/")).json()) as { fields: { slug: string; label: string; field_type: number; choices: { value: string; label: string }[] }[] };
    expect(definition.fields).toEqual([expect.objectContaining({ slug: "topic", label: "Topic", field_type: 6, choices: [{ value: "tickets", label: "Tickets" }, { value: "press", label: "Press" }] })]);

    // A type no schema of schemas/form-fields declares, and a slug taken in the same form.
    const badType = await call("POST", "form-fields/", field({ slug: "other", field_type: 99 }));
    expect(badType.status).toBe(400);
    expect(((await badType.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty("/field_type");
    expect((await call("POST", "form-fields/", field())).status).toBe(409);

    expect((await call("PUT", `form-fields/${id}/`, field({ label: { de: "Anliegen", en: "Request" } }))).status).toBe(200);
    const german = (await (await opened.app.request("/de/api/forms/admin-fields/")).json()) as { fields: { label: string }[] };
    expect(german.fields[0].label).toBe("Anliegen");
    expect((await call("DELETE", `form-fields/${id}/`)).status).toBe(204);
  });
});
