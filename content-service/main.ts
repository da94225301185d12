// Entry point, bundled into <build>/content-service/main.js (`npm run content-service` runs it, and
// so does the site process's supervisor). Serves the stories under CONTENT_DIR until SIGTERM or
// SIGINT, then stops cleanly (requests in flight and pending webhooks are let finish).
import path from 'node:path';
import { config } from '../config/index';
import { PORT_IN_USE_EXIT_CODE, PortInUseError } from '../config/listen';
import { buildDirectory } from '../scripts/build-state.mjs';
import { loadEnvFile } from '../scripts/env-file';
import { startContentService } from './server';
import { log } from './log';

/** How long a service whose site is gone may take to stop before it exits regardless. */
const ORPHAN_STOP_MS = 5_000;

async function main(): Promise<void> {
  // Run alone, it reads the same .env as the site; under the site, the site's variables win anyway.
  loadEnvFile();
  // Started by the site's supervisor, the service has an IPC channel to the site. The channel closes
  // when the site process ends however it ends, SIGKILL included, and a service left running would
  // hold its port and make the next start of the site fail. Watched from the start: the site may
  // be gone before the service listens.
  let parentGone: () => void = () => process.exit(0);
  if (process.channel) {
    process.on('disconnect', () => parentGone());
    // The channel itself must not keep a stopped service alive.
    process.channel.unref();
    if (!process.connected) parentGone();
  }

  const { contentService, site, content, server } = config();
  const options = {
    ...contentService,
    spaceName: site.brandName,
    publicToken: content.token,
    previewToken: content.previewToken,
    webhookSecret: content.webhookSecret,
    // The editor at /editor, from the build `npm start` and `npm run content-service` make.
    editorRoot: path.join(buildDirectory(), 'editor'),
    siteUrl: site.url,
    trustProxy: server.trustProxy,
  };
  const service = await startContentService(options);
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  log.info(`content service listening on http://${host}:${service.port} (${service.store.size} stories)`);
  log.info(
    `the editor is at http://${host}:${service.port}/editor${options.publicUrl ? ` and ${options.publicUrl}/editor` : ''}`,
  );
  // Run on its own, nothing sets these for it: say what becomes of publishes.
  if (!options.publishWebhookUrl) {
    log.info('publishes are announced to no one (CONTENT_PUBLISH_WEBHOOK_URL is not set)');
  } else if (!options.webhookSecret) {
    log.warn(
      `publishes are announced to ${options.publishWebhookUrl} unsigned (CONTENT_WEBHOOK_SECRET is not set): the site refuses them`,
    );
  } else {
    log.info(`publishes are announced to ${options.publishWebhookUrl}, signed`);
  }

  // The editor API needs someone who can sign in to be of any use.
  const editorSignIns = [
    ...(options.managementToken ? ['the management token'] : []),
    ...(options.editorUsers.length > 0 ? [`${options.editorUsers.length} EDITOR_USERS`] : []),
  ];
  log.info(
    editorSignIns.length > 0
      ? `editor API at /editor/api: sign-in with ${editorSignIns.join(' or ')}`
      : 'editor API at /editor/api: no one can sign in (set EDITOR_USERS or CONTENT_MANAGEMENT_TOKEN)',
  );

  let stopping = false;
  const stop = () => {
    stopping = true;
    service.close().then(
      () => {
        log.info('content service stopped');
        if (process.connected) process.disconnect();
      },
      (error: unknown) => {
        log.error('error while stopping', error);
        process.exitCode = 1;
        if (process.connected) process.disconnect();
      },
    );
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.error(`${signal} again, exiting now`);
      process.exit(1);
    }
    stop();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  parentGone = () => {
    if (stopping) return;
    log.warn('the site process is gone, stopping');
    stop();
    setTimeout(() => process.exit(0), ORPHAN_STOP_MS).unref();
  };
  if (process.channel && !process.connected) parentGone();
}

main().catch((error: unknown) => {
  if (error instanceof PortInUseError) {
    log.error(error.message);
    process.exit(PORT_IN_USE_EXIT_CODE);
  }
  log.error('content service failed to start', error);
  process.exit(1);
});
