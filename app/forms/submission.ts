// The check of a post to a marketing form, driven by its definition (./definitions.ts), so the
// browser form and the server action check the same rules (STYLE habit 4). Every field is checked
// and every failure reported; oversized values and fields the form does not have are refused.
// Written by hand rather than with zod, because it runs in the browser, which never loads zod.
import type { FormDefinition, FormField } from './definitions';
import { isValidEmail } from './signup/email-pattern';
import { EMAIL_INVALID_MESSAGE, isTicked } from './signup/validation';

export const PHONE_INVALID_MESSAGE = 'Please enter a valid phone number';

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

type FieldCheck = { readonly value: string | boolean | undefined } | { readonly error: string };

/** A text value: trimmed; '' (or absent) is a missing value, which only an optional field accepts. */
function checkText(
  field: FormField,
  raw: unknown,
  check?: { test: (value: string) => boolean; message: string },
): FieldCheck {
  const required = requiredMessage(field);
  if (raw !== undefined && typeof raw !== 'string') return { error: required };
  const value = (raw ?? '').trim();
  if (
    (field.type === 'text' || field.type === 'email' || field.type === 'tel' || field.type === 'textarea') &&
    value.length > field.maxLength
  ) {
    return { error: `Please enter at most ${field.maxLength} characters` };
  }
  if (value === '') return field.required ? { error: required } : { value: undefined };
  if (check && !check.test(value)) return { error: check.message };
  return { value };
}

function checkField(field: FormField, raw: unknown): FieldCheck {
  switch (field.type) {
    case 'email':
      return checkText(field, raw, { test: isValidEmail, message: EMAIL_INVALID_MESSAGE });
    case 'tel':
      return checkText(field, raw, { test: isValidPhone, message: PHONE_INVALID_MESSAGE });
    case 'text':
    case 'textarea':
      return checkText(field, raw);
    case 'select': {
      const options: ReadonlySet<string> = new Set(field.options);
      const message = `Please choose a ${lower(field.label)} from the list`;
      return checkText(field, raw, { test: (v) => options.has(v), message });
    }
    case 'checkbox': {
      // true from the client form, 'on' from a form post, absent when unticked.
      const shaped =
        raw === undefined || typeof raw === 'boolean' || (typeof raw === 'string' && raw.length <= 10);
      if (!shaped || (field.required && !isTicked(raw))) return { error: requiredMessage(field) };
      return { value: field.required ? true : isTicked(raw) };
    }
  }
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
  const names = new Set(definition.fields.map((field) => field.name));
  const unknownFields = Object.keys(fields).filter((name) => !names.has(name));
  const values: Record<string, string | boolean | undefined> = {};
  const fieldErrors: Record<string, string> = {};
  for (const field of definition.fields) {
    const raw: unknown = Object.hasOwn(fields, field.name)
      ? (fields as Record<string, unknown>)[field.name]
      : undefined;
    const checked = checkField(field, raw);
    if ('error' in checked) fieldErrors[field.name] = checked.error;
    else if (checked.value !== undefined) values[field.name] = checked.value;
  }
  if (unknownFields.length === 0 && Object.keys(fieldErrors).length === 0) return { ok: true, values };
  return { ok: false, fieldErrors, unknownFields };
}
