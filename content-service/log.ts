// The content service is a process of its own; its lines go through the site's logger (same JSON
// shape, same LOG_LEVEL), marked with `service` so that the two can be told apart in one stream.
import { messageLog, rootLogger, type Logger } from '../app/logging/logger.server';

let serviceLogger: Logger | undefined;

export const log = messageLog(() => {
  serviceLogger ??= rootLogger().child({ service: 'content-service' });
  return serviceLogger;
});
