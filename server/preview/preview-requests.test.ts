// The preview door: which requests become an editor's preview, and what their answers carry.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorToken } from '../../app/preview/editor-token.server';
import { inPreviewScope } from '../../app/preview/preview-scope.server';
import { securityHeaders } from '../security/headers';
import { PREVIEW_MESSAGES, pagePath, previewRequests } from './preview-requests';

const CSP = {
  thirdPartyOrigins: [],
  beaconOrigins: [],
  imageOrigins: [],
  formActionOrigins: [],
  frameOrigins: [],
};
const PREVIEW_TOKEN = 'the-preview-token';
const SECRET = 'the-preview-secret';
const BRIDGE = 'https://bridge.example/storyblok-v2-latest.js';
const EDITOR = 'https://editor.example';

let server: Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders(CSP));
  app.use(
    previewRequests({
      previewToken: PREVIEW_TOKEN,
      secret: SECRET,
      bridgeScriptUrl: BRIDGE,
      editorOrigins: [EDITOR],
      csp: CSP,
    }),
  );
  // Stands in for the pages: says whether it ran as a preview, after an await as a render would.
  app.use(async (_request, response) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    response.json({ scope: inPreviewScope(), preview: response.locals.preview ?? null });
  });
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function editorUrl(path: string, timestamp = Math.floor(Date.now() / 1000), token?: string): string {
  const query = new URLSearchParams({
    _storyblok: '1042',
    '_storyblok_tk[space_id]': '287512',
    '_storyblok_tk[timestamp]': String(timestamp),
    '_storyblok_tk[token]': token ?? editorToken('287512', PREVIEW_TOKEN, timestamp),
  });
  return `${origin}${path}?${query.toString()}`;
}

async function page(url: string, cookie?: string) {
  const response = await fetch(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { response, body: (await response.json()) as { scope: boolean; preview: unknown } };
}

function cookieOf(response: Response): string {
  const setCookie = response.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0] ?? '';
}

describe('previewRequests', () => {
  it('leaves a visitor without a link or cookie alone', async () => {
    const { response, body } = await page(`${origin}/us/pricing`);
    expect(body).toEqual({ scope: false, preview: null });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
  });

  it('makes a valid editor link a preview: drafts, a cookie, no store, noindex, framable by the editor', async () => {
    const { response, body } = await page(editorUrl('/us/pricing'));
    expect(body).toEqual({ scope: true, preview: { bridgeScriptUrl: BRIDGE } });
    expect(response.headers.get('set-cookie')).toMatch(
      /^sl_preview=\d+\.[\w-]{43}; Max-Age=28800; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('x-frame-options')).toBeNull();
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors 'self' ${EDITOR};`);
    expect(policy).toMatch(/script-src 'nonce-[\w-]{22}' 'strict-dynamic' 'self' https:\/\/bridge\.example;/);
  });

  it('keeps the preview on other pages with the cookie, and on none without it', async () => {
    const first = await page(editorUrl('/us'));
    const cookie = cookieOf(first.response);
    const next = await page(`${origin}/us/blog`, cookie);
    expect(next.body.scope).toBe(true);
    expect(next.response.headers.get('set-cookie')).toBeNull();
    const forged = await page(
      `${origin}/us/blog`,
      cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
    );
    expect(forged.body.scope).toBe(false);
  });

  it('gives a stale or wrong editor link the published page and no cookie', async () => {
    const stale = await page(editorUrl('/us', Math.floor(Date.now() / 1000) - 3_600));
    expect(stale.body.scope).toBe(false);
    expect(stale.response.headers.get('set-cookie')).toBeNull();
    const wrong = await page(editorUrl('/us', undefined, editorToken('287512', 'guessed', 1)));
    expect(wrong.body.scope).toBe(false);
    expect(wrong.response.headers.get('set-cookie')).toBeNull();
  });

  it('opens a page in preview from a signed link, and refuses a wrong secret or a bad slug', async () => {
    const opened = await fetch(`${origin}/api/preview?slug=us/pricing&secret=${SECRET}`, {
      redirect: 'manual',
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/us/pricing');
    const { body } = await page(`${origin}/us/pricing`, cookieOf(opened));
    expect(body.scope).toBe(true);

    const wrong = await fetch(`${origin}/api/preview?slug=us&secret=nope`, { redirect: 'manual' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toBe(PREVIEW_MESSAGES.wrongSecret);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    for (const slug of ['//evil.example', 'https://evil.example', 'us/../../etc', 'us/%0d%0a']) {
      const bad = await fetch(`${origin}/api/preview?slug=${encodeURIComponent(slug)}&secret=${SECRET}`, {
        redirect: 'manual',
      });
      expect(bad.status, slug).toBe(400);
    }
  });

  it('ends the preview on "Exit preview" and goes back to the page', async () => {
    const exit = await fetch(`${origin}/api/preview/exit`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'return=%2Fus%2Fpricing',
      redirect: 'manual',
    });
    expect(exit.status).toBe(303);
    expect(exit.headers.get('location')).toBe('/us/pricing');
    expect(exit.headers.get('set-cookie')).toMatch(/^sl_preview=; Max-Age=0;/);
  });

  it('reads only page paths as slugs', () => {
    expect(pagePath('')).toBe('/');
    expect(pagePath('us/pricing')).toBe('/us/pricing');
    expect(pagePath('/gb/blog/rota-tips')).toBe('/gb/blog/rota-tips');
    expect(pagePath('us//x')).toBeNull();
    expect(pagePath('us/..')).toBeNull();
    expect(pagePath(['us'])).toBeNull();
  });
});

describe('previewRequests without a preview token', () => {
  it('does nothing: no preview, and no preview link', async () => {
    const app = express();
    app.use(
      previewRequests({
        previewToken: undefined,
        secret: SECRET,
        bridgeScriptUrl: BRIDGE,
        editorOrigins: [],
        csp: CSP,
      }),
    );
    app.use((_request, response) => response.status(404).json({ scope: inPreviewScope() }));
    const bare = app.listen(0, '127.0.0.1');
    await once(bare, 'listening');
    const base = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
    try {
      const link = await fetch(`${base}/api/preview?slug=us&secret=${SECRET}`, { redirect: 'manual' });
      expect(link.status).toBe(404);
      expect(await link.json()).toEqual({ scope: false });
    } finally {
      await new Promise<void>((resolve) => bare.close(() => resolve()));
    }
  });
});
