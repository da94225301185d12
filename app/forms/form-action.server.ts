// The one action behind every form on the site (signup, consultation, download, newsletter).
// Pages post to their own URL; the route modules export this as `action`.
// The checks run cheapest first: size, same origin, rate limit per address, a known form, the SAME
// validation as the browser, the bot check, and only then the lead is stored (before any success is
// said) and, for signup, the account is requested. Every refusal is a 4xx with a clear message and
// the form's answer, never a stack trace.
import { createHash } from 'node:crypto';
import { data, redirect, type RouterContext } from 'react-router';
import { config } from '../../config/index';
import { errorPageResponse } from '../error-page/error-content.server';
import { logger } from '../logging/logger.server';
import { navigationContext, regionContext, visitorContext } from '../navigation/context';
import type { Region } from '../regions/region';
import type { PostedForm } from './action/posted-form';
import { checkSameOrigin } from '../security/same-origin.server';
import { rateLimiter } from '../rate-limits.server';
import { clientAddress, type Limiter } from '../security/rate-limit.server';
import { readFormBody } from './action/form-body.server';
import { formsSecret } from './action/form-secret.server';
import { handleLead, type LeadServices } from './action/lead-flow.server';
import { formDefinition } from './definitions';
import {
  FORM_ID_FIELD,
  FORM_KEY_FIELD,
  JS_FIELD,
  META_FIELDS,
  SUBMISSION_ID_FIELD,
  formError,
  type FormFailure,
  type FormResult,
} from './form-result';
import { checkTalon, HONEYPOT_FIELD } from './talon.server';

export const FORM_REFUSALS = {
  'too-large': 'The form was too large to send. Please shorten your answers and try again.',
  'cross-site': 'This request came from another site and was refused.',
  'rate-limited': 'Too many forms were sent from your connection. Please wait a minute and try again.',
  'unknown-form': 'Unknown form',
  'bad-request': 'The form could not be read. Please reload the page and try again.',
  confirm:
    'Please check your answers and send the form again. Without JavaScript we ask twice, to keep automated sign-ups out.',
} as const satisfies Partial<Record<FormFailure, string>>;

const SUBMISSION_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** The id a browser makes (crypto.randomUUID()); anything else came with server-rendered HTML. */
const BROWSER_SUBMISSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A browser-made id is the key as it is. An id that came with server-rendered HTML (a post without
 * JavaScript) may have been served to several visitors from the page cache, so the answers join it:
 * the same visitor sending the same page twice is still one lead, two visitors are two.
 */
export function idempotencyKey(
  submissionId: string,
  fields: ReadonlyMap<string, FormDataEntryValue>,
): string {
  if (BROWSER_SUBMISSION_ID.test(submissionId)) return submissionId;
  const answers = [...fields]
    .filter(([name]) => name !== 'talon')
    .map(([name, value]) => [name, typeof value === 'string' ? value : ''])
    .sort(([a], [b]) => (String(a) < String(b) ? -1 : 1));
  const digest = createHash('sha256').update(JSON.stringify(answers)).digest('base64url').slice(0, 22);
  return `${submissionId}~${digest}`;
}
const FORM_KEY = /^[A-Za-z0-9._:-]{1,80}$/;

export interface FormActionServices extends LeadServices {
  limiter: Limiter;
  secret: () => string;
  now: () => number;
}

let limiter: Limiter | undefined;

function defaultServices(): FormActionServices {
  limiter ??= rateLimiter('forms', { limit: config().forms.postsPerMinute, windowMs: 60_000 });
  return { limiter, secret: formsSecret, now: Date.now };
}

export interface FormPostArgs {
  request: Request;
  context: { get: <T>(key: RouterContext<T>) => T };
}

type Ids = Pick<FormResult, 'formId' | 'formKey' | 'submissionId'>;

export function refusal(
  ids: Ids,
  status: number,
  failure: FormFailure,
  message: string,
  fieldErrors: Readonly<Record<string, string>> = {},
  headers?: HeadersInit,
) {
  return data<FormResult>(formError(ids, failure, message, fieldErrors), {
    status,
    headers: { 'Cache-Control': 'no-store', ...headers },
  });
}

/** Longer answers are not shown back (no field of any form takes more; see definitions.ts). */
const SHOWN_ANSWER_MAX_LENGTH = 5_000;

/** The visitor's own answers (not the hidden fields, not files), to show a form again. */
function answersToShow(fields: ReadonlyMap<string, FormDataEntryValue>): Record<string, string> {
  const meta = new Set(META_FIELDS);
  return Object.fromEntries(
    [...fields].flatMap(([name, value]) =>
      !meta.has(name) && typeof value === 'string' && value.length <= SHOWN_ANSWER_MAX_LENGTH
        ? [[name, value]]
        : [],
    ),
  );
}

