// The first-party marketing form definitions, by form id (requirements §9 "Signup and forms").
// They replace the third-party form library: the form renders from a definition and the server
// validates a post with validateSubmission(definition, post) (./submission.ts). Their rules are
// checked by definitions.schema.ts when the server starts and in the unit tests, so a broken
// definition stops the site and the tests, not a visitor's post.
import { COUNTRIES } from '../geo/countries';
import { EMPLOYEE_RANGES } from './consultation-redirect';
import { EMAIL_MAX_LENGTH } from './signup/email-pattern';
import { TERMS_REQUIRED_MESSAGE } from './signup/validation';

export const FORM_KINDS = [
  'signup',
  'consultation',
  'download',
  'newsletter',
  'live_training_registration',
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

interface FieldBase {
  /** The posted name: a camelCase identifier, so it is safe as an object key. */
  name: string;
  label: string;
  required: boolean;
  /** Replaces the generated "Please enter your …" message when the requirements word it. */
  requiredMessage?: string;
}

export type FormField =
  | (FieldBase & { type: 'text' | 'email' | 'tel'; maxLength: number; autocomplete: string })
  | (FieldBase & { type: 'textarea'; maxLength: number })
  | (FieldBase & { type: 'select'; options: readonly string[]; autocomplete: string })
  | (FieldBase & { type: 'checkbox' });

export interface FormDefinition {
  id: string;
  kind: FormKind;
  fields: readonly FormField[];
  /** Whether success runs the §9 redirect rule (consultation-redirect.ts) on employees and country. */
  redirectRule: boolean;
}

/**
 * Country options are the English names, as the form shows and submits them, in alphabetical order.
 * They are sorted by their letters without accents, which for these names is English collation's
 * order (definitions.test.ts compares the two): `localeCompare` would first build the browser's
 * collator, 6–9 ms on the main thread as the form's code loads, against 0.6 ms for this.
 */
export const COUNTRY_OPTIONS: readonly string[] = COUNTRIES.map(
  (country) => [country.name.normalize('NFD').replace(/\p{M}/gu, ''), country.name] as const,
)
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  .map(([, name]) => name);

const FIRST_NAME = {
  name: 'firstName',
  label: 'First name',
  type: 'text',
  required: true,
  maxLength: 100,
  autocomplete: 'given-name',
} as const;
const LAST_NAME = {
  name: 'lastName',
  label: 'Last name',
  type: 'text',
  required: true,
  maxLength: 100,
  autocomplete: 'family-name',
} as const;
const EMAIL = {
  name: 'email',
  label: 'Work email',
  type: 'email',
  required: true,
  maxLength: EMAIL_MAX_LENGTH,
  autocomplete: 'email',
} as const;
const PHONE = {
  name: 'phone',
  label: 'Phone',
  type: 'tel',
  required: true,
  maxLength: 40,
  autocomplete: 'tel',
} as const;
const COMPANY = {
  name: 'company',
  label: 'Company',
  type: 'text',
  required: true,
  maxLength: 200,
  autocomplete: 'organization',
} as const;
const EMPLOYEES = {
  name: 'employees',
  label: 'Number of employees',
  type: 'select',
  required: true,
  options: [...EMPLOYEE_RANGES],
  autocomplete: 'off',
} as const;
const COUNTRY = {
  name: 'country',
  label: 'Country',
  type: 'select',
  required: true,
  options: [...COUNTRY_OPTIONS],
  autocomplete: 'country-name',
} as const;
// The signup lead as stored: the visitor types one name (signup/validation.ts) that name parsing
// splits into first and last name; the terms box keeps its §5 message.
const TERMS = {
  name: 'terms',
  label: 'I accept the legal terms',
  type: 'checkbox',
  required: true,
  requiredMessage: TERMS_REQUIRED_MESSAGE,
} as const;

// A webinar registration asks what the host needs to know who is coming, and takes the question
// the session pages invite registrants to send in advance.
const JOB_TITLE = {
  name: 'jobTitle',
  label: 'Job title',
  type: 'text',
  required: false,
  maxLength: 100,
  autocomplete: 'organization-title',
} as const;
const QUESTION = {
  name: 'question',
  label: 'A question for the host',
  type: 'textarea',
  required: false,
  maxLength: 1_000,
} as const;

const LEAD_FIELDS = [FIRST_NAME, LAST_NAME, EMAIL, PHONE, COMPANY, EMPLOYEES, COUNTRY];
// A download is a lighter ask than a call: the phone number is optional.
const DOWNLOAD_FIELDS = [
  FIRST_NAME,
  LAST_NAME,
  EMAIL,
  { ...PHONE, required: false },
  COMPANY,
  EMPLOYEES,
  COUNTRY,
];

/** §9 form ids, and the live-training registration, which is the site's own form. */
export const FORM_IDS = {
  signup: '1540',
  consultationUs: '1181',
  consultationOther: '2458',
  downloadA: '2215',
  downloadB: '1008',
  newsletter: '1261',
  liveTraining: '3001',
} as const;
export type FormId = (typeof FORM_IDS)[keyof typeof FORM_IDS];

/** The forms a marketing form block may name: all but the live-training registration, which has its own block. */
export const MARKETING_FORM_BLOCK_IDS = [
  FORM_IDS.signup,
  FORM_IDS.consultationUs,
  FORM_IDS.consultationOther,
  FORM_IDS.downloadA,
  FORM_IDS.downloadB,
  FORM_IDS.newsletter,
] as const;

export const FORM_DEFINITIONS: readonly FormDefinition[] = [
  { id: FORM_IDS.signup, kind: 'signup', fields: [FIRST_NAME, LAST_NAME, EMAIL, TERMS], redirectRule: false },
  { id: FORM_IDS.consultationUs, kind: 'consultation', fields: LEAD_FIELDS, redirectRule: true },
  { id: FORM_IDS.consultationOther, kind: 'consultation', fields: LEAD_FIELDS, redirectRule: true },
  { id: FORM_IDS.downloadA, kind: 'download', fields: DOWNLOAD_FIELDS, redirectRule: true },
  { id: FORM_IDS.downloadB, kind: 'download', fields: DOWNLOAD_FIELDS, redirectRule: true },
  // Work email only: pressing 'Subscribe now' on a form that exists only to subscribe is the clear
  // affirmative act consent needs, so a consent box would add friction the requirements do not ask for.
  { id: FORM_IDS.newsletter, kind: 'newsletter', fields: [EMAIL], redirectRule: false },
  // The session it registers for travels in hidden fields the server checks (app/live-training).
  {
    id: FORM_IDS.liveTraining,
    kind: 'live_training_registration',
    fields: [FIRST_NAME, LAST_NAME, EMAIL, COMPANY, JOB_TITLE, QUESTION],
    redirectRule: false,
  },
];

const BY_ID: ReadonlyMap<string, FormDefinition> = new Map(FORM_DEFINITIONS.map((form) => [form.id, form]));

/** The definition for a form id as posted or configured ('1181' or 1181); undefined if unknown. */
export function formDefinition(id: string | number): FormDefinition | undefined {
  return BY_ID.get(String(id).trim());
}
