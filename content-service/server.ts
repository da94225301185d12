// The content service's HTTP server: routing, the error boundary, faults, and lifecycle.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { listenOn } from '../config/listen';
import { requireManagementToken } from './auth';
import { CacheVersion } from './cache-version';
import { ComponentDefinitions, matchComponentsRoute } from './components';
import { DATASOURCES_FOLDER, DatasourceStore } from './datasources';
import { type DeliveryContext, handleDelivery } from './delivery';
import { EDITOR_API_PATH, EditorApi } from './editor/editor-api';
import { EditorFiles, isEditorAppPath } from './editor-ui/static-files';
import { HttpError } from './errors';
import { Faults } from './faults';
import { readJsonBody, type Reply, sendJson } from './http';
import { Management, matchManagementRoute } from './management';
import { MediaReply, MediaService, sendMedia } from './media/media-service';
import { StoryStore } from './store';
import type { ContentServiceOptions } from './types';
import { WebhookSender } from './webhook';
import { log } from './log';

export type { ContentServiceOptions } from './types';

export interface RunningContentService {
  /** Where the service answers, e.g. http://127.0.0.1:3100 (the delivery API is under /v2). */
  url: string;
  port: number;
  store: StoryStore;
  /** Stops accepting connections, lets requests in flight finish and waits for pending webhooks. */
  close(): Promise<void>;
}

