import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { moduleSchemas } from "../../schemas/generated/module-schemas";
import { moduleNames } from "../../schemas/generated/modules";
import { createEditorTranslate } from "../i18n";
import { description, labelPattern, renderForm, save, settle, type } from "./test-helpers";
import { type FieldSchema, fieldLabel, widgetKind } from "./ui-schema";

afterEach(cleanup);

const de = createEditorTranslate("de");
const summary = () => document.querySelector(".schema-form__summary") as HTMLElement | null;

describe("every module form", () => {
  it.each(moduleNames)("%s: renders a visible label for each top-level field", async (name) => {
    const schema = moduleSchemas[name] as FieldSchema;
    const { container } = renderForm(name);
    await settle();
    expect(container.querySelector("form")).not.toBeNull();
    for (const [property, field] of Object.entries(schema.properties ?? {})) {
      const label = fieldLabel(de, name, property, field);
      // A German label from the catalogue, not the key.
      expect(label.startsWith("form.")).toBe(false);
      const pattern = labelPattern(label);
      const kind = widgetKind(field, property);
      const labelled =
        kind === "array" || kind === "readOnlyMap"
          ? screen.queryAllByRole("group", { name: new RegExp(`^${label}`) })
          : kind === "image" || kind === "richtext"
            ? screen.queryAllByRole("group", { name: pattern })
            : screen.queryAllByLabelText(pattern);
      expect(labelled.length, `${name}.${property} (${label})`).toBeGreaterThan(0);
      // The label is visible text, not only an aria-label.
      expect(container.textContent).toContain(label);
    }
  });
});

describe("validation in the form", () => {
  it("refuses a headline without content with the German required message, tied to the field", async () => {
    const { onSubmit } = renderForm("headline", { value: { headline_level: 2 } });
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    const field = screen.getByLabelText(labelPattern("Überschrift"));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(description(field)).toContain("Dieses Feld darf nicht leer sein!");
    // The summary lists the error as a link to the field, and takes focus.
    const box = summary() as HTMLElement;
    expect(document.activeElement).toBe(box);
    const link = within(box).getByRole("link", { name: "Überschrift: Dieses Feld darf nicht leer sein!" });
    expect(link.getAttribute("href")).toBe(`#${field.id}`);
    fireEvent.click(link);
    expect(document.activeElement).toBe(field);
  });

  it("says it in English on English pages", async () => {
    renderForm("headline", { value: { headline_level: 2 } }, "en");
    await save("en");
    expect(description(screen.getByLabelText(labelPattern("Headline")))).toContain("This field is required!");
    expect(summary()?.textContent).toContain("There is 1 problem in the form:");
  });

  it("refuses a full-teaser text of 257 characters and accepts 256", async () => {
    const { onSubmit } = renderForm("full-teaser");
    type(screen.getByLabelText(labelPattern("Überschrift")), "Festival");
    const text = screen.getByLabelText(labelPattern("Beschreibung"));
    type(text, "a".repeat(257));
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(description(text)).toContain("Bitte höchstens 256 Zeichen eingeben (jetzt 257).");
    type(text, "a".repeat(256));
    await save();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ headline: "Festival", text: "a".repeat(256), extra_class: "default" });
  });

  it("shows the headline level as one select of 1-6 and stores a number", async () => {
    const { onSubmit } = renderForm("headline", { value: { headline_level: "3", content: "Programm" } });
    const select = screen.getByLabelText(labelPattern("Überschriftenebene")) as HTMLSelectElement;
    expect(select.tagName).toBe("SELECT");
    expect([...select.options].map((o) => o.value)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(select.value).toBe("3");
    // Legacy "3" is saved as 3.
    await save();
    expect(onSubmit.mock.calls[0][0]).toEqual({ headline_level: 3, content: "Programm" });
    fireEvent.change(select, { target: { value: "5" } });
    await save();
    expect(onSubmit.mock.calls[1][0].headline_level).toBe(5);
  });

  it("asks for one of link or external URL on a link module", async () => {
    const { onSubmit } = renderForm("link", { value: { content: "Tickets" } });
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    const message = "Bitte eines dieser Felder ausfüllen: Seite, Externe Adresse (URL).";
    expect(description(screen.getByLabelText("Seite"))).toContain(message);
    expect(description(screen.getByLabelText("Externe Adresse (URL)"))).toContain(message);
    type(screen.getByLabelText("Seite"), "/de/tickets");
    await save();
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ content: "Tickets", link: "/de/tickets" });
  });

  it("checks formats and patterns with human messages", async () => {
    const { onSubmit } = renderForm("image", {
      value: { image: "../secret.txt", anchor: "1abc", image_url: "ftp://example.org/x.jpg" },
    });
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(description(screen.getByLabelText("Anker"))).toContain("am Anfang ein Buchstabe");
    expect(description(screen.getByLabelText("Bildadresse (URL)"))).toContain("https://");
    expect(description(screen.getByLabelText("Bild hochladen"))).toContain("aus der Mediathek wählen");
  });
});

