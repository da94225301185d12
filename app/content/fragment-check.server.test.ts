import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../logging/logger.server';
import type { ContentClient } from './client.server';
import {
  checkFragmentsOncePerVersion,
  contentIds,
  deadFragments,
  type RawStory,
} from './fragment-check.server';

const link = (url: string) => ({ fieldtype: 'multilink', linktype: 'url', url, cached_url: url });
const richLink = (href: string, anchor?: string) => ({
  type: 'paragraph',
  content: [{ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href, linktype: 'url', anchor } }] }],
});

const stories: RawStory[] = [
  {
    full_slug: 'us/home',
    content: {
      component: 'page',
      body: [
        { component: 'hero', cta_link: link('/get-started#signup') },
        { component: 'hero', cta_link: link('/newsletter#newsletter') },
        { component: 'cta_banner', link: link('/get-started#sign-up') },
        { component: 'rich_text_section', text: { type: 'doc', content: [richLink('/pricing', 'plans')] } },
        { component: 'modal', modal_id: 'details', trigger_text: 'More' },
        { component: 'button', link: link('#details') },
        { component: 'button', link: link('#nowhere') },
      ],
    },
  },
  {
    full_slug: 'us/pricing',
    content: {
      component: 'page',
      // A link's own anchor is where it points, not an id of this page.
      body: [
        { component: 'marketing_form', anchor: 'plans' },
        { component: 'button', link: { ...link('/'), anchor: 'x' } },
      ],
    },
  },
  {
    full_slug: 'gb/pricing',
    content: { component: 'page', body: [{ component: 'button', link: link('/gb/pricing#plans') }] },
  },
];

describe('link fragments', () => {
  it('finds the ids content gives a page: anchors, modal ids, anchor marks and the main landmark', () => {
    const ids = contentIds({
      body: [
        { anchor: 'signup' },
        { modal_id: 'faq' },
        { type: 'anchor', attrs: { id: 'step-2' } },
        { fieldtype: 'multilink', anchor: 'not-here' },
      ],
    });
    expect([...ids].sort()).toEqual(['faq', 'main', 'signup', 'step-2']);
  });

  it('reports links whose fragment is neither a site modal nor an id on the page they lead to', () => {
    expect(deadFragments(stories)).toEqual([
      'us/home: /get-started#sign-up (no modal or element "sign-up" on /get-started)',
      'us/home: #nowhere (no modal or element "nowhere" on /)',
      'us/pricing: /#x (no modal or element "x" on /)',
      'gb/pricing: /gb/pricing#plans (no modal or element "plans" on /gb/pricing)',
    ]);
  });
});

describe('the check in the site', () => {
  afterEach(() => vi.restoreAllMocks());

  function fakeClient(version: { cv: number }) {
    const getStories = vi.fn(async ({ page }: { page?: number } = {}) => ({
      stories: page === 1 ? stories.slice(0, 2) : page === 2 ? stories.slice(2) : [],
      total: stories.length,
      perPage: 2,
    }));
    const client = { cacheVersion: async () => version.cv, getStories } as unknown as ContentClient;
    return { client, getStories };
  }

  it('logs each dead fragment once per content version, reading every page of stories', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const version = { cv: 101 };
    const { client, getStories } = fakeClient(version);
    await checkFragmentsOncePerVersion(client);
    expect(getStories).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls[0]?.[0]).toContain('/get-started#sign-up');

    await checkFragmentsOncePerVersion(client);
    expect(warn).toHaveBeenCalledTimes(4);

    version.cv = 102;
    await checkFragmentsOncePerVersion(client);
    expect(warn).toHaveBeenCalledTimes(8);
  });

  it('skips quietly when the content service cannot answer, and tries again next time', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const client = {
      cacheVersion: async () => 900,
      getStories: async () => {
        throw new Error('down');
      },
    } as unknown as ContentClient;
    await checkFragmentsOncePerVersion(client);
    expect(warn).not.toHaveBeenCalled();
    const { client: up } = fakeClient({ cv: 900 });
    await checkFragmentsOncePerVersion(up);
    expect(warn).toHaveBeenCalledTimes(4);
  });
});
