// Stories and a fake content client for the app/seo unit tests.
import type { ISbStoriesParams } from 'storyblok-js-client';
import type { ContentClient, StoryList } from '../content/client.server';
import type { Story } from '../content/stories.server';
import type { StoryContent } from '../content/story-content.schema';

let nextId = 1;

/** A typed story (as reshapeStory returns it) at a full_slug. */
export function story(
  fullSlug: string,
  content: Partial<StoryContent> = {},
  publishedAt: string | null = '2026-02-01T09:00:00.000Z',
): Story {
  const slug = fullSlug.slice(fullSlug.lastIndexOf('/') + 1);
  const id = nextId++;
  return {
    id,
    uuid: `uuid-${id}`,
    name: slug,
    slug,
    fullSlug,
    publishedAt,
    tags: [],
    content: {
      component: 'page',
      body: [],
      layout: 'default',
      seo_title: '',
      seo_description: '',
      ...content,
    } as StoryContent,
  };
}

/** A raw content-service story, as the delivery API answers it. */
export function rawStory(
  fullSlug: string,
  component = 'page',
  publishedAt: string | null = '2026-02-01T09:00:00.000Z',
) {
  const slug = fullSlug.slice(fullSlug.lastIndexOf('/') + 1);
  const id = nextId++;
  return {
    id,
    uuid: `uuid-${id}`,
    name: slug,
    slug,
    full_slug: fullSlug,
    published_at: publishedAt,
    first_published_at: publishedAt,
    tag_list: [],
    content: { _uid: `uid-${id}`, component, body: [] },
  };
}

export interface FakeClient extends ContentClient {
  calls: ISbStoriesParams[];
  cv: number;
  failing: boolean;
}

/** Answers listings from memory like the delivery API: starts_with, paging (default 25 per page). */
export function fakeClient(stories: readonly ReturnType<typeof rawStory>[]): FakeClient {
  const client: FakeClient = {
    version: 'published',
    calls: [],
    cv: 1,
    failing: false,
    getStory: () => Promise.reject(new Error('not used')),
    getStories: (params: ISbStoriesParams = {}): Promise<StoryList<unknown>> => {
      client.calls.push(params);
      if (client.failing) return Promise.reject(new Error('Content store exploded'));
      const perPage = params.per_page ?? 25;
      const page = params.page ?? 1;
      const matching = stories
        .filter((raw) => raw.full_slug.startsWith(params.starts_with ?? ''))
        .sort((a, b) => a.full_slug.localeCompare(b.full_slug));
      return Promise.resolve({
        stories: matching.slice((page - 1) * perPage, page * perPage),
        total: matching.length,
        perPage,
      });
    },
    cacheVersion: () =>
      client.failing ? Promise.reject(new Error('Content store exploded')) : Promise.resolve(client.cv),
    invalidate: () => undefined,
    adoptCacheVersion: () => undefined,
  };
  return client;
}
