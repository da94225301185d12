// GET /builds/meta/{buildId}.json: the route rules of that build, for the browser's route-rule
// matcher (§7); 404 for any build but the one running.
import type { LoaderFunctionArgs } from 'react-router';
import { currentBuildId } from '../app-shell/build-id.server';
import { buildMetaResponse } from '../app-shell/build-responses';
import { loadRouteRules } from '../content/settings.server';

export function loader({ params }: LoaderFunctionArgs) {
  return buildMetaResponse(params.file, currentBuildId(), loadRouteRules);
}
