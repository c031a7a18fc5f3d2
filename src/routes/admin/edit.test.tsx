import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAdminTranslate } from "../../editor/admin/i18n";
import { description, labelPattern, renderForm, save, settle, type } from "../../editor/forms/test-helpers";
import { type FieldSchema, fieldLabel } from "../../editor/forms/ui-schema";
import { createEditorTranslate } from "../../editor/i18n";
import type { Locale } from "../../schemas/api";
import { adminSchemas } from "../../schemas/generated/admin-schemas";
import { orderErrors } from "./edit";
import { withEmptiedProperties } from "./form-data";

beforeEach(() => {
  // The reference pickers ask for their options.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ results: [] }), { status: 200, headers: { "content-type": "application/json" } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const summary = () => document.querySelector(".schema-form__summary")?.textContent ?? "";

/** The admin form of an entity as edit.tsx builds it: the schema without x-admin, the order rules checked before sending. */
function entityForm(entity: keyof typeof adminSchemas, locale: Locale = "de") {
  const { "x-admin": admin, ...schema } = adminSchemas[entity];
  const editorT = createEditorTranslate(locale);
  const label = (column: string) => fieldLabel(editorT, entity, column, schema.properties[column] as FieldSchema);
  const t = createAdminTranslate(locale);
  return { schema, validate: (data: Record<string, unknown>) => orderErrors(admin.order ?? [], data, label, t) };
}

describe("rules across fields in the admin form", () => {
  it("say on the end of a date that it must be after the start, before anything is sent", async () => {
    const { onSubmit } = renderForm("bookings", {
      ...entityForm("bookings"),
      value: { production_id: 1, venue_id: 2, starts_at: "2030-08-23T20:00:00+02:00", ends_at: "2030-08-23T19:00:00+02:00" },
    });
    await settle();
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    const end = screen.getByLabelText(labelPattern("Ende"));
    expect(end.getAttribute("aria-invalid")).toBe("true");
    expect(description(end)).toContain("Muss nach „Beginn“ liegen.");
    expect(summary()).toContain("Ende: Muss nach „Beginn“ liegen.");
    expect(description(screen.getByLabelText(labelPattern("Beginn")))).not.toContain("Muss nach");

    type(end, "2030-08-23T21:00");
    await save();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ starts_at: "2030-08-23T20:00:00+02:00", ends_at: "2030-08-23T21:00:00+02:00" });
  });

  it("say it in English on English pages, and leave a date without an end alone", async () => {
    const { onSubmit } = renderForm(
      "live-periods",
      { ...entityForm("live-periods", "en"), value: { title_de: "Live", title_en: "Live", date_from: "2030-08-23", date_to: "2030-08-22" } },
      "en",
    );
    await save("en");
    expect(onSubmit).not.toHaveBeenCalled();
    expect(description(screen.getByLabelText(labelPattern("To")))).toContain("Must not be before “From”.");
    type(screen.getByLabelText(labelPattern("To")), "2030-08-23");
    await save("en");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    cleanup();

    const open = renderForm("bookings", { ...entityForm("bookings"), value: { production_id: 1, venue_id: 2, starts_at: "2030-08-23T20:00:00+02:00" } });
    await save();
    expect(open.onSubmit).toHaveBeenCalledTimes(1);
  });

  it("ask for the choices of a choice field type on the choices, not on the form", async () => {
    const { schema } = entityForm("form-fields");
    const value = { form_id: 1, slug: "topic", field_type: 6, label: { de: "Thema", en: "Topic" }, choices: [] };
    const { onSubmit } = renderForm("form-fields", { schema, value });
    await settle();
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(summary()).toContain("Auswahlmöglichkeiten: Bitte mindestens einen Eintrag angeben.");
    // The `if` of the rule is no message of its own.
    expect(summary()).toContain("1 Fehler");
    expect(summary()).not.toContain("Formular:");
    expect(document.querySelector('[data-field="choices"]')?.textContent).toContain("Bitte mindestens einen Eintrag angeben.");

    // A text field needs none (the select's options are the enum's positions: "0" is type 1).
    type(screen.getByLabelText(labelPattern("Feldtyp")), "0");
    await save();
    expect(summary()).toBe("");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ field_type: 1, choices: [] });
  });

  it("ask for the image of a page with a header image on the image, and for the other coordinate of a venue", async () => {
    const page = { key: "k", path_de: "a", path_en: "a", title_de: "T", title_en: "T", content_type: "with-header-image", og_image: null };
    const pages = renderForm("pages", { schema: entityForm("pages").schema, value: page });
    await settle();
    await save();
    expect(pages.onSubmit).not.toHaveBeenCalled();
    expect(summary()).toBe("Das Formular enthält 1 Fehler:Teilen: Bild: Dieses Feld darf nicht leer sein!");
    cleanup();

    const venue = {
      title_de: "Halle",
      title_en: "Hall",
      slug_de: "halle",
      slug_en: "hall",
      city_id: 1,
      street: "Weg 1",
      postal_code: "44135",
      latitude_e6: 51500000,
    };
    const venues = renderForm("venues", { schema: entityForm("venues", "en").schema, value: venue }, "en");
    await settle();
    await save("en");
    expect(venues.onSubmit).not.toHaveBeenCalled();
    expect(description(screen.getByLabelText(labelPattern("Longitude × 1,000,000")))).toContain("This field is required!");
    type(screen.getByLabelText(labelPattern("Longitude × 1,000,000")), "6741855");
    await save("en");
    expect(venues.onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe("clearing a field in the admin form", () => {
  it("sends the emptied optional fields outright, so an update clears them instead of keeping the stored value", async () => {
    const { schema } = entityForm("bookings");
    const value = {
      production_id: 1,
      venue_id: 2,
      starts_at: "2030-08-23T20:00:00+02:00",
      ticket_url: "https://tickets.example.org/1",
      note_de: "Einlass 19 Uhr",
    };
    const { onSubmit } = renderForm("bookings", { schema, value });
    await settle();
    type(screen.getByLabelText(labelPattern("Ticket-Link")), "");
    type(screen.getByLabelText(labelPattern("Hinweis (Deutsch)")), "");
    await save();
    const sent = onSubmit.mock.calls[0][0] as Record<string, unknown>;
    // rjsf leaves the emptied fields out of its data: a partial update would keep them.
    expect(sent).not.toHaveProperty("ticket_url");
    expect(sent).not.toHaveProperty("note_de");
    const body = withEmptiedProperties(schema, sent);
    expect(body).toMatchObject({ ticket_url: null, note_de: "", production_id: 1, starts_at: "2030-08-23T20:00:00+02:00" });
    // A required property is never made up: leaving it out is the server's "required" error.
    expect(withEmptiedProperties(schema, {})).not.toHaveProperty("starts_at");
  });
});
