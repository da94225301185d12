// Builds the forms' server data (./form-setup.ts) for a page loader and the definition endpoint.
import { randomUUID } from 'node:crypto';
import { config } from '../../config/index';
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

/** Tokens for every form, so any form block on the page works without JavaScript. */
export function pageForms(now = Date.now()): PageForms {
  const secret = formsSecret();
  return {
    talons: Object.fromEntries(
      FORM_DEFINITIONS.map((form) => [form.id, issueTalon({ formId: form.id, secret, now })]),
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
