// GET /admin/leads.csv: every stored lead as a CSV download (app/leads/admin.server.ts).
import type { LoaderFunctionArgs } from 'react-router';
import { leadsCsv } from '../leads/admin.server';

export function loader({ request }: LoaderFunctionArgs) {
  return leadsCsv(request);
}
