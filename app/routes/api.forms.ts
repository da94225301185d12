// GET /api/forms/{id}: a marketing form's definition with a fresh bot-check token (§4 "Marketing
// form": the container loads the form, and shows the content's error when it is not there in 5 s).
import { data } from 'react-router';
import type { Route } from './+types/api.forms';
import { formDefinitionAnswer } from '../forms/form-setup.server';

export function loader({ params }: Route.LoaderArgs) {
  const answer = formDefinitionAnswer(params.formId);
  // Each answer carries a token issued now, so it is never cached.
  const headers = { 'Cache-Control': 'no-store' };
  if (!answer) return data({ error: 'Unknown form' }, { status: 404, headers });
  return data(answer, { headers });
}
