// Entry point: `tsx content-service/main.ts`. Serves the stories under CONTENT_DIR until SIGTERM or
// SIGINT, then stops cleanly (requests in flight and pending webhooks are let finish).
import { config } from '../config/index';
import { startContentService } from './server';

async function main(): Promise<void> {
  const options = config().contentService;
  const service = await startContentService(options);
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  console.log(`content service listening on http://${host}:${service.port} (${service.store.size} stories)`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`content service: ${signal} again, exiting now`);
      process.exit(1);
    }
    stopping = true;
    service.close().then(
      () => console.log('content service stopped'),
      (error: unknown) => {
        console.error('content service: error while stopping:', error);
        process.exitCode = 1;
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('content service failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
