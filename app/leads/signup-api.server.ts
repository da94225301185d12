// The signup API the signup form's action calls. With SIGNUP_API_URL set it is an
// external service spoken to over the HTTP contract below; unset, the embedded API keeps the account
// request in the database. Either way a failure of any kind is the outcome 'failed' ([DP003], §8),
// never an exception, and a repeated submissionId answers the first definitive outcome again.
//
// HTTP contract of an external signup API:
//   POST {SIGNUP_API_URL}
//   Content-Type: application/json; Idempotency-Key: {submissionId}
//   body: the AccountRequest below as JSON
//   answer: 2xx with JSON {"outcome": "created"} (a new account) or {"outcome": "existing"} (the
//   email already has one). Anything else (another status, another body, no answer within
//   SIGNUP_API_TIMEOUT_MS) counts as 'failed'. The API should answer a repeated Idempotency-Key with
//   its first outcome; the site also remembers outcomes by submissionId (table signup_requests).
import { z } from 'zod';
import { config } from '../../config/index';
import type { SignupType } from '../forms/signup/analytics-events';
import { logger } from '../logging/logger.server';
import type { Region } from '../regions/region';
import type { Database } from '../storage/database';
import { database } from '../database.server';

export type AccountOutcome = 'created' | 'existing' | 'failed';
type KnownOutcome = Exclude<AccountOutcome, 'failed'>;

export interface AccountRequest {
  submissionId: string;
  firstName: string;
  lastName: string;
  email: string;
  signupType: SignupType;
  region: Region;
  country: string | null;
  companyEmail: boolean;
  experiments: { spz_experiment1?: string; spz_experiment2?: string };
  marketoSignupFormId: string;
}

/** How long the external API may take before the signup counts as failed. */
export const SIGNUP_API_TIMEOUT_MS = 8_000;
/** An answer larger than this is not the small JSON object of the contract. */
const MAX_ANSWER_BYTES = 16 * 1024;

const answerSchema = z.object({ outcome: z.enum(['created', 'existing']) });

export interface SignupApiOptions {
  db?: Database;
  /** The external API; undefined: the embedded one. */
  apiUrl?: string;
  timeoutMs?: number;
}

/**
 * Sends the request to SIGNUP_API_URL when set, else to the embedded API: new email -> 'created',
 * known email -> 'existing'. Any network error, timeout or non-2xx answer -> 'failed'. Never throws.
 * Same submissionId twice -> the first outcome again ('failed' is not remembered, so a retry can
 * still succeed).
 */
export function requestAccount(request: AccountRequest): Promise<AccountOutcome> {
  return requestAccountWith(request, { apiUrl: config().forms.signupApiUrl });
}

export async function requestAccountWith(
  request: AccountRequest,
  options: SignupApiOptions = {},
): Promise<AccountOutcome> {
  let db: Database | undefined;
  try {
    db = options.db ?? (await database());
  } catch (error) {
    logger.error('Signup API: the database cannot be opened', error);
    if (!options.apiUrl) return 'failed';
  }
  if (!options.apiUrl) return db ? embeddedSignup(db, request) : 'failed';

  const remembered = db ? await rememberedOutcome(db, request.submissionId) : undefined;
  if (remembered) return remembered;
  const outcome = await callExternalApi(options.apiUrl, request, options.timeoutMs ?? SIGNUP_API_TIMEOUT_MS);
  if (outcome === 'failed' || !db) return outcome;
  try {
    // Two concurrent posts of one submission may both reach the API; the first one recorded wins.
    return await db.transaction().execute(async (tx) => {
      await recordOutcome(tx, request, outcome);
      return (await storedOutcome(tx, request.submissionId)) ?? outcome;
    });
  } catch (error) {
    // The account exists at the API; not remembering that locally loses nothing the visitor needs.
    logger.warn('Signup API: the outcome could not be recorded', error);
    return outcome;
  }
}

async function callExternalApi(
  url: string,
  request: AccountRequest,
  timeoutMs: number,
): Promise<AccountOutcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': request.submissionId,
      },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    const text = await response.text();
    if (!response.ok) {
      logger.warn(`Signup API answered ${response.status}`);
      return 'failed';
    }
    if (text.length > MAX_ANSWER_BYTES) {
      logger.warn('Signup API answer is too large');
      return 'failed';
    }
    const parsed = answerSchema.safeParse(safeJson(text));
    if (!parsed.success) {
      logger.warn('Signup API answer does not follow the contract', text.slice(0, 200));
      return 'failed';
    }
    return parsed.data.outcome;
  } catch (error) {
    logger.warn('Signup API cannot be reached', error);
    return 'failed';
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The embedded API: the account request lives in signup_accounts, keyed by lower-case email. */
async function embeddedSignup(db: Database, request: AccountRequest): Promise<AccountOutcome> {
  try {
    return await db.transaction().execute(async (tx) => {
      const remembered = await storedOutcome(tx, request.submissionId);
      if (remembered) return remembered;
      const inserted = await tx
        .insertInto('signup_accounts')
        .values({
          email: request.email.trim().toLowerCase(),
          first_name: request.firstName,
          last_name: request.lastName,
          signup_type: request.signupType,
          region: request.region,
          country: request.country,
          company_email: request.companyEmail ? 1 : 0,
          submission_id: request.submissionId,
          created_at: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .executeTakeFirst();
      const created = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
      await recordOutcome(tx, request, created ? 'created' : 'existing');
      // On PostgreSQL a concurrent post of the same submission may have recorded first.
      return (await storedOutcome(tx, request.submissionId)) ?? 'failed';
    });
  } catch (error) {
    logger.error('Signup API (embedded): the account request could not be stored', error);
    return 'failed';
  }
}

async function rememberedOutcome(db: Database, submissionId: string): Promise<KnownOutcome | undefined> {
  try {
    return await storedOutcome(db, submissionId);
  } catch (error) {
    logger.warn('Signup API: earlier outcomes cannot be read', error);
    return undefined;
  }
}

async function storedOutcome(db: Database, submissionId: string): Promise<KnownOutcome | undefined> {
  const row = await db
    .selectFrom('signup_requests')
    .select('outcome')
    .where('submission_id', '=', submissionId)
    .executeTakeFirst();
  return row?.outcome;
}

async function recordOutcome(tx: Database, request: AccountRequest, outcome: KnownOutcome): Promise<void> {
  await tx
    .insertInto('signup_requests')
    .values({
      submission_id: request.submissionId,
      email: request.email.trim().toLowerCase(),
      outcome,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('submission_id').doNothing())
    .execute();
}
