// Builds the forms' server data (./form-setup.ts) for a page loader and the definition endpoint.
import { randomUUID } from 'node:crypto';
import { config } from '../../config/index';
import { slotPlaceholder, type ResponseSlot } from '../security/response-slots';
import { formsSecret } from './action/form-secret.server';
import { FORM_DEFINITIONS, formDefinition } from './definitions';
import { checkFormDefinitions } from './definitions.schema';
import type { FormDefinitionAnswer, FormSettings, PageForms } from './form-setup';
import { issueTalon } from './talon.server';

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
// form, and the cache splices a fresh token into every response (security/response-slots.ts).
const TALON_SLOTS: readonly { formId: string; slot: ResponseSlot }[] = FORM_DEFINITIONS.map(
  (form, index) => ({
    formId: form.id,
    slot: {
      // Every token of one form is as long as any other: same id, 13-digit times, 16-byte nonces.
      placeholder: slotPlaceholder(`talon${index}`, issueTalon({ formId: form.id, secret: 'length' }).length),
      fresh: () => issueTalon({ formId: form.id, secret: formsSecret() }),
    },
  }),
);

/** The per-response values a cached page's forms need, for the page cache. */
export const FORM_RESPONSE_SLOTS: readonly ResponseSlot[] = TALON_SLOTS.map(({ slot }) => slot);

export interface PageFormsOptions {
  /** Rendering for the page cache: the tokens are left as slots, filled in per response. */
  readonly forCache?: boolean;
  readonly now?: number;
}

/** Tokens for every form, so any form block on the page works without JavaScript. */
export function pageForms({ forCache = false, now = Date.now() }: PageFormsOptions = {}): PageForms {
  const secret = formsSecret();
  return {
    talons: Object.fromEntries(
      TALON_SLOTS.map(({ formId, slot }) => [
        formId,
        forCache ? slot.placeholder : issueTalon({ formId, secret, now }),
      ]),
    ),
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
