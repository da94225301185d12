// The zod schema for a post to a marketing form, built from its definition (./definitions.ts), so
// the browser form and the server action check the same rules (STYLE habit 4). Every field is
// checked and every failure reported; oversized values and fields the form does not have are refused.
import { z } from 'zod';
import type { FormDefinition, FormField } from './definitions';
import { isValidEmail } from './signup/email-pattern';
import { EMAIL_INVALID_MESSAGE, isTicked } from './signup/validation';

export const PHONE_INVALID_MESSAGE = 'Please enter a valid phone number';
export const UNKNOWN_FIELDS_MESSAGE = 'The form was sent with fields it does not have';

// Digits with the usual separators and an optional leading '+': at least 5 digits, which rules out
// text typed into the wrong box without guessing at any country's numbering plan.
const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;
const PHONE_MIN_DIGITS = 5;

export type SubmissionValues = Readonly<Record<string, string | boolean | undefined>>;

function lower(label: string): string {
  return label.charAt(0).toLowerCase() + label.slice(1);
}

function requiredMessage(field: FormField): string {
  if (field.requiredMessage) return field.requiredMessage;
  if (field.type === 'select') return `Please choose your ${lower(field.label)}`;
  if (field.type === 'checkbox') return `Please tick "${field.label}" to continue`;
  return `Please enter your ${lower(field.label)}`;
}

function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value) && value.replace(/[^0-9]/g, '').length >= PHONE_MIN_DIGITS;
}

/** A text value: trimmed; '' (or absent) is a missing value, which only an optional field accepts. */
function textSchema(field: FormField, check?: { test: (value: string) => boolean; message: string }) {
  const required = requiredMessage(field);
  let schema = z.string({ error: required }).trim();
  if (field.type === 'text' || field.type === 'email' || field.type === 'tel') {
    schema = schema.max(field.maxLength, { error: `Please enter at most ${field.maxLength} characters` });
  }
  if (field.required) schema = schema.min(1, { error: required });
  const checked = check ? schema.refine((v) => v === '' || check.test(v), { error: check.message }) : schema;
  const normalized = checked.transform((v) => (v === '' ? undefined : v));
  return field.required ? normalized : normalized.optional();
}

function fieldSchema(field: FormField): z.ZodType<string | boolean | undefined> {
  switch (field.type) {
    case 'email':
      return textSchema(field, { test: isValidEmail, message: EMAIL_INVALID_MESSAGE });
    case 'tel':
      return textSchema(field, { test: isValidPhone, message: PHONE_INVALID_MESSAGE });
    case 'text':
      return textSchema(field);
    case 'select': {
      const options: ReadonlySet<string> = new Set(field.options);
      const message = `Please choose a ${lower(field.label)} from the list`;
      return textSchema(field, { test: (v) => options.has(v), message });
    }
    case 'checkbox': {
      // true from the client form, 'on' from a form post, absent when unticked.
      const value = z.union([z.boolean(), z.string().max(10)], { error: requiredMessage(field) }).optional();
      return field.required
        ? value.refine(isTicked, { error: requiredMessage(field) }).transform((): boolean => true)
        : value.transform(isTicked);
    }
  }
}

/** The schema for a post to this form; unknown keys are refused (one issue listing them). */
export function submissionSchemaFor(definition: FormDefinition): z.ZodType<SubmissionValues> {
  return z.strictObject(
    Object.fromEntries(definition.fields.map((field) => [field.name, fieldSchema(field)])),
    { error: UNKNOWN_FIELDS_MESSAGE },
  );
}

export type SubmissionResult =
  | { readonly ok: true; readonly values: SubmissionValues }
  | {
      readonly ok: false;
      /** One message per failing field, by field name; only the form's own fields appear here. */
      readonly fieldErrors: Readonly<Record<string, string>>;
      /** Posted keys the form does not have (never used as object keys, so '__proto__' is harmless). */
      readonly unknownFields: readonly string[];
    };

/** Parses a post (FormData or a plain object) against a form and returns every failure at once. */
export function validateSubmission(definition: FormDefinition, input: unknown): SubmissionResult {
  // Anything but an object counts as an empty form, so every required field reports its message.
  const fields =
    typeof FormData !== 'undefined' && input instanceof FormData
      ? Object.fromEntries(input)
      : typeof input === 'object' && input !== null && !Array.isArray(input)
        ? input
        : {};
  const parsed = submissionSchemaFor(definition).safeParse(fields);
  if (parsed.success) return { ok: true, values: parsed.data };
  const names = new Set(definition.fields.map((field) => field.name));
  const fieldErrors = new Map<string, string>();
  const unknownFields: string[] = [];
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') unknownFields.push(...issue.keys);
    const name = issue.path[0];
    // The first message per field is the one shown.
    if (typeof name === 'string' && names.has(name) && !fieldErrors.has(name))
      fieldErrors.set(name, issue.message);
  }
  return { ok: false, fieldErrors: Object.fromEntries(fieldErrors), unknownFields };
}
