// The page cache's state machine, free of HTTP: fresh for the TTL, then served stale while ONE
// background render refreshes it; concurrent misses on a key share one render; a publish marks
// every entry out of date, so the next request renders in the foreground and falls back to the old
// page only when that render fails or takes too long; a failed refresh is retried with a growing
// backoff while the old page keeps being served (stale-if-error). Memory is bounded by bytes (LRU).

/** What a render produced, as the cache sees it. */
export type RenderOutcome<P> =
  /** A page every visitor with this key may get. */
  | { kind: 'page'; page: P; bytes: number }
  /** The content service failed (5xx): keep serving what we have. */
  | { kind: 'failure'; response: P }
  /** A legitimate answer that must not be stored (a redirect, a personal page). */
  | { kind: 'uncacheable'; response: P; shareable: boolean };

export type CacheState = 'HIT' | 'MISS' | 'STALE';

export type Served<P> =
  { state: CacheState; page: P; stored: true } | { state: 'MISS'; page: P; stored: false };

export interface PageCacheOptions {
  ttlMs: number;
  maxBytes: number;
  /** How long an invalidated page may be waited for before the old one is served. */
  foregroundDeadlineMs: number;
  /** How long after its TTL a page may still be served when refreshing it fails. */
  maxStaleMs: number;
  retryMinMs?: number;
  retryMaxMs?: number;
  now?: () => number;
  onError?: (key: string, error: unknown) => void;
}

interface Entry<P> {
  page: P;
  bytes: number;
  storedAt: number;
  generation: number;
  failures: number;
  retryAt: number;
}

const ENTRY_OVERHEAD_BYTES = 512;

export class PageCache<P> {
  private readonly entries = new Map<string, Entry<P>>();
  private readonly renders = new Map<string, Promise<RenderOutcome<P>>>();
  private generation = 0;
  private totalBytes = 0;
  private readonly now: () => number;
  private readonly retryMinMs: number;
  private readonly retryMaxMs: number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.retryMinMs = options.retryMinMs ?? 1_000;
    this.retryMaxMs = options.retryMaxMs ?? 30_000;
  }

  get size(): number {
    return this.entries.size;
  }

  /** How many stored pages satisfy `test` (a walk over every entry: for probes, not hot paths). */
  count(test: (page: P) => boolean): number {
    let matching = 0;
    for (const entry of this.entries.values()) if (test(entry.page)) matching += 1;
    return matching;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  /** A publish: every stored page is out of date from now on (kept as a fallback). */
  invalidateAll(): void {
    this.generation += 1;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  async serve(key: string, render: () => Promise<RenderOutcome<P>>): Promise<Served<P>> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && now - entry.storedAt > this.options.ttlMs + this.options.maxStaleMs) {
      this.remove(key);
      return this.serve(key, render);
    }
    if (!entry) return this.renderInForeground(key, render, undefined);
    this.touch(key, entry);
    if (entry.generation < this.generation) {
      // Right after a failed refresh, do not make every visitor wait for the content service again.
      if (now < entry.retryAt) return { state: 'STALE', page: entry.page, stored: true };
      return this.renderInForeground(key, render, entry);
    }
    if (now - entry.storedAt < this.options.ttlMs) return { state: 'HIT', page: entry.page, stored: true };
    if (now >= entry.retryAt) void this.coalescedRender(key, render).catch(() => undefined);
    return { state: 'STALE', page: entry.page, stored: true };
  }

  private async renderInForeground(
    key: string,
    render: () => Promise<RenderOutcome<P>>,
    fallback: Entry<P> | undefined,
  ): Promise<Served<P>> {
    const joined = this.renders.has(key);
    const pending = this.coalescedRender(key, render);
    let outcome: RenderOutcome<P> | undefined;
    try {
      outcome = fallback ? await this.within(pending, this.options.foregroundDeadlineMs) : await pending;
    } catch (error) {
      if (fallback) return { state: 'STALE', page: fallback.page, stored: true };
      throw error;
    }
    if (outcome === undefined || (outcome.kind === 'failure' && fallback)) {
      return { state: 'STALE', page: (fallback as Entry<P>).page, stored: true };
    }
    if (outcome.kind === 'page') return { state: 'MISS', page: outcome.page, stored: true };
    if (outcome.kind === 'uncacheable' && joined && !outcome.shareable) {
      // Someone else's personal answer: render this visitor's own.
      const own = await render();
      return { state: 'MISS', page: own.kind === 'page' ? own.page : own.response, stored: false };
    }
    return { state: 'MISS', page: outcome.response, stored: false };
  }

  private within(pending: Promise<RenderOutcome<P>>, ms: number): Promise<RenderOutcome<P> | undefined> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve(undefined), ms);
      pending.then(
        (outcome) => {
          clearTimeout(timer);
          resolve(outcome);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  /** One render per key at a time; its outcome updates the stored entry. */
  private coalescedRender(key: string, render: () => Promise<RenderOutcome<P>>): Promise<RenderOutcome<P>> {
    const running = this.renders.get(key);
    if (running) return running;
    const generation = this.generation;
    const pending = (async () => {
      try {
        const outcome = await render();
        this.settle(key, outcome, generation);
        return outcome;
      } catch (error) {
        this.options.onError?.(key, error);
        this.failed(key);
        throw error;
      } finally {
        this.renders.delete(key);
      }
    })();
    this.renders.set(key, pending);
    return pending;
  }

  private settle(key: string, outcome: RenderOutcome<P>, generation: number): void {
    if (outcome.kind === 'failure') {
      this.failed(key);
      return;
    }
    if (outcome.kind === 'uncacheable') {
      // The page now redirects or became personal: the old copy must not be served any more.
      this.remove(key);
      return;
    }
    this.store(key, outcome.page, outcome.bytes, generation);
  }

  private failed(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.failures += 1;
    const backoff = Math.min(this.retryMaxMs, this.retryMinMs * 2 ** (entry.failures - 1));
    entry.retryAt = this.now() + backoff;
  }

  private store(key: string, page: P, pageBytes: number, generation: number): void {
    const bytes = pageBytes + key.length + ENTRY_OVERHEAD_BYTES;
    this.remove(key);
    // One page may not push out most of the others.
    if (bytes > this.options.maxBytes / 4) return;
    this.entries.set(key, { page, bytes, storedAt: this.now(), generation, failures: 0, retryAt: 0 });
    this.totalBytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.totalBytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.totalBytes -= entry.bytes;
    }
  }

  private touch(key: string, entry: Entry<P>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}
