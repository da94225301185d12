// A marketing form block (§2 item 4): a headline and the form's container, which loads the form by
// id (downloads 2215 and 1008, newsletter 1261, consultation 1181 and 2458); the link to the
// region's contact page shows only when the form cannot load.
import { z } from 'zod';
import { regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import type { BlockProps } from '../block';
import { link, optional, optionalText, required } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import { KNOWN_FORM_IDS, MarketingFormPlace } from './MarketingFormPlace';

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
  form_id: marketingFormIdField('form_id', KNOWN_FORM_IDS, null),
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
});

export function MarketingForm({
  form_id,
  headline,
  intro,
  form_headline,
  form_intro,
  thank_you,
  error,
  fallback_text,
  fallback_link,
  theme,
  uid,
}: z.output<typeof marketingFormSchema> & BlockProps) {
  const site = useSiteState();
  if (!site) return null;
  return (
    <Section theme={theme} headline={headline} intro={intro} width="narrow" className="marketing-form-block">
      <MarketingFormPlace
        formId={form_id}
        formKey={uid}
        headline={form_headline}
        intro={form_intro}
        thankYou={thank_you}
        error={error}
        errorAddress={site.messageAddresses.marketingFormError}
        fallbackText={fallback_text}
        fallbackHref={fallback_link || regionPath(site.region, '/contact-sales')}
      />
    </Section>
  );
}
