// The JSON API behind the browser editor (/editor/api/...; docs/editor-api.md). Every call must be
// sent to one of the service's own names (421), every call but the sign-in itself needs a session
// (401), and every write must also come from the editor's own origin (403), in that order
// (request-checks.ts). Answers are never cached: they are one person's view of content that
// changes under them.
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import proxyAddr from 'proxy-addr';
import { REGION_LABELS, REGIONS } from '../../app/regions/region';
import type { EditorUser, TrustProxy } from '../../config/index';
import type { ComponentDefinitions } from '../components';
import { HttpError, notFound } from '../errors';
import { readJsonBody, type Reply } from '../http';
import type { Management } from '../management';
import type { StoryStore } from '../store';
import { previewLinkReply, type PreviewLinkSettings } from '../editor-ui/preview-link';
import { EditorAssets } from './assets';
import { EditorFolders } from './folders';
import { HISTORY_FOLDER, VersionHistory } from './history';
import { isWrite, publicHostOf, requireIfMatch, requireOwnHost, requireSameOrigin } from './request-checks';
import { clearingCookie, sessionCookie, sessionIdOf, Sessions } from './sessions';
import { SignIn } from './sign-in';
import { EditorStories } from './stories';
import { EditorVersions } from './versions';

export const EDITOR_API_PATH = '/editor/api';
const NO_PREVIEW: PreviewLinkSettings = { siteUrl: undefined, spaceId: 0, previewToken: undefined };
export const NOT_SIGNED_IN = 'Not signed in: sign in with POST /editor/api/session.';

export interface EditorContext {
  store: StoryStore;
  management: Management;
  components: ComponentDefinitions;
  contentDir: string;
  /** The media service's folder of originals, where uploads go. */
  mediaRoot: string;
  managementToken: string | undefined;
  users: readonly EditorUser[];
  /** What the preview's signed editor link is made with (editor-ui/preview-link.ts); none: no preview. */
  preview?: PreviewLinkSettings;
  /** CONTENT_SERVICE_PUBLIC_URL: a name requests may be sent to besides IP addresses and localhost. */
  publicUrl?: string | undefined;
  /** TRUST_PROXY: whose X-Forwarded-For counts when failed sign-ins are counted per client. */
  trustProxy?: TrustProxy;
}

interface Call {
  req: IncomingMessage;
  search: URLSearchParams;
  user: string;
  /** The path's story id and version number, where the route has them. */
  id: string;
  version: string;
}

type Handler = (call: Call) => Reply | Promise<Reply>;

function methodNotAllowed(method: string, allowed: string[]): HttpError {
  return new HttpError(405, `Method ${method} is not allowed here (use ${allowed.join(', ')})`, {
    allow: allowed.join(', '),
  });
}

/**
 * The client's address, for counting failed sign-ins per client: the connection's, or behind a
 * trusted proxy (TRUST_PROXY, read by proxy-addr as Express reads it for the site) the address the
 * proxy says it forwarded for. Without trusting it, every client behind a proxy shares one count.
 */
export function clientAddressOf(trust: TrustProxy): (req: IncomingMessage) => string {
  if (trust === false) return (req) => req.socket.remoteAddress ?? 'unknown';
  const trusted =
    typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : proxyAddr.compile(trust);
  return (req) => proxyAddr(req, trusted);
}

export class EditorApi {
  private readonly sessions = new Sessions();
  private readonly signIn: SignIn;
  private readonly routes: [RegExp, Record<string, Handler>][];
  private readonly publicHost: string | undefined;
  private readonly clientAddress: (req: IncomingMessage) => string;

