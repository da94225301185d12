// The book-a-consultation block (§2 item 2, §3 "Book-a-consultation content"): headline, bullet
// subline, image, customer quote and the consultation marketing form. The content has one set of
// fields per country suffix (headline_us, headline_au, headline_gb, …); the visitor's country
// (ipCountry) chooses the set, falling back to us.
import { HeroHeading } from '../shared/HeroHeading';
import { ResponsiveImage } from '../../media/Picture';
import { regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { useBlockEditable, usePlacement } from '../block-scope';
import type { BlockProps } from '../block';
import { Icon } from '../shared/Icon';
import { themeClass } from '../shared/theme';
import { MarketingFormPlace } from '../MarketingForm/MarketingFormPlace';
import { QuoteFigure } from '../Quote/Quote';
import type { ConsultationContent } from './Consultation.schema';
import { CONSULTATION_COUNTRIES, type ConsultationCountry } from './Consultation.options';

/** The visitor's country when the content has a headline for it, otherwise us. */
export function consultationCountry(ipCountry: string, content: ConsultationContent): ConsultationCountry {
  const country = CONSULTATION_COUNTRIES.find((entry) => entry === ipCountry.toLowerCase());
  return country && content[`headline_${country}`] ? country : 'us';
}

export function Consultation(props: ConsultationContent & BlockProps) {
  const editable = useBlockEditable();
  const site = useSiteState();
  const { isFirst } = usePlacement();
  if (!site) return null;
  const country = consultationCountry(site.ipCountry, props);
  const headline = props[`headline_${country}`];
  const subline = props[`subline_${country}`];
  const image = props[`image_${country}`];
  const quote = props[`quote_${country}`];
  return (
    <section className={`consultation ${themeClass(props.theme)}`} data-country={country} {...editable}>
      <div className="container consultation__inner">
        <div className="consultation__copy">
          {/* An h2 under the page's title: StoryView gives the h1 to pages that open with a hero. */}
          <HeroHeading className="consultation__headline">{headline}</HeroHeading>
          {subline.length > 0 ? (
            <ul className="consultation__points">
              {subline.map((line) => (
                <li key={line}>
                  <Icon name="check" size={22} />
                  <span>{line}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="consultation__form">
          <MarketingFormPlace
            formId={props[`formId_${country}`]}
            formKey={props.uid}
            headline={props.form_headline}
            intro={props.form_intro}
            thankYou={props.thank_you}
            error={props.error}
            thankYouAddress={site.messageAddresses.consultationThankYou}
            errorAddress={site.messageAddresses.consultationError}
            fallbackText={props.fallback_text}
            fallbackHref={regionPath(site.region, '/contact-sales')}
          />
        </div>
        {image || quote ? (
          <div className="consultation__media">
            {image ? (
              <ResponsiveImage
                className="consultation__image"
                image={image}
                sizes="(max-width: 991px) 100vw, 55vw"
                priority={isFirst}
              />
            ) : null}
            {quote ? <QuoteFigure {...quote} /> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
