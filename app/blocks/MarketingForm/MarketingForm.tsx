// A marketing form block (§2 item 4): a headline and the form's container, which loads the form by
// id (downloads 2215 and 1008, newsletter 1261, consultation 1181 and 2458); the link to the
// region's contact page shows only when the form cannot load.
import { regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import type { MarketingFormContent } from './MarketingForm.schema';
import { MarketingFormPlace } from './MarketingFormPlace';

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
  anchor,
  uid,
}: MarketingFormContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  if (!site) return null;
  return (
    <Section
      theme={theme}
      headline={headline}
      intro={intro}
      width="narrow"
      className="marketing-form-block"
      id={anchor || undefined}
      editable={editable}
    >
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
