// Per-client request limits for the endpoints a visitor can write to (forms, consent, collectors).
// A fixed window per key is enough here: it is cheap, needs no timers, and a flood from one address
// is answered 429 with the seconds until its window ends (Retry-After).

export interface RateLimitRule {
  /** Requests allowed per window. */
  readonly limit: number;
  readonly windowMs: number;
}

export type RateLimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Counts one request for a key: in this process's memory (RateLimiter) or shared by instances. */
export interface Limiter {
  take(key: string): RateLimitVerdict | Promise<RateLimitVerdict>;
}

interface Window {
  startedAt: number;
  count: number;
}

/** Keys beyond this are forgotten oldest-first, so a spray of addresses cannot grow memory. */
const MAX_TRACKED_KEYS = 50_000;

export class RateLimiter implements Limiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request for `key` and says whether it is within the limit. */
  take(key: string): RateLimitVerdict {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.rule.windowMs) {
      this.windows.delete(key);
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
      this.evictOverflow();
    }
    window.count += 1;
    if (window.count <= this.rule.limit) return { ok: true };
    const remainingMs = this.rule.windowMs - (now - window.startedAt);
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1_000)) };
  }

  private evictOverflow() {
    while (this.windows.size > MAX_TRACKED_KEYS) {
      const oldest = this.windows.keys().next();
      if (oldest.done) return;
      this.windows.delete(oldest.value);
    }
  }
}

/** The address a limit is keyed by: the socket's, or the proxy's X-Forwarded-For when trusted. */
export function clientAddress(request: Request, socketAddress?: string): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || socketAddress || 'unknown';
}

/** The 429 answer: a short plain message and Retry-After, never an HTML page or a stack. */
export function tooManyRequests(verdict: { retryAfterSeconds: number }, message?: string): Response {
  return new Response(message ?? 'Too many requests. Please wait a moment and try again.', {
    status: 429,
    headers: {
      'Retry-After': String(verdict.retryAfterSeconds),
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}
