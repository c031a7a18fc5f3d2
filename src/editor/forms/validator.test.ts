import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { validateModule } from "../../server/content/validate";
import { moduleSchemas } from "../../schemas/generated/module-schemas";
import { type ModuleName, moduleNames } from "../../schemas/generated/modules";
import { createEditorTranslate } from "../i18n";
import formsDe from "../../i18n/staff-forms/de.json";
import formsEn from "../../i18n/staff-forms/en.json";
import { type FieldSchema, integerRange, uiSchemaFor, widgetKind } from "./ui-schema";
import { createTransformErrors, formValidator, ruleMessage, serverErrorSchema } from "./validator";

const soundcloud = '<iframe width="100%" height="166" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1"></iframe>';

const samples: Record<string, unknown>[] = [
  {},
  { content: "x" },
  { content: "" },
  { content: "x".repeat(301) },
  { content: "<p>Hallo</p>" },
  { headline_level: 2, content: "x" },
  { headline_level: "3", content: "x" },
  { headline_level: 7, content: "x" },
  { headline_level: "7", content: "x" },
  { image: "demo/hero.jpg" },
  { image: "/demo/hero.jpg" },
  { image: "demo/../hero.jpg" },
  { image: "demo/hero.txt" },
  { image_url: "https://example.org/a.jpg" },
  { image_url: "ftp://example.org/a.jpg" },
  { headline: "Festival", text: "a".repeat(256) },
  { headline: "Festival", text: "a".repeat(257) },
  { content: "Tickets", link: "/de/tickets" },
  { content: "Tickets", link: "https://example.org/a b" },
  { content: "Tickets", link: "javascript:alert(1)" },
  { content: "Tickets", link: "//evil.example/x" },
  { content: "Tickets", link: "mailto:a@example.org" },
  { headline: "Festival", link: "data:text/html,x" },
  { content: "Tickets", link_url: "https://example.org/" },
  { content: "Tickets", link_url: "mailto:a@example.org" },
  { embed: soundcloud },
  { embed: '<iframe src="https://open.spotify.com/embed/track/1"></iframe>' },
  { embed: '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/x/"></blockquote>' },
  { embed: '<iframe src="https://issuu.com/x/docs/y"></iframe>' },
  { embed: '<iframe src="https://evil.example.com/player"></iframe>' },
  { embed: "" },
  { video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
  { video_url: "https://youtu.be/dQw4w9WgXcQ" },
  { video_url: "https://vimeo.com/12345" },
  { video_url: "https://www.dailymotion.com/video/x" },
  { anchor: "programm-2" },
  { anchor: "2-programm" },
  { colour: "red", layout: 3 },
  { colour: "pink", layout: 9 },
  { colour: "white", layout: 0, columns: [{ index: 0, classes: "wide" }] },
  { colour: "white", layout: 0, columns: [{ index: 3 }, {}, { index: 1 }, { index: 2 }] },
  { slug: "programm" },
  { slug: "-programm" },
  { extra_class: "button", content: "x", link: "/de" },
  { extra_class: "shiny", content: "x", link: "/de" },
  { open_new_window: "yes", content: "x", link: "/de" },
  { thumbs: { small: "/media/r/full/320/x.jpg" } },
  { unknown: true },
];

const clientValid = (name: ModuleName, data: unknown) => formValidator.validateFormData(data, moduleSchemas[name] as RJSFSchema).errors.length === 0;

describe("the form validator", () => {
  it.each(moduleNames)("%s: accepts and refuses what the server does", (name) => {
    for (const sample of samples) {
      expect(clientValid(name, sample), `${name} ${JSON.stringify(sample)}`).toBe(validateModule(name, sample) === null);
    }
  });

  it("also refuses frames the server's sanitiser would drop", () => {
    const code = `${soundcloud}<iframe src="https://evil.example.com/x"></iframe>`;
    expect(validateModule("audio", { embed: code })).toBeNull();
    expect(clientValid("audio", { embed: code })).toBe(false);
  });
});

describe("messages", () => {
  const messages = (name: ModuleName, data: Record<string, unknown>, locale: "de" | "en" = "de") => {
    const schema = moduleSchemas[name];
    const t = createEditorTranslate(locale);
    const transform = createTransformErrors({ schema, t, getData: () => data });
    const { errors } = formValidator.validateFormData(data, schema as RJSFSchema, undefined, transform, uiSchemaFor(schema, { t, module: name }));
    return errors.map((error) => `${error.property} ${error.message}`);
  };

  it("are human and in the page language", () => {
    expect(messages("headline", { headline_level: 2 })).toEqual([".content Dieses Feld darf nicht leer sein!"]);
    expect(messages("headline", { headline_level: 2 }, "en")).toEqual([".content This field is required!"]);
    expect(messages("faq", { content: "" })).toEqual([".content Dieses Feld darf nicht leer sein!"]);
    expect(messages("full-teaser", { headline: "H", text: "a".repeat(257) })).toEqual([".text Bitte höchstens 256 Zeichen eingeben (jetzt 257)."]);
    expect(messages("headline", { headline_level: 7, content: "x" })).toEqual([".headline_level Bitte einen Wert von 1 bis 6 wählen."]);
    expect(messages("section", { colour: "white", layout: 9 })).toEqual([".layout Bitte einen Wert von 0 bis 5 wählen."]);
    expect(messages("headline", { headline_level: 2, content: "x", anchor: "#a" }, "en")).toEqual([
      ".anchor Use only letters, digits, - and _, starting with a letter (without #).",
    ]);
    expect(messages("image", { image: "x.pdf" })).toEqual([".image Bitte ein Bild (JPEG, PNG, GIF, WebP oder AVIF) aus der Mediathek wählen."]);
    expect(messages("video", { video_url: "https://dailymotion.com/x" })).toEqual([
      ".video_url Nur Adressen dieser Dienste sind erlaubt: youtube.com, vimeo.com, player.vimeo.com.",
    ]);
    expect(messages("audio", { embed: '<iframe src="https://evil.example.com/x"></iframe>' })).toEqual([
      ".embed Nicht erlaubte Adresse im Code: evil.example.com. Erlaubt sind Adressen von: soundcloud.com, spotify.com, idagio.com, podigee.io, podigee.com, podigee-cdn.net.",
    ]);
    expect(messages("link", { content: "x", link_url: "www.example.org" })).toEqual([
      ".link_url Bitte eine vollständige http(s)-Adresse eingeben, z. B. https://example.org/seite.",
    ]);
    expect(messages("link", { content: "x", link_url: "mailto:a@example.org" })).toEqual([
      ".link_url Bitte eine vollständige http(s)-Adresse eingeben, z. B. https://example.org/seite.",
    ]);
    expect(messages("link", { content: "x", link: "javascript:alert(1)" }, "en")).toEqual([
      ".link Please enter a path of this website (/…), an anchor (#…), an http(s) address, mailto: or tel:.",
    ]);
    expect(messages("audio", { embed: "<p>no address</p>" })).toEqual([
      ".embed Keine erlaubte Adresse gefunden. Erlaubt sind Adressen von: soundcloud.com, spotify.com, idagio.com, podigee.io, podigee.com, podigee-cdn.net.",
    ]);
  });

  it("name a limit of one in the singular", () => {
    const en = createEditorTranslate("en");
    expect(ruleMessage(en, { keyword: "maxLength", params: { limit: 1 }, value: "ab" })).toBe("Please enter at most one character (currently 2).");
    expect(ruleMessage(en, { keyword: "maxLength", params: { limit: 2 }, value: "abc" })).toBe("Please enter at most 2 characters (currently 3).");
    expect(ruleMessage(en, { keyword: "maxItems", params: { limit: 1 } })).toBe("At most one entry is possible.");
    expect(ruleMessage(createEditorTranslate("de"), { keyword: "maxItems", params: { limit: 3 } })).toBe("Höchstens 3 Einträge sind möglich.");
  });

  it("say what is wrong without a number when a rule names no limit", () => {
    const de = createEditorTranslate("de");
    const en = createEditorTranslate("en");
    expect(ruleMessage(de, { keyword: "maxItems" })).toBe("Bitte weniger Einträge wählen.");
    expect(ruleMessage(en, { keyword: "maxItems" })).toBe("Please choose fewer entries.");
    expect(ruleMessage(de, { keyword: "maxLength", value: "abc" })).toBe("Dieser Text ist zu lang.");
    expect(ruleMessage(en, { keyword: "maxLength" })).toBe("This text is too long.");
    expect(ruleMessage(en, { keyword: "maximum" })).toBe("This entry is not valid.");
  });

  it("turn the server's Ajv English into the page language", () => {
    const schema = moduleSchemas.headline;
    const errors = serverErrorSchema(
      [
        { path: "/content", message: "must have required property 'content'" },
        { path: "/preline", message: "must NOT have more than 200 characters" },
        { path: "/anchor", message: 'must match pattern "^[A-Za-z][A-Za-z0-9_-]*$"' },
        { path: "/headline_level", message: "must match a schema in anyOf" },
        { path: "", message: "Abschnitt nicht gefunden" },
      ],
      schema,
      createEditorTranslate("de"),
      { preline: "p".repeat(201) },
    );
    expect(errors).toEqual({
      __errors: ["Abschnitt nicht gefunden"],
      content: { __errors: ["Dieses Feld darf nicht leer sein!"] },
      preline: { __errors: ["Bitte höchstens 200 Zeichen eingeben (jetzt 201)."] },
      anchor: { __errors: ["Nur Buchstaben, Ziffern, - und _ verwenden, am Anfang ein Buchstabe (ohne #)."] },
      headline_level: { __errors: ["Diese Eingabe ist ungültig."] },
    });
  });
});

function walk(schema: FieldSchema, visit: (name: string, field: FieldSchema) => void) {
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    visit(name, field);
    walk(field, visit);
    if (field.items) walk(field.items, visit);
  }
}

