// requestAccount: the embedded API (accounts in the database) and an external one over the HTTP
// contract; every failure is 'failed' ([DP003]) and never an exception.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestAccountWith, type AccountRequest } from './signup-api.server';
import { startReceiver, testDatabases, type Receiver, type TestDatabase } from './test-support';
import { logger } from '../logging/logger.server';

function accountRequest(overrides: Partial<AccountRequest> = {}): AccountRequest {
  return {
    submissionId: randomUUID(),
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace.${randomUUID().slice(0, 8)}@example.com`,
    signupType: 'EMAIL',
    region: 'gb',
    country: 'GB',
    companyEmail: false,
    experiments: { spz_experiment1: 'a' },
    marketoSignupFormId: '1540',
    ...overrides,
  };
}

describe.each(testDatabases())('requestAccount on %s', (_name, open) => {
  let test: TestDatabase;
  let receiver: Receiver | undefined;
  beforeEach(async () => {
    test = await open();
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
    await test.cleanup();
    vi.restoreAllMocks();
  });

  describe('embedded API', () => {
    it('creates an account for a new email and answers existing for a known one, in any case', async () => {
      const first = accountRequest();
      expect(await requestAccountWith(first, { db: test.db })).toBe('created');
      const again = accountRequest({ email: first.email.toUpperCase() });
      expect(await requestAccountWith(again, { db: test.db })).toBe('existing');
      const rows = await test.db
        .selectFrom('signup_accounts')
        .select(['email', 'first_name', 'signup_type', 'region'])
        .execute();
      expect(rows).toEqual([{ email: first.email, first_name: 'Grace', signup_type: 'EMAIL', region: 'gb' }]);
    });

    it('answers a repeated submission with its first outcome, also when posted concurrently', async () => {
      const request = accountRequest();
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () => requestAccountWith(request, { db: test.db })),
      );
      expect(outcomes).toEqual(Array.from({ length: 10 }, () => 'created'));
      expect(await requestAccountWith(request, { db: test.db })).toBe('created');
    });

    it('answers failed, without throwing, when the database fails', async () => {
      vi.spyOn(logger, 'error').mockImplementation(() => undefined);
      // Every query fails, as on a database that stays locked.
      const broken = test.db.withPlugin({
        transformQuery: () => {
          throw new Error('database is locked');
        },
        transformResult: ({ result }) => Promise.resolve(result),
      });
      expect(await requestAccountWith(accountRequest(), { db: broken })).toBe('failed');
    });
  });

  describe('external API', () => {
    it('POSTs the request as JSON with its Idempotency-Key and passes the outcome on', async () => {
      receiver = await startReceiver((_request, index) => ({
        status: index === 0 ? 201 : 200,
        body: JSON.stringify({ outcome: index === 0 ? 'created' : 'existing' }),
      }));
      const request = accountRequest();
      expect(await requestAccountWith(request, { db: test.db, apiUrl: receiver.url })).toBe('created');
      expect(
        await requestAccountWith(accountRequest({ email: request.email }), {
          db: test.db,
          apiUrl: receiver.url,
        }),
      ).toBe('existing');
      const [sent] = receiver.requests;
      expect(sent?.headers['content-type']).toBe('application/json');
      expect(sent?.headers['idempotency-key']).toBe(request.submissionId);
      expect(JSON.parse(sent?.body ?? '')).toEqual(request);
    });

    it('answers a repeated submission with its first outcome without asking the API again', async () => {
      receiver = await startReceiver(() => ({ status: 200, body: '{"outcome":"created"}' }));
      const request = accountRequest();
      expect(await requestAccountWith(request, { db: test.db, apiUrl: receiver.url })).toBe('created');
      expect(await requestAccountWith(request, { db: test.db, apiUrl: receiver.url })).toBe('created');
      expect(receiver.requests).toHaveLength(1);
    });

    it.each([
      ['a 500', { status: 500, body: '{"outcome":"created"}' }],
      ['a 409', { status: 409, body: '{"outcome":"existing"}' }],
      ['a body outside the contract', { status: 200, body: '{"result":"ok"}' }],
      ['a body that is not JSON', { status: 200, body: '<html>ok</html>' }],
    ])('answers failed on %s, and a retry of the same submission asks again', async (_case, answer) => {
      receiver = await startReceiver(() => answer);
      const request = accountRequest();
      expect(await requestAccountWith(request, { db: test.db, apiUrl: receiver.url })).toBe('failed');
      expect(await requestAccountWith(request, { db: test.db, apiUrl: receiver.url })).toBe('failed');
      expect(receiver.requests).toHaveLength(2);
    });

    it('answers failed when the API cannot be reached', async () => {
      expect(
        await requestAccountWith(accountRequest(), { db: test.db, apiUrl: 'http://127.0.0.1:9/signup' }),
      ).toBe('failed');
    });

    it('answers failed when the API does not answer in time', async () => {
      receiver = await startReceiver(() => ({ status: 200, body: '{"outcome":"created"}', delayMs: 1_000 }));
      const outcome = await requestAccountWith(accountRequest(), {
        db: test.db,
        apiUrl: receiver.url,
        timeoutMs: 100,
      });
      expect(outcome).toBe('failed');
    });
  });
});
