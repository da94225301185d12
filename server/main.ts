// Starts the site on HOST:PORT from the production build in build/.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { config } from '../config/index';
import { createSiteApp } from './app';

export interface RunningSite {
  url: string;
  close(): Promise<void>;
}

export async function startSite(
  buildDirectory = path.resolve(process.env.BUILD_DIR ?? 'build'),
): Promise<RunningSite> {
  const { site } = config();
  const build = (await import(
    pathToFileURL(path.join(buildDirectory, 'server', 'index.js')).href
  )) as ServerBuild;
  const app = createSiteApp(build, path.join(buildDirectory, 'client'));
  const server = app.listen(site.port, site.host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const shownHost = site.host === '0.0.0.0' ? 'localhost' : site.host;
  return {
    url: `http://${shownHost}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