describe("the forms' catalogues", () => {
  it("have the same keys in German and English, none empty", () => {
    expect(Object.keys(formsEn).sort()).toEqual(Object.keys(formsDe).sort());
    for (const catalogue of [formsDe, formsEn]) {
      for (const [key, message] of Object.entries(catalogue)) {
        expect(key.startsWith("form."), key).toBe(true);
        expect(message.trim(), key).not.toBe("");
      }
    }
  });

  it("label every field and every option of every module schema in both languages", () => {
    const de = formsDe as Record<string, string>;
    const en = formsEn as Record<string, string>;
    for (const name of moduleNames) {
      walk(moduleSchemas[name] as FieldSchema, (property, field) => {
        expect(de[`form.field.${property}`], `${name}.${property}`).toBeTruthy();
        expect(en[`form.field.${property}`], `${name}.${property}`).toBeTruthy();
        const values = field.enum ?? [];
        const range = integerRange(field);
        if (range) for (let n = range.min; n <= range.max; n++) values.push(n);
        for (const value of values) {
          const key = `form.option.${property}.${value === "" ? "_empty" : String(value)}`;
          expect(de[key], key).toBeTruthy();
          expect(en[key], key).toBeTruthy();
        }
      });
    }
  });
});

describe("uiSchemaFor", () => {
  const kind = (name: ModuleName, property: string) => widgetKind((moduleSchemas[name] as FieldSchema).properties?.[property] ?? {}, property);

  it("chooses widgets from the schema conventions", () => {
    expect(kind("text", "content")).toBe("richtext");
    expect(kind("two-column", "text")).toBe("richtext");
    expect(kind("audio", "embed")).toBe("embed");
    expect(kind("social-media", "embed")).toBe("embed");
    expect(kind("video", "video_url")).toBe("hostUrl");
    expect(kind("video-list-item", "video_url")).toBe("hostUrl");
    expect(kind("image", "image_url")).toBe("url");
    expect(kind("full-teaser", "image")).toBe("image");
    expect(kind("full-teaser", "link")).toBe("link");
    // A `link` without `x-picker` (a preview image's address) stays a text input.
    expect(kind("video", "image_url")).toBe("text");
    expect(kind("full-teaser", "text")).toBe("textarea");
    expect(kind("full-teaser", "extra_class")).toBe("select");
    expect(kind("headline", "headline_level")).toBe("numberChoice");
    expect(kind("headline", "content")).toBe("text");
    expect(kind("section", "layout")).toBe("integerSelect");
    expect(kind("section", "columns")).toBe("array");
    expect(kind("link", "open_new_window")).toBe("checkbox");
    expect(kind("image", "thumbs")).toBe("readOnlyMap");
    expect(kind("quote", "content")).toBe("textarea");
  });

  it("labels fields per module, then per name, then with the schema title", () => {
    const ui = uiSchemaFor(moduleSchemas["faq-item"], { t: createEditorTranslate("en"), module: "faq-item" });
    expect(ui.content["ui:title"]).toBe("Question");
    const custom = uiSchemaFor({ type: "object", properties: { shiny_new: { type: "string", title: "Shiny new" } } });
    expect(custom.shiny_new["ui:title"]).toBe("Shiny new");
    expect(custom.shiny_new["ui:widget"]).toBeUndefined();
  });
});
