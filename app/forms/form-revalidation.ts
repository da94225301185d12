// What a page does with its data after one of its forms was sent (the story and collection routes'
// shouldRevalidate). Reloading it would change no content, and would swap every form's bot-check
// token for one issued that instant: a visitor who sends again within 2 s (after a lost connection,
// an account that already existed) would then be refused as a bot. So the page keeps its data,
// except after a refused token, whose fresh replacement the next try needs.
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { FORM_ID_FIELD, isFormResult } from './form-result';

export function revalidateAfterFormPost({
  formData,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (!formData?.has(FORM_ID_FIELD) || !isFormResult(actionResult)) return defaultShouldRevalidate;
  return actionResult.status === 'error' && actionResult.failure === 'bot-check';
}
