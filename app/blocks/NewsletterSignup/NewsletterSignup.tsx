// A newsletter call-to-action band with the copy of the newsletter modal (requirements §3 "Modal state").
// Its button is a newsletter link (modals/modal-links.ts): the modal once the page is interactive,
// the region's newsletter page and its form without JavaScript. An edited link is followed as it is.
import { NEWSLETTER_FORM_ID, NEWSLETTER_PAGE_LINK, newsletterSubline } from '../../modals/newsletter';
import { regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { useHydrated } from '../shared/use-hydrated';
import { Section } from '../shared/Section';
import type { NewsletterSignupContent } from './NewsletterSignup.schema';

export { fillSubline } from '../../modals/newsletter';

export function NewsletterSignup({
  headline,
  subline,
  cta_text,
  link: href,
  note,
  theme,
}: NewsletterSignupContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  const hydrated = useHydrated();
  if (!site) return null;
  const target = href || regionPath(site.region, NEWSLETTER_PAGE_LINK);
  const opensModal = hydrated && target.endsWith('#newsletter');
  return (
    <Section theme={theme} className="newsletter-signup" editable={editable}>
      <div className="newsletter-signup__inner" data-newsletter-form-id={NEWSLETTER_FORM_ID}>
        <div className="newsletter-signup__copy">
          <h2 className="newsletter-signup__headline">{headline}</h2>
          <p className="newsletter-signup__subline">{newsletterSubline(site, subline)}</p>
        </div>
        <div className="newsletter-signup__action">
          {cta_text ? (
            <a
              className="button button--filled button--lg"
              href={target}
              {...(opensModal ? { 'aria-haspopup': 'dialog' as const } : {})}
            >
              <span>{cta_text}</span>
            </a>
          ) : null}
          {note ? <p className="newsletter-signup__note">{note}</p> : null}
        </div>
      </div>
    </Section>
  );
}
