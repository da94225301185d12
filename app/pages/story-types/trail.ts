// Breadcrumb trails of the page types: Home, the list the story belongs to, the story. The visible
// breadcrumbs and the BreadcrumbList structured data both come from here.
import type { Story } from '../../content/stories.server';
import { pathForFullSlug } from '../../content/links';
import { homeLink, regionPath, type Region } from '../../regions/region';
import type { Crumb } from '../Breadcrumbs';

export function trail(region: Region, path: string, title: string, list?: [string, string]): Crumb[] {
  return [
    { name: 'Home', path: homeLink(region) },
    ...(list ? [{ name: list[0], path: regionPath(region, list[1]) }] : []),
    { name: title, path },
  ];
}

const LISTS: Partial<Record<Story['content']['component'], [string, string]>> = {
  blog_post: ['Blog', '/blog'],
  insight: ['Insights', '/insights'],
  glossary_term: ['Glossary', '/glossary'],
  training_item: ['Training', '/training'],
  lesson: ['Training', '/training'],
  live_training: ['Training', '/training'],
  customer_story: ['Customers', '/customers'],
  compliance_item: ['Compliance hub', '/compliance-hub'],
};

/** The trail of any story's page. */
export function crumbsFor(story: Story, region: Region, title: string): Crumb[] {
  return trail(region, pathForFullSlug(story.fullSlug), title, LISTS[story.content.component]);
}
