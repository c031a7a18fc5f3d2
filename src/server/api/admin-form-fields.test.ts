import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestContentApp } from "../../../tests/setup/content-app";
import { type StaffSession, staffSession } from "../../../tests/setup/staff-session";
import formFieldsSchema from "../../../schemas/admin/form-fields.schema.json" with { type: "json" };
import { formFieldSchemas } from "../../schemas/generated/form-field-schemas";
import { forms } from "../db/schema";

type Opened = Awaited<ReturnType<typeof openTestContentApp>>;
let opened: Opened;
let editor: StaffSession;
let formId: number;

beforeAll(async () => {
  opened = await openTestContentApp();
  editor = await staffSession(opened.app, opened.handle.db, { role: "editor" });
  [{ id: formId }] = await opened.handle.db
    .insert(forms)
    .values({ slug: "admin-fields", title: { de: "Felder", en: "Fields" }, intro: { de: "", en: "" }, recipients: [] })
    .returning({ id: forms.id });
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

    const definition = (await (await opened.app.request("/en/api/forms/admin-fields/")).json()) as {
      fields: { slug: string; label: string; field_type: number; choices: { value: string; label: string }[] }[];
    };
    expect(definition.fields).toEqual([
      expect.objectContaining({
        slug: "topic",
        label: "Topic",
        field_type: 6,
        choices: [
          { value: "tickets", label: "Tickets" },
          { value: "press", label: "Press" },
        ],
      }),
    ]);

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

describe("choices of a form field", () => {
  type Refused = { message: string; errors: Record<string, string[]> };
  const types = Object.values(formFieldSchemas);
  const choiceTypes = types.filter((schema) => schema["x-choices"]).map((schema) => schema["x-field-type"]);
  const otherTypes = types.filter((schema) => !schema["x-choices"]).map((schema) => schema["x-field-type"]);

  it("the admin schema asks for choices exactly for the field types that offer them (x-choices)", () => {
    expect(choiceTypes.sort((a, b) => a - b)).toEqual([5, 6, 7, 8]);
    expect(formFieldsSchema.allOf[0].if.properties.field_type.enum).toEqual(choiceTypes);
  });

  it.each(choiceTypes)("are required, at least one, for type %i: the message is on /choices, in the call's language", async (type) => {
    const empty = await (await call("POST", "form-fields/", field({ slug: `empty_${type}`, field_type: type, choices: [] }))).json();
    expect(empty).toEqual({
      status: 400,
      message: "Bitte prüfen Sie die markierten Felder.",
      errors: { "/choices": ["Bitte mindestens einen Eintrag angeben."] },
    });
    const { choices: _choices, ...without } = field({ slug: `none_${type}`, field_type: type });
    const missing = (await (await call("POST", "form-fields/", without)).json()) as Refused;
    expect(missing.errors).toEqual({ "/choices": ["Dieses Feld darf nicht leer sein."] });
    const english = (await (
      await opened.app.request("/en/admin-api/form-fields/", {
        method: "POST",
        headers: editor.writeHeaders,
        body: JSON.stringify(field({ slug: `en_${type}`, field_type: type, choices: [] })),
      })
    ).json()) as Refused;
    expect(english.errors).toEqual({ "/choices": ["Please add at least one entry."] });

    const created = await call("POST", "form-fields/", field({ slug: `choice_${type}`, field_type: type }));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await call("DELETE", `form-fields/${id}/`)).status).toBe(204);
  });

  it.each(otherTypes)("are not needed for type %i", async (type) => {
    const created = await call("POST", "form-fields/", field({ slug: `plain_${type}`, field_type: type, choices: [] }));
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await call("DELETE", `form-fields/${id}/`)).status).toBe(204);
  });

  it("an update that leaves the choices out is checked against the stored ones", async () => {
    const { id } = (await (await call("POST", "form-fields/", field({ slug: "stored" }))).json()) as { id: number };
    const { choices: _choices, ...rest } = field({ slug: "stored" });
    // Stored choices count for a choice type.
    expect((await call("PUT", `form-fields/${id}/`, { ...rest, field_type: 8, label: { de: "Thema?", en: "Topic?" } })).status).toBe(200);
    // A text field without choices; turning it back into a choice type needs them again.
    expect((await call("PUT", `form-fields/${id}/`, { ...rest, field_type: 1, choices: [] })).status).toBe(200);
    const refused = await call("PUT", `form-fields/${id}/`, { ...rest, field_type: 7 });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Refused).errors).toEqual({ "/choices": ["Bitte mindestens einen Eintrag angeben."] });
    expect((await call("DELETE", `form-fields/${id}/`)).status).toBe(204);
  });
});
