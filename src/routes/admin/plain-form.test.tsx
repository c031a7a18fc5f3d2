import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createAdminTranslate } from "../../editor/admin/i18n";
import type { Locale } from "../../schemas/api";
import { adminSchemas } from "../../schemas/generated/admin-schemas";
import { AdminSchemaForm } from "./change-history";
import { PlainSchemaForm, type ReferenceOptions } from "./plain-form";

function entity(name: keyof typeof adminSchemas): object {
  const { "x-admin": _admin, ...schema } = adminSchemas[name];
  return schema;
}

/** The server render of an admin screen's generated form, as the document's HTML parsed back. */
async function serverRender(screen: () => React.ReactNode): Promise<Document> {
  const routes = [
    { id: "root", loader: () => ({ csrfToken: "token-from-the-root-loader" }), Component: Outlet, children: [{ index: true, Component: screen }] },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://festival.test/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
  return new DOMParser().parseFromString(html, "text/html");
}

function plain(
  module: keyof typeof adminSchemas,
  props: {
    value?: Record<string, unknown>;
    errors?: Record<string, string[]>;
    options?: ReferenceOptions;
    locale?: Locale;
    isNew?: boolean;
    grouped?: boolean;
  } = {},
) {
  const locale = props.locale ?? "de";
  const t = createAdminTranslate(locale);
  const html = renderToString(
    <PlainSchemaForm
      module={module}
      schema={entity(module)}
      value={props.value ?? {}}
      locale={locale}
      t={t}
      csrfToken="tok"
      errors={props.errors}
      options={props.options}
      submitLabel={t("admin.save")}
      isNew={props.isNew}
      groups={props.grouped ? adminSchemas[module]["x-admin"].groups : undefined}
    />,
  );
  return new DOMParser().parseFromString(html, "text/html");
}

/** The text of the label of a named control (its <label for>). */
const labelOf = (doc: Document, name: string) => {
  const control = doc.querySelector(`[name="${name}"]:not([type="hidden"])`);
  return control ? doc.querySelector(`label[for="${control.id}"]`)?.textContent : undefined;
};

describe("the admin's form without JavaScript", () => {
  it("shows a long form's sections one below the other, each a fieldset with its heading, with links to each above", () => {
    const doc = plain("productions", { grouped: true, value: { title_de: "T", credits: [{ name: "Ada" }] } });
    const sections = [...doc.querySelectorAll("form .schema-form__section")];
    expect(sections.map((section) => section.querySelector("fieldset > legend > h2")?.textContent)).toEqual([
      "Grunddaten",
      "Texte",
      "Angaben",
      "Bilder",
      "Mitwirkende",
    ]);
    expect(sections.some((section) => section.hasAttribute("hidden"))).toBe(false);
    const nav = doc.querySelector('nav[aria-label="Abschnitte des Formulars"]');
    expect([...(nav?.querySelectorAll("a") ?? [])].map((link) => link.getAttribute("href"))).toEqual(sections.map((section) => `#${section.id}`));
    expect(sections[0].querySelector('input[name="title_de"]')).not.toBeNull();
    expect(sections[4].querySelector('[data-field="credits"]')?.textContent).toContain("Ada");
    // Every property is in one section, once.
    expect(doc.querySelectorAll("form [data-field]").length).toBe(Object.keys(adminSchemas.productions.properties).length);
  });

  it("is what the server renders: a posting form with the named controls, their labels and the CSRF field", async () => {
    const t = createAdminTranslate("de");
    const doc = await serverRender(() => (
      <AdminSchemaForm
        t={t}
        locale="de"
        module="cities"
        schema={entity("cities")}
        value={{ slug: "hafen", name_de: "Hafen", name_en: "Harbour", position: 2 }}
        onSubmit={() => {}}
      />
    ));
    const form = doc.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(doc.querySelector('input[name="csrfmiddlewaretoken"]')?.getAttribute("value")).toBe("token-from-the-root-loader");
    expect(labelOf(doc, "slug")).toBe("Kurzname (Slug) *");
    expect(labelOf(doc, "name_de")).toBe("Name (Deutsch) *");
    expect(labelOf(doc, "name_en")).toBe("Name (Englisch) *");
    expect(labelOf(doc, "position")).toBe("Reihenfolge");
    expect(doc.querySelector('input[name="name_en"]')?.getAttribute("value")).toBe("Harbour");
    expect(doc.querySelector('input[name="position"]')?.getAttribute("type")).toBe("number");
    expect(doc.querySelector('[data-field="name_de"]')).not.toBeNull();
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe("Speichern");
    expect(doc.body.textContent).not.toContain("Formular wird geladen");
  });

  it("offers a booking's references, Berlin times, choices and checkboxes, and shows the server's errors on their fields", () => {
    const doc = plain("bookings", {
      value: {
        production_id: 2,
        venue_id: 7,
        starts_at: "2026-10-25T18:00:00Z",
        kind: "performance",
        status: "scheduled",
        is_premiere: true,
        tickets_available: false,
      },
      options: {
        production_id: [
          { id: 1, label: "Alpha" },
          { id: 2, label: "Beta" },
        ],
      },
      errors: { "/ends_at": ["Muss nach „Beginn“ liegen."] },
    });
    const production = doc.querySelector<HTMLSelectElement>('select[name="production_id"]');
    expect([...(production?.options ?? [])].map((option) => option.textContent)).toEqual(["–", "Alpha", "Beta"]);
    expect(production?.querySelector("option[selected]")?.textContent).toBe("Beta");
    // No choices loaded (the call failed): the id itself.
    expect(doc.querySelector('input[name="venue_id"]')?.getAttribute("type")).toBe("number");
    const start = doc.querySelector('input[name="starts_at"]');
    expect(start?.getAttribute("type")).toBe("datetime-local");
    expect(start?.getAttribute("value")).toBe("2026-10-25T19:00");
    expect(doc.querySelector('select[name="kind"]')?.children.length).toBe(4);
    expect(doc.querySelector('input[type="checkbox"][name="is_premiere"]')?.hasAttribute("checked")).toBe(true);
    expect(doc.querySelector('input[type="checkbox"][name="tickets_available"]')?.hasAttribute("checked")).toBe(false);
    expect(doc.querySelector('input[type="url"][name="ticket_url"]')).not.toBeNull();
    expect(doc.querySelector('textarea[name="note_de"]')).not.toBeNull();

    const end = doc.querySelector('input[name="ends_at"]');
    expect(end?.getAttribute("aria-invalid")).toBe("true");
    const described = (end?.getAttribute("aria-describedby") ?? "").split(" ").map((id) => doc.getElementById(id)?.textContent);
    expect(described).toContain("Muss nach „Beginn“ liegen.");
    expect(doc.querySelector('input[name="starts_at"]')?.hasAttribute("aria-invalid")).toBe(false);
  });

  it("shows a production's genres as a checkbox group and its lists of objects read-only, in English on English screens", () => {
    const doc = plain("productions", {
      locale: "en",
      value: { title_de: "T", genres: [3], credits: [{ role_de: "Regie", name: "Ada" }] },
      options: {
        genres: [
          { id: 1, label: "Dance" },
          { id: 3, label: "Theatre" },
        ],
      },
    });
    const group = doc.querySelector('fieldset[data-field="genres"]');
    expect(group?.querySelector("legend")?.textContent).toContain("Genres");
    expect([...(group?.querySelectorAll('input[type="checkbox"]') ?? [])].map((box) => [box.getAttribute("value"), box.hasAttribute("checked")])).toEqual([
      ["1", false],
      ["3", true],
    ]);
    const credits = doc.querySelector('[data-field="credits"]');
    expect(credits?.querySelector("input, textarea")).toBeNull();
    expect(credits?.textContent).toContain("Ada");
    expect(credits?.textContent).toContain("can only be edited with JavaScript");
  });

  it("starts a new entry from the schema's defaults", () => {
    const doc = plain("bookings", { isNew: true });
    expect(doc.querySelector('input[type="checkbox"][name="is_online"]')?.hasAttribute("checked")).toBe(true);
    expect(doc.querySelector('select[name="status"] option[selected]')?.getAttribute("value")).toBe("scheduled");
  });
});
