// The marketing form container of §2 item 4 and §4 "Marketing form": a loading animation, then the
// form (loaded by id from the first-party definition endpoint), then the thank-you message or the
// error message. If the form is not there within 5 s the content's error message shows (§8). Without
// JavaScript the server renders the form directly (inside <noscript>) and answers a plain post.
// Consultation and download forms follow the §9 redirect rule after success; a consultation's
// thank-you is held back only while a live chat has taken over (use-consultation-thank-you.ts).
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { track } from '../../analytics/analytics';
import { formDefinition, type FormDefinition } from '../definitions';
import type { FormResult, FormSuccess } from '../form-result';
import { validateSubmission } from '../submission';
import { failureLine } from './failure-line';
import { FormFields, answersOf } from './FormFields';
import { HiddenFields } from './HiddenFields';
import { Spinner } from './Spinner';
import { SUBMIT_BUTTON_CLASS, SubmitButton } from './SubmitButton';
import { FormRouting, useSubmissionId, type FormRouting as Routing } from './use-form';
import { usePageForms } from './FormsContext';
import { useConsultationThankYou } from './use-consultation-thank-you';
import { useDefinition } from './use-form-definition';
import { useFieldErrors } from './use-field-errors';

export interface MarketingFormViewProps {
  formId: string;
  formKey: string;
  thankYou: string;
  /** Shown when the form does not load (§4: within 5 s). */
  error: string;
  /** Shown when a post of the form fails; the server's message when absent. */
  sendError?: string;
  submitLabel?: string;
  /** Shown when the form cannot load: a link to a page that works. */
  fallback?: ReactNode;
  /** Posted with the form besides its fields (a registration's session), checked by the server. */
  hiddenFields?: Readonly<Record<string, string>>;
  /**
   * The thank-you worded from the server's answer, in place of `thankYou`: 'session' when the
   * server rendered it (no JavaScript), 'visitor' when the browser did and can use its own zone.
   */
  confirmation?: (result: FormSuccess, shownIn: 'session' | 'visitor') => string;
}

const NO_ERRORS: Readonly<Record<string, string>> = {};
/** What a success's data-thank-you says while the thank-you is not shown. */
const THANK_YOU_STATES = { show: 'shown', suppress: 'live-chat', wait: 'waiting' } as const;

const SUBMIT_LABELS: Record<FormDefinition['kind'], string> = {
  signup: 'Create my account',
  consultation: 'Book my consultation',
  download: 'Send me the guide',
  newsletter: 'Subscribe now',
  live_training_registration: 'Register',
};

/** Failures whose server message the visitor needs as it is; the rest show the content's error. */
export function MarketingFormView(props: MarketingFormViewProps) {
  return (
    <FormRouting formId={props.formId} formKey={props.formKey}>
      {(routing) => <MarketingFormBody {...props} routing={routing} />}
    </FormRouting>
  );
}

