// The browser forms' plain helpers: polling (§9 timers), prefill message filtering (§7), the list of
// loaded form ids (§3) and the social join links (§7).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedFormIds, markFormLoaded } from './loaded-forms';
import { pollUntil } from './poll';
import { PREFILL_POLL_MS, PREFILL_TRIES, prefillValues } from './prefill';
import { socialJoinUrl } from './SignupFormView';

afterEach(() => {
  vi.useRealTimers();
});

describe('pollUntil', () => {
  it('checks every interval until the value is there', async () => {
    vi.useFakeTimers();
    const definition: { value?: string } = {};
    const checks = vi.fn(() => definition.value);
    const found = pollUntil(checks, { intervalMs: 5, timeoutMs: 5_000 });
    await vi.advanceTimersByTimeAsync(50);
    definition.value = 'loaded';
    await vi.advanceTimersByTimeAsync(5);
    await expect(found).resolves.toBe('loaded');
    expect(checks.mock.calls.length).toBeGreaterThanOrEqual(11);
    expect(checks.mock.calls.length).toBeLessThanOrEqual(13);
  });

  it('gives up after the timeout: 10 tries a second apart for the prefill helper', async () => {
    vi.useFakeTimers();
    const checks = vi.fn(() => false);
    const found = pollUntil(checks, {
      intervalMs: PREFILL_POLL_MS,
      timeoutMs: PREFILL_POLL_MS * (PREFILL_TRIES - 1),
    });
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(found).resolves.toBeUndefined();
    expect(checks).toHaveBeenCalledTimes(10);
  });

  it('stops when aborted', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const found = pollUntil(() => false, { intervalMs: 5, timeoutMs: 5_000, signal: controller.signal });
    controller.abort();
    await vi.advanceTimersByTimeAsync(10);
    await expect(found).resolves.toBeUndefined();
  });
});

describe('prefill messages', () => {
  const allowed = ['https://transfer.shiftlane.example'];

  it('are taken only from allowed origins and only in their one shape', () => {
    const message = { prefill: { email: 'pat@example.com', firstName: 'Pat' } };
    expect(prefillValues('https://transfer.shiftlane.example', message, allowed)).toEqual(message.prefill);
    expect(prefillValues('https://evil.example', message, allowed)).toBeUndefined();
    expect(prefillValues('https://transfer.shiftlane.example', message, [])).toBeUndefined();
    for (const data of [
      null,
      'email=x',
      { email: 'x' },
      { prefill: { email: 3 } },
      { prefill: { 'bad key': 'x' } },
    ]) {
      expect(prefillValues('https://transfer.shiftlane.example', data, allowed)).toBeUndefined();
    }
    expect(
      prefillValues('https://transfer.shiftlane.example', { prefill: { email: 'x'.repeat(501) } }, allowed),
    ).toBeUndefined();
  });
});

describe('loaded form ids', () => {
  it('keep each id once, in the order the forms loaded', () => {
    markFormLoaded('2215');
    markFormLoaded('1181');
    markFormLoaded('2215');
    expect(loadedFormIds()).toEqual(['2215', '1181']);
  });
});

describe('social sign-up links', () => {
  it('go to the join endpoint with provider GG or FB', () => {
    expect(socialJoinUrl('https://app.shiftlane.example/join', 'GG')).toBe(
      'https://app.shiftlane.example/join?provider=GG',
    );
    expect(socialJoinUrl('https://app.shiftlane.example/join?ref=site', 'FB')).toBe(
      'https://app.shiftlane.example/join?ref=site&provider=FB',
    );
  });
});
