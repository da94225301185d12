// The marketing form container of §2 item 4 and §4 "Marketing form": a loading animation, then the
// form (loaded by id from the first-party definition endpoint), then the thank-you message or the
// error message. If the form is not there within 5 s the content's error message shows (§8). Without
// JavaScript the server renders the form directly (inside <noscript>) and answers a plain post.
// Consultation and download forms follow the §9 redirect rule after success; a consultation's
// thank-you is held back only while a live chat has taken over (use-consultation-thank-you.ts).
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { track } from '../../analytics/analytics';
import { formDefinition, type FormDefinition } from '../definitions';
import type { FormError, FormResult, FormSuccess } from '../form-result';
import { validateSubmission } from '../submission';
import { failureLine } from './failure-line';
import { FormFields, answersOf } from './FormFields';
import { HiddenFields } from './HiddenFields';
import { Spinner } from './Spinner';
import { SUBMIT_BUTTON_CLASS, SubmitButton } from './SubmitButton';
import { FormRouting, useSubmissionId, type FormRouting as Routing } from './use-form';
import { usePageForms } from './FormsContext';
import { useConsultationThankYou } from './use-consultation-thank-you';
import { useDefinition, type LoadedDefinition } from './use-form-definition';
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
/** What a success's data-thank-you says: the thank-you shown, or held back for a live chat. */
const THANK_YOU_STATES = { show: 'shown', suppress: 'live-chat', wait: 'waiting' } as const;
type ChatDecision = keyof typeof THANK_YOU_STATES;

const SUBMIT_LABELS: Record<FormDefinition['kind'], string> = {
  signup: 'Create my account',
  consultation: 'Book my consultation',
  download: 'Send me the guide',
  newsletter: 'Subscribe now',
  live_training_registration: 'Register',
};

/**
 * Where the visitor is with the form; `kind` is what data-form-status says. Until a post succeeds
 * the form is shown as far as its definition has come (`form`: rendered by the server, loading,
 * ready in the browser, or given up on); a success replaces it with the thank-you.
 */
export type MarketingFormState =
  /** Nothing sent yet. */
  | { kind: 'idle'; form: LoadedDefinition }
  /** A post is on its way. */
  | { kind: 'submitting'; form: LoadedDefinition }
  /** The last post failed: the line under the form says why, a validation failure marks fields. */
  | { kind: 'error'; form: LoadedDefinition; failure: FormError }
  /** The last post succeeded: the thank-you is shown, or held back while a live chat decides. */
  | {
      kind: 'success';
      thankYou: (typeof THANK_YOU_STATES)[ChatDecision];
      text: string;
    };

/** The form's state from its latest answer, whether a post is on its way, and its definition. */
export function marketingFormState(
  { result, submitting }: Pick<Routing, 'result' | 'submitting'>,
  form: LoadedDefinition,
  chatDecision: ChatDecision,
  thankYouText: (result: FormSuccess) => string,
): MarketingFormState {
  if (submitting) return { kind: 'submitting', form };
  if (result?.status === 'error') return { kind: 'error', form, failure: result };
  if (result?.status !== 'success') return { kind: 'idle', form };
  // Before the browser runs the form, a server-rendered answer (a plain post) is shown as it is;
  // a consultation's thank-you waits for what the live chat does (§4).
  const thankYou = form.mount === 'server' ? THANK_YOU_STATES.show : THANK_YOU_STATES[chatDecision];
  return { kind: 'success', thankYou, text: thankYouText(result) };
}

/** What every rendering of the form needs: which form, its fields, where it posts and its label. */
interface FormParts {
  definition: FormDefinition;
  formId: string;
  formKey: string;
  /** The prefix of the field ids; each copy of the form adds its own suffix. */
  idPrefix: string;
  action: string;
  label: string;
  hiddenFields: Readonly<Record<string, string>> | undefined;
}

/** The form without JavaScript: inside <noscript>, a plain post answered by the page. */
function StaticForm({
  errors,
  values,
  ...parts
}: FormParts & {
  errors: Readonly<Record<string, string>>;
  values: Readonly<Record<string, string>> | undefined;
}) {
  const { definition, formId, formKey, idPrefix, action, label, hiddenFields } = parts;
  const page = usePageForms();
  return (
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
        <FormFields definition={definition} idPrefix={`${idPrefix}-static`} errors={errors} values={values} />
        <SubmitButton label={label} />
      </form>
    </noscript>
  );
}

/**
 * The loading animation sits on a hidden, disabled copy of the form, so the box already has the
 * form's height and nothing below moves when the form arrives (CLS 0). Without JavaScript the
 * <noscript> form is the form, and the style below hides this box.
 */
