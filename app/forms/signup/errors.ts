// Signup failure texts (requirements §8) and the rule for the single error line under the form: it shows
// the first active of terms, bot-check, api, generic (§8, last-line rule).
import { TERMS_REQUIRED_MESSAGE } from './validation';

export const SIGNUP_FAILURE_CODES = { generic: 'DP001', botCheck: 'DP002', api: 'DP003' } as const;
export type SignupFailureKind = keyof typeof SIGNUP_FAILURE_CODES;
export type SignupFailureCode = (typeof SIGNUP_FAILURE_CODES)[SignupFailureKind];

export function signupFailureMessage(kind: SignupFailureKind): string {
  return `Sorry, there was a problem creating your account. Please try again or contact support if the issue continues. [${SIGNUP_FAILURE_CODES[kind]}]`;
}

export const GENERIC_SIGNUP_ERROR = signupFailureMessage('generic');
export const BOT_CHECK_SIGNUP_ERROR = signupFailureMessage('botCheck');
export const API_SIGNUP_ERROR = signupFailureMessage('api');

export type LastLineCause = 'terms' | SignupFailureKind;

/** Which failures are active now; an absent entry is not active. */
export type LastLineFlags = Partial<Record<LastLineCause, boolean>>;

export interface LastLineError {
  cause: LastLineCause;
  message: string;
}

/** The §8 order, first wins. */
export const LAST_LINE_ORDER: readonly LastLineCause[] = ['terms', 'botCheck', 'api', 'generic'];

// The terms entry repeats the terms validation message: an unticked box is the one field error
// that sits next to the button, so the last line names it rather than a server failure code.
const LAST_LINE_MESSAGES: Record<LastLineCause, string> = {
  terms: TERMS_REQUIRED_MESSAGE,
  botCheck: BOT_CHECK_SIGNUP_ERROR,
  api: API_SIGNUP_ERROR,
  generic: GENERIC_SIGNUP_ERROR,
};

/** The error to show on the form's last line, or null when nothing is active. */
export function lastLineError(flags: LastLineFlags): LastLineError | null {
  const cause = LAST_LINE_ORDER.find((candidate) => flags[candidate] === true);
  return cause === undefined ? null : { cause, message: LAST_LINE_MESSAGES[cause] };
}
