import { describe, expect, it, vi } from 'vitest';
import { PREFETCH_IDLE_DELAY_MS, prefetchPathOf, shouldPrefetch, whenIdle } from './prefetch';

describe('idle prefetch of visible links (requirements §9)', () => {
  it('starts 1 s after load', () => {
    expect(PREFETCH_IDLE_DELAY_MS).toBe(1_000);
  });

  it('is skipped on slow-2g and when the visitor saves data', () => {
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    // No Network Information API (Safari, Firefox): prefetch.
    expect(shouldPrefetch(undefined)).toBe(true);
  });

  it('fetches only pages of this site other than the current one', () => {
    const current = new URL('https://shiftlane.test/gb/pricing');
    const link = (href: string, attributes: Record<string, string> = {}) => ({
      href: new URL(href, current).href,
      target: attributes.target ?? '',
      hasAttribute: (name: string) => name in attributes,
    });
    expect(prefetchPathOf(link('/gb/blog?page=2#top'), current)).toBe('/gb/blog?page=2');
    expect(prefetchPathOf(link('/gb/pricing#plans'), current)).toBeNull();
    expect(prefetchPathOf(link('https://elsewhere.example/gb/blog'), current)).toBeNull();
    expect(prefetchPathOf(link('/sitemap.xml'), current)).toBeNull();
    expect(prefetchPathOf(link('/media/a/b.png'), current)).toBeNull();
    expect(prefetchPathOf(link('/builds/latest.json'), current)).toBeNull();
    expect(prefetchPathOf(link('/gb/blog', { target: '_blank' }), current)).toBeNull();
    expect(prefetchPathOf(link('/guide', { download: '' }), current)).toBeNull();
  });

  it('waits for the delay, then for idle time (or a timer where there is no requestIdleCallback)', () => {
    vi.useFakeTimers();
    try {
      const callback = vi.fn();
      const idle = vi.fn((run: () => void) => {
        run();
        return 1;
      });
      whenIdle({ setTimeout, clearTimeout, requestIdleCallback: idle } as never, callback, 1000);
      vi.advanceTimersByTime(999);
      expect(callback).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(idle).toHaveBeenCalledOnce();
      expect(callback).toHaveBeenCalledOnce();

      const fallback = vi.fn();
      whenIdle({ setTimeout, clearTimeout } as never, fallback, 1000);
      vi.advanceTimersByTime(1000);
      expect(fallback).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(fallback).toHaveBeenCalledOnce();

      const cancelled = vi.fn();
      whenIdle({ setTimeout, clearTimeout } as never, cancelled, 1000)();
      vi.advanceTimersByTime(2000);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
