// A newsletter call-to-action band with the copy of the newsletter modal (spec §3 "Modal state").
// The modal and its form (id 1261, §9) come in a later issue; until then the button leads to the
// contact page with the topic named, and a note under it says so, so nobody thinks they have
// subscribed by clicking.
import { z } from 'zod';
import { REGION_LOCALES, regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import type { BlockProps } from '../block';
import { Button } from '../shared/Button';
import { link, optional, optionalText } from '../shared/fields';
import { Section } from '../shared/Section';
import { themeField } from '../shared/theme';
import './NewsletterSignup.css';

/** §9: the newsletter's marketing form. */
export const NEWSLETTER_FORM_ID = '1261';
export const NEWSLETTER_HEADLINE = 'Never miss a beat';
/** §3: `{workplaces}` is the formatted stat, `{product}` the brand name. */
export const NEWSLETTER_SUBLINE =
  'More than {workplaces} workplaces have used {product}. Subscribe to learn why.';
export const NEWSLETTER_CTA = 'Subscribe now';
const CONTACT_PATH = '/contact-sales?topic=newsletter';
const CONTACT_NOTE = 'Opens our contact page: tell us you would like the newsletter.';

export const newsletterSignupSchema = z.object({
  headline: optional('headline', z.string(), NEWSLETTER_HEADLINE),
  subline: optional('subline', z.string(), NEWSLETTER_SUBLINE),
  cta_text: optional('cta_text', z.string(), NEWSLETTER_CTA),
  /** Where the button leads; the region's contact page when unset. */
  link,
  /** A line under the button; with the default link it says where the button leads. */
  note: optionalText('note'),
  theme: themeField('purple'),
});

export function fillSubline(template: string, values: { workplaces: string; product: string }): string {
  return template.replace(/\$?\{workplaces\}/g, values.workplaces).replace(/\$?\{product\}/g, values.product);
}

export function NewsletterSignup({
  headline,
  subline,
  cta_text,
  link: href,
  note,
  theme,
}: z.output<typeof newsletterSignupSchema> & BlockProps) {
  const site = useSiteState();
  if (!site) return null;
  const shownNote = note || (href ? '' : CONTACT_NOTE);
  const text = fillSubline(subline, {
    workplaces: site.stats.workplaces.toLocaleString(REGION_LOCALES[site.region]),
    product: site.brandName,
  });
  return (
    <Section theme={theme} className="newsletter-signup">
      <div className="newsletter-signup__inner" data-newsletter-form-id={NEWSLETTER_FORM_ID}>
        <div className="newsletter-signup__copy">
          <h2 className="newsletter-signup__headline">{headline}</h2>
          <p className="newsletter-signup__subline">{text}</p>
        </div>
        <div className="newsletter-signup__action">
          <Button text={cta_text} href={href || regionPath(site.region, CONTACT_PATH)} size="lg" />
          {shownNote ? <p className="newsletter-signup__note">{shownNote}</p> : null}
        </div>
      </div>
    </Section>
  );
}
