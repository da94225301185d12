// Finds real slugs in the running content service, so the tests follow the seed content
// instead of hard-coding it.
import { E2E_CONTENT_URL } from '../../playwright.config';

const TOKEN = process.env.CONTENT_TOKEN ?? 'local-public-token';

interface StorySummary {
  full_slug: string;
  slug: string;
}

async function stories(startsWith: string, component: string, perPage: number): Promise<StorySummary[]> {
  const query = new URLSearchParams({
    token: TOKEN,
    starts_with: startsWith,
    per_page: String(perPage),
    'filter_query[component][in]': component,
  });
  const response = await fetch(`${E2E_CONTENT_URL}/v2/cdn/stories?${query.toString()}`);
  if (!response.ok) throw new Error(`content service answered ${response.status} for ${startsWith}`);
  return ((await response.json()) as { stories: StorySummary[] }).stories;
}

export async function firstStory(startsWith: string, component: string): Promise<StorySummary> {
  const story = (await stories(startsWith, component, 1))[0];
  if (!story) throw new Error(`no ${component} under ${startsWith} in the seed content`);
  return story;
}

/** A story of one region's folder ('us/blog/') that no other region has at the same slug. */
export async function storyOnlyIn(
  region: string,
  folder: string,
  component: string,
  others: readonly string[],
): Promise<StorySummary> {
  const elsewhere = new Set(
    (await Promise.all(others.map((other) => stories(`${other}/${folder}`, component, 100))))
      .flat()
      .map((story) => story.slug),
  );
  const story = (await stories(`${region}/${folder}`, component, 100)).find(
    (candidate) => !elsewhere.has(candidate.slug),
  );
  if (!story) throw new Error(`no ${component} only in ${region}/${folder} in the seed content`);
  return story;
}