function honeypotFilled(fields: ReadonlyMap<string, FormDataEntryValue>): boolean {
  const value = fields.get(HONEYPOT_FIELD);
  return typeof value === 'string' && value.trim() !== '';
}

function text(value: FormDataEntryValue[] | undefined): string {
  const first = value?.[0];
  return typeof first === 'string' ? first.trim() : '';
}

/**
 * A refusal that belongs to no form on the page (a cross-site post, a body too large to read, a form
 * id the site does not have): thrown, so the page answers with the error page, its status and this
 * message. A visitor's own form never meets these; a forger or a broken client does.
 */
function formlessRefusal(status: number, message: string, region: Region) {
  return errorPageResponse({
    status,
    message,
    region,
    contentBlock: false,
    headers: { 'Cache-Control': 'no-store' },
  });
}

/** The action of every page with a form. Answers data (the form's result) or a redirect. */
export async function handleFormPost(
  { request, context }: FormPostArgs,
  services: FormActionServices = defaultServices(),
) {
  const region = context.get(regionContext);
  if (request.method !== 'POST') throw await formlessRefusal(405, 'Forms are sent with POST.', region);
  const origins = config().site.url ? [config().site.url as string] : [];
  if (!checkSameOrigin(request, origins).ok)
    throw await formlessRefusal(403, FORM_REFUSALS['cross-site'], region);
  const body = await readFormBody(request);
  if (!body.ok) {
    if (body.reason === 'too-large') throw await formlessRefusal(413, FORM_REFUSALS['too-large'], region);
    throw await formlessRefusal(
      body.reason === 'unsupported' ? 415 : 400,
      FORM_REFUSALS['bad-request'],
      region,
    );
  }
  const posted = body.fields;
  const formKey = text(posted.get(FORM_KEY_FIELD));
  const submissionId = text(posted.get(SUBMISSION_ID_FIELD));
  const definition = formDefinition(text(posted.get(FORM_ID_FIELD)));
  if (!definition) throw await formlessRefusal(400, FORM_REFUSALS['unknown-form'], region);
  const ids: Ids = {
    formId: definition.id,
    formKey: FORM_KEY.test(formKey) ? formKey : '',
    submissionId: SUBMISSION_ID.test(submissionId) ? submissionId : '',
  };
  // Counted once the form is known, so the form that was refused can say so (with JavaScript too).
  const verdict = await services.limiter.take(clientAddress(request));
  if (!verdict.ok) {
    const headers = { 'Retry-After': String(verdict.retryAfterSeconds) };
    return refusal(ids, 429, 'rate-limited', FORM_REFUSALS['rate-limited'], {}, headers);
  }
  const repeated = [...posted].filter(([, values]) => values.length > 1).map(([name]) => name);
  if (!ids.submissionId || repeated.length > 0) {
    return refusal(ids, 400, 'bad-request', FORM_REFUSALS['bad-request']);
  }

  const fields = new Map([...posted].map(([name, values]) => [name, values[0] as FormDataEntryValue]));
  const visitor = context.get(visitorContext);
  const { url } = context.get(navigationContext);
  const form: PostedForm = {
    ...ids,
    idempotencyKey: idempotencyKey(ids.submissionId, fields),
    definition,
    fields,
    region,
    country: /^[a-z]{2}$/.test(visitor.ipCountry) ? visitor.ipCountry.toUpperCase() : null,
    pageUrl: url.pathname,
    cookie: request.headers.get('cookie'),
  };
  const talon = checkTalon({
    token: fields.get('talon'),
    formId: definition.id,
    secret: services.secret(),
    now: services.now(),
    honeypot: fields.get(HONEYPOT_FIELD),
  });
  const withoutJavaScript = text(posted.get(JS_FIELD)) !== '1';
  const result = await handleLead(form, talon, services);
  // A page from a shared cache carries no token: its form, posted without JavaScript and otherwise
  // valid, gets one now, on the form shown again (docs/forms-and-leads.md, "Forms without JavaScript").
  const unconfirmed =
    withoutJavaScript &&
    result.value.status === 'error' &&
    result.value.failure === 'bot-check' &&
    !talon.ok &&
    talon.reason === 'missing' &&
    !honeypotFilled(fields);
  if (unconfirmed) {
    return data<FormResult>(
      { ...formError(ids, 'confirm', FORM_REFUSALS.confirm), values: answersToShow(fields) },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  // Without JavaScript the §9 self-serve redirect happens at once; the browser follows it.
  if (result.value.status === 'success' && result.value.redirect && withoutJavaScript) {
    return redirect(result.value.redirect.target, 303);
  }
  let answer = result.value;
  if (answer.status === 'error') {
    logger.info(`Form ${definition.id}: ${answer.failure}`);
    if (withoutJavaScript) answer = { ...answer, values: answersToShow(fields) };
  }
  return data<FormResult>(answer, {
    status: result.status,
    headers: { 'Cache-Control': 'no-store' },
  });
}
