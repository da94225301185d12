// Fault injection, so that tests can watch a client meet rate limits, server errors and slow
// answers. Only delivery requests (/v2) are affected; the fault endpoints and /health never are.
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { unprocessable } from './errors';

export interface FaultState {
  rateLimitNext: number;
  failNext: number;
  failStatus: number;
  failMessage: string;
  latencyMs: number;
}

export interface InjectedFault {
  status: number;
  message: string;
  headers: Record<string, string>;
}

const count = z.number().int().min(0);
const faultsSchema = z.strictObject({
  rateLimitNext: count.optional(),
  failNext: count.optional(),
  failStatus: z.number().int().min(500).max(599).optional(),
  failMessage: z.string().min(1).max(1000).optional(),
  latencyMs: count.max(60_000).optional(),
});

const INITIAL: FaultState = {
  rateLimitNext: 0,
  failNext: 0,
  failStatus: 500,
  failMessage: 'Internal Server Error',
  latencyMs: 0,
};

export class Faults {
  private state: FaultState = { ...INITIAL };

  snapshot(): FaultState {
    return { ...this.state };
  }

  /** Merges the given settings into the current ones; anything unknown or out of range is a 422. */
  configure(body: unknown): FaultState {
    const parsed = faultsSchema.safeParse(body);
    if (!parsed.success) {
      const problems = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
        .join('; ');
      throw unprocessable(`Invalid faults: ${problems}`);
    }
    for (const [key, value] of Object.entries(parsed.data)) {
      if (value !== undefined) Object.assign(this.state, { [key]: value });
    }
    return this.snapshot();
  }

  reset(): FaultState {
    this.state = { ...INITIAL };
    return this.snapshot();
  }

  /** Waits out the injected latency, then says whether this request must fail (and consumes it). */
  async next(): Promise<InjectedFault | undefined> {
    if (this.state.latencyMs > 0) await sleep(this.state.latencyMs);
    if (this.state.rateLimitNext > 0) {
      this.state.rateLimitNext -= 1;
      return { status: 429, message: 'Too Many Requests', headers: { 'retry-after': '1' } };
    }
    if (this.state.failNext > 0) {
      this.state.failNext -= 1;
      return { status: this.state.failStatus, message: this.state.failMessage, headers: {} };
    }
    return undefined;
  }
}
