// The signup form's rules (requirements §5 "Signup form"), one function that the browser form and the
// server action both check with. All three fields are checked together and every failure is
// reported, so the form can show each message at once (§5, last rule). Written by hand rather
// than with zod, because it runs in the browser, which never loads zod.
import { isValidEmail } from './email-pattern';

/** §5 / §8 messages, exactly as the requirements word them. */
export const NAME_REQUIRED_MESSAGE = 'Please enter your name';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email';
export const TERMS_REQUIRED_MESSAGE = 'Please read and accept our legal terms to continue';
/** Not in the requirements: a name that is merely too long deserves a message that says so. */
export const NAME_MAX_LENGTH = 200;
export const NAME_TOO_LONG_MESSAGE = `Please enter a name of at most ${NAME_MAX_LENGTH} characters`;

/** Values a ticked checkbox may arrive as: true from the client form, 'on' etc. from a form post. */
const TICKED_VALUES: ReadonlySet<string> = new Set(['on', 'true', '1']);

export function isTicked(value: unknown): boolean {
  return value === true || (typeof value === 'string' && TICKED_VALUES.has(value.trim().toLowerCase()));
}

export interface SignupValues {
  name: string;
  email: string;
  terms: true;
}
export type SignupField = keyof SignupValues;

/** One message per failing field; a field that passed has no entry. */
export type SignupErrors = Partial<Record<SignupField, string>>;

export type SignupValidation = { ok: true; value: SignupValues } | { ok: false; errors: SignupErrors };

/** A form post's FormData, or a plain object of field values; anything else counts as an empty form. */
function fieldsOf(input: unknown): Readonly<Record<string, unknown>> {
  if (typeof FormData !== 'undefined' && input instanceof FormData) return Object.fromEntries(input);
  return typeof input === 'object' && input !== null && !Array.isArray(input)
    ? (input as Record<string, unknown>)
    : {};
}

/** A field's text, trimmed; a missing field or a non-text value (a file in a form post) is none. */
function textOf(fields: Readonly<Record<string, unknown>>, name: string): string | undefined {
  const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * Checks name, email and terms together and returns every failure at once. The client form passes
 * `{ name, email, terms: boolean }`; the server action passes the posted FormData (the checkbox
 * then arrives as 'on', or not at all).
 */
export function validateSignup(input: unknown): SignupValidation {
  const fields = fieldsOf(input);
  const errors: SignupErrors = {};
  const name = textOf(fields, 'name');
  if (!name) errors.name = NAME_REQUIRED_MESSAGE;
  else if (name.length > NAME_MAX_LENGTH) errors.name = NAME_TOO_LONG_MESSAGE;
  // An address over 254 characters is not a valid address (RFC 5321), so it gets the same message.
  const email = textOf(fields, 'email');
  if (email === undefined || !isValidEmail(email)) errors.email = EMAIL_INVALID_MESSAGE;
  if (!isTicked(Object.hasOwn(fields, 'terms') ? fields.terms : undefined))
    errors.terms = TERMS_REQUIRED_MESSAGE;
  if (name && email !== undefined && Object.keys(errors).length === 0) {
    return { ok: true, value: { name, email, terms: true } };
  }
  return { ok: false, errors };
}
