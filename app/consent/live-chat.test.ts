import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  awaitConsultationThankYou,
  consultationThankYou,
  LIVE_CHAT_START_TIMEOUT_MS,
  reportLiveChat,
  type LiveChatPresence,
} from './live-chat';

afterEach(() => {
  reportLiveChat('absent');
  vi.useRealTimers();
});

describe('consultationThankYou', () => {
  const decide = (allowed: boolean, configured: boolean, presence: LiveChatPresence, timedOut = false) =>
    consultationThankYou({ allowed, configured, presence, timedOut });

  it('shows the thank-you when live chat is not permitted, whatever the chat does', () => {
    expect(decide(false, true, 'shown')).toBe('show');
    expect(decide(false, false, 'absent')).toBe('show');
  });

  it('shows the thank-you when live chat is permitted but the site has none', () => {
    expect(decide(true, false, 'absent')).toBe('show');
    expect(decide(true, false, 'absent', true)).toBe('show');
  });

  it('holds it back only while a permitted, configured chat has started', () => {
    expect(decide(true, true, 'shown')).toBe('suppress');
    expect(decide(true, true, 'shown', true)).toBe('suppress');
  });

  it('waits while the chat may still start, and shows it once the chat failed or the time is up', () => {
    expect(decide(true, true, 'absent')).toBe('wait');
    expect(decide(true, true, 'loading')).toBe('wait');
    expect(decide(true, true, 'failed')).toBe('show');
    expect(decide(true, true, 'loading', true)).toBe('show');
    expect(decide(true, true, 'absent', true)).toBe('show');
  });
});

describe('awaitConsultationThankYou', () => {
  function start(configured: boolean, allowed: Promise<boolean>) {
    const decisions: string[] = [];
    const cancel = awaitConsultationThankYou({
      configured,
      isAllowed: () => allowed,
      onDecision: (decision) => decisions.push(decision),
    });
    return { decisions, cancel };
  }

  it('decides at once when the chat is not configured', async () => {
    const { decisions } = start(false, Promise.resolve(true));
    await Promise.resolve();
    expect(decisions).toEqual(['show']);
  });

  it('holds the thank-you back when the chat is already on the page', async () => {
    reportLiveChat('shown');
    const { decisions } = start(true, Promise.resolve(true));
    await Promise.resolve();
    expect(decisions).toEqual(['suppress']);
  });

  it('follows a chat that starts while it waits', async () => {
    vi.useFakeTimers();
    reportLiveChat('loading');
    const { decisions } = start(true, Promise.resolve(true));
    await vi.advanceTimersByTimeAsync(LIVE_CHAT_START_TIMEOUT_MS - 1);
    expect(decisions).toEqual(['wait']);
    reportLiveChat('shown');
    expect(decisions).toEqual(['wait', 'suppress']);
    // Decided once: a later change of presence or the timer says nothing more.
    reportLiveChat('failed');
    await vi.advanceTimersByTimeAsync(LIVE_CHAT_START_TIMEOUT_MS);
    expect(decisions).toEqual(['wait', 'suppress']);
  });

  it(`shows the thank-you ${LIVE_CHAT_START_TIMEOUT_MS} ms after success when the chat never starts`, async () => {
    vi.useFakeTimers();
    reportLiveChat('loading');
    const { decisions } = start(true, Promise.resolve(true));
    await vi.advanceTimersByTimeAsync(LIVE_CHAT_START_TIMEOUT_MS - 1);
    expect(decisions).toEqual(['wait']);
    await vi.advanceTimersByTimeAsync(1);
    expect(decisions).toEqual(['wait', 'show']);
  });

  it('shows the thank-you as soon as the chat fails to load', async () => {
    vi.useFakeTimers();
    reportLiveChat('loading');
    const { decisions } = start(true, Promise.resolve(true));
    await vi.advanceTimersByTimeAsync(100);
    reportLiveChat('failed');
    expect(decisions).toEqual(['wait', 'show']);
  });

  it('waits for a slow consent answer, and counts the time from the success', async () => {
    vi.useFakeTimers();
    let answer: (allowed: boolean) => void = () => {};
    const { decisions } = start(true, new Promise<boolean>((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(LIVE_CHAT_START_TIMEOUT_MS + 1);
    expect(decisions).toEqual([]);
    answer(true);
    await Promise.resolve();
    expect(decisions).toEqual(['show']);
  });

  it('says nothing once cancelled (the form went away)', async () => {
    vi.useFakeTimers();
    reportLiveChat('loading');
    const { decisions, cancel } = start(true, Promise.resolve(true));
    await Promise.resolve();
    cancel();
    reportLiveChat('shown');
    await vi.advanceTimersByTimeAsync(LIVE_CHAT_START_TIMEOUT_MS);
    expect(decisions).toEqual(['wait']);
  });
});
