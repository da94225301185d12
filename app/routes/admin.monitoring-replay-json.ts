// GET /admin/monitoring/sessions/:sessionId/replay.json: the session's replay segments and every
// record, inflated and in time order, for the viewer's player (bearer token or sign-in cookie).
import type { Route } from './+types/admin.monitoring-replay-json';
import { adminAccess } from '../admin/admin-auth.server';
import { ADMIN_HEADERS } from '../admin/admin-paths';
import { logger } from '../logging/logger.server';
import { viewerServices } from '../monitoring/admin/viewer.server';
import { readSessionReplay } from '../monitoring/replay-store.server';

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...ADMIN_HEADERS, ...headers },
  });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const services = viewerServices(request);
  const access = await adminAccess(request, services.auth);
  if (access.kind === 'not-found') return json({ error: 'Not found' }, 404);
  if (access.kind === 'rate-limited') {
    return json({ error: 'Too many requests' }, 429, { 'Retry-After': String(access.retryAfterSeconds) });
  }
  if (access.kind === 'signed-out') {
    return json({ error: 'Sign in, or send a valid admin bearer token' }, 401, {
      'WWW-Authenticate': 'Bearer realm="admin"',
    });
  }
  if (params.sessionId.length > 100) return json({ error: 'Not found' }, 404);
  try {
    return json(await readSessionReplay(await services.db(), params.sessionId));
  } catch (error) {
    logger.error('Admin: a replay could not be read', error);
    return json({ error: 'The replay could not be read; try again shortly' }, 503, { 'Retry-After': '5' });
  }
}
