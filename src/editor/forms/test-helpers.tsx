/** Shared helpers of the form tests (rendering a module form in a language, saving it). */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { vi } from "vitest";
import { I18nProvider } from "../../i18n";
import type { Locale } from "../../schemas/api";
import { type ModuleData, SchemaForm, type SchemaFormProps } from "./SchemaForm";

export function renderForm(module: string, props: Partial<SchemaFormProps> = {}, locale: Locale = "de") {
  const onSubmit = vi.fn<(data: ModuleData) => void>();
  const onCancel = vi.fn();
  const view = render(
    <I18nProvider locale={locale}>
      <SchemaForm module={module} onSubmit={onSubmit} onCancel={onCancel} {...props} />
    </I18nProvider>,
  );
  const rerender = (next: Partial<SchemaFormProps>) =>
    view.rerender(
      <I18nProvider locale={locale}>
        <SchemaForm module={module} onSubmit={onSubmit} onCancel={onCancel} {...props} {...next} />
      </I18nProvider>,
    );
  return { ...view, onSubmit, onCancel, rerender };
}

/** Lets effects, timers and promises of the widgets settle. */
export async function settle(ms = 0) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

export async function save(locale: Locale = "de") {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: locale === "de" ? "Speichern" : "Save" }));
  });
  await settle();
}

export function type(element: Element, value: string) {
  fireEvent.change(element, { target: { value } });
}

/** The text of the elements an element's aria-describedby names. */
export function description(element: Element): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

/** A label as the form shows it, with or without the required mark. */
export const labelPattern = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?: \\*)?$`);
