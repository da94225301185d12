// Builds the forms' server data (./form-setup.ts) for a page loader and the definition endpoint.
import { randomUUID } from 'node:crypto';
import { config } from '../../config/index';
import { slotPlaceholder, type ResponseSlots } from '../security/response-slots';
import { formsSecret } from './action/form-secret.server';
import { FORM_DEFINITIONS, formDefinition } from './definitions';
import { checkFormDefinitions } from './definitions.schema';
import type { FormDefinitionAnswer, FormSettings, PageForms } from './form-setup';
import { issueTalon, issueTalons } from './talon.server';

// A broken definition stops the server here rather than failing a visitor's post.
checkFormDefinitions(FORM_DEFINITIONS);

export function formSettings(): FormSettings {
  const forms = config().forms;
  return {
    joinUrl: forms.joinUrl,
    loginUrl: new URL('/login', forms.joinUrl).toString(),
    companyEmailDomains: forms.companyEmailDomains,
    prefillOrigins: forms.prefillOrigins,
  };
}

// A page the cache keeps is shown to many visitors, each of whom must get a token of their own,
// issued when their copy is sent: else the 2 s fill-time check would count from the page's render,
// and a page served stale for a day would carry expired tokens. Such a page carries one slot per
// form, and the cache splices fresh tokens into every response (security/response-slots.ts).
const FORM_IDS = FORM_DEFINITIONS.map((form) => form.id);

/** The per-response values of a cached page's forms (their tokens), for the page cache. */
export const FORM_RESPONSE_SLOTS: ResponseSlots = {
  // Every token of one form is as long as any other: same id, 13-digit times, 16-byte nonces.
  placeholders: issueTalons({ formIds: FORM_IDS, secret: 'length' }).map((token, index) =>
    slotPlaceholder(`talon${index}`, token.length),
  ),
  fresh: () => issueTalons({ formIds: FORM_IDS, secret: formsSecret() }),
};

export interface PageFormsOptions {
  /** Rendering for the page cache: the tokens are left as slots, filled in per response. */
  readonly forCache?: boolean;
  readonly now?: number;
}

/** Tokens for every form, so any form block on the page works without JavaScript. */
export function pageForms({ forCache = false, now = Date.now() }: PageFormsOptions = {}): PageForms {
  const tokens = forCache
    ? FORM_RESPONSE_SLOTS.placeholders
    : issueTalons({ formIds: FORM_IDS, secret: formsSecret(), now });
  return {
    talons: Object.fromEntries(FORM_IDS.map((formId, index) => [formId, tokens[index] ?? ''])),
    submissionSeed: randomUUID(),
    settings: formSettings(),
  };
}

export function formDefinitionAnswer(formId: string): FormDefinitionAnswer | undefined {
  const definition = formDefinition(formId);
  if (!definition) return undefined;
  return {
    definition,
    talon: issueTalon({ formId: definition.id, secret: formsSecret() }),
    settings: formSettings(),
  };
}
