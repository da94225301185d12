// How a failed content load becomes an error page: a missing (or unshowable) story is the
// non-fatal 'Page not found'; a content service that cannot answer is a 503 the visitor may retry.
import { errorPageResponse } from '../error-page/error-content.server';
import { CONTENT_UNAVAILABLE_MESSAGE, routeNotFoundMessage } from '../navigation/errors';
import type { Region } from '../regions/region';
import { logger } from '../logging/logger.server';
import type { ContentFailure } from '../content/stories.server';

export const CONTENT_RETRY_AFTER_SECONDS = 30;

export async function contentFailureResponse(
  failure: { failure: ContentFailure; message: string },
  url: URL,
  region: Region,
) {
  if (failure.failure === 'unavailable') {
    logger.error(`Content unavailable for ${url.pathname}:`, failure.message);
    return errorPageResponse({
      status: 503,
      message: CONTENT_UNAVAILABLE_MESSAGE,
      region,
      headers: { 'Retry-After': String(CONTENT_RETRY_AFTER_SECONDS) },
    });
  }
  return errorPageResponse({ status: 404, message: routeNotFoundMessage(url.pathname), region });
}
