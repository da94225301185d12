// GET /admin/monitoring: recent monitoring sessions (ADMIN_TOKEN; without it, 404). A browser
// without the sign-in cookie gets the sign-in form; POST signs in or out (app/monitoring/admin).
import { data, useSearchParams } from 'react-router';
import type { Route } from './+types/admin.monitoring';
import { adminHeaders } from '../admin/admin-headers';
import { AdminErrorPage } from '../admin/AdminErrorPage';
import { ADMIN_HEADERS, ADMIN_MONITORING_PATH } from '../admin/admin-paths';
import { AdminPage } from '../monitoring/admin/AdminPage';
import { listSessions } from '../monitoring/admin/session-list.server';
import { SessionTable } from '../monitoring/admin/SessionTable';
import { SignInForm } from '../monitoring/admin/SignInForm';
import { requireViewer, viewerAction, viewerServices } from '../monitoring/admin/viewer.server';
import '../monitoring/admin/admin.css';

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: 'Monitoring' },
  { name: 'robots', content: 'noindex' },
];

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,3})?Z$/;

export async function loader({ request }: Route.LoaderArgs) {
  const services = viewerServices(request);
  if (!(await requireViewer(request, services))) {
    return data({ signedIn: false as const, sessions: [] }, { status: 401, headers: ADMIN_HEADERS });
  }
  const before = new URL(request.url).searchParams.get('before');
  const sessions = await listSessions(await services.db(), {
    ...(before && ISO_TIME.test(before) ? { before } : {}),
  });
  return data({ signedIn: true as const, sessions }, { headers: ADMIN_HEADERS });
}

export async function action({ request }: Route.ActionArgs) {
  return viewerAction(request, viewerServices(request));
}

export default function MonitoringSessions({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  if (!loaderData.signedIn) {
    return (
      <AdminPage title="Monitoring: sign in" signedIn={false}>
        <SignInForm
          error={actionData && 'error' in actionData ? actionData.error : null}
          next={actionData && 'next' in actionData ? actionData.next : ADMIN_MONITORING_PATH}
        />
      </AdminPage>
    );
  }
  const last = loaderData.sessions.at(-1);
  return (
    <AdminPage title="Monitoring: recent sessions" signedIn>
      <SessionTable sessions={loaderData.sessions} />
      <p>
        {search.get('before') ? <a href={ADMIN_MONITORING_PATH}>Newest sessions</a> : null}{' '}
        {last && loaderData.sessions.length >= 50 ? (
          <a href={`${ADMIN_MONITORING_PATH}?before=${encodeURIComponent(last.lastSeen)}`}>Older sessions</a>
        ) : null}
      </p>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
