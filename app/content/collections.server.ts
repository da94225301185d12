// The list screens of requirements §2: blog (paged), glossary, training, customers and compliance hub.
// Each is a landing story (the region's folder page: hero and intro) plus the stories under it.
import { toTeaser } from '../blocks/BlogList/posts.server';
import type { PostTeaser } from '../blocks/BlogList/PostCard';
import type { LocalData } from '../local-data/local-data';
import type { RouteKind, RouteParams } from '../navigation/route-table';
import { contentSlug, type Region } from '../regions/region';
import { listAllStories, listStories, loadStory, type Loaded, type Story } from './stories.server';
import type { ContentOf, StoryComponent } from './story-content.schema';

export const BLOG_PAGE_SIZE = 12;

type Landing = Story<ContentOf<'page'>> | null;

/**
 * A listed story with only the content fields its card shows. The loader's answer is serialised
 * into the page for hydration, and whole stories made the blog list 69 KB of HTML, 29 KB of it
 * post bodies no card shows.
 */
export type Listed<C extends StoryComponent, K extends keyof ContentOf<C>> = Omit<Story, 'content'> & {
  content: Pick<ContentOf<C>, K>;
};

function listed<C extends StoryComponent, K extends keyof ContentOf<C>>(
  stories: readonly Story<ContentOf<C>>[],
  fields: readonly K[],
): Listed<C, K>[] {
  return stories.map(({ content, ...story }) => {
    const shown = {} as Pick<ContentOf<C>, K>;
    for (const field of fields) if (field in content) shown[field] = content[field];
    return { ...story, content: shown };
  });
}

const CARD_FIELDS = {
  training_item: ['title', 'summary', 'duration', 'level'],
  lesson: ['title', 'summary', 'duration'],
  live_training: ['title', 'summary', 'starts_at'],
  customer_story: ['industry', 'company', 'headline', 'location', 'image'],
  compliance_item: ['jurisdiction', 'title', 'summary', 'updated'],
} as const;

type CardFields = typeof CARD_FIELDS;
/** `listed` checks each field against the story type where CARD_FIELDS is used. */
type Card<C extends keyof CardFields> = Listed<C, CardFields[C][number] & keyof ContentOf<C>>;

export type Collection =
  | {
      kind: 'blog';
      landing: Landing;
      /** The blog_list block's cards, with each post's intro. */
      posts: PostTeaser[];
      page: number;
      lastPage: number;
    }
  | { kind: 'glossary'; landing: Landing; terms: Story<ContentOf<'glossary_term'>>[] }
  | {
      kind: 'training';
      landing: Landing;
      items: Card<'training_item'>[];
      lessons: Card<'lesson'>[];
      liveTrainings: Card<'live_training'>[];
    }
  | { kind: 'customers'; landing: Landing; stories: Card<'customer_story'>[] }
  | {
      kind: 'compliance-hub';
      landing: Landing;
      items: Card<'compliance_item'>[];
      states: LocalData['complianceStates'];
    };

export type CollectionResult = Loaded<Collection> | { ok: false; failure: 'page-past-end'; message: string };

const FOLDERS: Partial<Record<RouteKind, string>> = {
  'blog-list': 'blog',
  'blog-list-page': 'blog',
  glossary: 'glossary',
  training: 'training',
  customers: 'customers',
  'compliance-hub': 'compliance-hub',
};

export function isCollectionKind(kind: RouteKind): boolean {
  return kind in FOLDERS;
}

async function loadLanding(region: Region, folder: string): Promise<Loaded<Landing>> {
  const landing = await loadStory(contentSlug(region, folder), ['page']);
  if (landing.ok) return landing;
  // A folder without a landing story still lists its stories under a plain heading.
  return landing.failure === 'unavailable' ? landing : { ok: true, value: null };
}

export async function loadCollection(
  kind: RouteKind,
  params: RouteParams,
  region: Region,
  localData: LocalData,
): Promise<CollectionResult> {
  const folder = FOLDERS[kind];
  if (!folder) return { ok: false, failure: 'not-found', message: `${kind} is not a list` };
  const under = `${contentSlug(region, folder)}/`;
  const landing = await loadLanding(region, folder);
  if (!landing.ok) return landing;

  switch (folder) {
    case 'blog': {
      const page = kind === 'blog-list-page' ? Number(params.num) : 1;
      const posts = await listStories({
        startsWith: under,
        component: 'blog_post',
        sortBy: 'content.date:desc',
        page,
        perPage: BLOG_PAGE_SIZE,
      });
      if (!posts.ok) return posts;
      const lastPage = Math.max(1, Math.ceil(posts.value.total / BLOG_PAGE_SIZE));
      if (page > lastPage)
        return { ok: false, failure: 'page-past-end', message: `page ${page} of ${lastPage}` };
      return {
        ok: true,
        value: {
          kind: 'blog',
          landing: landing.value,
          posts: posts.value.stories.map((post) => toTeaser(post, { withIntro: true })),
          page,
          lastPage,
        },
      };
    }
    case 'glossary': {
      const terms = await listAllStories({
        startsWith: under,
        component: 'glossary_term',
        sortBy: 'content.term:asc',
      });
      return terms.ok
        ? { ok: true, value: { kind: 'glossary', landing: landing.value, terms: terms.value } }
        : terms;
    }
    case 'training': {
      const [items, lessons, liveTrainings] = await Promise.all([
        listAllStories({ startsWith: under, component: 'training_item', sortBy: 'position:asc' }),
        listAllStories({ startsWith: `${under}lessons/`, component: 'lesson', sortBy: 'position:asc' }),
        listAllStories({
          startsWith: `${under}live-training/`,
          component: 'live_training',
          sortBy: 'content.starts_at:asc',
        }),
      ]);
      if (!items.ok) return items;
      if (!lessons.ok) return lessons;
      if (!liveTrainings.ok) return liveTrainings;
      return {
        ok: true,
        value: {
          kind: 'training',
          landing: landing.value,
          items: listed(items.value, CARD_FIELDS.training_item),
          lessons: listed(lessons.value, CARD_FIELDS.lesson),
          liveTrainings: listed(liveTrainings.value, CARD_FIELDS.live_training),
        },
      };
    }
    case 'customers': {
      const stories = await listAllStories({
        startsWith: under,
        component: 'customer_story',
        sortBy: 'content.company:asc',
      });
      return stories.ok
        ? {
            ok: true,
            value: {
              kind: 'customers',
              landing: landing.value,
              stories: listed(stories.value, CARD_FIELDS.customer_story),
            },
          }
        : stories;
    }
    default: {
      const items = await listAllStories({
        startsWith: under,
        component: 'compliance_item',
        sortBy: 'content.title:asc',
      });
      if (!items.ok) return items;
      return {
        ok: true,
        value: {
          kind: 'compliance-hub',
          landing: landing.value,
          items: listed(items.value, CARD_FIELDS.compliance_item),
          states: localData.complianceStates,
        },
      };
    }
  }
}
