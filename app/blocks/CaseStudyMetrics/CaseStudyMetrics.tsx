// The results of one customer's case study: company, headline, a row of metrics (value + label)
// and optionally the customer's own words (a Quote entity, spec §3) and a link to the full story.
import { z } from 'zod';
import type { BlockProps } from '../block';
import { QuoteFigure, quoteEntitySchema } from '../Quote/Quote';
import { items, link, optional, optionalText, text } from '../shared/fields.schema';
import { Section } from '../shared/Section';
import { themeField } from '../shared/fields.schema';
import './CaseStudyMetrics.css';

const metricSchema = z.object({
  _uid: z.string().catch(''),
  value: z.string().trim().min(1),
  label: text('label'),
});

/** A quote given inline, or as a one-item list of nested blocks (how block fields arrive). */
const quoteField = optional(
  'quote',
  z.union([
    quoteEntitySchema,
    z
      .array(quoteEntitySchema)
      .min(1)
      .transform((list) => list[0] ?? null),
  ]),
  null,
);

export const caseStudyMetricsSchema = z.object({
  headline: optionalText('headline'),
  company: optionalText('company'),
  intro: optionalText('intro'),
  metrics: items('metrics', metricSchema),
  quote: quoteField,
  link,
  link_text: optional('link_text', z.string(), 'Read the full story'),
  theme: themeField('azure'),
});

export function CaseStudyMetrics({
  headline,
  company,
  intro,
  metrics,
  quote,
  link: href,
  link_text,
  theme,
}: z.output<typeof caseStudyMetricsSchema> & BlockProps) {
  return (
    <Section theme={theme} eyebrow={company} headline={headline} intro={intro} className="case-study-metrics">
      {metrics.length > 0 ? (
        <ul className="case-study-metrics__list">
          {metrics.map((metric, index) => (
            <li key={metric._uid || index} className="case-study-metrics__metric">
              <strong className="case-study-metrics__value">{metric.value}</strong>{' '}
              <span className="case-study-metrics__label">{metric.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {quote ? (
        <div className="case-study-metrics__quote">
          <QuoteFigure {...quote} />
        </div>
      ) : null}
      {href ? (
        <p className="case-study-metrics__more">
          <a href={href}>{link_text}</a>
        </p>
      ) : null}
    </Section>
  );
}
