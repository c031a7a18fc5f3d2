import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { icons } from "../canvas/icons";
import { linkAttributes, normaliseLinkUrl, richTextCommands, richTextExtensions, richTextValue } from "./RichTextWidget";
import { description, renderForm, save, settle, type } from "./test-helpers";

afterEach(cleanup);

describe("rich text helpers", () => {
  it("store an empty editor as an empty string", () => {
    expect(richTextValue("<p></p>")).toBe("");
    expect(richTextValue(" <p> </p><p><br></p> ")).toBe("");
    expect(richTextValue(undefined)).toBe("");
    expect(richTextValue("<p>Hallo</p>")).toBe("<p>Hallo</p>");
  });

  it("accept web, mail and phone links and site paths, nothing else", () => {
    expect(normaliseLinkUrl("https://")).toBeNull();
    expect(normaliseLinkUrl("")).toBeNull();
    expect(normaliseLinkUrl("https://example.org/a?b=c")).toBe("https://example.org/a?b=c");
    expect(normaliseLinkUrl("www.example.org")).toBe("https://www.example.org");
    expect(normaliseLinkUrl("/de/programm")).toBe("/de/programm");
    expect(normaliseLinkUrl("mailto:info@example.org")).toBe("mailto:info@example.org");
    expect(normaliseLinkUrl("tel:+49301234")).toBe("tel:+49301234");
    expect(normaliseLinkUrl("javascript:alert(1)")).toBeNull();
    expect(normaliseLinkUrl("//evil.example.com")).toBeNull();
    expect(normaliseLinkUrl("https://localhost")).toBeNull();
    // The server keeps only what the link rules allow (src/lib/links.ts), so the form offers no more.
    expect(normaliseLinkUrl("#tickets")).toBe("#tickets");
    for (const value of ["/\\evil.example", "/..//evil.example", "?page=2", "/de/a b", "data:text/html,x", "mailto:a b"]) {
      expect(normaliseLinkUrl(value), value).toBeNull();
    }
  });

  it("open a new window safely", () => {
    expect(linkAttributes("https://example.org", true)).toEqual({ href: "https://example.org", target: "_blank", rel: "noopener noreferrer" });
    expect(linkAttributes("/de", false)).toEqual({ href: "/de", target: null, rel: null });
  });

  it("know only paragraphs, line breaks, lists, bold, italic and links", () => {
    const editor = new Editor({
      extensions: richTextExtensions,
      content: "<h1>T</h1><p>a <u>u</u> <s>s</s> <code>c</code></p><blockquote>q</blockquote><hr><pre>x</pre>",
    });
    expect(Object.keys(editor.schema.nodes).sort()).toEqual(["bulletList", "doc", "hardBreak", "listItem", "orderedList", "paragraph", "text"]);
    expect(Object.keys(editor.schema.marks).sort()).toEqual(["bold", "italic", "link"]);
    expect(editor.getHTML()).toBe("<p>T</p><p>a u s c</p><p>q</p><p>x</p>");
    editor.destroy();
  });
});

const toolbar = () => screen.getByRole("toolbar", { name: "Textformatierung: Text" });
const editable = () => document.querySelector("[contenteditable]") as HTMLElement;

describe("rich text field", () => {
  it("has a toolbar of exactly the seven commands, with names and pressed states, and one tab stop", async () => {
    renderForm("text", { value: { content: "<p>Hallo</p>" } });
    await settle();
    const buttons = within(toolbar()).getAllByRole("button");
    expect(buttons.map((b) => b.getAttribute("aria-label"))).toEqual([
      "Fett",
      "Kursiv",
      "Link",
      "Aufzählung",
      "Nummerierte Liste",
      "Rückgängig",
      "Wiederholen",
    ]);
    expect(richTextCommands).toHaveLength(7);
    // The link button draws an SVG icon (no emoji, whose look depends on the system's font).
    const link = buttons[2];
    expect(link.querySelector("svg path")?.getAttribute("d")).toBe(icons.link);
    expect(link.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(link.textContent).toBe("");
    expect(buttons.slice(0, 5).map((b) => b.getAttribute("aria-pressed"))).toEqual(["false", "false", "false", "false", "false"]);
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1]);
    buttons[0].focus();
    fireEvent.keyDown(buttons[0], { key: "ArrowLeft" });
    expect(document.activeElement).toBe(buttons[6]);
    fireEvent.keyDown(buttons[6], { key: "Home" });
    expect(document.activeElement).toBe(buttons[0]);
    // The editable area is labelled like the field and is a multi-line text box.
    expect(editable().getAttribute("aria-label")).toBe("Text");
    expect(editable().getAttribute("role")).toBe("textbox");
    expect(screen.getByRole("group", { name: /^Text/ })).toBeTruthy();
  });

  it("sets a link from the inline form, in a new window, and saves clean HTML", async () => {
    const { onSubmit } = renderForm("text", {
      value: { content: "<h1>Titel</h1><p>Hallo <u>Welt</u></p><script>alert(1)</script>" },
    });
    await settle();
    fireEvent.click(within(toolbar()).getByRole("button", { name: "Link" }));
    const url = screen.getByLabelText("Linkadresse") as HTMLInputElement;
    expect(url.value).toBe("https://");
    expect(document.activeElement).toBe(url);
    expect(within(toolbar()).getByRole("button", { name: "Link" }).getAttribute("aria-expanded")).toBe("true");

    type(url, "javascript:alert(1)");
    fireEvent.keyDown(url, { key: "Enter" });
    expect(description(url)).toContain("Bitte eine Adresse mit https://");
    type(url, "https://example.org/");
    fireEvent.click(screen.getByLabelText("In neuem Fenster öffnen"));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Link übernehmen" }));
    });
    await settle();
    expect(screen.queryByLabelText("Linkadresse")).toBeNull();
    expect(within(toolbar()).getByRole("button", { name: "Rückgängig" }).getAttribute("aria-disabled")).toBeNull();

    await save();
    const html = String(onSubmit.mock.calls[0][0].content);
    expect(html).toContain('<a target="_blank" rel="noopener noreferrer" href="https://example.org/">https://example.org/</a>');
    expect(html).not.toMatch(/<(?:h1|u|script)\b/);
    expect(html).toContain("Titel");
  });

  it("closes the link form with Escape and returns to the Link button", async () => {
    renderForm("text", { value: { content: "<p>Hallo</p>" } });
    await settle();
    const link = within(toolbar()).getByRole("button", { name: "Link" });
    fireEvent.click(link);
    fireEvent.keyDown(screen.getByLabelText("Linkadresse"), { key: "Escape" });
    expect(screen.queryByLabelText("Linkadresse")).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it("requires content: an empty editor is no value", async () => {
    const { onSubmit } = renderForm("text", { value: { content: "<p></p>" } });
    await settle();
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(editable().getAttribute("aria-invalid")).toBe("true");
    expect(description(editable())).toContain("Dieses Feld darf nicht leer sein!");
    const link = screen.getByRole("link", { name: "Text: Dieses Feld darf nicht leer sein!" });
    fireEvent.click(link);
    expect(document.activeElement).toBe(editable());
  });
});
