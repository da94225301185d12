// What rendering one rich-text document needs besides its nodes: the visitor's region (for internal
// links) and the problems already reported, so that a repeated problem is logged once per render.
import { warnContent } from '../blocks/shared/content-warnings';
import type { Region } from '../regions/region';

export interface RenderContext {
  region: Region;
  /** The site's own host, when known: absolute links to it are internal. */
  siteHost: string | undefined;
  reported: Set<string>;
}

export function createRenderContext(region: Region, siteHost?: string): RenderContext {
  return { region, siteHost, reported: new Set() };
}

/** Logs an invalid-content warning, once per render for each distinct problem. */
export function report(context: RenderContext, problem: string): void {
  if (context.reported.has(problem)) return;
  context.reported.add(problem);
  warnContent(problem);
}
