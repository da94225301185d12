// The region's customer stories as a grid of cards, newest first, optionally only one industry's,
// at most `count` of them (default 3, at most 12). Stories are loaded and filtered on the server
// (CustomerStoryGrid.data.server.ts); each card links to the story under the region prefix.
import { regionPath } from '../../regions/region';
import { useSiteState } from '../../site-state/SiteState';
import type { BlockProps } from '../block';
import { useBlockData, useBlockEditable } from '../block-scope';
import { CustomerStoriesEmpty, CustomerStoryCardView } from '../CustomerStoryCard/CustomerStoryCard';
import type { CustomerStorySummary } from '../CustomerStoryCard/customer-story';
import { gridColumns } from '../shared/grid-columns';
import { Section } from '../shared/Section';
import type { CustomerStoryGridContent } from './CustomerStoryGrid.schema';

export interface CustomerStoryGridData {
  stories: CustomerStorySummary[];
}

export function CustomerStoryGrid({
  uid,
  headline,
  intro,
  link_text,
  all_stories_text,
  theme,
}: CustomerStoryGridContent & BlockProps) {
  const editable = useBlockEditable();
  const region = useSiteState()?.region ?? 'us';
  const stories = useBlockData<CustomerStoryGridData | null>(uid)?.stories ?? [];
  return (
    <Section
      theme={theme}
      headline={headline}
      intro={intro}
      className="customer-story-grid"
      editable={editable}
    >
      {stories.length === 0 ? (
        <CustomerStoriesEmpty message="New customer stories are on their way." />
      ) : (
        <>
          <ul {...gridColumns('customer-story-grid__list', 3)}>
            {stories.map((story) => (
              <li key={story.path} className="customer-story-grid__item">
                <CustomerStoryCardView story={story} headingLevel={headline ? 3 : 2} linkText={link_text} />
              </li>
            ))}
          </ul>
          {all_stories_text ? (
            <p className="customer-story-grid__all">
              <a href={regionPath(region, '/customers')}>{all_stories_text}</a>
            </p>
          ) : null}
        </>
      )}
    </Section>
  );
}