function LoadingForm({ definition, idPrefix, label }: FormParts) {
  return (
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
  );
}

interface LiveFormProps extends FormParts {
  Form: Routing['Form'];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submissionId: string;
  talon: string;
  errors: Readonly<Record<string, string>>;
  onFocusField: (field: string) => void;
  pending: boolean;
}

/** The form once the browser has its definition: checked before it posts, posted without a reload. */
function LiveForm({
  Form,
  onSubmit,
  submissionId,
  talon,
  errors,
  onFocusField,
  pending,
  ...parts
}: LiveFormProps) {
  const { definition, formId, formKey, idPrefix, action, label, hiddenFields } = parts;
  return (
    <Form method="post" action={action} noValidate onSubmit={onSubmit} className="form">
      <HiddenFields
        formId={formId}
        formKey={formKey}
        submissionId={submissionId}
        talon={talon}
        js
        extra={hiddenFields}
      />
      <FormFields definition={definition} idPrefix={idPrefix} errors={errors} onFocusField={onFocusField} />
      <SubmitButton label={label} pendingLabel="Sending…" pending={pending} />
    </Form>
  );
}

/** The field messages of the server's answer: a validation failure's, else none. */
function serverFieldErrors(state: MarketingFormState): Readonly<Record<string, string>> {
  return state.kind === 'error' && state.failure.failure === 'validation'
    ? state.failure.fieldErrors
    : NO_ERRORS;
}

type LiveFormHandlers = Pick<LiveFormProps, 'Form' | 'onSubmit' | 'submissionId' | 'errors' | 'onFocusField'>;

/**
 * The form as far as its definition has come, until a success replaces it. Each copy keeps its
 * place, so the one the server rendered and the loading one stay the same elements as it goes on.
 */
function FormArea({
  state,
  parts,
  live,
}: {
  state: MarketingFormState;
  parts: FormParts;
  live: LiveFormHandlers;
}) {
  if (state.kind === 'success') return null;
  const { form } = state;
  return (
    <>
      {form.mount === 'server' ? (
        <StaticForm
          {...parts}
          errors={serverFieldErrors(state)}
          values={state.kind === 'error' ? state.failure.values : undefined}
        />
      ) : null}
      {form.mount === 'server' || form.mount === 'loading' ? <LoadingForm {...parts} /> : null}
      {form.mount === 'ready' ? (
        <LiveForm {...parts} {...live} talon={form.answer.talon} pending={state.kind === 'submitting'} />
      ) : null}
    </>
  );
}

/** Whether the form never arrived: the content's error and the fallback link stand in for it. */
function isUnavailable(state: MarketingFormState): boolean {
  return state.kind !== 'success' && state.form.mount === 'failed';
}

/** The polite status region's content: the thank-you once shown, or the form's load error. */
function StatusMessages({ state, error }: { state: MarketingFormState; error: string }) {
  return (
    <>
      {state.kind === 'success' && state.thankYou === THANK_YOU_STATES.show ? (
        <p className="marketing-form__thank-you">{state.text}</p>
      ) : null}
      {isUnavailable(state) ? <p className="marketing-form__error">{error}</p> : null}
    </>
  );
}

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
  const { Form, action, result, submit, navigate } = routing;
  const definition = formDefinition(formId);
  const loaded = useDefinition(formId);
  const submissionId = useSubmissionId(formKey, result?.status === 'success' ? result.submissionId : '');
  const chatDecision = useConsultationThankYou(result, definition?.kind === 'consultation');
  const state = marketingFormState(routing, loaded, chatDecision, (success) =>
    confirmation ? confirmation(success, loaded.mount === 'server' ? 'session' : 'visitor') : thankYou,
  );
  const { shown: errors, setClientErrors, dismiss: clearField } = useFieldErrors(serverFieldErrors(state));
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
  const parts: FormParts = {
    definition,
    formId,
    formKey,
    idPrefix: `${formKey}-${formId}`,
    action,
    label: submitLabel || SUBMIT_LABELS[definition.kind],
    hiddenFields,
  };

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
      data-state={loaded.mount}
      data-form-status={state.kind}
      data-thank-you={state.kind === 'success' ? state.thankYou : undefined}
    >
      <FormArea
        state={state}
        parts={parts}
        live={{ Form, onSubmit, submissionId, errors, onFocusField: clearField }}
      />
      <div className="marketing-form__status" role="status">
        <StatusMessages state={state} error={error} />
      </div>
      {isUnavailable(state) && fallback ? <div className="marketing-form__fallback">{fallback}</div> : null}
      <p className="form-message form-message--error" role="alert">
        {state.kind === 'error' ? failureLine(state.failure, sendError) : null}
      </p>
    </div>
  );
}
