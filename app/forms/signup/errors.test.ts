import { describe, expect, it } from 'vitest';
import {
  API_SIGNUP_ERROR,
  BOT_CHECK_SIGNUP_ERROR,
  GENERIC_SIGNUP_ERROR,
  lastLineError,
  type LastLineCause,
  type LastLineFlags,
} from './errors';
import { TERMS_REQUIRED_MESSAGE } from './validation';

describe('signup failure texts (§8)', () => {
  it('are the generic text with DP001, DP002 for the bot check and DP003 for the API', () => {
    const text =
      'Sorry, there was a problem creating your account. Please try again or contact support if the issue continues.';
    expect(GENERIC_SIGNUP_ERROR).toBe(`${text} [DP001]`);
    expect(BOT_CHECK_SIGNUP_ERROR).toBe(`${text} [DP002]`);
    expect(API_SIGNUP_ERROR).toBe(`${text} [DP003]`);
  });
});

describe('lastLineError: the first active of terms, bot-check, api, generic', () => {
  const messages: Record<LastLineCause, string> = {
    terms: TERMS_REQUIRED_MESSAGE,
    botCheck: BOT_CHECK_SIGNUP_ERROR,
    api: API_SIGNUP_ERROR,
    generic: GENERIC_SIGNUP_ERROR,
  };

  const cases: [LastLineFlags, LastLineCause | null][] = [
    [{}, null],
    [{ terms: false, botCheck: false, api: false, generic: false }, null],
    [{ terms: true }, 'terms'],
    [{ botCheck: true }, 'botCheck'],
    [{ api: true }, 'api'],
    [{ generic: true }, 'generic'],
    [{ terms: true, botCheck: true, api: true, generic: true }, 'terms'],
    [{ terms: true, generic: true }, 'terms'],
    [{ botCheck: true, api: true, generic: true }, 'botCheck'],
    [{ botCheck: true, generic: true }, 'botCheck'],
    [{ api: true, generic: true }, 'api'],
    [{ terms: false, botCheck: false, api: true, generic: true }, 'api'],
    [{ terms: false, botCheck: false, api: false, generic: true }, 'generic'],
  ];

  it.each(cases)('%j shows %s', (flags, cause) => {
    expect(lastLineError(flags)).toEqual(cause === null ? null : { cause, message: messages[cause] });
  });

  it('shows the terms validation message for the terms entry', () => {
    expect(lastLineError({ terms: true, api: true })?.message).toBe(
      'Please read and accept our legal terms to continue',
    );
  });
});
