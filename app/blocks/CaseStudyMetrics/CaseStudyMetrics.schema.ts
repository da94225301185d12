// The content of a case study's results block (CaseStudyMetrics.tsx renders it).
import { z } from 'zod';
import { withHint } from '../shared/storyblok-hints';
import { quoteEntitySchema } from '../Quote/Quote.schema';
import { items, link, optional, optionalText, text, themeField } from '../shared/fields.schema';

const metricSchema = z.object({
  _uid: z.string().catch(''),
  value: z.string().trim().min(1),
  label: text('label'),
});

/** A quote given inline, or as a one-item list of nested blocks (how block fields arrive). */
const quoteField = withHint(
  optional(
    'quote',
    z.union([
      quoteEntitySchema,
      z
        .array(quoteEntitySchema)
        .min(1)
        .transform((list) => list[0] ?? null),
    ]),
    null,
  ),
  { type: 'bloks', components: ['quote'], maximum: 1 },
);

export const caseStudyMetricsSchema = z.object({
  headline: optionalText('headline'),
  company: optionalText('company'),
  intro: optionalText('intro'),
  metrics: items('metrics', metricSchema, 'metric'),
  quote: quoteField,
  link,
  link_text: optional('link_text', z.string(), 'Read the full story'),
  theme: themeField('azure'),
});
export type CaseStudyMetricsContent = z.output<typeof caseStudyMetricsSchema>;

export default caseStudyMetricsSchema;
