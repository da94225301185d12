// §4 "Service worker": the release check. The release is the build's version, the one React
// Router stamps on its manifest (window.__reactRouterManifest.version in the browser,
// build.assets.version on the server); localStorage keeps the release the worker last stored.

export const RELEASE_MARKER_KEY = 'sw-release';
/** What the worker is told as the previous release when there was none, or reading it failed. */
export const NO_PREVIOUS_RELEASE = 'none';
export const RELEASE_CHECK_ERROR = 'error';
/** Cache name part used when the page cannot name its build (an error in the check itself). */
export const UNKNOWN_RELEASE = 'unknown';

export type StoredRelease = { ok: true; value: string | null } | { ok: false; error: unknown };

export type ReleaseDecision =
  { kind: 'same release' } | { kind: 'new release'; release: string; previous: string };

/**
 * No marker, another release, or a check that errored all mean a new release (§8: "Release check
 * error: cache cleared"); only the same release leaves the worker's cache alone.
 */
export function decideRelease(current: string | null, stored: StoredRelease): ReleaseDecision {
  if (current === null)
    return { kind: 'new release', release: UNKNOWN_RELEASE, previous: RELEASE_CHECK_ERROR };
  if (!stored.ok) return { kind: 'new release', release: current, previous: RELEASE_CHECK_ERROR };
  if (stored.value === null || stored.value === '') {
    return { kind: 'new release', release: current, previous: NO_PREVIOUS_RELEASE };
  }
  if (stored.value !== current) return { kind: 'new release', release: current, previous: stored.value };
  return { kind: 'same release' };
}

export function readStoredRelease(storage: Pick<Storage, 'getItem'>): StoredRelease {
  try {
    return { ok: true, value: storage.getItem(RELEASE_MARKER_KEY) };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The build this page was rendered from, or null when React Router's manifest is missing. */
export function currentRelease(win: object): string | null {
  const manifest = (win as { __reactRouterManifest?: { version?: unknown } }).__reactRouterManifest;
  return typeof manifest?.version === 'string' && manifest.version !== '' ? manifest.version : null;
}
