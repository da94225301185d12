// Shared by the editor's tests: a content service with an editor user, and a client that keeps the
// session cookie and sends the Origin a browser on the editor page would.
import type { EditorUser } from '../../config/index';
import { type RunningContentService, startContentService } from '../server';
import { MANAGEMENT_TOKEN, serviceOptions } from '../test-support';
import type { ContentServiceOptions } from '../types';
import { hashPassword } from './passwords';

export const EDITOR_USER = 'alice';
export const EDITOR_PASSWORD = 'correct horse battery';

let users: Promise<EditorUser[]> | undefined;

/** EDITOR_USERS with one user, hashed once per test file (scrypt is slow on purpose). */
export function editorUsers(): Promise<EditorUser[]> {
  users ??= hashPassword(EDITOR_PASSWORD).then((passwordHash) => [{ name: EDITOR_USER, passwordHash }]);
  return users;
}

export async function startEditorService(
  contentDir: string,
  overrides: Partial<ContentServiceOptions> = {},
): Promise<RunningContentService> {
  return startContentService(serviceOptions(contentDir, { editorUsers: await editorUsers(), ...overrides }));
}

export interface EditorAnswer {
  status: number;
  // The tests read whatever shape each endpoint answers with.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Headers;
}

export interface EditorRequest {
  body?: unknown;
  /** Sent as it is, instead of `body` as JSON (a stream goes chunked, without a Content-Length). */
  raw?: Uint8Array | ReadableStream<Uint8Array> | string;
  contentType?: string;
  ifMatch?: string;
  /** null: no Origin header; default: the service's own origin. */
  origin?: string | null;
  /** null: no cookie; default: the client's session. */
  cookie?: string | null;
  headers?: Record<string, string>;
}

export class EditorClient {
  cookie: string | undefined;

  constructor(readonly serviceUrl: string) {}

  get origin(): string {
    return new URL(this.serviceUrl).origin;
  }

  async request(method: string, path: string, init: EditorRequest = {}): Promise<EditorAnswer> {
    const headers: Record<string, string> = { ...init.headers };
    const origin = init.origin === undefined ? this.origin : init.origin;
    if (origin !== null) headers.origin = origin;
    const cookie = init.cookie === undefined ? this.cookie : init.cookie;
    if (cookie) headers.cookie = cookie;
    if (init.ifMatch !== undefined) headers['if-match'] = init.ifMatch;
    let body: BodyInit | undefined = init.raw instanceof Uint8Array ? new Uint8Array(init.raw) : init.raw;
    if (body === undefined && init.body !== undefined) body = JSON.stringify(init.body);
    if (body !== undefined) headers['content-type'] = init.contentType ?? 'application/json';
    const response = await fetch(`${this.serviceUrl}/editor/api${path}`, {
      method,
      headers,
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  }

  get(path: string, init?: EditorRequest): Promise<EditorAnswer> {
    return this.request('GET', path, init);
  }

  post(path: string, body?: unknown, init: EditorRequest = {}): Promise<EditorAnswer> {
    return this.request('POST', path, { body, ...init });
  }

  put(path: string, body?: unknown, init: EditorRequest = {}): Promise<EditorAnswer> {
    return this.request('PUT', path, { body, ...init });
  }

  delete(path: string, init?: EditorRequest): Promise<EditorAnswer> {
    return this.request('DELETE', path, init);
  }

  /** Signs in and keeps the session cookie for the following requests. */
  async signIn(
    credentials: Record<string, string> = { user: EDITOR_USER, password: EDITOR_PASSWORD },
    headers: Record<string, string> = {},
  ): Promise<EditorAnswer> {
    const answer = await this.post('/session', credentials, { cookie: null, headers });
    const setCookie = answer.headers.get('set-cookie');
    if (answer.status === 200 && setCookie) this.cookie = setCookie.split(';', 1)[0];
    return answer;
  }

  static async signedIn(service: RunningContentService, token = MANAGEMENT_TOKEN): Promise<EditorClient> {
    const client = new EditorClient(service.url);
    const answer = await client.signIn({ token });
    if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status}`);
    return client;
  }

  /** A story's current ETag, as the editor would have it after opening the story. */
  async etagOf(id: number): Promise<string> {
    const answer = await this.get(`/stories/${id}`);
    if (answer.status !== 200) throw new Error(`could not read story ${id}: ${answer.status}`);
    return answer.body.etag as string;
  }
}
