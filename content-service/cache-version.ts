// The space's cache version (cv), in Unix seconds. Clients send it back with every request and
// compare it across `spaces/me` calls to notice that published content changed.
import type { Story } from './types';

export class CacheVersion {
  private current: number;

  constructor(initial: number) {
    this.current = initial;
  }

  /** The newest publish among the stories, so a restart without changes keeps the same cv. */
  static fromStories(stories: readonly Story[], now = Date.now()): CacheVersion {
    let newest = 0;
    for (const story of stories) {
      const time = story.published_at ? Date.parse(story.published_at) : Number.NaN;
      if (!Number.isNaN(time)) newest = Math.max(newest, time);
    }
    return new CacheVersion(Math.floor((newest || now) / 1000));
  }

  get value(): number {
    return this.current;
  }

  /** Strictly increasing even for several publishes within one second. */
  bump(now = Date.now()): number {
    this.current = Math.max(Math.floor(now / 1000), this.current + 1);
    return this.current;
  }
}
