// Test fixtures for the collections blocks' loaders: typed stories as stories.server.ts returns
// them, with every content field filled so a test names only what it is about, and blocks parsed
// as the page loader parses them before it runs their loaders.
import type { Story } from '../../content/stories.server';
import type { ContentOf } from '../../content/story-content.schema';
import type { ImageRef } from '../../media/image';
import { parseBlocks } from '../parse-blocks.server';
import type { ParsedBlock } from '../parsed-block';
import { rawBlock } from '../test-support';

const emptyDoc = { type: 'doc' as const, content: [] };

function storyOf<
  C extends ContentOf<
    'blog_post' | 'glossary_term' | 'training_item' | 'lesson' | 'live_training' | 'insight'
  >,
>(fullSlug: string, content: C): Story<C> {
  const slug = fullSlug.slice(fullSlug.lastIndexOf('/') + 1);
  return { id: 1, uuid: fullSlug, name: slug, slug, fullSlug, publishedAt: null, tags: [], content };
}

/** One block parsed by its schema, as a loader receives it; throws when the schema rejects it. */
export function parsedBlock(component: string, fields: Record<string, unknown>): ParsedBlock {
  const [block] = parseBlocks([rawBlock(component, fields)]);
  if (!block?.props) throw new Error(`${component} did not parse: ${JSON.stringify(fields)}`);
  return block;
}

export const testImage: ImageRef = {
  url: '/media/illustrations/auto-fill-suggestions.svg',
  alt: 'The schedule editor with three open shifts and auto-fill suggesting an available person for each',
  width: 1680,
  height: 1200,
  vector: true,
};

export function blogPost(fullSlug: string, fields: Partial<ContentOf<'blog_post'>> = {}) {
  return storyOf(fullSlug, {
    component: 'blog_post',
    title: `Post ${fullSlug}`,
    intro: 'An intro.',
    date: '2026-01-13 08:00',
    author: 'Priya Raman, Senior Product Manager',
    category: 'Scheduling',
    image: null,
    body: emptyDoc,
    seo_description: '',
    updated: '',
    no_time: true,
    related_posts: [],
    ...fields,
  });
}

export function liveTraining(fullSlug: string, fields: Partial<ContentOf<'live_training'>> = {}) {
  return storyOf(fullSlug, {
    component: 'live_training',
    title: `Session ${fullSlug}`,
    summary: 'A session.',
    body: emptyDoc,
    starts_at: '2026-12-08 11:00',
    time_zone: '',
    duration: '60 minutes',
    host: 'Maya Okafor, Head of Customer Education',
    registration_text: '',
    registration_link: '',
    ...fields,
  });
}

export function glossaryTerm(fullSlug: string, term: string, shortDefinition = `${term} explained.`) {
  return storyOf(fullSlug, {
    component: 'glossary_term',
    term,
    short_definition: shortDefinition,
    definition: emptyDoc,
  });
}

export function trainingItem(fullSlug: string, fields: Partial<ContentOf<'training_item'>> = {}) {
  return storyOf(fullSlug, {
    component: 'training_item',
    title: `Course ${fullSlug}`,
    summary: 'A course.',
    body: emptyDoc,
    duration: '20 minutes',
    level: 'Beginner',
    ...fields,
  });
}

export function lesson(fullSlug: string, fields: Partial<ContentOf<'lesson'>> = {}) {
  return storyOf(fullSlug, {
    component: 'lesson',
    title: `Lesson ${fullSlug}`,
    summary: 'A lesson.',
    body: emptyDoc,
    duration: '5 minutes',
    ...fields,
  });
}

export function insight(fullSlug: string, fields: Partial<ContentOf<'insight'>> = {}) {
  return storyOf(fullSlug, {
    component: 'insight',
    title: `Insight ${fullSlug}`,
    summary: 'An insight.',
    body: emptyDoc,
    date: '2026-02-17 09:00',
    category: 'Report',
    image: null,
    ...fields,
  });
}
