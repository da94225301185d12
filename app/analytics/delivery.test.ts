import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AnalyticsDelivery,
  COLLECT_PATH,
  FLUSH_DELAY_MS,
  parseRetryAfter,
  retryDelayMs,
  type DeliveryEnvironment,
} from './delivery';
import type { AnalyticsBatch, AnalyticsMessage } from './message';
import { MAX_QUEUE_MESSAGES, QUEUE_STORAGE_KEY, QueueStore } from './queue-store';
import { MemoryStorage } from './test-support';

function message(index: number): AnalyticsMessage {
  return {
    type: 'track',
    event: 'VIEW_OPENED',
    properties: { index },
    messageId: `message-${index}`,
    anonymousId: 'visitor-1',
    timestamp: new Date(0).toISOString(),
    context: {
      screen: 'WEBSITE',
      application: 'WEBSITE',
      page: { path: '/', url: 'http://127.0.0.1/', referrer: '', title: 'Home' },
      locale: 'en-US',
    },
  };
}

type FetchAnswer = number | 'network-error' | { status: number; retryAfter: string };

function environment(answers: FetchAnswer[], sendBeacon: DeliveryEnvironment['sendBeacon'] = null) {
  const bodies: AnalyticsBatch[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)) as AnalyticsBatch);
    const answer = answers.shift() ?? 204;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const status = typeof answer === 'number' ? answer : answer.status;
    const headers = new Headers(typeof answer === 'number' ? {} : { 'Retry-After': answer.retryAfter });
    return { status, headers };
  });
  const env: DeliveryEnvironment = {
    fetch,
    sendBeacon,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    // No jitter in tests: the delays are exactly half the exponential step.
    random: () => 0,
    now: () => Date.now(),
  };
  const ids = () => bodies.map((body) => body.batch.map((sent) => sent.messageId));
  return { env, fetch, bodies, ids };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('analytics delivery', () => {
  it('batches messages tracked close together into one POST to /api/collect', async () => {
    const { env, fetch, ids } = environment([204]);
    const delivery = new AnalyticsDelivery(new QueueStore(new MemoryStorage()), env);
    delivery.enqueue(message(1));
    delivery.enqueue(message(2));
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(COLLECT_PATH);
    expect(ids()).toEqual([['message-1', 'message-2']]);
  });

  it('keeps undelivered messages in localStorage, and a new page sends them', async () => {
    const storage = new MemoryStorage();
    const first = environment(['network-error', 'network-error']);
    const delivery = new AnalyticsDelivery(new QueueStore(storage), first.env);
    delivery.enqueue(message(1));
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    delivery.stop();
    expect(JSON.parse(storage.getItem(QUEUE_STORAGE_KEY) ?? '{}')).toMatchObject({
      messages: [{ messageId: 'message-1' }],
    });

    // "Reload": a new runtime instance reading the same storage.
    const second = environment([204]);
    new AnalyticsDelivery(new QueueStore(storage), second.env).resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(second.ids()).toEqual([['message-1']]);
    expect(storage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
  });

  it('retries network errors and 5xx with exponential backoff, then succeeds', async () => {
    const { env, fetch } = environment(['network-error', 503, 502, 204]);
    const queue = new QueueStore(new MemoryStorage());
    const delivery = new AnalyticsDelivery(queue, env);
    delivery.enqueue(message(1));
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    // Backoff with random()=0 is half of 1 s, 2 s, 4 s.
    await vi.advanceTimersByTimeAsync(499);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(queue.read().messages).toEqual([]);
  });

  it('honours Retry-After on 429', async () => {
    const { env, fetch } = environment([{ status: 429, retryAfter: '7' }, 204]);
    const delivery = new AnalyticsDelivery(new QueueStore(new MemoryStorage()), env);
    delivery.enqueue(message(1));
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    await vi.advanceTimersByTimeAsync(6_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('drops a batch the collector refuses as invalid (400) instead of retrying it forever', async () => {
    const { env, fetch } = environment([400]);
    const queue = new QueueStore(new MemoryStorage());
    const delivery = new AnalyticsDelivery(queue, env);
    delivery.enqueue(message(1));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(queue.read().messages).toEqual([]);
  });

  it('hands the queue to sendBeacon when the page is hidden, and fetch does not send it again', async () => {
    const beacons: string[] = [];
    const { env, fetch } = environment([], (url, body) => {
      expect(url).toBe(COLLECT_PATH);
      beacons.push(body);
      return true;
    });
    const delivery = new AnalyticsDelivery(new QueueStore(new MemoryStorage()), env);
    delivery.enqueue(message(1));
    delivery.flushWithBeacon();
    expect(beacons).toHaveLength(1);
    expect((JSON.parse(beacons[0] ?? '{}') as AnalyticsBatch).batch[0]?.messageId).toBe('message-1');
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps at most 500 messages, dropping the oldest and reporting the count', async () => {
    const { env, bodies } = environment(['network-error']);
    const storage = new MemoryStorage();
    const queue = new QueueStore(storage);
    for (let index = 0; index < MAX_QUEUE_MESSAGES + 3; index += 1) queue.add(message(index));
    expect(queue.read().messages).toHaveLength(MAX_QUEUE_MESSAGES);
    expect(queue.read().messages[0]?.messageId).toBe('message-3');
    expect(queue.read().dropped).toBe(3);
    new AnalyticsDelivery(queue, env).resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(bodies[0]?.dropped).toBe(3);
  });

  it('sends nothing after stop()', async () => {
    const { env, fetch } = environment([]);
    const delivery = new AnalyticsDelivery(new QueueStore(new MemoryStorage()), env);
    delivery.enqueue(message(1));
    delivery.stop();
    delivery.enqueue(message(2));
    delivery.flushWithBeacon();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('backoff', () => {
  it('doubles up to a minute with up to half of it as jitter', () => {
    expect(retryDelayMs(1, () => 0)).toBe(500);
    expect(retryDelayMs(1, () => 0.999)).toBeCloseTo(999.5);
    expect(retryDelayMs(3, () => 0)).toBe(2_000);
    expect(retryDelayMs(30, () => 0)).toBe(30_000);
    expect(retryDelayMs(1, () => 0, 12_000)).toBe(12_000);
  });

  it('reads Retry-After as seconds or a date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('5', now)).toBe(5_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('soon', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBe(0);
  });
});
