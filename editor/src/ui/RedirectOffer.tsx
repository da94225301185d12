// The redirect a move suggests, offered once the rules have been checked (api/redirects.ts): added
// on request, with the rules that led to the old address led on to the new one; or not offered,
// with the reason, when a rule already sends visitors away from the new address.
import { useEffect, useRef, useState } from 'react';
import type { RedirectSuggestion } from '../api/client';
import { addRedirect, checkRedirect, type RedirectPlan, type Retarget } from '../api/redirects';
import { Alert, DialogActions, useFailure } from './DialogParts';

type Step =
  | { step: 'checking' }
  | { step: 'offered'; plan: RedirectPlan }
  | { step: 'adding'; plan: RedirectPlan }
  | { step: 'done'; plan: RedirectPlan };

function retargetNote(retarget: Retarget, done: boolean): string {
  return done
    ? `The rule from ${retarget.from} now sends visitors to ${retarget.next} (it sent them to ${retarget.to}), so there is no chain of redirects.`
    : `The rule from ${retarget.from} to ${retarget.to} will send visitors to ${retarget.next} instead, so there is no chain of redirects.`;
}

/** What the plan came to, as the status says it. */
function outcome(plan: RedirectPlan, added: boolean): string {
  const { from, to } = plan.redirect;
  if (plan.kind === 'exists') return `The redirects already send ${from} to ${to}.`;
  if (plan.kind === 'refused') return `No redirect is added. ${plan.reason}`;
  if (!added) return '';
  return [
    `Redirect from ${from} to ${to} added and published.`,
    ...plan.retargets.map((item) => retargetNote(item, true)),
  ].join(' ');
}

export function RedirectOffer({
  redirect,
  pages,
  done,
  note,
  onClose,
  onUnauthorised,
}: {
  redirect: RedirectSuggestion;
  /** The site paths of the pages now at the new address (a folder's moved stories). */
  pages?: readonly string[];
  /** What the move did, said first. */
  done: string;
  /** Why a redirect may matter here. */
  note: string;
  onClose: () => void;
  onUnauthorised: () => void;
}) {
  const [state, setState] = useState<Step>({ step: 'checking' });
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => doneRef.current?.focus(), []);
  const [error, setError, fail] = useFailure(onUnauthorised);

  useEffect(() => {
    let current = true;
    checkRedirect(redirect, pages).then(
      (plan) => current && setState({ step: 'offered', plan }),
      (caught: unknown) => current && fail(caught, 'The redirects could not be read.'),
    );
    return () => {
      current = false;
    };
  }, [redirect, pages, fail]);

  async function accept(plan: RedirectPlan) {
    setState({ step: 'adding', plan });
    setError(null);
    try {
      setState({ step: 'done', plan: await addRedirect(redirect, pages) });
    } catch (caught) {
      setState({ step: 'offered', plan });
      fail(caught, 'The redirect could not be added.');
    }
  }

  const offering = (state.step === 'offered' || state.step === 'adding') && state.plan.kind === 'add';
  const status =
    state.step === 'checking'
      ? error
        ? ''
        : 'Checking the redirects…'
      : outcome(state.plan, state.step === 'done');
  return (
    <div className="dialog-form">
      {/* It replaces the form whose button had the focus: the focus starts at what was done. */}
      <p ref={doneRef} tabIndex={-1}>
        {done}
      </p>
      {offering ? (
        <>
          <p>{note}</p>
          {state.plan.kind === 'add'
            ? state.plan.retargets.map((item) => <p key={item.index}>{retargetNote(item, false)}</p>)
            : null}
          <DialogActions
            action={{
              label: `Add a redirect from ${redirect.from} to ${redirect.to}`,
              busyLabel: 'Adding the redirect…',
              busy: state.step === 'adding',
              onAct: () => void accept(state.plan),
            }}
            cancel={{ label: 'No redirect', onCancel: onClose }}
          />
        </>
      ) : null}
      <p role="status" className="status">
        {status}
      </p>
      <Alert message={error} />
      {offering ? null : <DialogActions cancel={{ label: 'Close', onCancel: onClose, tone: 'primary' }} />}
    </div>
  );
}
