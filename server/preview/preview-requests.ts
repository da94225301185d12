// Editors' preview, per visitor. A request is a preview when it carries a valid link from
// Storyblok's Visual Editor (app/preview/editor-token.server.ts) or the signed preview cookie that
// such a link, or `/api/preview?slug=…&secret=…`, set. A preview request then:
// - runs inside the preview scope, so every content read is a draft read with the preview token;
// - tells React Router so (previewContext): the page shows the preview bar and, in the editor, the
//   bridge; blocks carry the editor's data-blok-* attributes;
// - is answered `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`, and never from or
//   into the page cache (server/page-cache/page-handler.ts asks `response.locals.preview`);
// - may be framed by the editor (frame-ancestors) and load the bridge's script; nothing else may.
// A bad or stale editor link is ignored: the visitor gets the published page and no cookie.
import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { PreviewState } from '../../app/preview/preview-context';
import { editorLinkOf, verifyEditorLink } from '../../app/preview/editor-token.server';
import {
  PREVIEW_COOKIE,
  clearedPreviewCookie,
  previewCookie,
  previewCookieKey,
  validPreviewCookie,
} from '../../app/preview/preview-cookie.server';
import { runInPreview } from '../../app/preview/preview-scope.server';
import { readCookies } from '../../app/security/cookies.server';
import { contentSecurityPolicy, type DeploymentCspOptions } from '../security/csp';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types its locals here.
  namespace Express {
    interface Locals {
      /** Set when this request is an editor's preview (server/preview). */
      preview?: PreviewState;
    }
  }
}

export interface PreviewSettings {
  /** Reads drafts; without it there is no preview at all. */
  previewToken: string | undefined;
  /** PREVIEW_SECRET: the signed link's secret (unset: no link) and the cookie's key. */
  secret: string | undefined;
  bridgeScriptUrl: string;
  editorOrigins: readonly string[];
  csp: DeploymentCspOptions;
  now?: () => number;
}

export const PREVIEW_LINK_PATH = '/api/preview';
export const PREVIEW_EXIT_PATH = '/api/preview/exit';

export const PREVIEW_MESSAGES = {
  linkDisabled: 'Preview links are not enabled on this site (PREVIEW_SECRET is not set).',
  wrongSecret: 'This preview link is not valid: its secret is wrong.',
  badSlug: 'This preview link is not valid: slug must be the path of a page, such as us/pricing.',
} as const;

/** What an API answer, page request and the rest are; preview concerns pages only. */
const NOT_PAGES = /^\/(?:api|admin|v1|__)(?:\/|$)/i;
/** A page's path inside the site: letters, digits and -_.~ between slashes, never `..` or `//`. */
const PAGE_PATH = /^(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*)(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/;

/** The site path for a link's `slug` or an exit's `return`, or null when it is not one. */
export function pagePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 300) return null;
  const trimmed = value.startsWith('/') ? value.slice(1) : value;
  if (trimmed === '') return '/';
  return PAGE_PATH.test(trimmed) && !trimmed.includes('..') ? `/${trimmed}` : null;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function plain(response: Response, status: number, message: string): void {
  response.status(status).setHeader('Cache-Control', 'no-store');
  response.type('text/plain').send(message);
}

export function previewRequests(settings: PreviewSettings): RequestHandler {
  const router = express.Router();
  const { previewToken } = settings;
  // No preview token: drafts cannot be read, so nothing here exists.
  if (!previewToken) return router;
  const now = settings.now ?? Date.now;
  const key = previewCookieKey(settings.secret ?? previewToken);
  const state: PreviewState = { bridgeScriptUrl: settings.bridgeScriptUrl };
  const bridgeOrigin = new URL(settings.bridgeScriptUrl).origin;

  function startPreview(request: Request, response: Response): void {
    response.append('Set-Cookie', previewCookie(key, request.secure, now()));
  }

  // The signed link: `/api/preview?slug=us/pricing&secret=…` opens that page in preview.
  router.get(PREVIEW_LINK_PATH, (request, response) => {
    if (!settings.secret) return plain(response, 404, PREVIEW_MESSAGES.linkDisabled);
    const given = request.query.secret;
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), digest(settings.secret))) {
      return plain(response, 401, PREVIEW_MESSAGES.wrongSecret);
    }
    const path = pagePath(request.query.slug ?? '');
    if (path === null) return plain(response, 400, PREVIEW_MESSAGES.badSlug);
    startPreview(request, response);
    response.setHeader('Cache-Control', 'no-store');
    // A path of this site, never a URL made from the request.
    response.redirect(303, path);
  });

  // "Exit preview": the cookie goes, and the visitor is back on the page, published.
  router.post(
    PREVIEW_EXIT_PATH,
    express.urlencoded({ extended: false, limit: '2kb' }),
    (request, response) => {
      const body = request.body as Record<string, unknown> | undefined;
      const path = pagePath(body?.return ?? '') ?? '/';
      response.append('Set-Cookie', clearedPreviewCookie(request.secure));
      response.setHeader('Cache-Control', 'no-store');
      response.redirect(303, path);
    },
  );

  router.use((request, response, next) => {
    if (NOT_PAGES.test(request.path)) return next();
    const link = editorLinkOf(new URLSearchParams(request.originalUrl.split('?')[1] ?? ''));
    const fromEditor = link !== null && verifyEditorLink(link, previewToken, now());
    const cookie = readCookies(request.get('cookie') ?? null).get(PREVIEW_COOKIE);
    if (!fromEditor && !validPreviewCookie(key, cookie, now())) return next();
    // The editor's link (re)starts the preview, so that the pages the editor frames next keep it.
    if (fromEditor) startPreview(request, response);
    response.locals.preview = state;
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('X-Robots-Tag', 'noindex');
    // Framed by the editor: its origins may frame this response (X-Frame-Options cannot say so,
    // and frame-ancestors supersedes it), and the bridge's script may load.
    response.removeHeader('X-Frame-Options');
    response.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy(
        { nonce: response.locals.cspNonce },
        {
          ...settings.csp,
          thirdPartyOrigins: [...settings.csp.thirdPartyOrigins, bridgeOrigin],
          frameAncestors: settings.editorOrigins,
          upgradeInsecureRequests: request.secure,
        },
      ),
    );
    runInPreview(() => next());
  });
  return router;
}
