// The build check's files (§7): /builds/latest.json names the build the server runs, and
// /builds/meta/{buildId}.json carries that build's route rules for the client's matcher.
// Kept free of server-only imports: app/routes.ts reads it at build time, the browser at run time.

export const LATEST_BUILD_PATH = '/builds/latest.json';
const META_FOLDER = '/builds/meta/';
const JSON_SUFFIX = '.json';

export function buildMetaPath(buildId: string): string {
  return `${META_FOLDER}${encodeURIComponent(buildId)}${JSON_SUFFIX}`;
}

/** The build id a meta file name asks for ('abc.json' → 'abc'), or null for any other name. */
export function buildIdOfMetaFile(file: string | undefined): string | null {
  if (!file?.toLowerCase().endsWith(JSON_SUFFIX)) return null;
  const id = file.slice(0, -JSON_SUFFIX.length);
  return id === '' ? null : id;
}

export interface BuildResourceRoute {
  /** Pattern for app/routes.ts, without the leading slash. */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  id: string;
}

// React Router has no params inside a segment ('{buildId}.json'), so the meta route takes the
// whole file name and the loader strips '.json'.
export const BUILD_RESOURCE_ROUTES: readonly BuildResourceRoute[] = [
  { path: LATEST_BUILD_PATH.slice(1), file: 'routes/builds-latest.ts', id: 'builds.latest' },
  { path: `${META_FOLDER.slice(1)}:file`, file: 'routes/builds-meta.ts', id: 'builds.meta' },
];
