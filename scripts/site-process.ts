// What `npm start` and `npm run dev` run in their site process, whichever server they use: the
// environment (.env, the shared webhook secret, the public address), then the embedded content
// service as a supervised child (restarted when it dies) unless the site is pointed at a hosted one,
// then the site. SIGTERM or SIGINT drains the site, then stops the content service.
import { randomBytes } from 'node:crypto';
import { loadEnvFile } from './env-file';
import type { RunningSite } from '../server/main';

/** The tracking API's source on a local run: `npm start` prints it, .env.example shows it. */
export const LOCAL_WRITE_KEYS = 'local:shiftlane-local-write-key';

/**
 * Drafts and editors' preview on a local run: the embedded content service's preview token (the
 * editor's link is signed with it, with CONTENT_SPACE_ID) and the secret of `/api/preview` links.
 * `npm start` prints them; .env.example shows them.
 */
export const LOCAL_PREVIEW_TOKEN = 'local-preview-token';
export const LOCAL_PREVIEW_SECRET = 'local-preview-secret';

/**
 * The embedded editor's sign-in on a local run (its management token: CONTENT_MANAGEMENT_TOKEN).
 * `npm start` prints it with the editor's address; .env.example shows it.
 */
export const LOCAL_MANAGEMENT_TOKEN = 'local-management-token';

/** Where the embedded content service serves the editor's bridge script (content-service/editor-ui). */
export const EDITOR_BRIDGE_PATH = '/editor/bridge.js';
/** PREVIEW_EDITOR_ORIGINS' default (config/index.ts), kept when the embedded editor joins it. */
const STORYBLOK_EDITOR_ORIGIN = 'https://app.storyblok.com';

/** Whether this run made CONTENT_WEBHOOK_SECRET up, none being set. */
let webhookSecretMadeUp = false;

/** Before anything else is imported: React picks its build from NODE_ENV when it is first loaded. */
export function prepareEnvironment(): void {
  loadEnvFile();
  // Both processes must agree on the webhook secret; a fresh one per run keeps it out of the repo.
  if (!process.env.CONTENT_WEBHOOK_SECRET) {
    process.env.CONTENT_WEBHOOK_SECRET = randomBytes(24).toString('hex');
    webhookSecretMadeUp = true;
  }
  process.env.NODE_ENV ||= 'production';
  // On a machine of one's own (no SITE_URL), the tracking API takes a well-known local key, so a
  // backend under development can send events at once; a deployment names its own keys or has none.
  if (!process.env.SITE_URL && process.env.ANALYTICS_WRITE_KEYS === undefined) {
    process.env.ANALYTICS_WRITE_KEYS = LOCAL_WRITE_KEYS;
  }
  // Likewise editors can preview drafts at once; a deployment sets its space's own preview token.
  if (!process.env.SITE_URL && process.env.CONTENT_PREVIEW_TOKEN === undefined) {
    process.env.CONTENT_PREVIEW_TOKEN = LOCAL_PREVIEW_TOKEN;
    process.env.PREVIEW_SECRET ??= LOCAL_PREVIEW_SECRET;
  }
  if (!process.env.SITE_URL) useEmbeddedEditor();
  // The public address links and sitemaps are written with: on a machine of one's own, this one.
  // A deployment sets SITE_URL (the site refuses to start in production without it otherwise).
  process.env.SITE_URL ||= localAddress();
}

/**
 * On a machine of one's own, the embedded content service's editor (/editor) frames the site's
 * preview: the site loads the editor's bridge script and lets the editor's origin frame it, unless
 * PREVIEW_BRIDGE_URL or PREVIEW_EDITOR_ORIGINS say otherwise. Storyblok's own editor stays allowed.
 */
