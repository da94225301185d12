import { once } from 'node:events';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { sendWhole } from './whole-response';

const PAGE = `<!DOCTYPE html><html><body>${'<p>Shift patterns for every team.</p>'.repeat(200)}</body></html>`;

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A server whose only route sends `answer()` with sendWhole. */
async function serve(answer: () => Response): Promise<string> {
  const app = express();
  app.get('/page', (request, response, next) => {
    sendWhole(request, response, answer()).catch(next);
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`;
}

function html(body = PAGE, headers: HeadersInit = {}): Response {
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
}

/** The raw answer: fetch would decode the body. */
async function raw(url: string, acceptEncoding: string) {
  return new Promise<{
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
    status: number;
  }>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ headers: response.headers, body: Buffer.concat(chunks), status: response.statusCode ?? 0 }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('sendWhole', () => {
  it('sends brotli to a browser that takes it, in one body with its length', async () => {
    const url = await serve(() => html());
    const answer = await raw(url, 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(PAGE.length / 10);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(PAGE);
  });

  it('sends gzip, then no encoding, as the browser accepts', async () => {
    const url = await serve(() => html());
    const gzipped = await raw(url, 'gzip;q=1, br;q=0');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(PAGE);
    const plain = await raw(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it('leaves small bodies and types that do not compress as they are', async () => {
    let answer = () => html('<p>Hi</p>');
    const url = await serve(() => answer());
    const small = await raw(url, 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('<p>Hi</p>');
    const image = Buffer.alloc(4096, 7);
    answer = () => new Response(image, { headers: { 'content-type': 'image/png' } });
    const png = await raw(url, 'br');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.equals(image)).toBe(true);
  });

  it('keeps the status and every header of the answer, each cookie on its own', async () => {
    const url = await serve(() => {
      const headers = new Headers({ 'content-type': 'text/html', 'cache-control': 'private, no-store' });
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      headers.set('content-length', '999999');
      return new Response(PAGE, { status: 404, headers });
    });
    const answer = await raw(url, 'br');
    expect(answer.status).toBe(404);
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  });
});
