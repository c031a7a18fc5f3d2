/**
 * The server's second look at an entry: every shown answer, after the zod rules accepted and
 * normalised it, must satisfy its field type's JSON Schema (schemas/form-fields/) as Ajv reads
 * it. The zod rules are built from the same schemas (src/forms/field-types.ts), so this only
 * fails when the two drift apart; src/forms/field-types.test.ts proves they agree.
 */
import { Ajv, type ValidateFunction } from "ajv";
import type { FormField } from "../../forms/definition";
import { formFieldTypeSchemaContract } from "../../forms/field-schema";
import { fieldType, isShown } from "../../forms/field-types";
import { answerFormatNames, answerFormats } from "../../forms/formats";
import { formFieldSchemas } from "../../schemas/generated/form-field-schemas";
import { formFieldTypeNames } from "../../schemas/generated/form-fields";

const ajv = new Ajv({ allErrors: true, strict: true });
// The clock of the check in progress (a date of birth must not be in the future); validation is
// synchronous, so one check never sees another's clock.
let clock = () => new Date();
for (const name of answerFormatNames) ajv.addFormat(name, { type: "string", validate: (value: string) => answerFormats[name](value, clock) });
// The x- keywords describe behaviour around the answer, not the answer: Ajv reads past them.
const contractKeys = Object.keys(formFieldTypeSchemaContract.shape).filter((key) => key.startsWith("x-"));
for (const keyword of contractKeys) ajv.addKeyword({ keyword });

const validators = new Map<string, ValidateFunction>(formFieldTypeNames.map((name) => [name, ajv.compile(formFieldSchemas[name])]));

/**
 * The slugs of shown fields whose answer the type's schema refuses (empty when all pass). An
 * empty text ("") is no answer: whether one may be left out is the field's `required`, which
 * the zod rule checks; the type's schema describes an answer that was given.
 */
export function answersOutsideSchema(fields: FormField[], answers: Record<string, unknown>, now = new Date()): string[] {
  clock = () => now;
  return fields
    .filter((field) => {
      const type = fieldType(field);
      if (!type || !isShown(field) || answers[field.slug] === "") return false;
      return !validators.get(type.name)?.(answers[field.slug]);
    })
    .map((field) => field.slug);
}
