// What the form action answers, shared by the server action and the browser forms. A result names
// the form it answers (form id, the form's key on the page, its submission id), so that with two
// forms on a page only the one that was sent shows it.
import type { SignupFailureKind } from './signup/errors';

/** The hidden fields every form posts besides its own fields. */
export const FORM_ID_FIELD = '_form';
export const FORM_KEY_FIELD = '_key';
/** '1' when the browser form sent it: it then redirects in its own time (§9: after 250 ms). */
export const JS_FIELD = '_js';
export const SUBMISSION_ID_FIELD = 'submissionId';
export const TALON_FIELD = 'talon';
export const COMPANY_EMAIL_FIELD = 'companyEmail';
export const EXPERIMENT_FIELDS = ['spz_experiment1', 'spz_experiment2'] as const;
export const SIGNUP_FORM_ID_FIELD = 'marketoSignupFormId';
/** A live-training registration's session: its story uuid, and the start the page showed. */
export const SESSION_ID_FIELD = 'sessionId';
export const SESSION_STARTS_AT_FIELD = 'sessionStartsAt';

/** Fields that travel with a post but are not the form's own (never validated as answers). */
export const META_FIELDS: readonly string[] = [
  FORM_ID_FIELD,
  FORM_KEY_FIELD,
  JS_FIELD,
  SUBMISSION_ID_FIELD,
  TALON_FIELD,
  'website',
  COMPANY_EMAIL_FIELD,
  ...EXPERIMENT_FIELDS,
  SIGNUP_FORM_ID_FIELD,
  SESSION_ID_FIELD,
  SESSION_STARTS_AT_FIELD,
];

/** Why a post was refused or failed; each has its own status and message. */
export type FormFailure =
  | 'validation'
  | 'too-large'
  | 'cross-site'
  | 'rate-limited'
  | 'unknown-form'
  | 'bad-request'
  | 'bot-check'
  /**
   * Posted without JavaScript from a page every visitor shares, so without a bot-check token: not
   * sent yet. The answer is the form again, with the visitor's answers and a token of their own.
   */
  | 'confirm'
  /** The post never reached the server (only the browser says this: ./network-failure.ts). */
  | 'network'
  /** Live-training registration: no such session, it has started or ended, or it has moved. */
  | 'unknown-session'
  | 'session-closed'
  | 'session-moved'
  | SignupFailureKind;

export type SignupOutcome = 'created' | 'existing';

export interface FormRedirect {
  readonly target: string;
  readonly delayMs: number;
}

interface ResultBase {
  /** The form id as posted ('' when the post named none). */
  readonly formId: string;
  /** Which form on the page sent it (a block uid, 'modal'…); '' when unknown. */
  readonly formKey: string;
  readonly submissionId: string;
}

/** The session a live-training registration is for, as the server knows it. */
export interface Registration {
  readonly title: string;
  /** An ISO instant. */
  readonly startsAt: string;
  /** The IANA zone the session is held in. */
  readonly timeZone: string;
}

export interface FormSuccess extends ResultBase {
  readonly status: 'success';
  /** Signup only: a new account, or one that existed for this email. */
  readonly outcome?: SignupOutcome;
  /** Consultation and download forms: the §9 self-serve redirect, when the rule says so. */
  readonly redirect?: FormRedirect;
  /** Live-training registrations: the session registered for, for the confirmation. */
  readonly registration?: Registration;
}

export interface FormError extends ResultBase {
  readonly status: 'error';
  readonly failure: FormFailure;
  /** The line shown under the form. */
  readonly message: string;
  /** Field name -> message, for 'validation'. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /**
   * The answers as posted, for a form sent without JavaScript: the page it gets back is a new
   * document, so the form shows them again from here (with JavaScript the form keeps its own).
   */
  readonly values?: Readonly<Record<string, string>>;
}

export type FormResult = FormSuccess | FormError;

/** The answer to a post that failed, for the form that sent it (`ids`: the form's id, key and submission). */
export function formError(
  ids: Pick<FormError, 'formId' | 'formKey' | 'submissionId'>,
  failure: FormFailure,
  message: string,
  fieldErrors: Readonly<Record<string, string>> = {},
): FormError {
  const { formId, formKey, submissionId } = ids;
  return { formId, formKey, submissionId, status: 'error', failure, message, fieldErrors };
}

export function isFormResult(value: unknown): value is FormResult {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    (record.status === 'success' || record.status === 'error') &&
    typeof record.formId === 'string' &&
    typeof record.formKey === 'string'
  );
}

/** A result meant for this form on the page (the same id and key). */
export function resultFor(value: unknown, formId: string, formKey: string): FormResult | undefined {
  return isFormResult(value) && value.formId === formId && value.formKey === formKey ? value : undefined;
}
