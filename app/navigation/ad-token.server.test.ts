// The ad-tech token: the 90-day cookie and ONE conversion request per token, sent to a local
// receiver, that the page never waits for.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AD_TOKEN_MAX_AGE_S, adTokenCookie, readAdToken } from './ad-token';
import { forgetReportedAdTokens, keepAdToken, sendConversion } from './ad-token.server';

let server: Server;
let endpoint: string;
const received: unknown[] = [];
let answerStatus = 204;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(JSON.parse(body));
      response.writeHead(answerStatus).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/conversions`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  answerStatus = 204;
  forgetReportedAdTokens();
});

const page = (query: string, cookie?: string) => {
  const url = new URL(`http://site.test/pricing${query}`);
  const request = new Request(url, { headers: cookie ? { cookie } : {} });
  return { request, url };
};

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('ad-tech token', () => {
  it('keeps a well-formed token in a 90-day first-party cookie', () => {
    expect(AD_TOKEN_MAX_AGE_S).toBe(7_776_000);
    expect(adTokenCookie('abc-123', false)).toBe(
      'sl_adt=abc-123; Path=/; Max-Age=7776000; HttpOnly; SameSite=Lax',
    );
    expect(adTokenCookie('abc-123', true)).toMatch(/; Secure$/);
    expect(readAdToken(' ok.token_1 ')).toBe('ok.token_1');
    expect(readAdToken('<script>')).toBeUndefined();
    expect(readAdToken('x'.repeat(201))).toBeUndefined();
  });

  it('sets the cookie and sends one VISITED request per token', async () => {
    const first = page('?sl_adt=tok-1');
    const response = keepAdToken(first.request, first.url, new Response('page'), { endpoint, secure: true });
    expect(response.headers.get('set-cookie')).toBe(
      'sl_adt=tok-1; Path=/; Max-Age=7776000; HttpOnly; SameSite=Lax; Secure',
    );
    await until(() => received.length > 0);
    expect(received).toEqual([{ token: 'tok-1', action: 'VISITED' }]);
    // The same token again (a reload, another tab): no second conversion.
    const again = page('?sl_adt=tok-1');
    keepAdToken(again.request, again.url, new Response('page'), { endpoint });
    const returning = page('?sl_adt=tok-2', 'sl_adt=tok-2');
    const kept = keepAdToken(returning.request, returning.url, new Response('page'), { endpoint });
    expect(kept.headers.get('set-cookie')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(1);
  });

  it('does nothing without a token or with a malformed one', async () => {
    for (const query of ['', '?sl_adt=', '?sl_adt=%3Cscript%3E', '?other=1']) {
      const { request, url } = page(query);
      expect(
        keepAdToken(request, url, new Response('page'), { endpoint }).headers.get('set-cookie'),
      ).toBeNull();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
  });

  it('never fails the page: an unreachable or failing endpoint resolves false', async () => {
    expect(await sendConversion('http://127.0.0.1:9/conversions', 'tok-3')).toBe(false);
    answerStatus = 500;
    expect(await sendConversion(endpoint, 'tok-4')).toBe(false);
    answerStatus = 204;
    expect(await sendConversion(endpoint, 'tok-5')).toBe(true);
  });
});
