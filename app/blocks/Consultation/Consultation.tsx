// The book-a-consultation block (§2 item 2, §3 "Book-a-consultation content"): headline, bullet
// subline, image, customer quote and the consultation marketing form. The content has one set of
// fields per country suffix (headline_us, headline_au, headline_gb, …); the visitor's country
// (ipCountry) chooses the set, falling back to us.
import { HeroHeading } from '../shared/HeroHeading';
import { z } from 'zod';
import { imageSchema } from '../../media/image.schema';
import { ResponsiveImage } from '../../media/Picture';
import { regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import { usePlacement } from '../block-scope';
import type { BlockProps } from '../block';
import { Icon } from '../shared/Icon';
import { optional, optionalText } from '../shared/fields.schema';
import { themeClass } from '../shared/theme';
import { themeField } from '../shared/fields.schema';
import { MarketingFormPlace, MARKETING_FORM_IDS } from '../MarketingForm/MarketingFormPlace';
import { lineList } from '../PricingTable/product-data';
import { QuoteFigure, quoteEntitySchema } from '../Quote/Quote';
import './Consultation.css';

export const CONSULTATION_COUNTRIES = ['us', 'au', 'gb'] as const;
export type ConsultationCountry = (typeof CONSULTATION_COUNTRIES)[number];

/** §9: consultation form 1181 in the us, 2458 elsewhere. */
const FORM_IDS = [MARKETING_FORM_IDS.consultationUs, MARKETING_FORM_IDS.consultation] as const;
const DEFAULT_FORM_ID: Record<ConsultationCountry, (typeof FORM_IDS)[number]> = {
  us: MARKETING_FORM_IDS.consultationUs,
  au: MARKETING_FORM_IDS.consultation,
  gb: MARKETING_FORM_IDS.consultation,
};

/** A Quote entity, as an object or as the one block of a blocks field. */
const quoteField = z.preprocess(
  (value) => (Array.isArray(value) ? (value[0] ?? null) : value),
  quoteEntitySchema.nullable(),
);

const fieldsFor = (country: ConsultationCountry) => ({
  headline: optionalText(`headline_${country}`),
  subline: lineList(`subline_${country}`),
  image: optional(`image_${country}`, imageSchema, null),
  quote: optional(`quote_${country}`, quoteField, null),
  formId: optional(
    `formId_${country}`,
    z
      .union([z.string(), z.number()])
      .transform((value) => String(value).trim())
      .pipe(z.enum(FORM_IDS)),
    DEFAULT_FORM_ID[country],
  ),
});
type CountryFields = ReturnType<typeof fieldsFor>;
type Suffixed<C extends ConsultationCountry> = {
  [K in keyof CountryFields as `${K}_${C}`]: CountryFields[K];
};

function suffixed<C extends ConsultationCountry>(country: C): Suffixed<C> {
  return Object.fromEntries(
    Object.entries(fieldsFor(country)).map(([name, field]) => [`${name}_${country}`, field]),
  ) as Suffixed<C>;
}

export const consultationSchema = z.object({
  ...suffixed('us'),
  ...suffixed('au'),
  ...suffixed('gb'),
  // The us content is every visitor's fallback, so a consultation block needs at least its headline.
  headline_us: z.string().min(1),
  form_headline: optional('form_headline', z.string(), 'Book your consultation'),
  form_intro: optionalText('form_intro'),
  thank_you: optional(
    'thank_you',
    z.string(),
    'Thank you. A product specialist will email you within one business day to find a time.',
  ),
  error: optional(
    'error',
    z.string(),
    'Sorry, the booking form could not load. Please try again, or contact our sales team.',
  ),
  fallback_text: optional('fallback_text', z.string(), 'Contact our sales team'),
  theme: themeField('purple-light'),
});
type ConsultationContent = z.output<typeof consultationSchema>;

/** The visitor's country when the content has a headline for it, otherwise us. */
export function consultationCountry(ipCountry: string, content: ConsultationContent): ConsultationCountry {
  const country = CONSULTATION_COUNTRIES.find((entry) => entry === ipCountry.toLowerCase());
  return country && content[`headline_${country}`] ? country : 'us';
}

export function Consultation(props: ConsultationContent & BlockProps) {
  const site = useSiteState();
  const { isFirst } = usePlacement();
  if (!site) return null;
  const country = consultationCountry(site.ipCountry, props);
  const headline = props[`headline_${country}`];
  const subline = props[`subline_${country}`];
  const image = props[`image_${country}`];
  const quote = props[`quote_${country}`];
  return (
    <section className={`consultation ${themeClass(props.theme)}`} data-country={country}>
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
