import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormField } from "../../forms/definition";
import type { Answer } from "../../forms/field-types";
import { I18nProvider } from "../../i18n";
import { formFieldSchemas } from "../../schemas/generated/form-field-schemas";
import { type FormFieldTypeName, formFieldTypeNames } from "../../schemas/generated/form-fields";
import { type FormFieldRendererName, fieldRenderers } from "./registry.generated";
import type { UploadState } from "./types";

afterEach(cleanup);

const choices = [
  { value: "a", label: "Eins" },
  { value: "b", label: "Zwei" },
];

function renderType(name: FormFieldTypeName, initial: Answer = null, upload: Partial<UploadState> = {}) {
  const schema = formFieldSchemas[name];
  const renderer = fieldRenderers[schema["x-renderer"] as FormFieldRendererName];
  const field: FormField = {
    id: 1,
    label: `Feld ${name}`,
    slug: "answer",
    field_type: schema["x-field-type"],
    required: true,
    visible: true,
    choices,
    default: "",
    placeholder_text: "",
    help_text: "",
  };
  const registration = { name: "answer", onChange: vi.fn(), onBlur: vi.fn(), ref: vi.fn() };
  render(
    <I18nProvider locale="de">
      <renderer.Component
        field={field}
        schema={schema}
        inputId="f-answer"
        aria={{ "aria-required": true }}
        registration={registration}
        initial={initial}
        label={field.label}
        help={null}
        error={<p id="f-answer-error">Fehler</p>}
        upload={{ attached: undefined, uploading: false, choose: vi.fn(), tokenField: "answer__file", ...upload }}
      />
    </I18nProvider>,
  );
  return { renderer, field };
}

describe("form field renderers (x-renderer of each type's schema)", () => {
  it.each(formFieldTypeNames.filter((name) => formFieldSchemas[name]["x-shown"] !== false))(
    "%s: the label or legend names the control and the error is shown",
    (name) => {
      const { renderer } = renderType(name);
      // A group of options is named by its legend; any other control by its label.
      const control = screen.queryAllByLabelText(`Feld ${name}`)[0] ?? screen.getByRole("group", { name: `Feld ${name}` });
      expect(control.id).toBe("f-answer");
      expect(document.getElementById(`f-answer${renderer.focusSuffix}`)).not.toBeNull();
      expect(screen.getByText("Fehler")).toBeTruthy();
    },
  );

  it("one-line inputs take their type, keyboard and limits from x-input", () => {
    renderType("date-of-birth", "1990-04-01");
    const date = screen.getByLabelText("Feld date-of-birth") as HTMLInputElement;
    expect(date.type).toBe("date");
    expect(date.max).toBe(new Date().toISOString().slice(0, 10));
    expect(date.value).toBe("1990-04-01");
    cleanup();
    renderType("number");
    const number = screen.getByLabelText("Feld number") as HTMLInputElement;
    expect([number.type, number.inputMode]).toEqual(["text", "decimal"]);
    cleanup();
    renderType("email");
    expect((screen.getByLabelText("Feld email") as HTMLInputElement).autocomplete).toBe("email");
  });

  it("a single select offers 'Bitte wählen'; a multiple one does not and starts with its list", () => {
    renderType("select", "b");
    const single = screen.getByLabelText("Feld select") as HTMLSelectElement;
    expect([...single.options].map((o) => o.text)).toEqual(["Bitte wählen", "Eins", "Zwei"]);
    expect(single.value).toBe("b");
    cleanup();
    renderType("select-multiple", ["a"]);
    const multiple = screen.getByLabelText("Feld select-multiple") as HTMLSelectElement;
    expect(multiple.multiple).toBe(true);
    expect([...multiple.selectedOptions].map((o) => o.value)).toEqual(["a"]);
  });

  it("choice groups are a fieldset of radios or checkboxes; the first option carries the focus id", () => {
    renderType("radio", "b");
    const radios = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([false, true]);
    expect(radios[0].id).toBe("f-answer-0");
    expect(screen.getByRole("group", { name: "Feld radio" })).toBeTruthy();
    cleanup();
    renderType("checkbox-multiple", ["a", "b"]);
    expect((screen.getAllByRole("checkbox") as HTMLInputElement[]).map((c) => c.checked)).toEqual([true, true]);
  });

  it("a file keeps its upload's token and name in hidden fields and announces it", () => {
    const choose = vi.fn();
    renderType("file", null, { attached: { token: "T".repeat(32), name: "plan.pdf" }, choose });
    const hidden = [...document.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [i.name, i.value]);
    expect(hidden).toEqual([
      ["answer__file", "T".repeat(32)],
      ["answer__file_name", "plan.pdf"],
    ]);
    expect(screen.getByRole("status").textContent).toBe("Angehängt: plan.pdf");
    const input = screen.getByLabelText("Feld file") as HTMLInputElement;
    expect(input.accept).toContain(".pdf");
    expect(input.getAttribute("aria-describedby")).toBe("f-answer-hint");
  });
});
