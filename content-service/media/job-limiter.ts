// Caps how many sharp jobs run at once (each may use several libvips threads and a few hundred MB)
// and how many may wait; beyond that the caller gets a 503 to retry, not an ever-growing queue.
import { HttpError } from '../errors';

export class JobLimiter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly maxActive: number,
    readonly maxWaiting: number,
  ) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active < this.maxActive) {
      this.active += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) {
        throw new HttpError(503, 'Too many image transforms in progress; retry shortly', {
          'retry-after': '1',
        });
      }
      // The finishing job hands its slot over directly, so `active` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
