// The answers of the build check's files (app/routes/builds-*.ts pass in the build id and the
// route rules loader, so this stays testable without a build).
import type { RouteRule } from '../navigation/route-rules';
import { buildIdOfMetaFile } from './build-routes';

/** latest.json must never come from a cache, or a new build would go unnoticed. */
export const LATEST_BUILD_CACHE_CONTROL = 'no-store';
/** Route rules are edited in content at any time, so a build's meta file is cached briefly. */
export const BUILD_META_CACHE_CONTROL = 'public, max-age=60';

export interface LatestBuild {
  buildId: string;
}

export interface BuildMeta {
  buildId: string;
  /** In the content's own shape, so the browser parses them with the same function. */
  routeRules: Pick<RouteRule, 'from' | 'to' | 'status'>[];
}

export function latestBuildResponse(buildId: string): Response {
  const body: LatestBuild = { buildId };
  return Response.json(body, { headers: { 'Cache-Control': LATEST_BUILD_CACHE_CONTROL } });
}

export async function buildMetaResponse(
  file: string | undefined,
  currentBuildId: string,
  loadRules: () => Promise<readonly RouteRule[]>,
): Promise<Response> {
  const buildId = buildIdOfMetaFile(file);
  if (buildId !== currentBuildId) {
    return Response.json(
      { error: `Unknown build: ${buildId ?? file ?? ''}` },
      { status: 404, headers: { 'Cache-Control': LATEST_BUILD_CACHE_CONTROL } },
    );
  }
  const rules = await loadRules();
  const body: BuildMeta = {
    buildId,
    routeRules: rules.map(({ from, to, status }) => ({ from, to, status })),
  };
  return Response.json(body, { headers: { 'Cache-Control': BUILD_META_CACHE_CONTROL } });
}
