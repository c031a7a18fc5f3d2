import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { FormDefinition, FormField } from "../../forms/definition";
import { createTranslate, I18nProvider } from "../../i18n";
import { FormSent, VisitorForm, type VisitorFormResult } from "./VisitorForm";

const field = (id: number, slug: string, field_type: number, label: string): FormField => ({
  id,
  slug,
  field_type,
  label,
  required: true,
  visible: true,
  choices: [],
  default: "",
  placeholder_text: "",
  help_text: "",
});
const form: FormDefinition = {
  id: 4,
  slug: "kontakt",
  title: "Kontakt",
  intro: "Schreiben Sie uns.",
  fields: [field(1, "name", 1, "Name"), field(2, "email", 3, "E-Mail")],
};
const t = createTranslate("de");

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "/de/forms/kontakt", element: <I18nProvider locale="de">{element}</I18nProvider> }], {
    initialEntries: ["/de/forms/kontakt"],
  });
  return render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe("the visitor's form", () => {
  it("is a multipart post with a labelled input per field, the confirmation field and the honeypot", () => {
    const { container } = renderAt(<VisitorForm form={form} locale="de" actionData={undefined} />);
    const element = container.querySelector("form") as HTMLFormElement;
    expect(element.getAttribute("method")).toBe("post");
    expect(element.getAttribute("enctype")).toBe("multipart/form-data");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Kontakt");
    expect(screen.getByLabelText(/^Name/)).toBeTruthy();
    expect(screen.getByLabelText(t("form.email2"))).toBeTruthy();
    expect(element.querySelector("input[name=website_url]")).not.toBeNull();
  });

  it("shows a refused post without JavaScript with the visitor's values and the error summary", () => {
    const refused: VisitorFormResult = { values: { name: "Ada", email: "kaputt" }, errors: { email: ["Ungültige Adresse"] }, message: null, files: {} };
    renderAt(<VisitorForm form={form} locale="de" actionData={refused} />);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("Ada");
    const summary = screen.getAllByRole("alert")[0];
    expect(summary.textContent).toContain("E-Mail: Ungültige Adresse");
  });

  it("thanks the visitor and offers the form again", () => {
    renderAt(<FormSent form={form} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(t("form.thanks.title"));
    expect(screen.getByRole("link", { name: t("form.thanks.again") }).getAttribute("href")).toBe("/de/forms/kontakt");
  });
});
