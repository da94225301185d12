// Stories that configure the site rather than show a page: route rules and the error block.
// Like every story, they are validated and reshaped here; callers get typed values or null.
import { config } from '../../config/index';
import { errorBlockSchema, type ErrorBlock } from '../error-page/error-block.schema';
import { logger } from '../logging/logger.server';
import { parseRouteRules, ROUTE_RULES_SLUG, type RouteRule } from '../navigation/route-rules';
import { contentSlug, type Region } from '../regions/region';
import { parseOnce } from './parse-once';
import { loadRawContent } from './stories.server';

/** The content-defined redirects; none when the story is missing or unreadable (logged). */
export async function loadRouteRules(): Promise<RouteRule[]> {
  const content = await loadRawContent(ROUTE_RULES_SLUG);
  if (!content.ok) {
    // Redirects are a convenience: without them the page itself can still be served.
    if (content.failure !== 'not-found') logger.warn('Route rules unavailable:', content.message);
    return [];
  }
  const story = content.value;
  return parseOnce(story, parseRouteRules, () => {
    const { rules, problems } = parseRouteRules(story.rules);
    for (const problem of problems) logger.warn(`Route rule ${problem.index} ignored:`, problem.message);
    return rules;
  });
}

/** §7: the error page story's first content entry is its error block. */
export async function loadErrorBlock(region: Region): Promise<ErrorBlock | null> {
  const slug = contentSlug(region, config().site.errorPageSlug);
  const content = await loadRawContent(slug);
  if (!content.ok) {
    logger.error(`Error page content ${slug} could not be loaded:`, content.message);
    return null;
  }
  const first = Array.isArray(content.value.body) ? content.value.body[0] : undefined;
  const block = errorBlockSchema.safeParse(first);
  if (!block.success) {
    logger.error(`Error page content ${slug} has no valid error block:`, block.error.issues[0]?.message);
    return null;
  }
  return block.data;
}
