import { describe, expect, it } from 'vitest';
import { initialModalState, modalReducer, type ModalState } from '../modals/modal-state';
import { modalAnalyticsEvents } from './modal-events';
import { isLoginHref } from './login-link';

function run(state: ModalState, ...actions: Parameters<typeof modalReducer>[1][]) {
  const events: ReturnType<typeof modalAnalyticsEvents> = [];
  let current = state;
  for (const action of actions) {
    const next = modalReducer(current, action);
    events.push(...modalAnalyticsEvents(current, next));
    current = next;
  }
  return { events, state: current };
}

describe('modal view events', () => {
  it('sends VIEW_OPENED when a modal shows and VIEW_CLOSED with how it was closed', () => {
    const { events } = run(
      initialModalState,
      { type: 'open', key: 1, request: { target: 'newsletter', id: '1261', content: null } },
      { type: 'accept', key: 1, animated: true },
      { type: 'entered', key: 1 },
      { type: 'close', key: 1, reason: 'escape' },
      { type: 'removed', key: 1 },
    );
    expect(events).toEqual([
      { event: 'VIEW_OPENED', properties: { name: 'newsletter', id: '1261' } },
      { event: 'VIEW_CLOSED', properties: { name: 'newsletter', id: '1261', closedBy: 'escape' } },
    ]);
  });

  it('adds the video modal events for a video', () => {
    const video = { src: 'https://www.youtube.com/watch?v=abc', title: 'Tour' };
    const { events } = run(
      initialModalState,
      { type: 'open', key: 2, request: { target: 'video', id: video.src, content: null, video } },
      { type: 'accept', key: 2, animated: false },
      { type: 'close', key: 2, reason: 'close-button' },
    );
    expect(events.map((item) => item.event)).toEqual([
      'VIEW_OPENED',
      'video modal opened',
      'VIEW_CLOSED',
      'video modal closed',
    ]);
    expect(events[1]?.properties).toEqual({ title: 'Tour', src: video.src });
  });

  it('sends nothing for a popup refused before it showed', () => {
    const { events } = run(
      initialModalState,
      { type: 'open', key: 3, request: { target: 'exit-popup', id: 'gb', content: null } },
      { type: 'refuse', key: 3 },
    );
    expect(events).toEqual([]);
  });

  it('counts a shown modal removed by force (its opener went away) as closed', () => {
    const { events } = run(
      initialModalState,
      { type: 'open', key: 4, request: { target: 'generic', id: 'promo', content: null } },
      { type: 'accept', key: 4, animated: false },
      { type: 'removed', key: 4, force: true },
    );
    expect(events.at(-1)).toEqual({
      event: 'VIEW_CLOSED',
      properties: { name: 'generic', id: 'promo', closedBy: 'program' },
    });
  });
});

describe('login links', () => {
  it('recognises links to the product login, not the login-help page', () => {
    expect(isLoginHref('https://app.shiftlane.example/login')).toBe(true);
    expect(isLoginHref('https://app.shiftlane.example/sign-in/')).toBe(true);
    expect(isLoginHref('/gb/login')).toBe(true);
    expect(isLoginHref('/login-help')).toBe(false);
    expect(isLoginHref('/gb/pricing')).toBe(false);
    expect(isLoginHref('http://[bad')).toBe(false);
  });
});
