// The admin endpoints' addresses: the token-protected leads list and its CSV export. app/routes.ts
// registers them and the navigation pipeline lets them through untouched (they are not pages, and
// an admin export must not depend on the content service being up).
// Kept free of server-only imports: app/routes.ts reads it at build time.

export const ADMIN_LEADS_PATH = '/admin/leads';
export const ADMIN_LEADS_CSV_PATH = '/admin/leads.csv';

export interface AdminResourceRoute {
  /** Pattern for app/routes.ts, without the leading slash. */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  id: string;
}

export const ADMIN_RESOURCE_ROUTES: readonly AdminResourceRoute[] = [
  { path: ADMIN_LEADS_PATH.slice(1), file: 'routes/admin.leads.ts', id: 'admin.leads' },
  { path: ADMIN_LEADS_CSV_PATH.slice(1), file: 'routes/admin.leads-csv.ts', id: 'admin.leads-csv' },
];
