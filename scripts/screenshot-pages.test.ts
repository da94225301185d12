import { describe, expect, it } from 'vitest';
import { pagesAt, SCREENSHOT_PAGES, SCREENSHOT_WIDTHS } from './screenshot-pages';

describe('screenshot pages', () => {
  it('cover every page type, the region homes and a not-found page, at phone and desktop widths', () => {
    expect(SCREENSHOT_PAGES.map((page) => page.name)).toEqual([
      'home',
      'home-gb',
      'home-au',
      'content-page',
      'blog-list',
      'blog-post',
      'glossary',
      'training',
      'training-item',
      'lesson',
      'live-training',
      'customers',
      'customer-story',
      'insight',
      'compliance-hub',
      'compliance-item',
      'book-a-consultation',
      'not-found',
    ]);
    expect(SCREENSHOT_PAGES.find((page) => page.name === 'not-found')?.status).toBe(404);
    expect(SCREENSHOT_WIDTHS).toEqual([375, 1280]);
  });

  it('names pages asked for on the command line after their path', async () => {
    const [start, home] = pagesAt(['au/start-free', '/']);
    expect(start?.name).toBe('au-start-free');
    expect(await start?.path('')).toBe('/au/start-free');
    expect(home?.name).toBe('home');
  });
});
