// The signup form of §2 item 1, §4 "Signup form" and §5: name, work email, terms checkbox, submit,
// and optional Google and Facebook buttons. It is a real form without JavaScript (a plain post to the
// page, answered by the page with its result); with JavaScript it validates with the same schema as
// the server, shows every failure at once, posts without a reload and reports the §7 events.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { track } from '../../analytics/analytics';
import { experimentValues, useExperimentVariant } from '../../experiments/test-variation';
import { useHydrated } from '../../blocks/shared/use-hydrated';
import { useSiteState } from '../../site-state/SiteState';
import { FORM_IDS } from '../definitions';
import {
  COMPANY_EMAIL_FIELD,
  EXPERIMENT_FIELDS,
  SIGNUP_FORM_ID_FIELD,
  type FormResult,
} from '../form-result';
import {
  SOCIAL_PROVIDERS,
  SIGNUP_EXISTING,
  SIGNUP_FAILURE,
  SIGNUP_SUCCESS,
} from '../signup/analytics-events';
import { isCompanyEmail } from '../signup/company-email';
import { lastLineError } from '../signup/errors';
import { regionaliseLegalLinks } from '../signup/legal-links';
import { validateSignup, type SignupErrors } from '../signup/validation';
import { HiddenFields } from './HiddenFields';
import { SubmitButton } from './SubmitButton';
import { FormRouting, useFormTokens, useSubmissionId, type FormRouting as Routing } from './use-form';
import { useFieldErrors } from './use-field-errors';

export interface SignupFormViewProps {
  /** Which signup form on the page this is (block uid, 'modal'). */
  formKey: string;
  ctaText: string;
  showSocialButton: boolean;
  termsLink: string;
  privacyLink: string;
}

/** The join endpoint with the provider code, GG or FB (§7). */
export function socialJoinUrl(joinUrl: string, provider: string): string {
  const url = new URL(joinUrl);
  url.searchParams.set('provider', provider);
  return url.toString();
}

/** The test-variation tool's assignments (empty without its consent), sent as spz_experiment1/2. */
function experiments(): Record<string, string> {
  const values = experimentValues();
  return Object.fromEntries(
    EXPERIMENT_FIELDS.flatMap((name) => (values[name] ? [[name, values[name]]] : [])),
  );
}

/** Which failure the last line shows (§8: the first active of terms, bot-check, api, generic). */
function lastLine(errors: SignupErrors, result: FormResult | undefined): string | null {
  const failure = result?.status === 'error' ? result.failure : undefined;
  const line = lastLineError({
    terms: errors.terms !== undefined,
    botCheck: failure === 'bot-check',
    api: failure === 'api',
    generic: failure === 'generic',
  });
  if (line) return line.message;
  // Refusals outside the §8 list (too many posts, a stale page) say what happened in their own words.
  if (result?.status === 'error' && failure !== 'validation') return result.message;
  return null;
}

const NO_ERRORS: SignupErrors = {};

interface SignupTextFieldProps {
  formKey: string;
  name: 'name' | 'email';
  label: string;
  type: 'text' | 'email';
  maxLength: number;
  error: string | undefined;
  /** The answer shown again after a post without JavaScript. */
  defaultValue?: string;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus: () => void;
  onChange?: (value: string) => void;
}

