import { describe, expect, it } from 'vitest';
import { PURPOSES, type Purpose } from './purposes';
import {
  isServiceAllowed,
  isServiceName,
  purposesConsented,
  purposesOf,
  SERVICE_NAMES,
  SERVICES,
} from './services';

const granted = (...purposes: Purpose[]) =>
  Object.fromEntries(PURPOSES.map((purpose) => [purpose, purposes.includes(purpose)])) as Record<
    Purpose,
    boolean
  >;

describe('the service registry', () => {
  it('lists every service with at least one data flow or cookie, each with a known purpose', () => {
    for (const service of SERVICE_NAMES) {
      const { flows, cookies } = SERVICES[service];
      expect(flows.length + cookies.length, service).toBeGreaterThan(0);
      for (const item of [...flows, ...cookies]) expect(PURPOSES).toContain(item.purpose);
    }
  });

  it('derives each service’s purposes from its flows and cookies', () => {
    expect(purposesOf('analytics')).toEqual(['analytics']);
    expect(purposesOf('live-chat')).toEqual(['functional']);
    expect(purposesOf('ad-pixel')).toEqual(['advertising']);
    expect(purposesOf('video-embeds').sort()).toEqual(['advertising', 'functional']);
    expect(purposesOf('test-variation').sort()).toEqual(['analytics', 'functional']);
  });

  it('knows its names and nothing else', () => {
    expect(isServiceName('live-chat')).toBe(true);
    expect(isServiceName('Live-Chat')).toBe(false);
    expect(isServiceName('toString')).toBe(false);
    expect(isServiceName(undefined)).toBe(false);
  });
});

describe('the allow rule', () => {
  it('allows a service only when every one of its purposes is granted', () => {
    expect(isServiceAllowed('video-embeds', granted('functional'))).toBe(false);
    expect(isServiceAllowed('video-embeds', granted('advertising'))).toBe(false);
    expect(isServiceAllowed('video-embeds', granted('functional', 'advertising'))).toBe(true);
    expect(isServiceAllowed('test-variation', granted('analytics'))).toBe(false);
    expect(isServiceAllowed('test-variation', granted('analytics', 'functional'))).toBe(true);
  });

  it('allows nothing optional with only Essential, and everything with all purposes', () => {
    for (const service of SERVICE_NAMES) {
      expect(isServiceAllowed(service, granted('essential')), service).toBe(false);
      expect(isServiceAllowed(service, granted(...PURPOSES)), service).toBe(true);
    }
  });

  it('treats Essential as granted whatever the record says', () => {
    const nothing = { ...granted(), essential: false };
    expect(purposesConsented(['essential'], nothing)).toBe(true);
    expect(purposesConsented(['essential', 'analytics'], nothing)).toBe(false);
    expect(purposesConsented(['essential', 'analytics'], { ...nothing, analytics: true })).toBe(true);
    expect(isServiceAllowed('analytics', { ...granted('analytics'), essential: false })).toBe(true);
  });
});
