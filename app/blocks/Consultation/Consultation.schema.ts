// The content of the book-a-consultation block: one set of fields per country suffix, and the
// form's copy (Consultation.tsx renders it).
import { z } from 'zod';
import { withHint } from '../shared/storyblok-hints';
import { FORM_IDS } from '../../forms/definitions';
import { imageSchema } from '../../media/image.schema';
import { optional, optionalText, themeField } from '../shared/fields.schema';
import { lineList } from '../PricingTable/product-data.schema';
import { quoteEntitySchema } from '../Quote/Quote.schema';
import type { ConsultationCountry } from './Consultation.options';

/** §9: consultation form 1181 in the us, 2458 elsewhere. */
const CONSULTATION_FORM_IDS = [FORM_IDS.consultationUs, FORM_IDS.consultationOther] as const;
const DEFAULT_FORM_ID: Record<ConsultationCountry, (typeof CONSULTATION_FORM_IDS)[number]> = {
  us: FORM_IDS.consultationUs,
  au: FORM_IDS.consultationOther,
  gb: FORM_IDS.consultationOther,
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
  quote: withHint(optional(`quote_${country}`, quoteField, null), {
    type: 'bloks',
    components: ['quote'],
    maximum: 1,
  }),
  formId: optional(
    `formId_${country}`,
    z
      .union([z.string(), z.number()])
      .transform((value) => String(value).trim())
      .pipe(z.enum(CONSULTATION_FORM_IDS)),
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
export type ConsultationContent = z.output<typeof consultationSchema>;

export default consultationSchema;
