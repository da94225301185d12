// What the browser forms need from the server besides their content: a signed bot-check token for
// the page's forms, a seed for submission ids of server-rendered forms, and the settings of the site's
// configuration they use (join and login addresses, company domains, prefill origins). Page
// loaders hand it to the blocks through FormsProvider (ui/FormsContext.tsx); the definition
// endpoint (routes/api.forms.ts) answers the same for forms that load later, such as modals.
import type { FormDefinition } from './definitions';

export interface FormSettings {
  /** The product's join endpoint; social buttons add ?provider=GG|FB. */
  readonly joinUrl: string;
  /** Where a visitor who already has an account logs in. */
  readonly loginUrl: string;
  readonly companyEmailDomains: readonly string[];
  /** Origins whose data-transfer page may prefill the forms (§7). */
  readonly prefillOrigins: readonly string[];
}

export interface PageForms {
  /** The signed token every form on the page posts, issued when the page was sent. */
  readonly talon: string;
  /** Server-rendered forms post `${submissionSeed}.${formKey}` until the browser makes its own id. */
  readonly submissionSeed: string;
  readonly settings: FormSettings;
}

/** The definition endpoint's answer: GET /api/forms/{id}. */
export interface FormDefinitionAnswer {
  readonly definition: FormDefinition;
  readonly talon: string;
  readonly settings: FormSettings;
}

export const FORM_DEFINITION_PATH = '/api/forms';

export function formDefinitionUrl(formId: string): string {
  return `${FORM_DEFINITION_PATH}/${encodeURIComponent(formId)}`;
}
