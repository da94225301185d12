// Starts the site on HOST:PORT from the production build in build/.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { config, requireSiteUrl } from '../config/index';
import { startSiteOutbox } from '../app/leads/outbox.server';
import { builtClientAssets, createSiteApp } from './app';
import { keepPagesFresh, type Invalidatable } from './page-cache/freshness';
import { refuseConnect } from './security/request-shape';

export interface RunningSite {
  url: string;
  close(): Promise<void>;
}

export async function startSite(
  buildDirectory = path.resolve(process.env.BUILD_DIR ?? 'build'),
): Promise<RunningSite> {
  const { site } = config();
  requireSiteUrl(config());
  const build = (await import(
    pathToFileURL(path.join(buildDirectory, 'server', 'index.js')).href
  )) as ServerBuild;
  const app = createSiteApp(build, builtClientAssets(path.join(buildDirectory, 'client')));
  const pageCache = app.locals.pageCache as Invalidatable | undefined;
  const stopFreshness = pageCache
    ? keepPagesFresh(pageCache, { pollMs: config().content.cvTtlMs })
    : () => undefined;
  const server = app.listen(site.port, site.host);
  refuseConnect(server);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const shownHost = site.host === '0.0.0.0' ? 'localhost' : site.host;
  // Delivers stored leads to their webhooks; pending rows of an earlier run resume here.
  const outbox = startSiteOutbox();
  return {
    url: `http://${shownHost}:${port}`,
    close: async () => {
      stopFreshness();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await outbox.stop();
    },
  };
}
