// Builds the forms' server data (./form-setup.ts) for a page loader and the definition endpoint.
import { randomUUID } from 'node:crypto';
import { config } from '../../config/index';
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

// A page the cache keeps is one rendering for every visitor, and may be kept by nginx or a CDN too:
// it carries no token. The browser fetches one of its own from the definition endpoint once the
// form is on screen (ui/use-form.tsx), so the 2 s fill-time check counts from then. A post without
// JavaScript has no token: the answer is the form again, for this visitor alone, with their answers
// and a token of its own, and a second press sends it (docs/forms.md, "Without JavaScript").
// A page rendered for one visitor carries one token that serves every form on it (ANY_FORM).
export interface PageFormsOptions {
  /** Rendering for the page cache, shared by every visitor: no token. */
  readonly shared?: boolean;
  readonly now?: number;
}

/** The page's token, so any form block on it works without JavaScript. */
export function pageForms({ shared = false, now = Date.now() }: PageFormsOptions = {}): PageForms {
  return {
    talon: shared ? '' : issueTalon({ formId: ANY_FORM, secret: formsSecret(), now }),
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
