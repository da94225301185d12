// The marketing form's state (one value from its answer, whether it posts, its definition and a
// live chat's decision) and the submit button the site's forms share.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formDefinition } from '../definitions';
import { formError, type FormSuccess } from '../form-result';
import { marketingFormState } from './MarketingFormView';
import { SubmitButton } from './SubmitButton';
import type { LoadedDefinition } from './use-form-definition';

const ids = { formId: '1181', formKey: 'k', submissionId: 's1' };
const success: FormSuccess = { ...ids, status: 'success' };
const rateLimited = formError(ids, 'rate-limited', 'Too many posts');
const server: LoadedDefinition = { mount: 'server' };
const ready: LoadedDefinition = {
  mount: 'ready',
  answer: { definition: formDefinition('1181')!, talon: 't' },
};
const thankYouText = (result: FormSuccess) => `Thanks, ${result.submissionId}`;

describe('marketingFormState', () => {
  it('is idle before anything was sent, and submitting while a post is on its way', () => {
    expect(marketingFormState({ result: undefined, submitting: false }, ready, 'show', thankYouText)).toEqual(
      {
        kind: 'idle',
        form: ready,
      },
    );
    for (const result of [undefined, success, rateLimited]) {
      expect(marketingFormState({ result, submitting: true }, ready, 'show', thankYouText)).toEqual({
        kind: 'submitting',
        form: ready,
      });
    }
  });

  it('keeps the failure of the last post with the form', () => {
    expect(
      marketingFormState({ result: rateLimited, submitting: false }, server, 'show', thankYouText),
    ).toEqual({
      kind: 'error',
      form: server,
      failure: rateLimited,
    });
  });

  it('shows a server-rendered success as it is, and a browser one as the live chat decides', () => {
    const answered = { result: success, submitting: false };
    expect(marketingFormState(answered, server, 'wait', thankYouText)).toEqual({
      kind: 'success',
      thankYou: 'shown',
      text: 'Thanks, s1',
    });
    expect(marketingFormState(answered, ready, 'show', thankYouText)).toMatchObject({ thankYou: 'shown' });
    expect(marketingFormState(answered, ready, 'suppress', thankYouText)).toMatchObject({
      thankYou: 'live-chat',
    });
    expect(marketingFormState(answered, ready, 'wait', thankYouText)).toMatchObject({ thankYou: 'waiting' });
  });
});

describe('SubmitButton', () => {
  it('renders the label, and while pending a spinner, the pending label, busy and disabled', () => {
    expect(renderToStaticMarkup(<SubmitButton label="Register" />)).toBe(
      '<button type="submit" class="button button--filled button--lg form-submit"><span>Register</span></button>',
    );
    expect(renderToStaticMarkup(<SubmitButton label="Register" pendingLabel="Sending…" pending />)).toBe(
      '<button type="submit" class="button button--filled button--lg form-submit" aria-busy="true" disabled="">' +
        '<span class="form-spinner" aria-hidden="true"></span><span>Sending…</span></button>',
    );
  });
});