function useEmbeddedEditor(): void {
  if (['0', 'false', 'off', 'no'].includes(process.env.START_CONTENT_SERVICE ?? '')) return;
  const host = process.env.CONTENT_SERVICE_HOST;
  const reachable = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const editorOrigin = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${process.env.CONTENT_SERVICE_PORT || '3100'}`;
  process.env.PREVIEW_BRIDGE_URL ??= `${editorOrigin}${EDITOR_BRIDGE_PATH}`;
  process.env.PREVIEW_EDITOR_ORIGINS ??= `${STORYBLOK_EDITOR_ORIGIN},${editorOrigin}`;
  // Someone must be able to sign in: the local management token, unless one or users are set.
  if (process.env.CONTENT_MANAGEMENT_TOKEN === undefined && process.env.EDITOR_USERS === undefined) {
    process.env.CONTENT_MANAGEMENT_TOKEN = LOCAL_MANAGEMENT_TOKEN;
  }
}

function localAddress(): string {
  const host = process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : 'localhost';
  return `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT || '3000'}`;
}

export interface SiteProcess {
  /** Starts the site (the production server, or the development one with Vite). */
  startSite(): Promise<RunningSite>;
  /** How the content service runs: its entry file and the node arguments it needs. */
  contentService: { entry: string; execArgv?: string[] };
}

export async function runSite({
  startSite,
  contentService: contentServiceEntry,
}: SiteProcess): Promise<void> {
  const { config } = await import('../config/index');
  const { logger } = await import('../app/logging/logger.server');
  const { superviseContentService } = await import('../server/content-service-supervisor');
  type SupervisedContentService = Awaited<ReturnType<typeof superviseContentService>>;

  const settings = config();
  process.env.CONTENT_PUBLISH_WEBHOOK_URL ||= `http://127.0.0.1:${settings.site.port}/api/content-published`;
  if (!settings.contentService.start && webhookSecretMadeUp) {
    // A content service not started here signs with the secret it was given, not this one.
    logger.warn(
      'CONTENT_WEBHOOK_SECRET is not set: the publish webhook refuses every call until the site has the secret the content service signs with',
    );
  }

  let contentService: SupervisedContentService | undefined;
  let site: RunningSite | undefined;
  try {
    if (settings.contentService.start) {
      const { host, port } = settings.contentService;
      contentService = await superviseContentService({
        ...contentServiceEntry,
        healthUrl: `http://${host.includes(':') ? `[${host}]` : host}:${port}/health`,
        port,
      });
    }
    site = await startSite();
  } catch (error) {
    // A taken port or a content service that cannot start does not heal by itself: say so and stop.
    logger.error(`The site did not start: ${error instanceof Error ? error.message : String(error)}`);
    await contentService?.stop();
    process.exit(1);
  }
  logger.info(`Site ready on ${site.url} (content from ${settings.content.apiUrl})`);
  if (process.env.ANALYTICS_WRITE_KEYS === LOCAL_WRITE_KEYS) {
    logger.info(
      `Tracking API: ${site.url}/v1/batch (Segment's HTTP API) takes the local write key ${LOCAL_WRITE_KEYS.split(':')[1]}`,
    );
  }

  if (process.env.PREVIEW_SECRET === LOCAL_PREVIEW_SECRET) {
    logger.info(
      `Preview of drafts: ${site.url}/api/preview?slug=us&secret=${LOCAL_PREVIEW_SECRET} (preview token ${LOCAL_PREVIEW_TOKEN}, space ${settings.contentService.spaceId})`,
    );
  }
  if (contentService && process.env.PREVIEW_BRIDGE_URL?.endsWith(EDITOR_BRIDGE_PATH)) {
    const signIn =
      process.env.CONTENT_MANAGEMENT_TOKEN === LOCAL_MANAGEMENT_TOKEN
        ? `; sign in with the management token ${LOCAL_MANAGEMENT_TOKEN}`
        : '';
    logger.info(
      `Editor: ${process.env.PREVIEW_BRIDGE_URL.slice(0, -'/bridge.js'.length)} (its preview frames ${site.url}${signIn})`,
    );
  }

  let stopping = false;
  async function shutdown(runningSite: RunningSite, signal: NodeJS.Signals): Promise<void> {
    if (stopping) {
      logger.warn(`${signal} again: exiting without waiting for requests in flight`);
      process.exit(1);
    }
    stopping = true;
    const timeoutMs = settings.server.shutdownTimeoutMs;
    logger.info(`${signal}: draining (requests in flight get up to ${timeoutMs} ms)`);
    const { cutRequests } = await runningSite.close();
    // The content service goes last: requests in flight may still have needed it.
    await contentService?.stop();
    if (cutRequests > 0) {
      logger.error(
        `Shutdown cut ${cutRequests} request(s) still in flight after SHUTDOWN_TIMEOUT_MS (${timeoutMs} ms)`,
      );
      process.exit(1);
    }
    logger.info('Shutdown complete: every request in flight was answered');
    process.exit(0);
  }

  const running = site;
  // Started by scripts/start.mjs as a child (on a Node that cannot apply the heap limit in place):
  // when that launcher goes, even SIGKILLed, its IPC channel closes and this site stops too.
  if (process.channel) {
    process.on('disconnect', () => {
      shutdown(running, 'SIGTERM').catch((error: unknown) => {
        logger.error('Shutdown failed', error);
        process.exit(1);
      });
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      shutdown(running, signal).catch((error: unknown) => {
        logger.error('Shutdown failed', error);
        process.exit(1);
      });
    });
  }
}
