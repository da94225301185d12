// Builds the forms' server data (./form-setup.ts) for a page loader and the definition endpoint.
import { randomUUID } from 'node:crypto';
import { config } from '../../config/index';
import { slotPlaceholder, type ResponseSlots } from '../security/response-slots';
import { formsSecret } from './action/form-secret.server';
import { FORM_DEFINITIONS, formDefinition } from './definitions';
import { checkFormDefinitions } from './definitions.schema';
import type { FormDefinitionAnswer, FormSettings, PageForms } from './form-setup';
import { ANY_FORM, issueTalon } from './talon.server';

// A broken definition stops the server here rather than failing a visitor's post.
checkFormDefinitions(FORM_DEFINITIONS);

export function formSettings(): FormSettings {
  const forms = config().forms;
  return {
    joinUrl: forms.joinUrl,
    loginUrl: forms.loginUrl,
    companyEmailDomains: forms.companyEmailDomains,
    prefillOrigins: forms.prefillOrigins,
  };
}

// A page the cache keeps is shown to many visitors, each of whom must get a token of their own,
// issued when their copy is sent: else the 2 s fill-time check would count from the page's render,
// and a page served stale for a day would carry an expired token. Such a page carries the token's
// slot, and the cache splices a fresh token into every response (security/response-slots.ts). One
// token serves every form on the page (ANY_FORM), so a response costs one signature.
const issuePageTalon = (secret: string, now?: number) => issueTalon({ formId: ANY_FORM, secret, now });

/** The per-response value of a cached page's forms (their token), for the page cache. */
export const FORM_RESPONSE_SLOTS: ResponseSlots = {
  // Every page token is as long as any other: the same form id, 13-digit times, 16-byte nonces.
  placeholders: [slotPlaceholder('talon', issuePageTalon('length').length)],
  fresh: () => [issuePageTalon(formsSecret())],
};

export interface PageFormsOptions {
  /** Rendering for the page cache: the token is left as a slot, filled in per response. */
  readonly forCache?: boolean;
  readonly now?: number;
}

/** The page's token, so any form block on it works without JavaScript. */
export function pageForms({ forCache = false, now = Date.now() }: PageFormsOptions = {}): PageForms {
  return {
    talon: forCache ? (FORM_RESPONSE_SLOTS.placeholders[0] ?? '') : issuePageTalon(formsSecret(), now),
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
