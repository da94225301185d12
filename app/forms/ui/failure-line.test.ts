import { describe, expect, it } from 'vitest';
import type { FormError, FormFailure } from '../form-result';
import { failureLine } from './failure-line';

const failed = (failure: FormFailure, message = `server says ${failure}`): FormError => ({
  status: 'error',
  failure,
  message,
  fieldErrors: {},
  formId: '1261',
  formKey: 'newsletter-modal',
  submissionId: 'id',
});

const SEND_ERROR = 'Sorry, your subscription could not be sent. Please try again.';

describe('the line under a marketing form after a failed post', () => {
  it('says the post could not be sent, in the form’s own words, for a refused or failed send', () => {
    for (const failure of ['bot-check', 'generic', 'bad-request', 'unknown-form'] as const) {
      expect(failureLine(failed(failure), SEND_ERROR)).toBe(SEND_ERROR);
    }
  });

  it('uses the server’s message when the form has no words of its own', () => {
    expect(
      failureLine(failed('generic', 'Sorry, the form could not be sent. Please try again.'), undefined),
    ).toBe('Sorry, the form could not be sent. Please try again.');
  });

  it('keeps the specific messages for a flood, a body too large and a lost connection', () => {
    for (const failure of ['rate-limited', 'too-large', 'network'] as const) {
      expect(failureLine(failed(failure), SEND_ERROR)).toBe(`server says ${failure}`);
    }
  });

  it('shows nothing for field messages (they sit by their fields) or when nothing failed', () => {
    expect(failureLine(failed('validation'), SEND_ERROR)).toBeNull();
    expect(failureLine(undefined, SEND_ERROR)).toBeNull();
  });
});
