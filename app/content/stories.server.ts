// Stories as typed page data. Raw content-service answers are reshaped here and nowhere else.
import { z } from 'zod';
// Story content holds block lists (page bodies, rich-text embeds); this module parses them.
import { parseNestedBlockLists } from '../blocks/parse-blocks.server';
import { logger } from '../logging/logger.server';
import { ContentError, contentClient, type ContentClient } from './client.server';
import { parseOnce } from './parse-once';
import { RESOLVED_RELATION_FIELDS } from './resolved-relations';
import { storyContentSchema, type StoryComponent, type StoryContent } from './story-content.schema';

export interface Story<C extends StoryContent = StoryContent> {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  fullSlug: string;
  publishedAt: string | null;
  tags: string[];
  content: C;
}

/** Relation fields the content service replaces with the stories they name (component.field). */
export const RESOLVED_RELATIONS = RESOLVED_RELATION_FIELDS.join(',');

export type ContentFailure = 'not-found' | 'unavailable' | 'invalid';
export type Loaded<T> = { ok: true; value: T } | { ok: false; failure: ContentFailure; message: string };

const rawStorySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string().catch(''),
  slug: z.string(),
  full_slug: z.string(),
  published_at: z.string().nullish(),
  first_published_at: z.string().nullish(),
  tag_list: z.array(z.string()).catch([]),
  content: z.unknown(),
});

/** A raw story as typed page data, or why it cannot be one. */
export function reshapeStory(raw: unknown): Loaded<Story> {
  if (typeof raw !== 'object' || raw === null) return parseStory(raw);
  return parseOnce(raw, parseStory, () => parseStory(raw));
}

function parseStory(raw: unknown): Loaded<Story> {
  const story = rawStorySchema.safeParse(raw);
  if (!story.success)
    return { ok: false, failure: 'invalid', message: story.error.issues[0]?.message ?? 'invalid story' };
  const content = storyContentSchema.safeParse(story.data.content);
  if (!content.success) {
    const component = (story.data.content as { component?: unknown } | null)?.component;
    return {
      ok: false,
      failure: 'invalid',
      message: `story ${story.data.full_slug} has content the site cannot show (component ${String(component)})`,
    };
  }
  return {
    ok: true,
    value: {
      id: story.data.id,
      uuid: story.data.uuid,
      name: story.data.name,
      slug: story.data.slug,
      fullSlug: story.data.full_slug,
      publishedAt: story.data.published_at ?? story.data.first_published_at ?? null,
      tags: story.data.tag_list,
      content: parseNestedBlockLists(content.data),
    },
  };
}

function failureOf(error: unknown): Loaded<never> {
  if (error instanceof ContentError && error.isNotFound) {
    return { ok: false, failure: 'not-found', message: error.message };
  }
  const message = error instanceof Error ? error.message : 'Unknown error';
  return { ok: false, failure: 'unavailable', message };
}

/** One story by full_slug, narrowed to the components the caller can show. */
export async function loadStory<C extends StoryComponent>(
  fullSlug: string,
  components: readonly C[],
  client: ContentClient = contentClient(),
): Promise<Loaded<Story<Extract<StoryContent, { component: C }>>>> {
  let raw: unknown;
  try {
    raw = await client.getStory(fullSlug, { resolve_relations: RESOLVED_RELATIONS });
  } catch (error) {
    return failureOf(error);
  }
  return narrowStory(raw, fullSlug, components);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One story by its uuid (what a form may name), narrowed to the components the caller can show. */
export async function loadStoryByUuid<C extends StoryComponent>(
  uuid: string,
  components: readonly C[],
  client: ContentClient = contentClient(),
): Promise<Loaded<Story<Extract<StoryContent, { component: C }>>>> {
  // Checked here, so text a visitor posted never reaches the content service's URL.
  if (!UUID.test(uuid)) return { ok: false, failure: 'not-found', message: 'not a story uuid' };
  let raw: unknown;
  try {
    raw = await client.getStory(uuid, { find_by: 'uuid' });
  } catch (error) {
    return failureOf(error);
  }
  return narrowStory(raw, `uuid ${uuid}`, components);
}

/** A raw story as typed page data, if it is one of `components`. */
export function narrowStory<C extends StoryComponent>(
  raw: unknown,
  label: string,
  components: readonly C[],
): Loaded<Story<Extract<StoryContent, { component: C }>>> {
  const story = reshapeStory(raw);
  if (!story.ok) {
    logger.warn(`Content story ${label} was not shown:`, story.message);
    return story;
  }
  if (!(components as readonly string[]).includes(story.value.content.component)) {
    return { ok: false, failure: 'not-found', message: `${label} is a ${story.value.content.component}` };
  }
  return story as Loaded<Story<Extract<StoryContent, { component: C }>>>;
}

export interface StoryListQuery<C extends StoryComponent> {
  startsWith: string;
  component: C;
  sortBy?: string;
  page?: number;
  perPage?: number;
}

export interface StoryPage<C extends StoryContent> {
  stories: Story<C>[];
  total: number;
  perPage: number;
}

/** A page of stories of one component under a folder; malformed ones are logged and skipped. */
export async function listStories<C extends StoryComponent>(
  query: StoryListQuery<C>,
  client: ContentClient = contentClient(),
): Promise<Loaded<StoryPage<Extract<StoryContent, { component: C }>>>> {
  try {
    const answer = await client.getStories({
      starts_with: query.startsWith,
      filter_query: { component: { in: query.component } },
      ...(query.sortBy ? { sort_by: query.sortBy } : {}),
      ...(query.page ? { page: query.page } : {}),
      ...(query.perPage ? { per_page: query.perPage } : {}),
    });
    const stories: Story<Extract<StoryContent, { component: C }>>[] = [];
    for (const raw of answer.stories) {
      const story = reshapeStory(raw);
      if (story.ok && story.value.content.component === query.component) {
        stories.push(story.value as Story<Extract<StoryContent, { component: C }>>);
      } else if (!story.ok) {
        logger.warn('Content story skipped in a list:', story.message);
      }
    }
    return { ok: true, value: { stories, total: answer.total, perPage: answer.perPage } };
  } catch (error) {
    return failureOf(error);
  }
}

/** Every story of one component under a folder (all pages). */
export async function listAllStories<C extends StoryComponent>(
  query: Omit<StoryListQuery<C>, 'page' | 'perPage'>,
  client: ContentClient = contentClient(),
): Promise<Loaded<Story<Extract<StoryContent, { component: C }>>[]>> {
  const first = await listStories({ ...query, page: 1, perPage: 100 }, client);
  if (!first.ok) return first;
  const pages = Math.ceil(first.value.total / first.value.perPage);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) =>
      listStories({ ...query, page: index + 2, perPage: 100 }, client),
    ),
  );
  const stories = [...first.value.stories];
  for (const page of rest) {
    if (!page.ok) return page;
    stories.push(...page.value.stories);
  }
  return { ok: true, value: stories };
}

/** Raw content of a settings story (route rules), for callers that validate it themselves. */
export async function loadRawContent(
  fullSlug: string,
  client: ContentClient = contentClient(),
): Promise<Loaded<Record<string, unknown>>> {
  try {
    const raw = (await client.getStory(fullSlug)) as { content?: unknown } | undefined;
    const content = raw?.content;
    if (!content || typeof content !== 'object')
      return { ok: false, failure: 'invalid', message: `${fullSlug} has no content` };
    return { ok: true, value: content as Record<string, unknown> };
  } catch (error) {
    return failureOf(error);
  }
}
