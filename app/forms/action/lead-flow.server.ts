// After the request checks: validate with the same schema as the browser, check the bot token,
// store the lead (before anything says success), and for signup ask the signup API for the account.
import { consultationRedirect } from '../consultation-redirect';
import {
  COMPANY_EMAIL_FIELD,
  EXPERIMENT_FIELDS,
  META_FIELDS,
  SESSION_ID_FIELD,
  SESSION_STARTS_AT_FIELD,
  SIGNUP_FORM_ID_FIELD,
  formError,
  type FormFailure,
  type FormResult,
  type Registration,
} from '../form-result';
import { FORM_IDS } from '../definitions';
import { validateSubmission } from '../submission';
import { isCompanyEmail } from '../signup/company-email';
import { signupFailureMessage } from '../signup/errors';
import { parseName } from '../signup/names';
import { validateSignup } from '../signup/validation';
import { DEFAULT_SIGNUP_TYPE } from '../signup/analytics-events';
import type { TalonCheck } from '../talon.server';
import { config } from '../../../config/index';
import { storeLead, type LeadSubmission, type StoredLead } from '../../leads/leads.server';
import { checkRegistration } from '../../live-training/registration.server';
import type { SessionLookup } from '../../live-training/sessions.server';
import type { Region } from '../../regions/region';
import { requestAccount, type AccountOutcome, type AccountRequest } from '../../leads/signup-api.server';
import { logger } from '../../logging/logger.server';
import { AD_TOKEN_COOKIE, readAdToken } from '../../navigation/ad-token';
import { readCookies } from '../../security/cookies.server';
import type { PostedForm } from './posted-form';

export interface LeadServices {
  storeLead?: (lead: LeadSubmission) => Promise<StoredLead>;
  requestAccount?: (request: AccountRequest) => Promise<AccountOutcome>;
  /** Finds the session a live-training registration names (app/live-training/sessions.server.ts). */
  findLiveSession?: (id: string, region: Region) => Promise<SessionLookup>;
  now?: () => number;
}

/** Marketing forms' failure line; the browser shows the block's own error text in its place. */
export const MARKETING_FORM_FAILURE = 'Sorry, the form could not be sent. Please try again.';
const EXPERIMENT_MAX_LENGTH = 100;

export interface LeadFlowResult {
  status: number;
  value: FormResult;
}

function failure(
  form: PostedForm,
  status: number,
  failureKind: FormFailure,
  message: string,
  fieldErrors: Readonly<Record<string, string>> = {},
): LeadFlowResult {
  return { status, value: formError(form, failureKind, message, fieldErrors) };
}

function answers(form: PostedForm): Record<string, FormDataEntryValue> {
  const meta = new Set(META_FIELDS);
  return Object.fromEntries([...form.fields].filter(([name]) => !meta.has(name)));
}

function textField(form: PostedForm, name: string): string | undefined {
  const value = form.fields.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** What travels with the lead: the test variations, the signup form id, the ad-tech token. */
function metaOf(form: PostedForm): Record<string, string> {
  const meta: Record<string, string> = {};
  for (const name of EXPERIMENT_FIELDS) {
    const value = textField(form, name);
    if (value) meta[name] = value.slice(0, EXPERIMENT_MAX_LENGTH);
  }
  if (form.definition.kind === 'signup') meta[SIGNUP_FORM_ID_FIELD] = FORM_IDS.signup;
  const adToken = readAdToken(readCookies(form.cookie).get(AD_TOKEN_COOKIE));
  if (adToken) meta.adToken = adToken;
  return meta;
}

function definedValues(values: Readonly<Record<string, string | boolean | undefined>>) {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string | boolean] => entry[1] !== undefined),
  );
}

async function store(form: PostedForm, lead: LeadSubmission, services: LeadServices): Promise<boolean> {
  try {
    await (services.storeLead ?? storeLead)(lead);
    return true;
  } catch (error) {
    logger.error(`Form ${form.formId}: the lead could not be stored`, error);
    return false;
  }
}

function leadOf(form: PostedForm, values: Record<string, string | boolean>): LeadSubmission {
  return {
    submissionId: form.idempotencyKey,
    kind: form.definition.kind,
    formId: form.formId,
    region: form.region,
    country: form.country,
    pageUrl: form.pageUrl,
    values,
    meta: metaOf(form),
  };
}

