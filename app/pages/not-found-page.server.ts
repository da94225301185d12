// A path no row of the route table serves: the non-fatal 'Page not found: {path}' (requirements §2).
import { errorPageResponse } from '../error-page/error-content.server';
import { navigationContext, regionContext } from '../navigation/context';
import { routeNotFoundMessage } from '../navigation/errors';
import type { PageLoaderArgs } from './page-data.server';

export async function notFoundPage({ context }: PageLoaderArgs): Promise<never> {
  const { url } = context.get(navigationContext);
  throw await errorPageResponse({
    status: 404,
    message: routeNotFoundMessage(url.pathname),
    region: context.get(regionContext),
  });
}
