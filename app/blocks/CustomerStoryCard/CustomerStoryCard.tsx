// One customer story, chosen in content by its full_slug or a story link, as a card: industry,
// company, headline, summary and the story's first result. The story is loaded on the server
// (CustomerStoryCard.data.server.ts); a missing story or one outside the region shows an empty state.
import { ResponsiveImage } from '../../media/Picture';
import { regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import type { BlockProps } from '../block';
import { useBlockData, useBlockEditable } from '../block-scope';
import { CARD_GRID_SIZES } from '../BlogList/TeaserCard';
import { Section } from '../shared/Section';
import type { CustomerStorySummary } from './customer-story';
import type { CustomerStoryCardContent } from './CustomerStoryCard.schema';

export interface CustomerStoryCardViewProps {
  story: CustomerStorySummary;
  headingLevel: 2 | 3;
  linkText: string;
  /** The wide layout of the single-story block (summary beside the result). */
  wide?: boolean;
}

/** A whole-card link: the company name is the link, stretched over the card. */
export function CustomerStoryCardView({
  story,
  headingLevel,
  linkText,
  wide = false,
}: CustomerStoryCardViewProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`customer-story-card${wide ? ' customer-story-card--wide' : ''}`}>
      {story.image ? (
        <ResponsiveImage
          className="customer-story-card__image"
          image={story.image}
          sizes={wide ? '(max-width: 767px) 100vw, 22rem' : CARD_GRID_SIZES}
        />
      ) : null}
      <div className="customer-story-card__copy">
        {story.industry ? <p className="customer-story-card__industry">{story.industry}</p> : null}
        <Heading className="customer-story-card__company">
          <a href={story.path}>{story.company}</a>
        </Heading>
        {story.headline ? <p className="customer-story-card__headline">{story.headline}</p> : null}
        {story.summary ? <p className="customer-story-card__summary">{story.summary}</p> : null}
        <p className="customer-story-card__more" aria-hidden="true">
          {linkText} <span className="customer-story-card__arrow">→</span>
        </p>
      </div>
      {story.metric ? (
        <p className="customer-story-card__metric">
          <strong className="customer-story-card__value">{story.metric.value}</strong>{' '}
          <span className="customer-story-card__label">{story.metric.label}</span>
        </p>
      ) : null}
    </article>
  );
}

/** Shown when the story cannot be found: a way on to every customer story instead. */
export function CustomerStoriesEmpty({ message }: { message: string }) {
  const region = useSiteState()?.region ?? 'us';
  return (
    <div className="empty-state customer-story-card__empty">
      <p>{message}</p>
      <p>
        <a href={regionPath(region, '/customers')}>See all customer stories</a>
      </p>
    </div>
  );
}

export function CustomerStoryCard({
  uid,
  headline,
  link_text,
  theme,
}: CustomerStoryCardContent & BlockProps) {
  const editable = useBlockEditable();
  const story = useBlockData<CustomerStorySummary | null>(uid);
  return (
    <Section theme={theme} headline={headline} className="customer-story-card-block" editable={editable}>
      {story ? (
        <CustomerStoryCardView story={story} headingLevel={headline ? 3 : 2} linkText={link_text} wide />
      ) : (
        <CustomerStoriesEmpty message="This customer story is not available right now." />
      )}
    </Section>
  );
}