async function signup(form: PostedForm, talon: TalonCheck, services: LeadServices): Promise<LeadFlowResult> {
  const checked = validateSignup(answers(form));
  if (!checked.ok) {
    const message = checked.errors.terms ?? Object.values(checked.errors)[0] ?? '';
    return failure(form, 400, 'validation', message, checked.errors);
  }
  if (!talon.ok) return failure(form, 400, 'bot-check', signupFailureMessage('botCheck'));
  const { name, email } = checked.value;
  const { firstName, lastName } = parseName(name);
  // Recomputed here: the browser's flag is a convenience, never trusted.
  const companyEmail = isCompanyEmail(email, config().forms.companyEmailDomains);
  const values = { name, firstName, lastName, email, terms: true, [COMPANY_EMAIL_FIELD]: companyEmail };
  const lead = leadOf(form, values);
  if (!(await store(form, lead, services))) {
    return failure(form, 500, 'generic', signupFailureMessage('generic'));
  }
  const outcome = await (services.requestAccount ?? requestAccount)({
    submissionId: form.idempotencyKey,
    firstName,
    lastName,
    email,
    signupType: DEFAULT_SIGNUP_TYPE,
    region: form.region,
    country: form.country,
    companyEmail,
    experiments: {
      ...(lead.meta.spz_experiment1 ? { spz_experiment1: lead.meta.spz_experiment1 } : {}),
      ...(lead.meta.spz_experiment2 ? { spz_experiment2: lead.meta.spz_experiment2 } : {}),
    },
    marketoSignupFormId: FORM_IDS.signup,
  });
  if (outcome === 'failed') return failure(form, 502, 'api', signupFailureMessage('api'));
  const ids = { formId: form.formId, formKey: form.formKey, submissionId: form.submissionId };
  return { status: 200, value: { ...ids, status: 'success', outcome } };
}

async function marketing(
  form: PostedForm,
  talon: TalonCheck,
  services: LeadServices,
): Promise<LeadFlowResult> {
  const checked = validateSubmission(form.definition, answers(form));
  if (!checked.ok) {
    if (checked.unknownFields.length > 0 && Object.keys(checked.fieldErrors).length === 0) {
      return failure(form, 400, 'bad-request', 'The form was sent with fields it does not have.');
    }
    const first = Object.values(checked.fieldErrors)[0] ?? 'Please check the form and try again.';
    return failure(form, 400, 'validation', first, checked.fieldErrors);
  }
  if (!talon.ok) return failure(form, 400, 'bot-check', MARKETING_FORM_FAILURE);
  let values = definedValues(checked.values);
  let registration: Registration | undefined;
  if (form.definition.kind === 'live_training_registration') {
    const session = await checkRegistration({
      sessionId: textField(form, SESSION_ID_FIELD),
      postedStartsAt: textField(form, SESSION_STARTS_AT_FIELD),
      region: form.region,
      now: new Date((services.now ?? Date.now)()),
      ...(services.findLiveSession ? { find: services.findLiveSession } : {}),
    });
    if (!session.ok) return failure(form, session.status, session.failure, session.message);
    values = { ...values, ...session.values };
    registration = session.registration;
  }
  if (!(await store(form, leadOf(form, values), services))) {
    return failure(form, 500, 'generic', MARKETING_FORM_FAILURE);
  }
  const rule = form.definition.redirectRule
    ? consultationRedirect({
        employees: typeof values.employees === 'string' ? values.employees : null,
        country: typeof values.country === 'string' ? values.country : null,
      })
    : { redirect: false as const };
  const ids = { formId: form.formId, formKey: form.formKey, submissionId: form.submissionId };
  return {
    status: 200,
    value: {
      ...ids,
      status: 'success',
      ...(rule.redirect ? { redirect: { target: rule.target, delayMs: rule.delayMs } } : {}),
      ...(registration ? { registration } : {}),
    },
  };
}

export function handleLead(
  form: PostedForm,
  talon: TalonCheck,
  services: LeadServices,
): Promise<LeadFlowResult> {
  return form.definition.kind === 'signup' ? signup(form, talon, services) : marketing(form, talon, services);
}