describe("server errors", () => {
  it("shows them on their fields and in the summary, and keeps what was typed", async () => {
    const { onSubmit, rerender } = renderForm("headline", { value: { headline_level: 2, content: "Alt" } });
    const content = screen.getByLabelText(labelPattern("Überschrift")) as HTMLTextAreaElement;
    type(content, "x".repeat(301));
    rerender({
      serverErrors: [
        { path: "/content", message: "must NOT have more than 300 characters" },
        { path: "/anchor", message: "Dieser Anker ist auf der Seite schon vergeben." },
      ],
    });
    await settle();
    expect(content.value).toBe("x".repeat(301));
    expect(content.getAttribute("aria-invalid")).toBe("true");
    expect(description(content)).toContain("Bitte höchstens 300 Zeichen eingeben (jetzt 301).");
    const anchor = screen.getByLabelText("Anker");
    expect(anchor.getAttribute("aria-invalid")).toBe("true");
    expect(description(anchor)).toContain("Dieser Anker ist auf der Seite schon vergeben.");
    const box = summary() as HTMLElement;
    expect(within(box).getAllByRole("link")).toHaveLength(2);
    expect(document.activeElement).toBe(box);

    // Changing the field clears its server error; the other one stays.
    type(anchor, "programm");
    await settle();
    expect(anchor.getAttribute("aria-invalid")).toBeNull();
    expect(description(content)).toContain("Bitte höchstens 300 Zeichen");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows errors of the module itself in the summary", async () => {
    renderForm("quote", { value: { content: "Zitat" }, serverErrors: [{ path: "", message: "Der Block ist gesperrt." }] });
    await settle();
    expect(summary()?.textContent).toContain("Formular: Der Block ist gesperrt.");
  });
});

describe("data", () => {
  it("keeps fields nobody edits (legacy thumbnails), adds schema defaults, and leaves empty fields out", async () => {
    const thumbs = { small: "/media/r/full/320/demo/a.jpg" };
    const { onSubmit } = renderForm("image", { value: { image: "demo/a.jpg", thumbs, alt: "Alt" } });
    expect(screen.getByRole("group", { name: /^Vorschaubilder/ }).textContent).toContain("/media/r/full/320/demo/a.jpg");
    type(screen.getByLabelText("Alternativtext"), "");
    await save();
    expect(onSubmit.mock.calls[0][0]).toEqual({ image: "demo/a.jpg", thumbs, alias: "normal" });
  });
});

describe("form buttons", () => {
  it("cancels, and does not save twice while busy", async () => {
    const { onSubmit, onCancel } = renderForm("quote", { value: { content: "Sein oder nicht sein" }, busy: true });
    const button = screen.getByRole("button", { name: "Wird gespeichert …" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    await act(async () => {
      fireEvent.click(button);
    });
    await settle();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Abbrechen" }));
    expect(onCancel).toHaveBeenCalled();
  });

  it("adds, moves and removes array entries with named buttons", async () => {
    const { onSubmit } = renderForm("section", { value: { colour: "red", layout: 3, columns: [{ index: 0 }, { index: 1, classes: "wide" }] } });
    await settle();
    expect(screen.getByRole("group", { name: "Spalten" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Eintrag 2 nach oben verschieben/ }));
    await settle(5);
    await save();
    expect(onSubmit.mock.calls[0][0].columns).toEqual([{ index: 1, classes: "wide" }, { index: 0 }]);
    fireEvent.click(screen.getByRole("button", { name: "Eintrag 1 entfernen" }));
    fireEvent.click(screen.getByRole("button", { name: "Eintrag hinzufügen: Spalten" }));
    await settle(5);
    await save();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(description(screen.getAllByLabelText(labelPattern("Spaltennummer"))[1])).toContain("Dieses Feld darf nicht leer sein!");
  });
});
