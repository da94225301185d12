import { describe, expect, it } from 'vitest';
import { currentRelease, decideRelease, readStoredRelease, RELEASE_MARKER_KEY } from './release';

describe('the release check (requirements §4 "Service worker", §8)', () => {
  it('announces a new release with previous "none" when there is no marker', () => {
    expect(decideRelease('abc123', { ok: true, value: null })).toEqual({
      kind: 'new release',
      release: 'abc123',
      previous: 'none',
    });
    expect(decideRelease('abc123', { ok: true, value: '' })).toMatchObject({ previous: 'none' });
  });

  it('announces a new release with the previous one when the release changed', () => {
    expect(decideRelease('abc123', { ok: true, value: 'old999' })).toEqual({
      kind: 'new release',
      release: 'abc123',
      previous: 'old999',
    });
  });

  it('leaves the cache alone when the release is the same', () => {
    expect(decideRelease('abc123', { ok: true, value: 'abc123' })).toEqual({ kind: 'same release' });
  });

  it('treats a check that errored as a new release with previous "error"', () => {
    expect(decideRelease('abc123', { ok: false, error: new Error('SecurityError') })).toEqual({
      kind: 'new release',
      release: 'abc123',
      previous: 'error',
    });
    // A page that cannot name its own build cannot be compared either.
    expect(decideRelease(null, { ok: true, value: 'abc123' })).toEqual({
      kind: 'new release',
      release: 'unknown',
      previous: 'error',
    });
  });

  it('reads the marker from localStorage, and a storage that throws as an error', () => {
    expect(readStoredRelease({ getItem: (key) => (key === RELEASE_MARKER_KEY ? 'v1' : null) })).toEqual({
      ok: true,
      value: 'v1',
    });
    const refused = readStoredRelease({
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(refused.ok).toBe(false);
  });

  it("reads the release from React Router's manifest", () => {
    expect(currentRelease({ __reactRouterManifest: { version: 'f3781c65' } })).toBe('f3781c65');
    expect(currentRelease({})).toBeNull();
    expect(currentRelease({ __reactRouterManifest: { version: 3 } })).toBeNull();
  });
});
