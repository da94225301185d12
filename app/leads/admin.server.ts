// The token-protected admin endpoints: GET /admin/leads (JSON) and
// GET /admin/leads.csv. No ADMIN_TOKEN configured: they do not exist (404). A missing or wrong
// bearer token: 401 with WWW-Authenticate. Guesses are rate-limited per address, and no answer
// is ever cached (it carries personal data).
import { z } from 'zod';
import { config } from '../../config/index';
import { FORM_KINDS } from '../forms/definitions';
import { logger } from '../logging/logger.server';
import { hasAdminToken } from '../security/admin-token.server';
import { rateLimiter } from '../rate-limits.server';
import { clientAddress, tooManyRequests, type Limiter } from '../security/rate-limit.server';
import type { Database } from '../storage/database';
import { database } from '../database.server';
import { toCsv, type CsvValue } from './csv';
import { listLeads, type LeadQuery, type LeadRecord } from './lead-list.server';

export const ADMIN_LIST_DEFAULT_LIMIT = 100;
export const ADMIN_LIST_MAX_LIMIT = 500;
/** Admin requests per address and minute: plenty for a person or a script, too few to guess a token. */
const ADMIN_REQUESTS_PER_MINUTE = 60;

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...NO_STORE, ...headers },
  });
}

export interface AdminServices {
  token: string | undefined;
  db: () => Promise<Database>;
  limiter: Limiter;
}

let limiter: Limiter | undefined;

function defaultServices(): AdminServices {
  limiter ??= rateLimiter('admin-leads', { limit: ADMIN_REQUESTS_PER_MINUTE, windowMs: 60_000 });
  return { token: config().forms.adminToken, db: database, limiter };
}

/** The answer that refuses the request, or null when it may go on. */
export async function adminRefusal(request: Request, services: AdminServices): Promise<Response | null> {
  if (!services.token) return json({ error: 'Not found' }, 404);
  const verdict = await services.limiter.take(clientAddress(request));
  if (!verdict.ok) {
    const refused = tooManyRequests(verdict);
    refused.headers.set('Cache-Control', 'no-store');
    return refused;
  }
  if (!hasAdminToken(request, services.token)) {
    return json({ error: 'A valid admin bearer token is required' }, 401, {
      'WWW-Authenticate': 'Bearer realm="admin"',
    });
  }
  return null;
}

const limitSchema = z.coerce
  .number({ error: `limit must be a whole number from 1 to ${ADMIN_LIST_MAX_LIMIT}` })
  .int({ error: `limit must be a whole number from 1 to ${ADMIN_LIST_MAX_LIMIT}` })
  .min(1, { error: `limit must be a whole number from 1 to ${ADMIN_LIST_MAX_LIMIT}` })
  .max(ADMIN_LIST_MAX_LIMIT, { error: `limit must be a whole number from 1 to ${ADMIN_LIST_MAX_LIMIT}` });
const kindSchema = z.enum(FORM_KINDS, { error: `kind must be one of ${FORM_KINDS.join(', ')}` });

type ParsedQuery = { ok: true; query: LeadQuery } | { ok: false; errors: string[] };

/** `?limit` (1..500, default 100 for the list; none for the export) and `?kind`, validated. */
export function parseLeadQuery(url: URL, defaultLimit: number | undefined): ParsedQuery {
  const errors: string[] = [];
  const query: LeadQuery = {};
  const limit = url.searchParams.get('limit');
  if (limit !== null) {
    const parsed = limitSchema.safeParse(limit.trim() === '' ? Number.NaN : limit);
    if (parsed.success) query.limit = parsed.data;
    else errors.push(parsed.error.issues[0]?.message ?? 'invalid limit');
  } else if (defaultLimit !== undefined) {
    query.limit = defaultLimit;
  }
  const kind = url.searchParams.get('kind');
  if (kind !== null) {
    const parsed = kindSchema.safeParse(kind);
    if (parsed.success) query.kind = parsed.data;
    else errors.push(parsed.error.issues[0]?.message ?? 'invalid kind');
  }
  return errors.length ? { ok: false, errors } : { ok: true, query };
}

async function withLeads(
  request: Request,
  services: AdminServices,
  defaultLimit: number | undefined,
  answer: (leads: LeadRecord[]) => Response,
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return json({ error: 'Method not allowed' }, 405, { Allow: 'GET' });
  }
  const refused = await adminRefusal(request, services);
  if (refused) return refused;
  const parsed = parseLeadQuery(new URL(request.url), defaultLimit);
  if (!parsed.ok) return json({ error: parsed.errors.join('; ') }, 400);
  try {
    return answer(await listLeads(await services.db(), parsed.query));
  } catch (error) {
    logger.error('Admin: the leads could not be read', error);
    return json({ error: 'The leads could not be read; try again shortly' }, 503, { 'Retry-After': '5' });
  }
}

export function leadsJson(request: Request, services: AdminServices = defaultServices()): Promise<Response> {
  return withLeads(request, services, ADMIN_LIST_DEFAULT_LIMIT, (leads) =>
    json({ count: leads.length, leads }),
  );
}

// 'visitor_country' is where the visitor was (ISO code); a form's own 'country' field is what they chose.
const FIXED_COLUMNS = [
  'id',
  'submission_id',
  'created_at',
  'kind',
  'form_id',
  'region',
  'visitor_country',
  'page_url',
];

/** Every lead as CSV: the lead's columns, one column per form field seen, meta, and delivery state. */
export function leadsCsv(request: Request, services: AdminServices = defaultServices()): Promise<Response> {
  return withLeads(request, services, undefined, (leads) => {
    const fields = [...new Set(leads.flatMap((lead) => Object.keys(lead.values)))];
    const header = [...FIXED_COLUMNS, ...fields, 'meta', 'delivery'];
    const rows = leads.map((lead): CsvValue[] => [
      lead.id,
      lead.submissionId,
      lead.createdAt,
      lead.kind,
      lead.formId,
      lead.region,
      lead.country,
      lead.pageUrl,
      ...fields.map((field) => cellOf(lead.values[field])),
      Object.keys(lead.meta).length ? JSON.stringify(lead.meta) : '',
      lead.deliveries.map((delivery) => `${delivery.status} (${delivery.attempts})`).join('; '),
    ]);
    const stamp = new Date().toISOString().slice(0, 10);
    return new Response(toCsv(header, rows), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8; header=present',
        'Content-Disposition': `attachment; filename="leads-${stamp}.csv"`,
        ...NO_STORE,
      },
    });
  });
}

function cellOf(value: unknown): CsvValue {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}
