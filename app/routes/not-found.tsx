// A path no route serves: the non-fatal 'Page not found: {path}' (spec §2).
import type { Route } from './+types/not-found';
import { errorPageResponse } from '../error-page/error-content.server';
import { navigationContext, regionContext } from '../navigation/context';
import { routeNotFoundMessage } from '../navigation/errors';
import { pageHeaders } from '../navigation/headers';

export async function loader({ context }: Route.LoaderArgs): Promise<never> {
  const { url } = context.get(navigationContext);
  throw await errorPageResponse({
    status: 404,
    message: routeNotFoundMessage(url.pathname),
    region: context.get(regionContext),
  });
}

export const headers = pageHeaders;

export default function NotFound() {
  return null;
}
