// Entry point: `tsx content-service/main.ts`. Serves the stories under CONTENT_DIR until SIGTERM or
// SIGINT, then stops cleanly (requests in flight and pending webhooks are let finish).
import { config } from '../config/index';
import { startContentService } from './server';
import { log } from './log';

async function main(): Promise<void> {
  const options = config().contentService;
  const service = await startContentService(options);
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  log.info(`content service listening on http://${host}:${service.port} (${service.store.size} stories)`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.error(`${signal} again, exiting now`);
      process.exit(1);
    }
    stopping = true;
    service.close().then(
      () => log.info('content service stopped'),
      (error: unknown) => {
        log.error('error while stopping', error);
        process.exitCode = 1;
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  log.error('content service failed to start', error);
  process.exit(1);
});
