// The tracking API's door (/v1/{call}): Segment's HTTP Tracking API for server-side sources;
// everything it does is in app/analytics/tracking-api.server.ts.
import type { Route } from './+types/tracking-api';
import { trackingApiCall } from '../analytics/tracking-api.server';

export function action({ request, params }: Route.ActionArgs) {
  return trackingApiCall(request, params.call);
}

export function loader({ request, params }: Route.LoaderArgs) {
  return trackingApiCall(request, params.call);
}
