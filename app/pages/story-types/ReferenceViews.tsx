// Reference pages: a glossary term, an insight, and a compliance hub item (jurisdiction, last update
// and a note that it is guidance, not legal advice).
import { regionPath, REGION_LOCALES } from '../../regions/region';
import { ArticleView } from '../ArticleView';
import { formatDate } from '../../format/format';
import type { PageTypeViewProps } from '../page-type';

export function GlossaryTermView({ story, region, breadcrumbs }: PageTypeViewProps<'glossary_term'>) {
  const title = story.content.term || story.name;
  return (
    <ArticleView
      variant="glossary"
      breadcrumbs={breadcrumbs(title)}
      eyebrow="Glossary"
      eyebrowHref={regionPath(region, '/glossary')}
      title={title}
      intro={story.content.short_definition}
      body={story.content.definition}
    />
  );
}

export function InsightView({ story, region, breadcrumbs }: PageTypeViewProps<'insight'>) {
  const content = story.content;
  const title = content.title || story.name;
  const date = formatDate(content.date, REGION_LOCALES[region], { noTime: true });
  return (
    <ArticleView
      variant="insight"
      breadcrumbs={breadcrumbs(title)}
      eyebrow={content.category || 'Insights'}
      eyebrowHref={regionPath(region, '/blog')}
      title={title}
      intro={content.summary}
      meta={[date && <time dateTime={content.date.slice(0, 10)}>{date}</time>]}
      image={content.image}
      body={content.body}
    />
  );
}

export function ComplianceItemView({ story, region, breadcrumbs }: PageTypeViewProps<'compliance_item'>) {
  const content = story.content;
  const title = content.title || story.name;
  const updated = formatDate(content.updated, REGION_LOCALES[region], { noTime: true });
  return (
    <ArticleView
      variant="compliance"
      breadcrumbs={breadcrumbs(title)}
      eyebrow={content.jurisdiction || 'Compliance hub'}
      eyebrowHref={regionPath(region, '/compliance-hub')}
      title={title}
      intro={content.summary}
      meta={[
        updated && (
          <>
            Updated <time dateTime={content.updated.slice(0, 10)}>{updated}</time>
          </>
        ),
      ]}
      body={content.body}
      footer={
        <p className="note" role="note">
          This guide explains the rules in plain language. It is not legal advice: check the official source
          or an adviser for your situation.
        </p>
      }
    />
  );
}
