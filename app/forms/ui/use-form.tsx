// The browser side every form shares: where it posts, its submission id, its token and settings,
// and the result meant for it (from its fetcher with JavaScript, from the page's action data after
// a plain post without).
import {
  useContext,
  useId,
  useEffect,
  useState,
  type ComponentType,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import {
  UNSAFE_DataRouterContext,
  useActionData,
  useFetcher,
  useLocation,
  useMatches,
  useNavigate,
} from 'react-router';
import { formDefinitionUrl, type FormDefinitionAnswer, type FormSettings } from '../form-setup';
import { isFormResult, resultFor, type FormResult } from '../form-result';
import { useHydrated } from '../../blocks/shared/use-hydrated';
import { TALON_PLACEHOLDER } from '../talon-fields';
import { usePageForms } from './FormsContext';

/** The page's own URL as a form action: the leaf route's path; the home index route needs ?index. */
function usePageAction(): string {
  const matches = useMatches();
  const path = matches.at(-1)?.pathname ?? '/';
  return path === '/' ? '/?index' : path.replace(/\/+$/, '');
}

// One UUID per form instance and generation, made the first time it is asked for in the browser.
const browserIds = new Map<string, string>();

function browserSubmissionId(key: string): string {
  let id = browserIds.get(key);
  if (!id) {
    id = crypto.randomUUID();
    browserIds.set(key, id);
  }
  return id;
}

/**
 * The id that makes a submission idempotent. A server-rendered form carries one derived from the
 * page's seed (so a post without JavaScript has one); once the browser runs the form it uses a
 * random UUID, and a new one after each success (`generation` is the last success's id), while a
 * retry after a failure keeps the same id.
 */
export function useSubmissionId(formKey: string, generation: string): string {
  const seed = usePageForms()?.submissionSeed;
  const instance = useId();
  const hydrated = useHydrated();
  if (!hydrated) return seed ? `${seed}.${formKey}` : '';
  return browserSubmissionId(`${instance}:${generation}`);
}

/** Fetches a form's definition with a fresh token: GET /api/forms/{id}. */
export async function fetchFormDefinition(
  formId: string,
  signal?: AbortSignal,
): Promise<FormDefinitionAnswer> {
  const response = await fetch(formDefinitionUrl(formId), {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The form ${formId} did not load (${response.status})`);
  return (await response.json()) as FormDefinitionAnswer;
}

/**
 * A form's token and settings: from the page when it was rendered for this visitor, otherwise (a
 * modal, or any page from the shared cache) fetched from the definition endpoint once mounted.
 */
export function useFormTokens(
  formId: string,
  /** The form's last answer: a refused token is replaced before the next try. */
  lastResult?: FormResult,
): {
  talon: string;
  settings: FormSettings | undefined;
  failed: boolean;
} {
  const page = usePageForms();
  const pageTalon = page?.talon;
  const [fetched, setFetched] = useState<FormDefinitionAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const refusal = lastResult?.status === 'error' && lastResult.failure === 'bot-check' ? lastResult : null;
  useEffect(() => {
    if (pageTalon) return;
    const controller = new AbortController();
    fetchFormDefinition(formId, controller.signal).then(setFetched, (error: unknown) => {
      if (!controller.signal.aborted) {
        console.warn(error);
        setFailed(true);
      }
    });
    return () => controller.abort();
    // `refusal` is here to fetch again after each refused token (a page's own token is renewed by
    // reloading the page's data instead: ../form-revalidation.ts).
  }, [formId, pageTalon, refusal]);
  return {
    // A page from the shared cache has no token ('' : every visitor gets the same bytes).
    talon: pageTalon || fetched?.talon || TALON_PLACEHOLDER,
    settings: page?.settings ?? fetched?.settings,
    failed,
  };
}

type FormTag = ComponentType<FormHTMLAttributes<HTMLFormElement>>;

/** How a form posts and hears back: the page's fetcher with a data router, a plain form without. */
export interface FormRouting {
  Form: FormTag | 'form';
  /** The page's own URL; the home index route needs ?index. */
  action: string;
  /** The answer meant for this form, if any. */
  result: FormResult | undefined;
  submitting: boolean;
  submit: (data: FormData) => void;
  navigate: (to: string) => void;
}

interface FormRoutingProps {
  formId: string;
  formKey: string;
  children: (routing: FormRouting) => ReactNode;
}

function LiveRouting({ formId, formKey, children }: FormRoutingProps) {
  const fetcher = useFetcher<FormResult>({ key: `form:${formId}:${formKey}` });
  const actionData = useActionData();
  const action = usePageAction();
  const navigate = useNavigate();
  const fromFetcher = isFormResult(fetcher.data) ? fetcher.data : undefined;
  return children({
    Form: fetcher.Form as unknown as FormTag,
    action,
    result: fromFetcher ?? resultFor(actionData, formId, formKey),
    submitting: fetcher.state !== 'idle',
    submit: (data) => void fetcher.submit(data, { method: 'post', action }),
    navigate: (to) => void navigate(to),
  });
}

/** Outside a data router (a block rendered on its own): a plain form that posts to the page. */
function PlainRouting({ children }: FormRoutingProps) {
  const { pathname } = useLocation();
  return children({
    Form: 'form',
    action: pathname,
    result: undefined,
    submitting: false,
    submit: () => undefined,
    navigate: (to) => window.location.assign(to),
  });
}

export function FormRouting(props: FormRoutingProps) {
  return useContext(UNSAFE_DataRouterContext) ? <LiveRouting {...props} /> : <PlainRouting {...props} />;
}
