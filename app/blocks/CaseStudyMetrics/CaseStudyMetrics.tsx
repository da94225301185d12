// The results of one customer's case study: company, headline, a row of metrics (value + label)
// and optionally the customer's own words (a Quote entity, requirements §3) and a link to the full story.
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { QuoteFigure } from '../Quote/Quote';
import { Section } from '../shared/Section';
import type { CaseStudyMetricsContent } from './CaseStudyMetrics.schema';

export function CaseStudyMetrics({
  headline,
  company,
  intro,
  metrics,
  quote,
  link: href,
  link_text,
  theme,
}: CaseStudyMetricsContent & BlockProps) {
  const editable = useBlockEditable();
  return (
    <Section
      theme={theme}
      eyebrow={company}
      headline={headline}
      intro={intro}
      className="case-study-metrics"
      editable={editable}
    >
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
