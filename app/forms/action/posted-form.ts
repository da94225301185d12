// A form post as the form action has read and checked it, before the lead flow stores it.
import type { Region } from '../../regions/region';
import type { FormDefinition } from '../definitions';

export interface PostedForm {
  readonly formId: string;
  readonly formKey: string;
  readonly submissionId: string;
  /** What makes the submission idempotent in storage (see idempotencyKey). */
  readonly idempotencyKey: string;
  readonly definition: FormDefinition;
  /** Single values by name; a field posted twice is refused before this exists. */
  readonly fields: ReadonlyMap<string, FormDataEntryValue>;
  readonly region: Region;
  readonly country: string | null;
  readonly pageUrl: string;
  readonly cookie: string | null;
}
