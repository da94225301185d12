// Listening on a configured port, with an error that says what to do when the port is taken: the
// site (PORT) and the content service (CONTENT_SERVICE_PORT) both start here.
import type { Server } from 'node:net';

/** The content service exits with this when its port is taken, so its supervisor does not retry. */
export const PORT_IN_USE_EXIT_CODE = 98;

export class PortInUseError extends Error {
  override name = 'PortInUseError';

  constructor(
    readonly port: number,
    readonly variable: string,
  ) {
    super(`Port ${port} (${variable}) is already in use: stop the other process or set ${variable}`);
  }
}

/** Starts `server` on host:port; a taken port rejects with a PortInUseError naming `variable`. */
export function listenOn(server: Server, port: number, host: string, variable: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, variable) : error);
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}
