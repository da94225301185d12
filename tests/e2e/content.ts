// Finds real slugs in the running content service, so the tests follow the seed content
// instead of hard-coding it.
import { E2E_CONTENT_URL } from '../../playwright.config';

const TOKEN = process.env.CONTENT_TOKEN ?? 'local-public-token';

interface StorySummary {
  full_slug: string;
  slug: string;
}

export async function firstStory(startsWith: string, component: string): Promise<StorySummary> {
  const query = new URLSearchParams({
    token: TOKEN,
    starts_with: startsWith,
    per_page: '1',
    'filter_query[component][in]': component,
  });
  const response = await fetch(`${E2E_CONTENT_URL}/v2/cdn/stories?${query.toString()}`);
  if (!response.ok) throw new Error(`content service answered ${response.status} for ${startsWith}`);
  const body = (await response.json()) as { stories: StorySummary[] };
  const story = body.stories[0];
  if (!story) throw new Error(`no ${component} under ${startsWith} in the seed content`);
  return story;
}
