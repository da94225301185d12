// GET /admin/leads: stored leads as JSON, newest first (app/leads/admin.server.ts).
import type { LoaderFunctionArgs } from 'react-router';
import { leadsJson } from '../leads/admin.server';

export function loader({ request }: LoaderFunctionArgs) {
  return leadsJson(request);
}
