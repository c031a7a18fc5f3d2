import type { ComponentType, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { FormField } from "../../forms/definition";
import type { FormFieldTypeSchema } from "../../forms/field-schema";
import type { Answer } from "../../forms/field-types";

/** A file field's upload as the form page runs it (POST temp-files as soon as a file is chosen). */
export interface UploadState {
  attached: { token: string; name: string } | undefined;
  uploading: boolean;
  choose(file: File | undefined): void;
  /** The hidden field that carries the token across a refused post without JavaScript. */
  tokenField: string;
}

export interface FieldRendererProps {
  field: FormField;
  /** The field type's schema (schemas/form-fields/), with its x-input settings. */
  schema: FormFieldTypeSchema;
  /** The control's id; a group of options gives its first option `${inputId}-0`. */
  inputId: string;
  /** Ties the control to its help and error, marks it invalid and required. */
  aria: { "aria-invalid"?: true; "aria-describedby"?: string; "aria-required"?: true };
  registration: UseFormRegisterReturn;
  /** The answer the control starts with, written into the server's HTML for visitors without JavaScript. */
  initial: Answer;
  /** The label text with the required mark. */
  label: ReactNode;
  help: ReactNode;
  error: ReactNode;
  upload: UploadState;
}

export interface FieldRenderer {
  Component: ComponentType<FieldRendererProps>;
  /** The id suffix of the element the error summary moves focus to ("" = the control itself). */
  focusSuffix: string;
}

export const defineFieldRenderer = (renderer: FieldRenderer) => renderer;

export const textOf = (answer: Answer) => (typeof answer === "string" ? answer : "");
export const listOf = (answer: Answer) => (Array.isArray(answer) ? answer : []);
