// One story, shown by its component: pages render their blocks, everything else is an article.
import { Blocks } from '../blocks/Blocks';
import type { Story } from '../content/stories.server';
import { RichText } from '../rich-text/RichText';
import { regionPath, REGION_LOCALES, type Region } from '../regions/region';
import { ArticleView } from './ArticleView';
import { formatDate } from './format';

export function StoryView({ story, region }: { story: Story; region: Region }) {
  const locale = REGION_LOCALES[region];
  const at = (path: string) => regionPath(region, path);
  const content = story.content;
  switch (content.component) {
    case 'page': {
      const startsWithHero = (content.body[0] as { component?: unknown } | undefined)?.component === 'hero';
      return (
        <>
          {/* Every page has one h1: the hero's headline, or the story's name. */}
          {startsWithHero ? null : (
            <div className="container page-title">
              <h1>{content.seo_title || story.name}</h1>
            </div>
          )}
          <Blocks blocks={content.body} />
        </>
      );
    }
    case 'blog_post':
      return (
        <ArticleView
          eyebrow={content.category || 'Blog'}
          eyebrowHref={at('/blog')}
          title={content.title || story.name}
          intro={content.intro}
          meta={[content.author && `By ${content.author}`, formatDate(content.date, locale)]}
          body={content.body}
        />
      );
    case 'glossary_term':
      return (
        <ArticleView
          eyebrow="Glossary"
          eyebrowHref={at('/glossary')}
          title={content.term || story.name}
          intro={content.short_definition}
          body={content.definition}
        />
      );
    case 'training_item':
    case 'lesson':
      return (
        <ArticleView
          eyebrow={content.component === 'lesson' ? 'Lesson' : 'Training'}
          eyebrowHref={at('/training')}
          title={content.title || story.name}
          intro={content.summary}
          meta={[content.duration, content.component === 'training_item' ? content.level : null]}
          body={content.body}
        />
      );
    case 'live_training':
      return (
        <ArticleView
          eyebrow="Live training"
          eyebrowHref={at('/training')}
          title={content.title || story.name}
          intro={content.summary}
          meta={[
            formatDate(content.starts_at, locale),
            content.duration,
            content.host && `Hosted by ${content.host}`,
          ]}
          body={content.body}
        />
      );
    case 'customer_story':
      return (
        <ArticleView
          eyebrow="Customer story"
          eyebrowHref={at('/customers')}
          title={content.headline || content.company || story.name}
          intro={content.summary}
          meta={[
            content.company,
            content.industry,
            content.location,
            content.employees && `${content.employees} employees`,
          ]}
          body={content.body}
          aside={
            content.results.length > 0 ? (
              <dl className="results">
                {content.results.map((result) => (
                  <div key={`${result.metric}-${result.label}`}>
                    <dt>{result.label}</dt>
                    <dd>{result.metric}</dd>
                  </div>
                ))}
              </dl>
            ) : null
          }
          footer={
            content.quote ? (
              <figure className="quote">
                <blockquote>
                  {typeof content.quote === 'string' ? (
                    <p>{content.quote}</p>
                  ) : (
                    <RichText doc={content.quote} />
                  )}
                </blockquote>
                <figcaption>
                  {[content.quote_author, content.quote_author_title].filter(Boolean).join(', ')}
                </figcaption>
              </figure>
            ) : null
          }
        />
      );
    case 'insight':
      return (
        <ArticleView
          eyebrow={content.category || 'Insights'}
          eyebrowHref={at('/blog')}
          title={content.title || story.name}
          intro={content.summary}
          meta={[formatDate(content.date, locale)]}
          body={content.body}
        />
      );
    case 'compliance_item':
      return (
        <ArticleView
          eyebrow={content.jurisdiction || 'Compliance hub'}
          eyebrowHref={at('/compliance-hub')}
          title={content.title || story.name}
          intro={content.summary}
          meta={[content.updated && `Updated ${formatDate(content.updated, locale, { noTime: true })}`]}
          body={content.body}
        />
      );
  }
}

export function storyTitle(story: Story): string {
  const content = story.content;
  switch (content.component) {
    case 'page':
      return content.seo_title || story.name;
    case 'glossary_term':
      return content.term || story.name;
    case 'customer_story':
      return content.headline || story.name;
    default:
      return content.title || story.name;
  }
}

export function storyDescription(story: Story): string {
  const content = story.content;
  switch (content.component) {
    case 'page':
      return content.seo_description;
    case 'blog_post':
      return content.seo_description || content.intro;
    case 'glossary_term':
      return content.short_definition;
    default:
      return content.summary;
  }
}
