// A newsletter call-to-action band with the copy of the newsletter modal (spec §3 "Modal state").
// Its button opens the newsletter modal (app/modals) once the page is interactive; without
// JavaScript it leads to the contact page with the topic named, and a note under it says so, so
// nobody thinks they have subscribed by clicking. An edited link is followed as it is.
import { isPlainClick } from '../../modals/modal-context';
import {
  NEWSLETTER_CONTACT_NOTE,
  NEWSLETTER_CONTACT_PATH,
  NEWSLETTER_FORM_ID,
  newsletterSubline,
} from '../../modals/newsletter';
import { useNewsletterModal } from '../../modals/NewsletterModal';
import { regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
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
  const site = useSiteState();
  const openNewsletter = useNewsletterModal();
  const hydrated = useHydrated();
  if (!site) return null;
  // Only the default button opens the modal: an edited link is where the editor wants it to go.
  const opensModal = !href && openNewsletter !== null;
  const shownNote = note || (href || (opensModal && hydrated) ? '' : NEWSLETTER_CONTACT_NOTE);
  return (
    <Section theme={theme} className="newsletter-signup">
      <div className="newsletter-signup__inner" data-newsletter-form-id={NEWSLETTER_FORM_ID}>
        <div className="newsletter-signup__copy">
          <h2 className="newsletter-signup__headline">{headline}</h2>
          <p className="newsletter-signup__subline">{newsletterSubline(site, subline)}</p>
        </div>
        <div className="newsletter-signup__action">
          {cta_text ? (
            <a
              className="button button--filled button--lg"
              href={href || regionPath(site.region, NEWSLETTER_CONTACT_PATH)}
              {...(opensModal && hydrated ? { 'aria-haspopup': 'dialog' as const } : {})}
              onClick={(event) => {
                if (!opensModal || !isPlainClick(event)) return;
                event.preventDefault();
                openNewsletter(event.currentTarget);
              }}
            >
              <span>{cta_text}</span>
            </a>
          ) : null}
          {shownNote ? <p className="newsletter-signup__note">{shownNote}</p> : null}
        </div>
      </div>
    </Section>
  );
}
