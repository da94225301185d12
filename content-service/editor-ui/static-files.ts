// The editor's browser app at /editor (built into <BUILD_DIR>/editor by scripts/build-if-needed.ts):
// its files, any other path under /editor answered with its page (the app routes in the browser),
// and the bridge script the site loads in preview (/editor/bridge.js). Hashed assets are cached for
// a year; the page and the bridge are revalidated, so a new build is picked up at once. Every
// answer carries the editor's strict CSP: its own scripts only, and frames of the site alone.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../errors';
import { MediaReply } from '../media/media-service';

export const EDITOR_PATH = '/editor';
export const BRIDGE_FILE = 'bridge.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface EditorFilesOptions {
  /** The built app (<BUILD_DIR>/editor); undefined: the editor is not served. */
  root: string | undefined;
  /** The site's public address (SITE_URL): the only origin the editor may frame. */
  siteUrl: string | undefined;
}

/** Whether a path is the editor's app (its API, /editor/api, is not). */
export function isEditorAppPath(urlPath: string): boolean {
  if (urlPath === EDITOR_PATH) return true;
  if (!urlPath.startsWith(`${EDITOR_PATH}/`)) return false;
  return !(urlPath === `${EDITOR_PATH}/api` || urlPath.startsWith(`${EDITOR_PATH}/api/`));
}

/** The editor's CSP: nothing but its own files, and the site in its preview frame. */
export function editorCsp(siteUrl: string | undefined): string {
  let siteOrigin = "'none'";
  if (siteUrl) {
    try {
      siteOrigin = new URL(siteUrl).origin;
    } catch {
      siteOrigin = "'none'";
    }
  }
  return [
    "default-src 'self'",
    `frame-src ${siteOrigin}`,
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export class EditorFiles {
  private readonly root: string | undefined;
  private readonly csp: string;

  constructor(options: EditorFilesOptions) {
    this.root = options.root === undefined ? undefined : path.resolve(options.root);
    this.csp = editorCsp(options.siteUrl);
  }

  async handle(method: string, urlPath: string): Promise<MediaReply> {
    if (method !== 'GET' && method !== 'HEAD') {
      throw new HttpError(405, 'Method not allowed (use GET, HEAD)', { allow: 'GET, HEAD' });
    }
    if (this.root === undefined) throw new HttpError(404, 'The editor is not served here');
    let relative: string;
    try {
      relative = decodeURIComponent(urlPath.slice(EDITOR_PATH.length)).replace(/^\/+/, '');
    } catch {
      throw new HttpError(400, 'Malformed path');
    }
    const segments = relative.split('/');
    if (
      relative.includes('\0') ||
      relative.includes('\\') ||
      segments.some((part) => part === '..' || part === '.')
    ) {
      throw new HttpError(404, `Not found: ${urlPath}`);
    }
    const last = segments.at(-1) ?? '';
    // The app's own routes have no file name; the assets folder holds files only.
    const isFile = last.includes('.') || segments[0] === 'assets';
    const file = isFile ? path.join(this.root, ...segments) : path.join(this.root, 'index.html');
    if (!file.startsWith(`${this.root}${path.sep}`)) throw new HttpError(404, `Not found: ${urlPath}`);

    let body: Buffer;
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      body = await readFile(file);
    } catch {
      if (!isFile) {
        throw new HttpError(503, 'The editor is not built: run npm run build (npm start builds it too).');
      }
      throw new HttpError(404, `Not found: ${urlPath}`);
    }
    const extension = path.extname(file).toLowerCase();
    const hashed = segments[0] === 'assets' && segments.length === 2;
    const headers: Record<string, string> = {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'content-length': String(body.length),
      'cache-control': hashed ? IMMUTABLE : REVALIDATE,
      'content-security-policy': this.csp,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'same-origin',
    };
    // The bridge runs inside the site's pages, which load it from this origin.
    if (relative === BRIDGE_FILE) headers['cross-origin-resource-policy'] = 'cross-origin';
    return new MediaReply(200, headers, method === 'HEAD' ? undefined : body);
  }
}
