// A form post that never reaches the server (offline, a dropped connection). With JavaScript the
// post goes through the route's clientAction: instead of the route's error page, the form that was
// sent shows a message and keeps what the visitor typed, so they can send it again.
import { FORM_ID_FIELD, FORM_KEY_FIELD, SUBMISSION_ID_FIELD, type FormError } from './form-result';

export const NETWORK_FAILURE_MESSAGE =
  'We could not reach our server, so nothing was sent. Check your connection, then send the form again.';

/** fetch() rejects with a TypeError when no answer arrives at all; any answer is something else. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * Runs the server action; when the network fails, answers the form that was posted with a
 * 'network' failure. Anything else (an answer of any status, a thrown response) is left as it was.
 */
export async function serverActionOrNetworkFailure(
  request: Request,
  serverAction: () => Promise<unknown>,
): Promise<unknown> {
  // Read before sending: the body is consumed by the post itself.
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  try {
    return await serverAction();
  } catch (error) {
    if (!isNetworkFailure(error) || !form) throw error;
    const answer: FormError = {
      status: 'error',
      failure: 'network',
      message: NETWORK_FAILURE_MESSAGE,
      fieldErrors: {},
      formId: field(form, FORM_ID_FIELD),
      formKey: field(form, FORM_KEY_FIELD),
      submissionId: field(form, SUBMISSION_ID_FIELD),
    };
    return answer;
  }
}
