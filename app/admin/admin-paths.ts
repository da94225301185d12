// Every admin address lives under /admin: the leads endpoints (app/leads/admin-routes.ts) and the
// monitoring viewer. The navigation pipeline lets all of them through untouched, and the root
// route gives them a plain layout: they must work with the content service down, and carry no
// consent banner, analytics, monitoring or service worker.
// Kept free of server-only imports: app/routes.ts and app/root.tsx read it.

export const ADMIN_PATH_PREFIX = '/admin';
/** Every admin answer: personal, never cached (server/page-cache keeps none with these), not indexed. */
export const ADMIN_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
};
export const ADMIN_MONITORING_PATH = '/admin/monitoring';

export function adminSessionPath(sessionId: string): string {
  return `${ADMIN_MONITORING_PATH}/sessions/${encodeURIComponent(sessionId)}`;
}

export function adminReplayJsonPath(sessionId: string): string {
  return `${adminSessionPath(sessionId)}/replay.json`;
}

/** The viewer's routes, for app/routes.ts (patterns without the leading slash, files relative to app/). */
export const ADMIN_MONITORING_ROUTES = [
  { path: 'admin/monitoring', file: 'routes/admin.monitoring.tsx', id: 'admin.monitoring' },
  {
    path: 'admin/monitoring/sessions/:sessionId',
    file: 'routes/admin.monitoring-session.tsx',
    id: 'admin.monitoring-session',
  },
  {
    path: 'admin/monitoring/sessions/:sessionId/replay.json',
    file: 'routes/admin.monitoring-replay-json.ts',
    id: 'admin.monitoring-replay-json',
  },
] as const;

// React Router matches case-insensitively; so does this.
const ADMIN_PATH = /^\/admin(?:\/|$)/i;

/** True for /admin and everything under it. */
export function isAdminPath(pathname: string): boolean {
  return ADMIN_PATH.test(pathname);
}
