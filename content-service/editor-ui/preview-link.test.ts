// The preview's signed editor link: the token the site checks (app/preview/editor-token.server.ts),
// the page's path, and refusals when the service cannot make one.
import { describe, expect, it } from 'vitest';
import { editorLinkOf, verifyEditorLink } from '../../app/preview/editor-token.server';
import { HttpError } from '../errors';
import type { Story } from '../types';
import { previewLink, previewLinkReply } from './preview-link';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const settings = {
  siteUrl: 'http://localhost:3000',
  spaceId: 287512,
  previewToken: 'local-preview-token',
  now: () => NOW,
};

function story(id: number, fullSlug: string): Story {
  return { id, full_slug: fullSlug, content: { component: 'page' } } as unknown as Story;
}

describe('the preview link', () => {
  it('opens the story’s page at an editor link the site accepts', () => {
    const link = previewLink(story(100000, 'us/home'), settings);
    const url = new URL(link.url);
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toBe('/');
    expect(link).toMatchObject({ origin: 'http://localhost:3000', spaceId: 287512, page: true });
    const parsed = editorLinkOf(url.searchParams);
    expect(parsed).toMatchObject({ storyId: '100000', spaceId: '287512', timestamp: NOW / 1000 });
    expect(parsed && verifyEditorLink(parsed, 'local-preview-token', NOW)).toBe(true);
    expect(parsed && verifyEditorLink(parsed, 'another-token', NOW)).toBe(false);
    expect(new URL(previewLink(story(2, 'gb/blog/post'), settings).url).pathname).toBe('/gb/blog/post');
    expect(previewLink(story(3, 'us/settings/navigation'), settings).page).toBe(false);
  });

  it('is refused without the site’s address or a preview token, and for a story id that is none', () => {
    expect(() => previewLink(story(1, 'us/home'), { ...settings, siteUrl: undefined })).toThrow(HttpError);
    expect(() => previewLink(story(1, 'us/home'), { ...settings, previewToken: undefined })).toThrow(
      /CONTENT_PREVIEW_TOKEN/,
    );
    expect(() =>
      previewLinkReply(new URLSearchParams('story=abc'), () => story(1, 'us/home'), settings),
    ).toThrow(/story id/);
    expect(previewLinkReply(new URLSearchParams('story=1'), () => story(1, 'us/home'), settings).status).toBe(
      200,
    );
  });
});
