// GET /admin/monitoring/sessions/:sessionId: one session's views, vitals, errors, logs and replay
// (ADMIN_TOKEN; without it, 404). A browser without the sign-in cookie gets the sign-in form.
import { data } from 'react-router';
import type { Route } from './+types/admin.monitoring-session';
import { adminHeaders } from '../admin/admin-headers';
import { AdminErrorPage } from '../admin/AdminErrorPage';
import { ADMIN_HEADERS, ADMIN_MONITORING_PATH, adminSessionPath } from '../admin/admin-paths';
import { AdminPage } from '../monitoring/admin/AdminPage';
import { sessionDetail } from '../monitoring/admin/session-detail.server';
import { SessionDetailView } from '../monitoring/admin/SessionDetailView';
import { SignInForm } from '../monitoring/admin/SignInForm';
import { adminRefusal, requireViewer, viewerAction, viewerServices } from '../monitoring/admin/viewer.server';
import '../monitoring/admin/admin.css';

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `Session ${params.sessionId} | Monitoring` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const services = viewerServices(request);
  if (!(await requireViewer(request, services))) {
    return data({ signedIn: false as const, detail: null }, { status: 401, headers: ADMIN_HEADERS });
  }
  const detail =
    params.sessionId.length <= 100 ? await sessionDetail(await services.db(), params.sessionId) : null;
  if (!detail) throw adminRefusal(404, 'Not found');
  return data({ signedIn: true as const, detail }, { headers: ADMIN_HEADERS });
}

export async function action({ request }: Route.ActionArgs) {
  return viewerAction(request, viewerServices(request));
}

export default function MonitoringSession({ loaderData, params }: Route.ComponentProps) {
  if (!loaderData.signedIn) {
    return (
      <AdminPage title="Monitoring: sign in" signedIn={false}>
        <SignInForm error={null} next={adminSessionPath(params.sessionId)} />
      </AdminPage>
    );
  }
  return (
    <AdminPage title={`Session ${loaderData.detail.session.id}`} signedIn>
      <p>
        <a href={ADMIN_MONITORING_PATH}>All sessions</a>
      </p>
      <SessionDetailView detail={loaderData.detail} />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