function MarketingFormBody({
  formId,
  formKey,
  thankYou,
  error,
  sendError,
  submitLabel,
  fallback,
  hiddenFields,
  confirmation,
  routing,
}: MarketingFormViewProps & { routing: Routing }) {
  const { Form, action, result, submitting, submit, navigate } = routing;
  const definition = formDefinition(formId);
  const page = usePageForms();
  const { mount, answer } = useDefinition(formId);
  const submissionId = useSubmissionId(formKey, result?.status === 'success' ? result.submissionId : '');
  const failure = result?.status === 'error' && !submitting ? result : undefined;
  const serverErrors = failure?.failure === 'validation' ? failure.fieldErrors : NO_ERRORS;
  const { shown: errors, setClientErrors, dismiss: clearField } = useFieldErrors(serverErrors);
  const chatDecision = useConsultationThankYou(result, definition?.kind === 'consultation');
  const answered = useRef<FormResult | undefined>(undefined);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!result || answered.current === result || !definition || result.status !== 'success') return;
    answered.current = result;
    const kind = definition.kind;
    track(kind === 'download' ? 'DOWNLOAD_FORM_SUBMITTED' : 'LEAD_SUBMITTED', { formId, formKey });
    if (result.redirect) {
      const { target, delayMs } = result.redirect;
      redirectTimer.current = setTimeout(() => navigate(target), delayMs);
    }
  }, [result, definition, formId, formKey, navigate]);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  if (!definition) return null;
  const idPrefix = `${formKey}-${formId}`;
  const succeeded = result?.status === 'success' && !submitting;
  const status = submitting ? 'submitting' : succeeded ? 'success' : failure ? 'error' : 'idle';
  // Before the browser runs the form, a server-rendered answer (a plain post) is shown as it is;
  // a consultation's thank-you waits for what the live chat does (§4).
  const thankYouShown = succeeded && (mount === 'server' || chatDecision === 'show');
  const failureMessage = failureLine(failure, sendError);
  const thankYouText =
    result?.status === 'success' && confirmation
      ? confirmation(result, mount === 'server' ? 'session' : 'visitor')
      : thankYou;
  const label = submitLabel || SUBMIT_LABELS[definition.kind];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    track('SUBMIT_CLICKED', { formId, formKey });
    const checked = validateSubmission(definition, answersOf(definition, data));
    if (!checked.ok) {
      setClientErrors(checked.fieldErrors);
      return;
    }
    setClientErrors(null);
    submit(data);
  };

  return (
    <div
      className="marketing-form__body"
      data-state={mount}
      data-form-status={status}
      data-thank-you={succeeded ? (thankYouShown ? 'shown' : THANK_YOU_STATES[chatDecision]) : undefined}
    >
      {mount === 'server' && !succeeded ? (
        <noscript>
          <form method="post" action={action} noValidate className="form">
            <HiddenFields
              formId={formId}
              formKey={formKey}
              submissionId={page ? `${page.submissionSeed}.${formKey}` : ''}
              talon={page?.talon ?? ''}
              js={false}
              extra={hiddenFields}
            />
            <FormFields definition={definition} idPrefix={`${idPrefix}-static`} errors={serverErrors} />
            <SubmitButton label={label} />
          </form>
        </noscript>
      ) : null}
      {(mount === 'server' || mount === 'loading') && !succeeded ? (
        // The loading animation sits on a hidden, disabled copy of the form, so the box already has
        // the form's height and nothing below moves when the form arrives (CLS 0). Without
        // JavaScript the <noscript> form above is the form, and the style below hides this box.
        <div className="marketing-form__loading">
          <noscript>
            <style>{'.marketing-form__loading{display:none!important}'}</style>
          </noscript>
          <fieldset className="form marketing-form__placeholder" disabled aria-hidden="true">
            <FormFields definition={definition} idPrefix={`${idPrefix}-placeholder`} errors={{}} standIn />
            <span className={SUBMIT_BUTTON_CLASS}>{label}</span>
          </fieldset>
          <div className="marketing-form__loading-note">
            <Spinner />
            <span>Loading the form…</span>
          </div>
        </div>
      ) : null}
      {mount === 'ready' && answer && !succeeded ? (
        <Form method="post" action={action} noValidate onSubmit={onSubmit} className="form">
          <HiddenFields
            formId={formId}
            formKey={formKey}
            submissionId={submissionId}
            talon={answer.talon}
            js
            extra={hiddenFields}
          />
          <FormFields definition={definition} idPrefix={idPrefix} errors={errors} onFocusField={clearField} />
          <SubmitButton label={label} pendingLabel="Sending…" pending={submitting} />
        </Form>
      ) : null}
      <div className="marketing-form__status" role="status">
        {thankYouShown ? <p className="marketing-form__thank-you">{thankYouText}</p> : null}
        {mount === 'failed' && !succeeded ? <p className="marketing-form__error">{error}</p> : null}
      </div>
      {mount === 'failed' && !succeeded && fallback ? (
        <div className="marketing-form__fallback">{fallback}</div>
      ) : null}
      <p className="form-message form-message--error" role="alert">
        {failureMessage}
      </p>
    </div>
  );
}