  constructor(context: EditorContext) {
    this.signIn = new SignIn(context.managementToken, context.users);
    this.publicHost = publicHostOf(context.publicUrl);
    this.clientAddress = clientAddressOf(context.trustProxy ?? false);
    const history = new VersionHistory(path.join(context.contentDir, HISTORY_FOLDER));
    const stories = new EditorStories({
      store: context.store,
      management: context.management,
      history,
      rootComponents: () => rootComponents(context).map((component) => component.name),
    });
    const versions = new EditorVersions(stories, history);
    const folders = new EditorFolders({ management: context.management });
    const assets = new EditorAssets(context.mediaRoot, {
      stories: () => context.store.all(),
      exclusive: (task) => context.management.exclusive(task),
    });
    const body = (call: Call) => readJsonBody(call.req);
    // If-Match is checked before the body is read: without it there is nothing to do.
    const ifMatch = (call: Call) => requireIfMatch(call.req.headers);

    this.routes = [
      [
        /^\/stories$/,
        {
          GET: ({ search }) => stories.list(search.get('search') ?? ''),
          POST: async (call) => stories.create(await body(call), call.user),
        },
      ],
      [
        /^\/stories\/([^/]+)$/,
        {
          GET: ({ id }) => stories.read(id),
          PUT: async (call) => {
            const tag = ifMatch(call);
            return stories.save(call.id, await body(call), tag, call.user);
          },
          DELETE: (call) => stories.remove(call.id, ifMatch(call)),
        },
      ],
      [
        /^\/stories\/([^/]+)\/publish$/,
        { POST: (call) => stories.publish(call.id, ifMatch(call), call.user) },
      ],
      [
        /^\/stories\/([^/]+)\/unpublish$/,
        { POST: (call) => stories.unpublish(call.id, ifMatch(call), call.user) },
      ],
      [
        /^\/stories\/([^/]+)\/duplicate$/,
        { POST: async (call) => stories.duplicate(call.id, await body(call), call.user) },
      ],
      [
        /^\/stories\/([^/]+)\/move$/,
        {
          POST: async (call) => {
            const tag = ifMatch(call);
            return stories.move(call.id, await body(call), tag);
          },
        },
      ],
      [
        /^\/folders$/,
        {
          POST: async (call) => folders.create(await body(call)),
          DELETE: ({ search }) => folders.remove(search),
        },
      ],
      [/^\/folders\/move$/, { POST: async (call) => folders.move(await body(call)) }],
      [/^\/stories\/([^/]+)\/versions$/, { GET: ({ id }) => versions.list(id) }],
      [/^\/stories\/([^/]+)\/versions\/([^/]+)$/, { GET: ({ id, version }) => versions.read(id, version) }],
      [
        /^\/stories\/([^/]+)\/versions\/([^/]+)\/restore$/,
        { POST: (call) => versions.restore(call.id, call.version, ifMatch(call), call.user) },
      ],
      [
        /^\/assets$/,
        {
          GET: ({ search }) => assets.list(search.get('search') ?? ''),
          POST: ({ req, search }) => assets.upload(req, search),
          PUT: async (call) => assets.update(await body(call)),
          DELETE: ({ search }) => assets.remove(search),
        },
      ],
      [
        /^\/preview-link$/,
        {
          GET: ({ search }) =>
            previewLinkReply(search, (id) => stories.find(id), context.preview ?? NO_PREVIEW),
        },
      ],
      [/^\/components$/, { GET: () => ({ status: 200, body: { components: rootComponents(context) } }) }],
      [
        /^\/regions$/,
        {
          GET: () => ({
            status: 200,
            body: { regions: REGIONS.map((code) => ({ code, name: REGION_LABELS[code] })) },
          }),
        },
      ],
    ];
  }

  /** `path` is what follows /editor/api. */
  async handle(req: IncomingMessage, method: string, path: string, search: URLSearchParams): Promise<Reply> {
    const reply = await this.dispatch(req, method, path, search);
    return { ...reply, headers: { 'cache-control': 'no-store', ...reply.headers } };
  }

  private async dispatch(
    req: IncomingMessage,
    method: string,
    path: string,
    search: URLSearchParams,
  ): Promise<Reply> {
    requireOwnHost(req.headers, this.publicHost);
    if (path === '/session') return this.session(req, method);
    const user = this.sessions.touch(sessionIdOf(req.headers));
    if (user === undefined) throw new HttpError(401, NOT_SIGNED_IN);
    if (isWrite(method)) requireSameOrigin(req.headers);
    for (const [pattern, handlers] of this.routes) {
      const match = pattern.exec(path);
      if (!match) continue;
      const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined;
      if (!handler) throw methodNotAllowed(method, Object.keys(handlers));
      return handler({ req, search, user, id: match[1] ?? '', version: match[2] ?? '' });
    }
    throw notFound(`Not found: ${EDITOR_API_PATH}${path}`);
  }

  private async session(req: IncomingMessage, method: string): Promise<Reply> {
    const current = sessionIdOf(req.headers);
    if (method === 'GET') {
      const user = this.sessions.touch(current);
      if (user === undefined) throw new HttpError(401, NOT_SIGNED_IN);
      return { status: 200, body: { user } };
    }
    if (method === 'POST') {
      requireSameOrigin(req.headers);
      const user = await this.signIn.check(this.clientAddress(req), await readJsonBody(req));
      // A new id at every sign-in: an id someone else planted in the browser is never promoted.
      this.sessions.end(current);
      const id = this.sessions.start(user);
      return { status: 200, body: { user }, headers: { 'set-cookie': sessionCookie(id, req.headers) } };
    }
    if (method === 'DELETE') {
      requireSameOrigin(req.headers);
      this.sessions.end(current);
      return { status: 204, body: undefined, headers: { 'set-cookie': clearingCookie(req.headers) } };
    }
    throw methodNotAllowed(method, ['GET', 'POST', 'DELETE']);
  }
}

/**
 * What a new story can be: the root components of content/components.json, or, for a content
 * folder without one, the components the stories are made of.
 */
function rootComponents(context: EditorContext): { name: string; display_name: string | null }[] {
  const defined = context.components.roots();
  if (defined.length > 0) return defined;
  const used = new Set(context.store.all().map((story) => story.content.component));
  return [...used].sort().map((name) => ({ name, display_name: null }));
}
