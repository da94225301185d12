import { describe, expect, it } from 'vitest';
import {
  EXIT_POPUP_PERIOD_MS,
  exitPopupAllowedOnLayout,
  isBlogPostPath,
  isExitIntent,
  isFastUpwardScroll,
  readShare,
  shownWithinPeriod,
} from './exit-intent';

describe('exit intent', () => {
  it('is a pointer leaving through the top of the viewport to nowhere', () => {
    expect(isExitIntent({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: -3, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: 12, relatedTarget: null })).toBe(false);
    expect(isExitIntent({ clientY: 0, relatedTarget: {} })).toBe(false);
  });

  it('on touch, is a fast upward scroll of 120 px or more', () => {
    expect(isFastUpwardScroll({ from: 2_000, to: 1_800, ms: 100 })).toBe(true);
    expect(isFastUpwardScroll({ from: 2_000, to: 1_800, ms: 400 })).toBe(false);
    expect(isFastUpwardScroll({ from: 2_000, to: 1_900, ms: 50 })).toBe(false);
    expect(isFastUpwardScroll({ from: 1_800, to: 2_000, ms: 100 })).toBe(false);
  });

  it('measures how much of the page has been read', () => {
    expect(readShare({ scrollY: 0, viewportHeight: 800, pageHeight: 4_000 })).toBe(0.2);
    expect(readShare({ scrollY: 800, viewportHeight: 800, pageHeight: 4_000 })).toBe(0.4);
    expect(readShare({ scrollY: 0, viewportHeight: 800, pageHeight: 0 })).toBe(1);
  });
});

describe('where and how often', () => {
  it('knows a blog post under every prefix from the blog lists', () => {
    for (const path of ['/blog/rota-tips', '/gb/blog/rota-tips', '/au/blog/x/', '/us/blog/a-b']) {
      expect(isBlogPostPath(path)).toBe(true);
    }
    for (const path of ['/blog', '/gb/blog/page/2', '/blog/page', '/pricing', '/blog/a/b']) {
      expect(isBlogPostPath(path)).toBe(false);
    }
  });

  it('shows at most once every 14 days, counting an unreadable record as recent', () => {
    const now = Date.UTC(2026, 5, 1);
    expect(shownWithinPeriod(null, now)).toBe(false);
    expect(shownWithinPeriod(String(now - EXIT_POPUP_PERIOD_MS + 1), now)).toBe(true);
    expect(shownWithinPeriod(String(now - EXIT_POPUP_PERIOD_MS), now)).toBe(false);
    expect(shownWithinPeriod('soon', now)).toBe(true);
    expect(shownWithinPeriod(String(now + 60_000), now)).toBe(true);
  });

  it('stays off the login and widget layouts', () => {
    expect(exitPopupAllowedOnLayout('default')).toBe(true);
    expect(exitPopupAllowedOnLayout('default-logo-title-home-link')).toBe(true);
    expect(exitPopupAllowedOnLayout('default-login')).toBe(false);
    expect(exitPopupAllowedOnLayout('default-widget')).toBe(false);
  });
});
