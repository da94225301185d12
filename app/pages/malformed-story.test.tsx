// A deliberately malformed story still renders what it can, and every problem is logged.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../blocks/test-support';
import { reshapeStory } from '../content/stories.server';
import { StoryView } from './StoryView';
import { logger } from '../logging/logger.server';

afterEach(() => vi.restoreAllMocks());

const raw = {
  id: 1,
  uuid: 'u-1',
  name: 'Malformed',
  slug: 'malformed',
  full_slug: 'gb/malformed',
  content: {
    component: 'page',
    layout: 'not-a-layout',
    seo_title: 'Malformed',
    body: [
      { _uid: 'a', component: 'hero', headline: 'Malformed but standing', theme: 'neon' },
      { _uid: 'b', component: 'time_machine' },
      { _uid: 'c', component: 'star_rating', rating: 7, label: 'Editors' },
      { _uid: 'd', component: 'feature_grid', features: { not: 'a list' } },
      {
        _uid: 'e',
        component: 'rich_text_section',
        text: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] }],
        },
      },
      { _uid: 'f', component: 'cta_banner', headline: 'Still here at the end' },
    ],
  },
};

describe('a malformed story', () => {
  it('renders the rest of its page and logs each problem', () => {
    // Block parsing logs through the server logger, field schemas shared with the browser through
    // the console: both count.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loggedWarn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const story = reshapeStory(raw);
    expect(story.ok).toBe(true);
    if (!story.ok) return;
    const html = renderWithSite(<StoryView story={story.value} region="gb" />, { region: 'gb' });

    expect(html).toContain('Malformed but standing');
    expect(html).toContain('Still here at the end');
    expect(html).toContain('Rated 5 out of 5');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(error.mock.calls.map(String)).toContain('Missing content component: time_machine');
    const warnings = [...warn.mock.calls, ...loggedWarn.mock.calls].map((call) => call.join(' '));
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('theme "neon"'),
        expect.stringContaining('rating 7'),
        expect.stringContaining('features'),
      ]),
    );
  });
});
