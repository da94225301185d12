// The one handler for unhandled errors (requirements §8): log them, then show the error page; for bots
// (search, social and Lighthouse crawlers) only log, and answer without the error page.
import { data } from 'react-router';
import { errorPageResponse } from '../error-page/error-content.server';
import { logger } from '../logging/logger.server';
import { regionFromPath } from '../regions/region';
import { isBotUserAgent } from '../regions/visitor.server';
import { GENERIC_ERROR_MESSAGE } from './errors';

/** Responses and `data()` thrown on purpose (404s, redirects) are not unhandled errors. */
export function isIntended(error: unknown): boolean {
  // `data()` values are recognised by shape, as React Router itself does: the class is not exported.
  return (
    error instanceof Response ||
    (typeof error === 'object' &&
      error !== null &&
      (error as { type?: unknown }).type === 'DataWithResponseInit')
  );
}

export async function handleUnhandledError(error: unknown, request: Request): Promise<never> {
  const url = new URL(request.url);
  logger.error(`Unhandled error on ${url.pathname}:`, error);
  if (isBotUserAgent(request.headers.get('user-agent'))) {
    throw data({ status: 500, message: 'Internal Server Error', plain: true }, { status: 500 });
  }
  throw await errorPageResponse({
    status: 500,
    message: GENERIC_ERROR_MESSAGE,
    region: regionFromPath(url.pathname),
  });
}

/** Wraps a loader so that anything it did not mean to throw goes through the one handler. */
export function guarded<Args extends { request: Request }, Result>(
  loader: (args: Args) => Promise<Result>,
): (args: Args) => Promise<Result> {
  return async (args) => {
    try {
      return await loader(args);
    } catch (error) {
      if (isIntended(error)) throw error;
      return handleUnhandledError(error, args.request);
    }
  };
}
