// The content of a marketing form block: the §9 form, its copy and messages (MarketingForm.tsx renders it).
import { z } from 'zod';
import { anchorField, link, optional, optionalText, required, themeField } from '../shared/fields.schema';
import { MARKETING_FORM_BLOCK_IDS } from '../../forms/definitions';

/** A §9 marketing form id, sent as a number or a string; anything else warns and gives `fallback`. */
export const marketingFormIdField = (
  label: string,
  ids: readonly [string, ...string[]],
  fallback: string | null,
) =>
  required(
    label,
    z
      .union([z.string(), z.number()])
      .transform((value) => String(value).trim())
      .pipe(z.enum(ids))
      .nullable(),
    fallback,
  );

export const marketingFormSchema = z.object({
  form_id: marketingFormIdField('form_id', MARKETING_FORM_BLOCK_IDS, null),
  headline: optionalText('headline'),
  intro: optionalText('intro'),
  form_headline: optionalText('form_headline'),
  form_intro: optionalText('form_intro'),
  thank_you: optional('thank_you', z.string(), 'Thank you. We will be in touch within one business day.'),
  error: optional(
    'error',
    z.string(),
    'Sorry, the form could not load. Please try again, or use the link below to contact us.',
  ),
  fallback_text: optional('fallback_text', z.string(), 'Contact our sales team'),
  /** Defaults to the region's /contact-sales page. */
  fallback_link: link,
  theme: themeField('grey'),
  anchor: anchorField,
});
export type MarketingFormContent = z.output<typeof marketingFormSchema>;

export default marketingFormSchema;
