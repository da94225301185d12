// The card's view of a customer story, shared by the single-story card's and the grid's server
// loaders: only what the cards show travels into the page.
import { pathForFullSlug } from '../../content/links';
import type { Story } from '../../content/stories.server';
import type { ContentOf } from '../../content/story-content.schema';
import type { CustomerStorySummary } from './customer-story';

export type CustomerStory = Story<ContentOf<'customer_story'>>;

/** The card's view of a story; `withSummary` only for the single-story card (smaller pages). */
export function summariseCustomerStory(story: CustomerStory, withSummary: boolean): CustomerStorySummary {
  const { company, headline, industry, summary, results, image } = story.content;
  const first = results.find((result) => result.metric);
  return {
    company: company || story.name,
    headline,
    industry,
    ...(withSummary && summary ? { summary } : {}),
    metric: first ? { value: first.metric, label: first.label } : null,
    path: pathForFullSlug(story.fullSlug),
    image: image ?? null,
  };
}
