// The signup form's rules (spec §5 "Signup form"), as one zod schema that the browser form and the
// server action both parse with. All three fields are checked together and every failure is
// reported, so the form can show each message at once (§5, last rule).
import { z } from 'zod';
import { isValidEmail } from './email-pattern';

/** §5 / §8 messages, exactly as the spec words them. */
export const NAME_REQUIRED_MESSAGE = 'Please enter your name';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email';
export const TERMS_REQUIRED_MESSAGE = 'Please read and accept our legal terms to continue';
/** Not in the spec: a name that is merely too long deserves a message that says so. */
export const NAME_MAX_LENGTH = 200;
export const NAME_TOO_LONG_MESSAGE = `Please enter a name of at most ${NAME_MAX_LENGTH} characters`;

/** Values a ticked checkbox may arrive as: true from the client form, 'on' etc. from a form post. */
const TICKED_VALUES: ReadonlySet<string> = new Set(['on', 'true', '1']);

export function isTicked(value: unknown): boolean {
  return value === true || (typeof value === 'string' && TICKED_VALUES.has(value.trim().toLowerCase()));
}

export const signupSchema = z.object({
  // A missing field or a non-text value (a file in a form post) counts as no name / no email.
  name: z
    .string({ error: NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: NAME_REQUIRED_MESSAGE })
    .max(NAME_MAX_LENGTH, { error: NAME_TOO_LONG_MESSAGE }),
  // An address over 254 characters is not a valid address (RFC 5321), so it gets the same message.
  email: z
    .string({ error: EMAIL_INVALID_MESSAGE })
    .trim()
    .refine(isValidEmail, { error: EMAIL_INVALID_MESSAGE }),
  terms: z
    .unknown()
    .refine(isTicked, { error: TERMS_REQUIRED_MESSAGE })
    .transform((): true => true),
});

export type SignupValues = z.output<typeof signupSchema>;
export type SignupField = keyof SignupValues;

/** The order in which the fields, and so their messages, appear on the form. */
export const SIGNUP_FIELDS: readonly SignupField[] = ['name', 'email', 'terms'];

/** One message per failing field; a field that passed has no entry. */
export type SignupErrors = Partial<Record<SignupField, string>>;

export type SignupValidation = { ok: true; value: SignupValues } | { ok: false; errors: SignupErrors };

function isSignupField(key: PropertyKey | undefined): key is SignupField {
  return typeof key === 'string' && (SIGNUP_FIELDS as readonly string[]).includes(key);
}

/** A form post's FormData, or a plain object of field values; anything else counts as an empty form. */
function fieldsOf(input: unknown): object {
  if (typeof FormData !== 'undefined' && input instanceof FormData) return Object.fromEntries(input);
  return typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
}

/**
 * Checks name, email and terms together and returns every failure at once. The client form passes
 * `{ name, email, terms: boolean }`; the server action passes the posted FormData (the checkbox
 * then arrives as 'on', or not at all).
 */
export function validateSignup(input: unknown): SignupValidation {
  const fields = fieldsOf(input);
  const parsed = signupSchema.safeParse(fields);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: SignupErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    // The first message per field is the one shown.
    if (isSignupField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
