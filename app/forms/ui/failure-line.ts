// The line under a marketing form after a post failed. It says what happened to the post: the
// form's own words for a failed send when it has them, else the server's. The form's load error
// ("could not load") is about the form never arriving, and never answers a post.
import type { FormError } from '../form-result';

/**
 * Failures whose server message already says exactly what happened and what to do (wait, shorten,
 * reconnect; a live training that does not exist, has started or has moved).
 */
const SPECIFIC: readonly FormError['failure'][] = [
  'rate-limited',
  'too-large',
  'network',
  'unknown-session',
  'session-closed',
  'session-moved',
  'confirm',
];

export function failureLine(failure: FormError | undefined, sendError: string | undefined): string | null {
  if (!failure || failure.failure === 'validation') return null;
  if (SPECIFIC.includes(failure.failure)) return failure.message;
  return sendError || failure.message;
}
