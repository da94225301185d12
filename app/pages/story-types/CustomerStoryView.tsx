// Customer story: the company facts and results beside the story, and the customer's quote.
import { FixedImage } from '../../media/Picture';
import { RichText } from '../../rich-text/RichText';
import { regionPath } from '../../regions/region';
import { ArticleView } from '../ArticleView';
import type { PageTypeViewProps } from '../page-type';

export function CustomerStoryView({ story, region, breadcrumbs }: PageTypeViewProps<'customer_story'>) {
  const content = story.content;
  const title = content.headline || content.company || story.name;
  const facts: [string, string][] = (
    [
      ['Company', content.company],
      ['Industry', content.industry],
      ['Location', content.location],
      ['Team size', content.employees && `${content.employees} employees`],
    ] as [string, string][]
  ).filter(([, value]) => Boolean(value));
  return (
    <ArticleView
      variant="customer"
      breadcrumbs={breadcrumbs(content.company || title)}
      eyebrow="Customer story"
      eyebrowHref={regionPath(region, '/customers')}
      title={title}
      intro={content.summary}
      image={content.image}
      body={content.body}
      sidebar={
        <div className="customer-facts">
          {content.logo ? <FixedImage image={content.logo} width={160} /> : null}
          <dl className="customer-facts__list">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {content.results.length > 0 ? (
            <>
              <h2 className="customer-facts__title">Results</h2>
              <dl className="results">
                {content.results.map((result) => (
                  <div key={`${result.metric}-${result.label}`}>
                    <dt>{result.label}</dt>
                    <dd>{result.metric}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
        </div>
      }
      footer={
        content.quote ? (
          <figure className="quote quote--inline">
            <blockquote>
              {typeof content.quote === 'string' ? <p>{content.quote}</p> : <RichText doc={content.quote} />}
            </blockquote>
            <figcaption className="quote__by">
              <span>
                {content.quote_author ? (
                  <strong className="quote__author">{content.quote_author}</strong>
                ) : null}
                {content.quote_author_title ? (
                  <span className="quote__role">{content.quote_author_title}</span>
                ) : null}
              </span>
            </figcaption>
          </figure>
        ) : null
      }
    />
  );
}
