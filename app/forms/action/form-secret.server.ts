// The secret that signs the forms' bot-check tokens: FORMS_SECRET, else one random secret for the
// life of the process (tokens issued before a restart then fail as 'bad-signature', and the visitor
// reloads the form). Memoised here so every module signs and checks with the same one.
import { randomBytes } from 'node:crypto';
import { config } from '../../../config/index';

let processSecret: string | undefined;

export function formsSecret(): string {
  const configured = config().forms.secret;
  if (configured) return configured;
  processSecret ??= randomBytes(32).toString('base64url');
  return processSecret;
}
