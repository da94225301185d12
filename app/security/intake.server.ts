// The shared front door of the site's browser intakes (/api/collect, /api/consent,
// /api/monitoring*): POST only, same-origin, rate limited per address, a bounded body of JSON or
// text/plain (what sendBeacon sends), then zod validation. Every refusal is a short plain-text
// 4xx, never a stack trace.
import type { z } from 'zod';
import { config } from '../../config/index';
import { readBoundedBody, TOO_LARGE_HEADERS, type BoundedBody } from './bounded-body.server';
import { clientAddress, tooManyRequests, type Limiter } from './rate-limit.server';
import { checkSameOrigin, crossSiteRefused } from './same-origin.server';

export interface IntakeRules<T> {
  schema: z.ZodType<T>;
  maxBytes: number;
  limiter: Limiter;
  /** What the body is, for messages: 'analytics batch', 'monitoring batch'. */
  what: string;
}

export type IntakeResult<T> = { ok: true; value: T } | { ok: false; response: Response };

const ACCEPTED_TYPES = ['application/json', 'text/plain'];

export function plainResponse(status: number, message: string, headers: Record<string, string> = {}) {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

export function methodNotAllowed(): Response {
  return plainResponse(405, 'Method not allowed. Use POST.', { Allow: 'POST' });
}

export async function readIntake<T>(request: Request, rules: IntakeRules<T>): Promise<IntakeResult<T>> {
  const refuse = (response: Response): IntakeResult<T> => ({ ok: false, response });
  if (request.method !== 'POST') return refuse(methodNotAllowed());
  const siteUrl = config().site.url;
  if (!checkSameOrigin(request, siteUrl ? [siteUrl] : []).ok) return refuse(crossSiteRefused());
  const verdict = await rules.limiter.take(clientAddress(request));
  if (!verdict.ok) return refuse(tooManyRequests(verdict));

  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!ACCEPTED_TYPES.includes(type)) {
    return refuse(plainResponse(415, `The ${rules.what} must be sent as application/json.`));
  }
  let body: BoundedBody;
  try {
    body = await readBoundedBody(request, rules.maxBytes);
  } catch {
    return refuse(plainResponse(400, `The ${rules.what} could not be read to its end.`));
  }
  if (!body.ok) return refuse(tooLarge(rules));
  const text = Buffer.from(body.bytes).toString('utf8');

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse(plainResponse(400, `The ${rules.what} is not valid JSON.`));
  }
  const parsed = rules.schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return refuse(plainResponse(400, `Invalid ${rules.what}: ${where}${issue?.message ?? 'malformed'}`));
  }
  return { ok: true, value: parsed.data };
}

function tooLarge(rules: IntakeRules<unknown>) {
  return plainResponse(
    413,
    `The ${rules.what} is larger than ${Math.round(rules.maxBytes / 1024)} KB.`,
    TOO_LARGE_HEADERS,
  );
}