/** The name and work-email fields: a label, the input, and its message when it has one. */
function SignupTextField({ formKey, name, label, error, onChange, ...input }: SignupTextFieldProps) {
  const id = `${formKey}-${name}`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        name={name}
        autoComplete={name}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
      />
      {error ? (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SignupFormView(props: SignupFormViewProps) {
  return (
    <FormRouting formId={FORM_IDS.signup} formKey={props.formKey}>
      {(routing) => <SignupFormBody {...props} routing={routing} />}
    </FormRouting>
  );
}

function SignupFormBody({
  formKey,
  ctaText,
  showSocialButton,
  termsLink,
  privacyLink,
  routing,
}: SignupFormViewProps & { routing: Routing }) {
  const { Form, action, result, submitting, submit } = routing;
  const site = useSiteState();
  const formId = FORM_IDS.signup;
  const hydrated = useHydrated();
  const { talon, settings } = useFormTokens(formId, result);
  // The signup-button experiment (app/local-data/experiments.json): a variant's label replaces the
  // content's, only for visitors the test-variation tool has assigned (it needs their consent).
  const labelVariant = useExperimentVariant('signup-button-label');
  const buttonLabel = labelVariant && labelVariant.id !== 'control' ? labelVariant.label : ctaText;
  // A success replaces the form; its id starts the next generation of submission ids.
  const submissionId = useSubmissionId(formKey, result?.status === 'success' ? result.submissionId : '');
  const [formSubmitted, setFormSubmitted] = useState(false);
  const [companyEmail, setCompanyEmail] = useState(false);
  const started = useRef(false);
  const answered = useRef<FormResult | undefined>(undefined);
  // Answers the server sends back to a form posted without JavaScript (the page is a new document).
  const postedValues = result?.status === 'error' ? result.values : undefined;
  const serverErrors: SignupErrors =
    result?.status === 'error' && result.failure === 'validation' ? result.fieldErrors : NO_ERRORS;
  const {
    shown: shownErrors,
    clientErrors,
    setClientErrors,
    dismiss: clearField,
  } = useFieldErrors<SignupErrors>(serverErrors);

  // §7: the outcome of each answer is reported once.
  useEffect(() => {
    if (!result || answered.current === result) return;
    answered.current = result;
    if (result.status === 'success') {
      track(result.outcome === 'existing' ? SIGNUP_EXISTING : SIGNUP_SUCCESS, { formId, formKey });
    } else if (result.failure !== 'validation') {
      track(SIGNUP_FAILURE, { formId, formKey, error: result.failure });
    }
  }, [result, formId, formKey]);

  if (!site) return null;
  const links = regionaliseLegalLinks({ terms: termsLink, privacy: privacyLink }, site.ipCountry);
  const status = submitting ? 'submitting' : (result?.status ?? 'idle');

  if (result?.status === 'success' && !submitting) {
    return (
      <div className="signup-form" data-form-id={formId} data-form-status="success">
        <p className="form-message form-message--success" role="status">
          {result.outcome === 'existing' ? (
            <>
              You already have a {site.brandName} account with this email.{' '}
              <a href={settings?.loginUrl ?? '/login-help'}>Log in to {site.brandName}</a>
            </>
          ) : (
            `Thank you. Your ${site.brandName} account is on its way: we will email you the link to get started.`
          )}
        </p>
      </div>
    );
  }

  const onStart = (event: KeyboardEvent<HTMLInputElement>) => {
    // §4: the first key press in an empty name or email flags 'signup started', once.
    if (started.current || event.currentTarget.value !== '') return;
    started.current = true;
    track('SIGNUP_STARTED', { formId, formKey });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const checked = validateSignup({
      name: data.get('name'),
      email: data.get('email'),
      terms: data.get('terms') !== null,
    });
    if (!checked.ok) {
      setClientErrors(checked.errors);
      return;
    }
    setClientErrors(null);
    setFormSubmitted(true);
    for (const [name, value] of Object.entries(experiments())) data.set(name, value);
    submit(data);
  };

  const clear = (field: keyof SignupErrors) => () => clearField(field);
  const line = lastLine(shownErrors, submitting || clientErrors ? undefined : result);

  return (
    <div
      className="signup-form"
      data-form-id={formId}
      data-form-status={status}
      data-form-submitted={String(formSubmitted)}
    >
      <Form method="post" action={action} noValidate onSubmit={onSubmit} className="form">
        <HiddenFields
          formId={formId}
          formKey={formKey}
          submissionId={submissionId}
          talon={talon}
          js={hydrated}
        />
        <input type="hidden" name={SIGNUP_FORM_ID_FIELD} value={FORM_IDS.signup} />
        <input type="hidden" name={COMPANY_EMAIL_FIELD} value={String(companyEmail)} />
        {EXPERIMENT_FIELDS.map((name) => (
          <input key={name} type="hidden" name={name} value="" />
        ))}
        <SignupTextField
          formKey={formKey}
          name="name"
          label="Name"
          type="text"
          maxLength={200}
          error={shownErrors.name}
          defaultValue={postedValues?.name}
          onKeyDown={onStart}
          onFocus={clear('name')}
        />
        <SignupTextField
          formKey={formKey}
          name="email"
          label="Work email"
          type="email"
          maxLength={254}
          error={shownErrors.email}
          defaultValue={postedValues?.email}
          onKeyDown={onStart}
          onFocus={clear('email')}
          onChange={(value) => setCompanyEmail(isCompanyEmail(value, settings?.companyEmailDomains ?? []))}
        />
        <div className="form-check">
          <input
            id={`${formKey}-terms`}
            name="terms"
            type="checkbox"
            required
            defaultChecked={postedValues?.terms !== undefined}
            aria-invalid={shownErrors.terms ? true : undefined}
            aria-describedby={shownErrors.terms ? `${formKey}-last-line` : undefined}
            onClick={clear('terms')}
          />
          <label htmlFor={`${formKey}-terms`}>
            I agree to the <a href={links.terms}>terms of service</a> and the{' '}
            <a href={links.privacy}>privacy policy</a>
          </label>
        </div>
        <SubmitButton
          label={buttonLabel}
          pendingLabel={`Creating your ${site.brandName} account…`}
          pending={status === 'submitting'}
        />
        <p className="form-terms">{site.terms.global_signup_terms}</p>
        <p className="form-message form-message--error" id={`${formKey}-last-line`} role="alert">
          {line}
        </p>
      </Form>
      {showSocialButton && settings ? (
        <div className="signup-form__social">
          <p className="signup-form__or">or sign up with</p>
          <a
            className="button button--outline button--md"
            href={socialJoinUrl(settings.joinUrl, SOCIAL_PROVIDERS.google)}
            onClick={() => track('SIGNUP_ATTEMPT', { formId, formKey, provider: SOCIAL_PROVIDERS.google })}
          >
            <span>Google</span>
          </a>
          <a
            className="button button--outline button--md"
            href={socialJoinUrl(settings.joinUrl, SOCIAL_PROVIDERS.facebook)}
            onClick={() => track('SIGNUP_ATTEMPT', { formId, formKey, provider: SOCIAL_PROVIDERS.facebook })}
          >
            <span>Facebook</span>
          </a>
        </div>
      ) : null}
    </div>
  );
}