interface Service {
  options: ContentServiceOptions;
  store: StoryStore;
  delivery: DeliveryContext;
  management: Management;
  components: ComponentDefinitions;
  faults: Faults;
  media: MediaService;
  editor: EditorApi;
  editorFiles: EditorFiles;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

function methodNotAllowed(allowed: string): HttpError {
  return new HttpError(405, `Method not allowed (use ${allowed})`, { allow: allowed });
}

async function route(service: Service, req: IncomingMessage): Promise<Reply | MediaReply> {
  const target = req.url ?? '/';
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const search = new URLSearchParams(queryAt === -1 ? '' : target.slice(queryAt + 1));
  const method = req.method ?? 'GET';
  const { options, store } = service;

  if (path === '/health') {
    if (!READ_METHODS.has(method)) throw methodNotAllowed('GET, HEAD');
    return { status: 200, body: { ok: true, stories: store.size, cv: service.delivery.cv.value } };
  }

  if (path === '/v2' || path.startsWith('/v2/')) {
    const fault = await service.faults.next();
    if (fault) return { status: fault.status, body: { error: fault.message }, headers: fault.headers };
    if (!READ_METHODS.has(method)) throw methodNotAllowed('GET, HEAD');
    const reply = handleDelivery(service.delivery, path.slice('/v2'.length), search);
    return { ...reply, headers: { 'access-control-allow-origin': '*', ...reply.headers } };
  }

  // Public images, like a CDN: no token, no injected faults (see media/media-service.ts).
  if (path === '/media' || path.startsWith('/media/')) {
    if (!READ_METHODS.has(method)) throw methodNotAllowed('GET, HEAD');
    return service.media.handle(method, path.slice('/media/'.length), search, req.headers);
  }

  // The editor's browser app and the bridge script (editor-ui/static-files.ts); not its API.
  if (isEditorAppPath(path)) return service.editorFiles.handle(method, path);

  if (path === '/__faults' && options.faultInjection) {
    requireManagementToken(req.headers, options.managementToken);
    if (method === 'GET') return { status: 200, body: { faults: service.faults.snapshot() } };
    if (method === 'DELETE') return { status: 200, body: { faults: service.faults.reset() } };
    if (method === 'POST') {
      const faults = service.faults.configure((await readJsonBody(req)) ?? {});
      return { status: 200, body: { faults } };
    }
    throw methodNotAllowed('GET, POST, DELETE');
  }

  // The browser editor's API: sessions instead of tokens (editor/editor-api.ts).
  if (path === EDITOR_API_PATH || path.startsWith(`${EDITOR_API_PATH}/`)) {
    return service.editor.handle(req, method, path.slice(EDITOR_API_PATH.length), search);
  }

  const write = matchManagementRoute(method, path);
  if (write) {
    requireManagementToken(req.headers, options.managementToken);
    if (write.spaceId !== String(options.spaceId)) throw new HttpError(404, 'This space could not be found');
    if (!write.operation) throw new HttpError(405, `Method ${method} is not allowed on ${path}`);
    const body = method === 'GET' || method === 'DELETE' ? undefined : await readJsonBody(req);
    return service.management.run(write.operation, write.storyId, body, search);
  }

  const components = matchComponentsRoute(method, path);
  if (components) {
    requireManagementToken(req.headers, options.managementToken);
    if (components.spaceId !== String(options.spaceId)) {
      throw new HttpError(404, 'This space could not be found');
    }
    if (!components.operation) throw new HttpError(405, `Method ${method} is not allowed on ${path}`);
    const body = method === 'GET' ? undefined : await readJsonBody(req);
    return service.components.run(components.operation, components.componentId, body);
  }

  throw new HttpError(404, `Not found: ${path}`);
}

/** The path alone: query strings carry access tokens. */
function pathOf(req: IncomingMessage): string {
  return (req.url ?? '').split('?', 1)[0] ?? '';
}

async function handle(service: Service, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let reply: Reply | MediaReply;
  try {
    reply = await route(service, req);
  } catch (error) {
    if (error instanceof HttpError) {
      reply = {
        status: error.status,
        body: { ...error.details, error: error.message },
        headers: { ...error.headers },
      };
    } else {
      log.error(`${req.method} ${pathOf(req)} failed`, error);
      reply = { status: 500, body: { error: 'Internal Server Error' } };
    }
  }
  if (res.headersSent || res.destroyed) return;
  try {
    if (reply instanceof MediaReply) sendMedia(res, reply);
    else sendJson(res, reply);
  } catch (error) {
    log.error(`could not answer ${req.method} ${pathOf(req)}`, error);
    res.destroy();
  }
}

/** An unspecified listening address is not one a client can connect to. */
function reachableHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startContentService(options: ContentServiceOptions): Promise<RunningContentService> {
  const store = await StoryStore.load(options.contentDir);
  const datasources = await DatasourceStore.load(join(options.contentDir, DATASOURCES_FOLDER));
  const cv = CacheVersion.fromStories(store.all());
  const webhooks = new WebhookSender(options.publishWebhookUrl, options.webhookSecret);
  const delivery: DeliveryContext = { store, datasources, cv, options, url: '' };
  const management = new Management({ store, cv, webhooks, spaceId: options.spaceId });
  const components = await ComponentDefinitions.load(options.contentDir);
  const mediaRoot = join(options.contentDir, 'media');
  const service: Service = {
    options,
    store,
    delivery,
    management,
    components,
    faults: new Faults(),
    media: new MediaService({ root: mediaRoot }),
    editor: new EditorApi({
      store,
      management,
      components,
      contentDir: options.contentDir,
      mediaRoot,
      managementToken: options.managementToken,
      users: options.editorUsers,
      preview: { siteUrl: options.siteUrl, spaceId: options.spaceId, previewToken: options.previewToken },
      publicUrl: options.publicUrl,
      trustProxy: options.trustProxy ?? false,
    }),
    editorFiles: new EditorFiles({ root: options.editorRoot, siteUrl: options.siteUrl }),
  };

  const server = createServer((req, res) => {
    void handle(service, req, res);
  });
  await listenOn(server, options.port, options.host, 'CONTENT_SERVICE_PORT');
  const { port } = server.address() as AddressInfo;
  const url = `http://${reachableHost(options.host)}:${port}`;
  delivery.url = url;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      // Requests in flight get a few seconds (an injected latency could otherwise hold us up to a minute).
      const force = setTimeout(() => server.closeAllConnections(), 3_000);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        resolve();
      });
      server.closeIdleConnections();
    }).then(() => webhooks.idle());
    return closing;
  };

  return { url, port, store, close };
}
