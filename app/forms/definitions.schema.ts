// The rules every marketing form definition (./definitions.ts) must keep. The server checks the
// definitions when it starts (form-setup.server.ts), and so does every test run.
import { z } from 'zod';
import { FORM_KINDS, type FormDefinition } from './definitions';

/** Kinds whose success runs the §9 redirect rule (consultation-redirect.ts) on employees and country. */
const REDIRECT_RULE_KINDS: ReadonlySet<string> = new Set(['consultation', 'download']);

const fieldBase = {
  name: z.string().regex(/^[a-z][A-Za-z0-9]{0,39}$/),
  label: z.string().min(1),
  required: z.boolean(),
  requiredMessage: z.string().min(1).optional(),
};

const fieldSchema = z.discriminatedUnion('type', [
  z.strictObject({
    ...fieldBase,
    type: z.enum(['text', 'email', 'tel']),
    maxLength: z.number().int().positive(),
    autocomplete: z.string().min(1),
  }),
  z.strictObject({ ...fieldBase, type: z.literal('textarea'), maxLength: z.number().int().positive() }),
  z.strictObject({
    ...fieldBase,
    type: z.literal('select'),
    options: z.array(z.string().min(1)).min(1),
    autocomplete: z.string().min(1),
  }),
  z.strictObject({ ...fieldBase, type: z.literal('checkbox') }),
]);

const definitionSchema = z
  .strictObject({
    id: z.string().regex(/^[0-9]+$/),
    kind: z.enum(FORM_KINDS),
    fields: z.array(fieldSchema).min(1),
    redirectRule: z.boolean(),
  })
  .refine((form) => form.redirectRule === REDIRECT_RULE_KINDS.has(form.kind), {
    error: 'redirectRule is true exactly for consultation and download forms',
  })
  .refine((form) => new Set(form.fields.map((field) => field.name)).size === form.fields.length, {
    error: 'field names are unique within a form',
  })
  .refine(
    (form) =>
      !form.redirectRule || ['employees', 'country'].every((n) => form.fields.some((f) => f.name === n)),
    { error: 'a form under the redirect rule asks for employees and country' },
  );

const definitionsSchema = z
  .array(definitionSchema)
  .refine((forms) => new Set(forms.map((form) => form.id)).size === forms.length, {
    error: 'form ids are unique',
  });

/** Throws, naming every broken rule, when a definition breaks one. */
export function checkFormDefinitions(definitions: readonly FormDefinition[]): void {
  const checked = definitionsSchema.safeParse(definitions);
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Broken form definitions: ${problems.join('; ')}`);
  }
}
